import type { QueryClient } from '@tanstack/react-query';
import { afterLoadWhenIdle } from '../../app/after-load';
import { SW_MESSAGE } from '../../sw/messages';
import { prefetchFormLists } from './offline-data';
import { watchRemoteReleases } from './remote-releases';

/**
 * After sign-in, how long the page is left alone before the warm-up: its own screen's start-up first (measured with
 * Lighthouse's phone: at 3 s the warm-up's work ran beside a remote screen's start-up and lengthened its tasks).
 */
const WARM_UP_DELAY_MS = 6000;

/** Asks the service worker (once one is active) to cache ahead the offline pages and the field remotes' files. */
async function warmUpWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: SW_MESSAGE.warmUp });
}

let started = false;

/**
 * What a signed-in page does for the next time it opens offline (docs/decisions/offline-app.md): WARM_UP_DELAY_MS after
 * its data was restored, when the browser is idle and online, the form's lists are fetched ahead into the persisted
 * cache and the service worker caches the offline pages and remote-reports' files; again each time the connection
 * comes back. Both only fetch what is missing. Also starts following the remotes' releases ("Nueva versión").
 */
export function startOfflineWarmUp(client: QueryClient): void {
  const run = () => {
    if (!navigator.onLine) return;
    const warmUp = () => {
      void prefetchFormLists(client).catch(() => undefined);
      void warmUpWorker().catch(() => undefined);
    };
    afterLoadWhenIdle(warmUp, { delayMs: WARM_UP_DELAY_MS });
  };
  run();
  if (started) return;
  started = true;
  watchRemoteReleases();
  window.addEventListener('online', run);
}
