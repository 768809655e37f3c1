import { API_PREFIX } from './client';
import { currentBridge } from './session-bridge';

/**
 * The server's live events (GET /api/v1/eventos, Server-Sent Events; docs/decisions/mensajes.md). Read with fetch, not
 * EventSource: the stream is authenticated with the same `Authorization: Bearer` header as every other call, which
 * EventSource cannot send. One stream per signed-in tab; after a cut it reconnects (back-off) and sends
 * `Last-Event-ID`, so the server replays what the tab missed. A 401 ends it (the session is over) and tells the
 * session, like any other authenticated call.
 */

export interface StreamEvent {
  id: string | null;
  type: string;
  data: string;
}

/** Parses the `text/event-stream` format chunk by chunk; `onEvent` for each complete event. */
export function createSseParser(onEvent: (event: StreamEvent) => void): (chunk: string) => void {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let id: string | null = null;
  const dispatch = () => {
    if (data.length > 0) onEvent({ id, type: type || 'message', data: data.join('\n') });
    type = '';
    data = [];
  };
  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
      if (line === '') {
        dispatch();
        continue;
      }
      if (line.startsWith(':')) continue; // a comment: the server's heartbeat
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id' && !value.includes('\0')) id = value;
    }
  };
}

export type EventStreamState = 'connecting' | 'open' | 'waiting' | 'closed';

export interface EventStreamOptions {
  onEvent: (event: StreamEvent) => void;
  onStateChange?: (state: EventStreamState) => void;
  /** Path under /api/v1. */
  path?: string;
  fetch?: typeof fetch;
  /** Waits before each reconnection, in ms (the last repeats). */
  delays?: readonly number[];
}

const DELAYS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** A connection that stayed open this long starts the back-off again from the first wait. */
const STABLE_MS = 15_000;

export interface EventStream {
  close(): void;
  /** Reconnects now if it is waiting (the connection came back). */
  reconnect(): void;
}

export function openEventStream({ onEvent, onStateChange, path = 'eventos', fetch: customFetch, delays = DELAYS }: EventStreamOptions): EventStream {
  const controller = new AbortController();
  let lastId: string | null = null;
  let attempt = 0;
  let wake: (() => void) | null = null;
  const setState = (s: EventStreamState) => onStateChange?.(s);

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
      controller.signal.addEventListener('abort', done, { once: true });
    });

  async function connectOnce(token: string): Promise<'again' | 'stop'> {
    setState('connecting');
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
    if (lastId) headers['Last-Event-ID'] = lastId;
    let response: Response;
    try {
      response = await (customFetch ?? globalThis.fetch)(`${API_PREFIX}/${path}`, { headers, signal: controller.signal, cache: 'no-store' });
    } catch {
      return 'again';
    }
    if (response.status === 401) {
      currentBridge().onUnauthorized();
      return 'stop';
    }
    if (!response.ok || !response.body) return 'again';
    setState('open');
    const openedAt = Date.now();
    const parse = createSseParser((event) => {
      if (event.id !== null) lastId = event.id;
      onEvent(event);
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Cut (network, abort): reconnect below unless closed.
    }
    if (Date.now() - openedAt > STABLE_MS) attempt = 0;
    return 'again';
  }

  void (async () => {
    while (!controller.signal.aborted) {
      const token = currentBridge().getToken();
      if (!token) break;
      if ((await connectOnce(token)) === 'stop') break;
      if (controller.signal.aborted) break;
      setState('waiting');
      await wait(delays[Math.min(attempt, delays.length - 1)]);
      attempt += 1;
    }
    setState('closed');
  })();

  return {
    close: () => controller.abort(),
    reconnect: () => wake?.(),
  };
}
