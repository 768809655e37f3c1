import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { applyDarkClass } from './theme-preference';
import { useTheme } from './theme-state';

/** The single ThemeProvider (host, and the standalone pages of the remotes) plus the global styles. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { theme, isDark } = useTheme();
  // Keeps <html class="dark"> in step with the state (the inline head script did it before first paint).
  useEffect(() => applyDarkClass(document.documentElement, isDark), [isDark]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
