/** A Server-Sent Events client over fetch streaming, as the browser will use it (Bearer header, Last-Event-ID). */

export interface SseEvent {
  id?: string;
  event: string;
  data: any;
}

export interface SseStream {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Comment lines (heartbeats) received. */
  comments: number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  /** The first event (from `from` on) matching `pred`, waiting up to `timeoutMs`. */
  next(pred: (e: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  close(): void;
}

export async function openStream(baseUrl: string, token: string, lastEventId?: string): Promise<SseStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${baseUrl}/api/v1/eventos`, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let comments = 0;
  let ended = false;
  const wake = () => waiters.forEach((w) => w());
  const endedP = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: Partial<SseEvent> & { raw?: string } = {};
          let data = '';
          let comment = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comment = true;
            else if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (e.event) events.push({ id: e.id, event: e.event, data: data ? JSON.parse(data) : null });
          else if (comment) comments++;
          wake();
        }
      }
    } catch {
      /* aborted */
    } finally {
      ended = true;
      wake();
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    get comments() {
      return comments;
    },
    ended: endedP,
    isEnded: () => ended,
    next(pred, timeoutMs = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(pred);
          if (found) {
            done();
            resolve(found);
          } else if (ended) {
            done();
            reject(new Error(`stream ended without the event; got ${JSON.stringify(events.map((x) => x.event))}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no event within ${timeoutMs} ms; got ${JSON.stringify(events.map((x) => [x.event, x.id]))}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
