import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { SW_MESSAGE } from '../../sw/messages';
import { fingerprint } from '../../sw/offline-rules';
import { announceUpdate } from './pwa-state';

/**
 * Which release of each remote this page runs (docs/decisions/offline-app.md, "Updates"). The service worker serves
 * a remote's `mf-manifest.json` network first, but falls back to its cached copy after a few seconds without an
 * answer or with no network: the page may then run an older release than the one now published. It learns of the
 * newer one here, by fetching the manifest again (through the service worker, network first) when the connection
 * comes back, when the tab is shown again, when the worker says a manifest changed, and every CHECK_EVERY_MS; a
 * different manifest announces "Nueva versión disponible".
 *
 * A remote configured by its `remoteEntry.js` (no manifest) is not followed: it is picked up on the next load.
 */
const loaded = new Map<string, string>();

const manifestPrint = (json: unknown): string => fingerprint(JSON.stringify(json));

/** The federation runtime plugin that records each remote's manifest as this page loaded it. */
export function remoteReleasesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'informes-remote-releases',
    afterLoadManifest({ manifestUrl, manifestJson }) {
      // The latest one loaded (after "Reintentar" too) is the one running.
      if (manifestJson) loaded.set(new URL(manifestUrl, window.location.href).href, manifestPrint(manifestJson));
    },
  };
}

let checking: Promise<boolean> | null = null;

/** Fetches each loaded remote's manifest again; announces an update and resolves true when one changed. */
export function checkRemoteReleases(): Promise<boolean> {
  checking ??= (async () => {
    for (const [url, print] of loaded) {
      try {
        const response = await fetch(url, { cache: 'no-cache', credentials: 'omit' });
        if (response.ok && manifestPrint(await response.json()) !== print) {
          announceUpdate();
          // Announced: the checks still waiting after a reconnection have nothing left to find.
          stopReconnectChecks();
          return true;
        }
      } catch {
        /* no connection (or not JSON): nothing to say */
      }
    }
    return false;
  })().finally(() => {
    checking = null;
  });
  return checking;
}

const CHECK_EVERY_MS = 15 * 60 * 1000;
/**
 * When the connection comes back, the first requests often still fail (a phone's signal settling; in Chromium the
 * service worker may learn of it after the page), and the worker then answers the manifest from its cache. So the
 * check is repeated a few times after `online`, not made once.
 */
export const ONLINE_RECHECK_MS = [0, 2_000, 6_000, 15_000, 40_000] as const;
let watching = false;

/** The checks still waiting after the last `online`: their timer ids and how to clear them. */
let reconnect: { ids: number[]; cancel: (id: number) => void } | null = null;

/** Clears the checks still waiting after a reconnection (a new `online`, `offline`, or an update announced). */
export function stopReconnectChecks(): void {
  if (!reconnect) return;
  for (const id of reconnect.ids) reconnect.cancel(id);
  reconnect = null;
}

/**
 * Checks at each ONLINE_RECHECK_MS after the connection came back, until one finds a new release. A later call (the
 * next `online`) replaces the checks still waiting, so they never pile up.
 */
export function checkAfterReconnect(
  schedule: (run: () => void, ms: number) => number = (run, ms) => window.setTimeout(run, ms),
  cancel: (id: number) => void = (id) => window.clearTimeout(id),
): void {
  stopReconnectChecks();
  const mine = { ids: [] as number[], cancel };
  reconnect = mine;
  for (const ms of ONLINE_RECHECK_MS) {
    mine.ids.push(
      schedule(() => {
        if (reconnect !== mine || !navigator.onLine) return;
        void checkRemoteReleases();
      }, ms),
    );
  }
}

/** Starts the checks (once per page): connection back, tab shown again, the worker's word, and every CHECK_EVERY_MS. */
export function watchRemoteReleases(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const check = () => void checkRemoteReleases();
  window.addEventListener('online', () => checkAfterReconnect());
  window.addEventListener('offline', stopReconnectChecks);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === SW_MESSAGE.remoteUpdated) check();
  });
  window.setInterval(() => document.visibilityState === 'visible' && navigator.onLine && check(), CHECK_EVERY_MS);
}

/** Tests only. */
export function recordLoadedManifest(url: string, manifest: unknown): void {
  loaded.set(url, manifestPrint(manifest));
}
