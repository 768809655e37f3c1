import { Workbox } from 'workbox-window';
import { announceUpdate, setUpdateApplier } from './pwa-state';

/** The longest wait for the new worker to take over before reloading anyway. */
const TAKEOVER_WAIT_MS = 3000;

/**
 * Registers /sw.js (docs/decisions/offline-app.md). Its own small chunk, loaded by src/index.ts after the page's
 * `load` event and an idle moment, so the first load of any page (the login's included) does not pay for it.
 *
 * When a new version is installed while an older one controls the page, it waits: the page says "Nueva versión
 * disponible" and "Recargar" tells the waiting worker to take over (SKIP_WAITING), then reloads once it has.
 */
export async function registerServiceWorker(): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  const reload = () => window.location.reload();
  wb.addEventListener('waiting', () => {
    setUpdateApplier(() => {
      wb.addEventListener('controlling', reload);
      window.setTimeout(reload, TAKEOVER_WAIT_MS);
      wb.messageSkipWaiting();
    });
    announceUpdate();
  });
  await wb.register({ immediate: true });
  // A page open for hours learns of a new release without a navigation.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void wb.update().catch(() => undefined);
  });
}
