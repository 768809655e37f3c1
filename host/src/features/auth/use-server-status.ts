import { useEffect, useState } from 'react';
import { fetchHealth } from 'shared/api';

const HEALTH_POLL_MS = 30_000;

export interface ServerStatus {
  /** null until the first answer. */
  online: boolean | null;
  campanasActivas: number | null;
}

/** Polls GET /api/v1/health every 30 s (docs/product-spec.md §4): online/offline and the active-campaign count. */
export function useServerStatus(intervalMs: number = HEALTH_POLL_MS): ServerStatus {
  const [status, setStatus] = useState<ServerStatus>({ online: null, campanasActivas: null });

  useEffect(() => {
    let alive = true;
    let controller: AbortController | null = null;
    const check = async () => {
      controller?.abort();
      controller = new AbortController();
      try {
        const health = await fetchHealth(controller.signal);
        if (alive) setStatus({ online: true, campanasActivas: health.campanasActivas });
      } catch (error) {
        if (alive && !(error instanceof Error && error.name === 'AbortError')) {
          setStatus((prev) => ({ online: false, campanasActivas: prev.campanasActivas }));
        }
      }
    };
    void check();
    const timer = window.setInterval(() => void check(), intervalMs);
    return () => {
      alive = false;
      window.clearInterval(timer);
      controller?.abort();
    };
  }, [intervalMs]);

  return status;
}
