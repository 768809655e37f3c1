/**
 * Theme preference (docs/product-spec.md §1): a persisted boolean isDark in localStorage under `theme-storage`,
 * in the zustand-persist shape of the original product: {"state":{"isDark":true},"version":0}.
 * The same rules run inline in <head> before first paint (scripts/webpack/theme-init-script.cjs).
 */
export const THEME_STORAGE_KEY = 'theme-storage';

type MatchMedia = (query: string) => { matches: boolean };

/** The saved value, or null when missing, unparsable or without a boolean isDark. */
export function readSavedIsDark(storage: Pick<Storage, 'getItem'> | null | undefined): boolean | null {
  try {
    const raw = storage?.getItem(THEME_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const state = (parsed as { state?: { isDark?: unknown } } | null)?.state;
    return typeof state?.isDark === 'boolean' ? state.isDark : null;
  } catch {
    return null;
  }
}

/** Whether the operating system asks for a dark colour scheme. */
export function systemPrefersDark(matchMedia: MatchMedia | null | undefined): boolean {
  try {
    return Boolean(matchMedia?.('(prefers-color-scheme: dark)').matches);
  } catch {
    return false;
  }
}

/** On load: the saved value when there is one, else the OS preference. */
export function resolveInitialIsDark(storage: Pick<Storage, 'getItem'> | null | undefined, matchMedia: MatchMedia | null | undefined): boolean {
  return readSavedIsDark(storage) ?? systemPrefersDark(matchMedia);
}

export function saveIsDark(storage: Pick<Storage, 'setItem'> | null | undefined, isDark: boolean): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { isDark }, version: 0 }));
  } catch {
    // Storage full or blocked (private mode): the choice still applies to this page.
  }
}

export function applyDarkClass(root: Element | null | undefined, isDark: boolean): void {
  root?.classList.toggle('dark', isDark);
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function browserMatchMedia(): MatchMedia | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : null;
}

/** Initial value in the browser. */
export function initialIsDark(): boolean {
  return resolveInitialIsDark(browserStorage(), browserMatchMedia());
}

/** Saves the choice and toggles the `dark` class on <html>. */
export function persistAndApply(isDark: boolean): void {
  saveIsDark(browserStorage(), isDark);
  applyDarkClass(typeof document === 'undefined' ? null : document.documentElement, isDark);
}
