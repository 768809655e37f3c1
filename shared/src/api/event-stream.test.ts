import { connectSessionBridge } from './session-bridge';
import { createSseParser, openEventStream, type EventStreamState, type StreamEvent } from './event-stream';

function streamOf(chunks: string[], { stayOpen = false } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      if (!stayOpen) controller.close();
    },
  });
}

describe('createSseParser', () => {
  it('splits events on blank lines, whatever the chunks; keeps the last id; skips heartbeats', () => {
    const events: StreamEvent[] = [];
    const push = createSseParser((e) => events.push(e));
    push(': hola\n\nid: 7\nevent: mensaje\nda');
    push('ta: {"a":1}\n\r\n');
    push('event: no_leidos\r\ndata: {"total":3}\r\n\r\nid: 9\ndata: línea 1\ndata: línea 2\n');
    expect(events).toEqual([
      { id: '7', type: 'mensaje', data: '{"a":1}' },
      { id: '7', type: 'no_leidos', data: '{"total":3}' },
    ]);
    push('\n');
    expect(events[2]).toEqual({ id: '9', type: 'message', data: 'línea 1\nlínea 2' });
  });
});

describe('openEventStream', () => {
  const onUnauthorized = jest.fn();
  let token: string | null;
  beforeEach(() => {
    token = 'tok-1';
    onUnauthorized.mockReset();
    connectSessionBridge({ getToken: () => token, onUnauthorized });
  });

  it('sends the bearer token; after a cut reconnects with Last-Event-ID and goes on delivering', async () => {
    const calls: Headers[] = [];
    const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
      calls.push(new Headers(init.headers));
      if (calls.length === 1) return new Response(streamOf(['id: 41\nevent: mensaje\ndata: {"n":1}\n\n']), { status: 200 });
      return new Response(streamOf(['id: 42\nevent: mensaje\ndata: {"n":2}\n\n'], { stayOpen: true }), { status: 200 });
    });
    const events: StreamEvent[] = [];
    const stream = openEventStream({ onEvent: (e) => events.push(e), fetch: fetchMock as unknown as typeof fetch, delays: [5] });
    await new Promise((r) => setTimeout(r, 100));
    stream.close();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/eventos');
    expect(calls[0].get('authorization')).toBe('Bearer tok-1');
    expect(calls[0].get('last-event-id')).toBeNull();
    expect(calls[1].get('last-event-id')).toBe('41');
    expect(events.map((e) => e.data)).toEqual(['{"n":1}', '{"n":2}']);
  });

  it('a 401 ends the stream and tells the session; no token, no stream', async () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 401 }));
    const states: EventStreamState[] = [];
    openEventStream({ onEvent: jest.fn(), onStateChange: (s) => states.push(s), fetch: fetchMock, delays: [5] });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('closed');

    token = null;
    const again = jest.fn();
    openEventStream({ onEvent: jest.fn(), fetch: again });
    await new Promise((r) => setTimeout(r, 20));
    expect(again).not.toHaveBeenCalled();
  });

  it('a failing network is retried with back-off; reconnect() skips the wait; close() stops it', async () => {
    const fetchMock = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const stream = openEventStream({ onEvent: jest.fn(), fetch: fetchMock, delays: [60_000] });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stream.reconnect();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stream.close();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
