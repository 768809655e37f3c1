/** `type` of the messages between the page and the service worker (service-worker.ts, features/pwa). */
export const SW_MESSAGE = {
  /** page → worker: the waiting version takes over ("Recargar"). */
  skipWaiting: 'SKIP_WAITING',
  /** page → worker: cache ahead the offline pages and the field remotes' files (after sign-in, online, idle). */
  warmUp: 'warm-up',
  /** worker → pages: the warm-up is done; `complete: true` when every offline page and field remote file is kept. */
  warmedUp: 'warmed-up',
  /** worker → pages: a remote's manifest or entry changed since it was cached (`url`). */
  remoteUpdated: 'remote-updated',
} as const;
