import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an external style may take to load before the offline style takes over (no network often hangs). */
const EXTERNAL_STYLE_TIMEOUT_MS = 8000;

/**
 * Uses the external style (MAP_STYLE_URL) while it works; the first error from it, its sources or tiles, or a load
 * that does not finish in time, switches to the bundled offline style for good (`fellBack` says so). With no
 * external style, the offline one is used from the start and nothing is reported.
 */
export function useStyleFallback(externalUrl: string | null, timeoutMs = EXTERNAL_STYLE_TIMEOUT_MS) {
  const [fellBack, setFellBack] = useState(false);
  const loaded = useRef(false);
  const usingExternal = externalUrl !== null && !fellBack;

  useEffect(() => {
    if (!usingExternal) return undefined;
    const timer = setTimeout(() => {
      if (!loaded.current) setFellBack(true);
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [usingExternal, timeoutMs]);

  const onError = useCallback(() => {
    if (usingExternal) setFellBack(true);
  }, [usingExternal]);

  const onLoad = useCallback(() => {
    loaded.current = true;
  }, []);

  return { usingExternal, fellBack, onError, onLoad };
}
