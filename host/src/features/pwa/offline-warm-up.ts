import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { getSession } from 'shared/session';
import { afterLoadWhenIdle } from '../../app/after-load';
import { SW_MESSAGE } from '../../sw/messages';
import { prefetchFormLists } from './offline-data';
import { watchRemoteReleases } from './remote-releases';

/**
 * After sign-in, how long the page is left alone before the warm-up: its own screen's start-up first (measured with
 * Lighthouse's phone: at 3 s the warm-up's work ran beside a remote screen's start-up and lengthened its tasks).
 */
const WARM_UP_DELAY_MS = 6000;

/** The longest wait for the worker's answer to a warm-up (a slow link: four files at a time, ~2 MB in all). */
const WARM_UP_ANSWER_MS = 5 * 60_000;

const OFFLINE_READY_TEXT = 'Lista para usar sin conexión: los formularios, los informes y el mapa quedaron guardados en este dispositivo.';
/** Said once per tab (sessionStorage), not at every reconnection. */
const READY_SAID_KEY = 'informes-offline-ready-said';

/**
 * Asks the service worker (once one is active) to cache ahead the offline pages and the field remotes' files; resolves
 * true when it answers that every one of them is kept.
 */
async function warmUpWorker(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  const answered = new Promise<boolean>((resolve) => {
    const done = (complete: boolean) => {
      window.clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('message', onMessage);
      resolve(complete);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; complete?: unknown } | null;
      if (data?.type === SW_MESSAGE.warmedUp) done(data.complete === true);
    };
    const timer = window.setTimeout(() => done(false), WARM_UP_ANSWER_MS);
    navigator.serviceWorker.addEventListener('message', onMessage);
  });
  worker.postMessage({ type: SW_MESSAGE.warmUp });
  return answered;
}

/** Tells the user, once per tab, that the app now opens and works with no connection (field teams go out of coverage). */
function sayReady(): void {
  if (sessionStorage.getItem(READY_SAID_KEY)) return;
  sessionStorage.setItem(READY_SAID_KEY, '1');
  toast.success(OFFLINE_READY_TEXT, { toastId: READY_SAID_KEY });
}

let started = false;

/**
 * What a signed-in page does for the next time it opens offline (docs/decisions/offline-app.md): WARM_UP_DELAY_MS after
 * its data was restored, when the browser is idle and online, the form's lists are fetched ahead into the persisted
 * cache and the service worker caches the offline pages and remote-reports' files; again each time the connection
 * comes back. Both only fetch what is missing. When both are whole the first time in this tab, a toast says the app is
 * ready to use offline. Also starts following the remotes' releases ("Nueva versión").
 */
export function startOfflineWarmUp(client: QueryClient): void {
  const run = () => {
    if (!navigator.onLine) return;
    const warmUp = () => {
      const lists = prefetchFormLists(client, getSession()?.user?.tipo).then(
        () => true,
        () => false,
      );
      void Promise.all([lists, warmUpWorker().catch(() => false)]).then(([listsKept, filesKept]) => {
        if (listsKept && filesKept && navigator.onLine) sayReady();
      });
    };
    afterLoadWhenIdle(warmUp, { delayMs: WARM_UP_DELAY_MS });
  };
  run();
  if (started) return;
  started = true;
  watchRemoteReleases();
  window.addEventListener('online', run);
}
