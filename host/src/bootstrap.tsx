import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

/** Resolves once the router has loaded the code of the route being opened. */
function routeReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** Longest wait for a prerendered remote screen's code before React takes over anyway (and shows its loading). */
const REMOTE_WAIT_MS = 8000;

/** Resolves once the remote whose screen the server sent prerendered has loaded (or failed, or too long). */
function remoteReady(): Promise<unknown> {
  if (!container?.querySelector('[data-prerender-screen]')) return Promise.resolve();
  return Promise.race([
    import(/* webpackChunkName: "remotes" */ './features/remotes/remote-switch').then((m) => m.remoteWarmedUp()),
    new Promise((resolve) => setTimeout(resolve, REMOTE_WAIT_MS)),
  ]);
}

// A page the server sent prerendered (docs/decisions/prerendered-login.md) stays on screen until the route's code
// (and a remote screen's remote) is ready, so React's first render replaces it with the same page: no loading
// spinner in between. That render is a transition: the page is already painted, so React may split its work and
// leave the main thread free between.
if (container.querySelector('[data-prerender]')) {
  void Promise.all([routeReady(), remoteReady()]).then(() => startTransition(() => createRoot(container).render(app)));
} else {
  createRoot(container).render(app);
}
