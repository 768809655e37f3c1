import { afterLoadWhenIdle } from './app/after-load';

// Async boundary: the federation runtime negotiates the shared singletons before any app code runs. In the next
// task: this one has just compiled and run the entry (webpack's and the federation's runtime), which on a phone is
// a long task already (docs/decisions/main-thread.md).
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);

// The service worker (docs/decisions/offline-app.md): registered from its own small chunk a few seconds after the
// page has loaded, when the browser is idle, so no page's first load (the login's included) pays for it: its install
// (the host's files to cache) would otherwise run beside the app's start-up, which on a remote's screen goes on after
// `load`. Production builds only.
const REGISTER_AFTER_LOAD_MS = 4000;
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  afterLoadWhenIdle(
    () =>
      void import(/* webpackChunkName: "pwa" */ './features/pwa/register-service-worker')
        .then((m) => m.registerServiceWorker())
        .catch(() => undefined),
    { delayMs: REGISTER_AFTER_LOAD_MS },
  );
}
