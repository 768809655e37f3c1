/**
 * Test helper (only tests import it, so no bundle contains it): a fake server behind global fetch for the host,
 * the remotes and shared (relative /api/v1 URLs resolve against http://localhost).
 * `respond(handler)` decides each answer; `calls` records method, path, URL (query string) and JSON body of every request.
 *
 * @example
 * let api: MockApi;
 * beforeEach(() => { api = installMockApi(({ path }) => ({ status: 200, body: path === '/api/v1/health' ? { ok: true } : [] })); });
 * afterEach(() => api.restore());
 * api.respond(() => ({ status: 500, body: { error: 'interno', message: 'Base de datos no disponible' } }));
 * expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ nombre: 'Valla' });
 */
export interface RecordedCall {
  method: string;
  path: string;
  /** The full URL, e.g. for `url.searchParams`. */
  url: URL;
  /** Parsed JSON body, the text itself when it is not JSON (a CSV), undefined when empty. */
  body: unknown;
  headers: Headers;
}

export type MockHandler = (call: RecordedCall) => { status: number; body?: unknown } | 'network-error';

const NodeRequest = globalThis.Request;

class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, 'http://localhost').href : input, init);
  }
}

export type MockApi = ReturnType<typeof installMockApi>;

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function installMockApi(initial: MockHandler) {
  const calls: RecordedCall[] = [];
  let handler = initial;
  const originalFetch = globalThis.fetch;
  globalThis.Request = RelativeRequest;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new RelativeRequest(input instanceof URL ? input.href : input, init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.clone().text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      url,
      body: parseBody(text),
      headers: request.headers,
    };
    calls.push(call);
    const answer = handler(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    calls,
    respond(next: MockHandler) {
      handler = next;
    },
    restore() {
      globalThis.fetch = originalFetch;
      globalThis.Request = NodeRequest;
    },
  };
}
