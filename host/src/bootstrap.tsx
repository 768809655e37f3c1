import { StrictMode, startTransition } from 'react';
import { nextTask } from './app/after-load';
import type { router as appRouter } from './app/router';

type AppRouter = typeof appRouter;

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('Falta el elemento #root');
  return element;
}
const container = rootElement();

/**
 * The app's modules, evaluated in steps, one task each, instead of in one long task when the bootstrap chunk
 * arrives: on a phone's slow CPU that task blocked input for a few hundred ms after the prerendered page was already
 * on screen (docs/decisions/main-thread.md). `eager`: the modules stay in this chunk (no extra request); only their evaluation waits.
 *
 * The first step waits for a task of its own too: this module runs in the task that compiled the last chunk to arrive
 * (one of the libraries'). The router's library and the session (with the API client) come before the routes: creating the
 * router matches the URL and starts loading the route's chunks, a step of its own.
 */
async function loadApp() {
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'shared/theme');
  await nextTask();
  await Promise.all([import(/* webpackMode: "eager" */ 'react-router-dom'), import(/* webpackMode: "eager" */ 'shared/session')]);
  await nextTask();
  const { router } = await import(/* webpackMode: "eager" */ './app/router');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  return { createRoot, router, App };
}

/** Resolves once the router has loaded the code of the route being opened. */
function routeReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Longest wait for a prerendered remote screen's code before React takes over anyway (and shows its loading). */
const REMOTE_WAIT_MS = 4000;

/** Resolves once the remote whose screen the server sent prerendered has loaded (or failed, or too long). */
function remoteReady(): Promise<unknown> {
  if (!container.querySelector('[data-prerender-screen]')) return Promise.resolve();
  return Promise.race([
    import(/* webpackChunkName: "remotes" */ './features/remotes/remote-switch').then((m) => m.remoteWarmedUp()),
    new Promise((resolve) => setTimeout(resolve, REMOTE_WAIT_MS)),
  ]);
}

// A page the server sent prerendered (docs/decisions/prerendered-login.md) stays on screen until the route's code
// (and a remote screen's remote) is ready, so React's first render replaces it with the same page: no loading
// spinner in between. That render is a transition: the page is already painted, so React may split its work and
// leave the main thread free between.
void loadApp().then(async ({ createRoot, router, App }) => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (container.querySelector('[data-prerender]')) {
    await Promise.all([routeReady(router), remoteReady()]);
    startTransition(() => createRoot(container).render(app));
  } else {
    createRoot(container).render(app);
  }
});
