import { useCallback, useSyncExternalStore } from 'react';

/** Breakpoint below which lists render as cards (spec: mobile view). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * Whether a CSS media query matches, kept up to date on resize. False where matchMedia does not exist.
 *
 * @example
 * const isMobile = useMediaQuery(MOBILE_QUERY);
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}
