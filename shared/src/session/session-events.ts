/** What happened to the session; the host listens to navigate and to clear its query cache. */
export type SessionEvent = 'login' | 'logout' | 'expired';
export type SessionListener = (event: SessionEvent) => void;

const listeners = new Set<SessionListener>();

export function onSessionEvent(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of [...listeners]) listener(event);
}
