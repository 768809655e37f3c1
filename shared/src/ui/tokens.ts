import type { DefaultTheme } from 'styled-components';
import '../theme/styled-theme';
import { lightTheme, type AppTheme } from '../theme/tokens';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * The tokens the UI kit uses, derived from the host's theme (`shared/theme`). A few kit-only values
 * (control borders, button fills, tone text colours) are tuned here for WCAG contrast in both modes.
 */
export interface UiTokens {
  dark: boolean;
  bg: string;
  surface: string;
  /** Table headers, subtle fills. */
  surfaceMuted: string;
  /** Row / button hover. */
  surfaceHover: string;
  border: string;
  /** Borders of inputs and selects (≥ 3:1 against the surface). */
  controlBorder: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** Text links on the surface or background (≥ 4.5:1 in both themes). */
  link: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  /** Error text on the surface. */
  dangerText: string;
  focus: string;
  overlay: string;
  shadow: string;
  shadowLg: string;
  radius: string;
  radiusSm: string;
  font: string;
  tone: Record<Tone, { bg: string; fg: string; border: string }>;
}

const cache = new WeakMap<AppTheme, UiTokens>();

function derive(theme: AppTheme): UiTokens {
  const c = theme.colors;
  const dark = theme.mode === 'dark';
  return {
    dark,
    bg: c.bg,
    surface: c.surface,
    surfaceMuted: c.surfaceAlt,
    surfaceHover: c.surfaceHover,
    border: dark ? c.borderStrong : c.border,
    controlBorder: dark ? '#64748b' : '#7b8698',
    text: c.text,
    textMuted: c.textMuted,
    // White on #3b82f6 is 3.7:1; the darker blue keeps button text at 5:1 in dark mode.
    primary: dark ? '#2563eb' : c.primary,
    primaryHover: dark ? '#1d4ed8' : c.primaryHover,
    onPrimary: c.onPrimary,
    link: c.primaryText,
    danger: dark ? '#dc2626' : c.danger,
    dangerHover: dark ? '#b91c1c' : '#991b1b',
    onDanger: '#ffffff',
    dangerText: dark ? '#fca5a5' : c.danger,
    focus: c.focus,
    overlay: c.overlay,
    shadow: theme.shadows.sm,
    shadowLg: theme.shadows.lg,
    radius: theme.radii.md,
    radiusSm: theme.radii.sm,
    font: theme.fonts.body,
    tone: {
      neutral: { bg: c.surfaceHover, fg: c.text, border: c.borderStrong },
      info: { bg: c.infoSoft, fg: dark ? '#7dd3fc' : '#075985', border: c.info },
      success: { bg: c.successSoft, fg: dark ? '#86efac' : '#166534', border: c.success },
      warning: { bg: c.warningSoft, fg: dark ? '#fde047' : '#854d0e', border: c.warning },
      danger: { bg: c.dangerSoft, fg: dark ? '#fca5a5' : '#991b1b', border: c.danger },
    },
  };
}

/** Resolves the kit's tokens from the host theme; the light theme when there is no ThemeProvider. */
export function uiTokens(theme: DefaultTheme | undefined): UiTokens {
  const app = theme && 'colors' in theme && theme.colors ? theme : lightTheme;
  let tokens = cache.get(app);
  if (!tokens) {
    tokens = derive(app);
    cache.set(app, tokens);
  }
  return tokens;
}

/** Interpolation helper for styled-components: `color: ${tk((t) => t.text)};` */
export const tk =
  <R>(pick: (t: UiTokens) => R) =>
  ({ theme }: { theme?: DefaultTheme }): R =>
    pick(uiTokens(theme));

/** The visible focus ring every interactive element of the kit uses. */
export const focusRing = ({ theme }: { theme?: DefaultTheme }) => `outline: 3px solid ${uiTokens(theme).focus}; outline-offset: 2px;`;
