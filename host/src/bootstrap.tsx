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

// A page the server sent prerendered (docs/decisions/prerendered-login.md) stays on screen until the route's code
// is ready, so React's first render replaces it with the same page: no loading spinner in between. That render is
// a transition: the page is already painted, so React may split its work and leave the main thread free between.
if (container.querySelector('[data-prerender]')) {
  void routeReady().then(() => startTransition(() => createRoot(container).render(app)));
} else {
  createRoot(container).render(app);
}
