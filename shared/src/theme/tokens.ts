/** Design tokens for styled-components: one theme shape, two palettes. */
export interface AppTheme {
  mode: 'light' | 'dark';
  colors: {
    bg: string;
    surface: string;
    surfaceAlt: string;
    surfaceHover: string;
    border: string;
    borderStrong: string;
    text: string;
    textMuted: string;
    textInverse: string;
    primary: string;
    primaryHover: string;
    primarySoft: string;
    primaryText: string;
    onPrimary: string;
    success: string;
    successSoft: string;
    warning: string;
    warningSoft: string;
    danger: string;
    dangerSoft: string;
    info: string;
    infoSoft: string;
    focus: string;
    sidebarBg: string;
    sidebarText: string;
    sidebarActiveBg: string;
    sidebarActiveText: string;
    overlay: string;
  };
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { sm: string; md: string; lg: string };
  fonts: { body: string; mono: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  space: (n: number) => string;
  breakpoints: { mobile: string; tablet: string };
  /** Media query helpers: `${({theme}) => theme.media.mobile} { ... }` */
  media: { mobile: string; desktop: string };
}

const shared = {
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  space: (n: number) => `${n * 0.25}rem`,
  breakpoints: { mobile: '767px', tablet: '1024px' },
  media: { mobile: '@media (max-width: 767px)', desktop: '@media (min-width: 768px)' },
};

export const lightTheme: AppTheme = {
  ...shared,
  mode: 'light',
  colors: {
    bg: '#f3f5f9',
    surface: '#ffffff',
    surfaceAlt: '#f8fafc',
    surfaceHover: '#eef2f7',
    border: '#e2e8f0',
    borderStrong: '#cbd5e1',
    text: '#0f172a',
    textMuted: '#526077',
    textInverse: '#ffffff',
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    primarySoft: '#dbeafe',
    primaryText: '#1d4ed8',
    onPrimary: '#ffffff',
    success: '#15803d',
    successSoft: '#dcfce7',
    warning: '#a16207',
    warningSoft: '#fef3c7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    info: '#0369a1',
    infoSoft: '#e0f2fe',
    focus: '#2563eb',
    sidebarBg: '#0f172a',
    sidebarText: '#cbd5e1',
    sidebarActiveBg: '#1e3a8a',
    sidebarActiveText: '#ffffff',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 16px 40px rgba(15, 23, 42, 0.16)',
  },
};

export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    bg: '#0b1120',
    surface: '#111827',
    surfaceAlt: '#0f172a',
    surfaceHover: '#1f2937',
    border: '#1f2a3d',
    borderStrong: '#334155',
    text: '#e2e8f0',
    textMuted: '#9aa8bd',
    textInverse: '#0f172a',
    // White text on the primary fill keeps ≥ 4.5:1 in both themes.
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    primarySoft: '#172554',
    primaryText: '#93c5fd',
    onPrimary: '#ffffff',
    success: '#4ade80',
    successSoft: '#052e16',
    warning: '#facc15',
    warningSoft: '#422006',
    danger: '#f87171',
    dangerSoft: '#450a0a',
    info: '#38bdf8',
    infoSoft: '#082f49',
    focus: '#60a5fa',
    sidebarBg: '#070b16',
    sidebarText: '#a5b4c8',
    sidebarActiveBg: '#1e3a8a',
    sidebarActiveText: '#ffffff',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
};

export function themeFor(isDark: boolean): AppTheme {
  return isDark ? darkTheme : lightTheme;
}
