import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { initialIsDark, persistAndApply } from './theme-preference';
import { themeFor, type AppTheme } from './tokens';

/** The theme preference (the only global client state besides the session). */
export const isDarkAtom = atom<boolean>(initialIsDark());

export interface UseThemeResult {
  isDark: boolean;
  theme: AppTheme;
  toggleTheme: () => void;
  setDark: (isDark: boolean) => void;
}

export function useTheme(): UseThemeResult {
  const [isDark, setIsDark] = useAtom(isDarkAtom);
  const setDark = useCallback(
    (next: boolean) => {
      persistAndApply(next);
      setIsDark(next);
    },
    [setIsDark],
  );
  const toggleTheme = useCallback(() => setDark(!isDark), [isDark, setDark]);
  const theme = useMemo(() => themeFor(isDark), [isDark]);
  return { isDark, theme, toggleTheme, setDark };
}
