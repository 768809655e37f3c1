import { DEMO_CREDENTIALS } from 'shared/contracts';

export interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  /** Raw body (sent as is, with the given content type). */
  raw?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

/** Minimal HTTP client over fetch for the tests. */
export function client(baseUrl: string) {
  async function request<T = any>(method: string, path: string, opts: RequestOptions = {}): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | Buffer | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.raw !== undefined) {
      headers['content-type'] = opts.contentType ?? 'application/json';
      body = opts.raw;
    }
    const res = await fetch(baseUrl + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  async function login(usuario: string, password: string, recordarme?: boolean): Promise<string> {
    const res = await request('POST', '/api/v1/auth/login', { json: { usuario, password, ...(recordarme !== undefined ? { recordarme } : {}) } });
    if (res.status !== 200) throw new Error(`login ${usuario} → ${res.status} ${res.text}`);
    return res.body.token as string;
  }

  return {
    request,
    get: <T = any>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T = any>(path: string, opts?: RequestOptions) => request<T>('POST', path, opts),
    patch: <T = any>(path: string, opts?: RequestOptions) => request<T>('PATCH', path, opts),
    login,
    loginAdmin: () => login(DEMO_CREDENTIALS.admin.usuario, DEMO_CREDENTIALS.admin.password),
    loginProveedor: () => login(DEMO_CREDENTIALS.proveedor.usuario, DEMO_CREDENTIALS.proveedor.password),
    loginCliente: () => login(DEMO_CREDENTIALS.cliente.usuario, DEMO_CREDENTIALS.cliente.password),
  };
}
