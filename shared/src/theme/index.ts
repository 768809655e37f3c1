import './styled-theme';

export { lightTheme, darkTheme, themeFor, type AppTheme } from './tokens';
export { GlobalStyle } from './global-style';
export { AppThemeProvider } from './app-theme-provider';
export { useTheme, isDarkAtom, type UseThemeResult } from './theme-state';
export {
  THEME_STORAGE_KEY,
  readSavedIsDark,
  systemPrefersDark,
  resolveInitialIsDark,
  saveIsDark,
  applyDarkClass,
  initialIsDark,
  persistAndApply,
} from './theme-preference';
