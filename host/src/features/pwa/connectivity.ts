import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { fetchHealth, isApiError } from 'shared/api';

/**
 * Whether the app works without a connection (docs/decisions/offline-app.md, "The offline banner"): the browser says
 * it is offline, or the API cannot be reached although the browser says it is online (a network without way out, the
 * server down behind it). An API call that fails by network starts a health check; while it fails by network too,
 * the check runs again every PROBE_EVERY_MS, and the first answer ends it.
 *
 * It also drives TanStack Query's onlineManager: while offline, queries and mutations wait (paused) instead of failing
 * one after another with a toast each, and they run when the connection is back; the data kept offline is shown.
 */
const PROBE_EVERY_MS = 15_000;

interface State {
  browserOnline: boolean;
  serverReachable: boolean;
}

let state: State = { browserOnline: true, serverReachable: true };
const listeners = new Set<() => void>();
let probeTimer: number | undefined;
let probing: Promise<void> | null = null;

const isOffline = (s: State) => !s.browserOnline || !s.serverReachable;

function update(patch: Partial<State>): void {
  const next = { ...state, ...patch };
  if (next.browserOnline === state.browserOnline && next.serverReachable === state.serverReachable) return;
  state = next;
  listeners.forEach((l) => l());
}

/** A network failure of an API call (status 0): not an answer of the server. */
const isNetworkFailure = (error: unknown): boolean => isApiError(error) && error.code === 'network_error';

/** GET /api/v1/health: reachable unless it fails by network; unreachable → again in PROBE_EVERY_MS. */
function probe(): Promise<void> {
  probing ??= (async () => {
    window.clearTimeout(probeTimer);
    let reachable = true;
    try {
      await fetchHealth();
    } catch (error) {
      reachable = !isNetworkFailure(error);
    }
    update({ serverReachable: reachable });
    if (!reachable && state.browserOnline) probeTimer = window.setTimeout(() => void probe(), PROBE_EVERY_MS);
  })().finally(() => {
    probing = null;
  });
  return probing;
}

let started = false;

/**
 * Starts watching (once per page) the browser's online/offline events and the network failures of `client`'s
 * queries and mutations, and sets `onlineManager` from them. Before any query runs: the app's start.
 */
export function startConnectivity(client: QueryClient): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  state = { browserOnline: navigator.onLine, serverReachable: true };
  onlineManager.setEventListener((setOnline) => {
    const sync = () => setOnline(!isOffline(state));
    listeners.add(sync);
    sync();
    return () => listeners.delete(sync);
  });
  window.addEventListener('online', () => {
    update({ browserOnline: true });
    void probe();
  });
  window.addEventListener('offline', () => update({ browserOnline: false }));
  const onResult = (error: unknown) => {
    if (isNetworkFailure(error)) {
      if (state.browserOnline && state.serverReachable) void probe();
    } else if (!state.serverReachable) {
      // An answer of the server (data or an HTTP error): it is reachable again.
      void probe();
    }
  };
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && (event.action.type === 'error' || event.action.type === 'success')) {
      onResult(event.action.type === 'error' ? event.action.error : null);
    }
  });
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onResult(event.action.error);
  });
}

/** True while the app works without a connection. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isOffline(state),
    // Build-time prerender: online.
    () => false,
  );
}
