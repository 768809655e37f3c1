/**
 * Background Sync for the outbox (docs/decisions/offline-app.md, "Background Sync"): the page asks the browser to wake
 * the service worker once the connection is back (`requestOutboxSync()`), and the service worker (host/src/sw/
 * service-worker.ts) then posts OUTBOX_SYNC_MESSAGE to every window of the app, which sends what waits in the outbox
 * (`onOutboxSync`). Where the browser has no Background Sync (Firefox, Safari) both are no-ops: the outbox must also
 * send on its own when the page sees the connection come back.
 *
 * No imports and no DOM-only types: the service worker compiles this file too (its constants).
 */

/** The Background Sync tag the outbox registers. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** `type` of the message the service worker posts to every window when that sync fires. */
export const OUTBOX_SYNC_MESSAGE = 'outbox-sync';

interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

interface ServiceWorkerContainerLike {
  ready: Promise<SyncCapableRegistration>;
  controller: unknown;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

function serviceWorkerContainer(): ServiceWorkerContainerLike | undefined {
  return (globalThis as { navigator?: { serviceWorker?: ServiceWorkerContainerLike } }).navigator?.serviceWorker;
}

/**
 * Registers the outbox's sync with the browser when it supports Background Sync and a service worker controls the
 * page. Resolves true when registered, false otherwise (no support, no service worker, or the browser refused).
 */
export async function requestOutboxSync(): Promise<boolean> {
  const container = serviceWorkerContainer();
  if (!container?.controller) return false;
  try {
    const registration = await container.ready;
    if (!registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** Calls `listener` each time the service worker says the outbox may be sent now. Returns the unsubscribe. */
export function onOutboxSync(listener: () => void): () => void {
  const container = serviceWorkerContainer();
  if (!container) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SYNC_MESSAGE) listener();
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
