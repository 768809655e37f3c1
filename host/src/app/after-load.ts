/** Lets the browser run what is waiting (a paint, input) before the next step: a promise settled in a later task. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `task` once the page has loaded, `delayMs` later, when the browser is idle (but at most `idleTimeoutMs` after
 * that): how the host keeps work that can wait — the service worker, the offline warm-up, the live event stream — off a
 * screen's start-up, which on a phone goes on after `load` (docs/decisions/main-thread.md). Returns a cancel function.
 */
export function afterLoadWhenIdle(task: () => void, { delayMs, idleTimeoutMs = 5000 }: { delayMs: number; idleTimeoutMs?: number }): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const onLoad = () => {
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
      else run();
    }, delayMs);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
