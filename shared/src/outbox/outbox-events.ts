/** What the outbox tells the screens, so they refresh what changed on the server (lists, counts). */
export type OutboxEvent = { type: 'informe-creado'; informeId: number } | { type: 'enviado'; informeId: number };

type Listener = (event: OutboxEvent) => void;
const listeners = new Set<Listener>();

export function onOutboxEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitOutboxEvent(event: OutboxEvent): void {
  for (const listener of [...listeners]) listener(event);
}
