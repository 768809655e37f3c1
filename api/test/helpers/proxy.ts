import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real reverse-proxy hop for tests: forwards every request to `target` and appends the address it sees
 * (the client's socket) to X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for` does. `localAddress`:
 * the address the proxy connects to the API from (any 127.x address works on loopback).
 */
export async function startProxy(target: string, options: { localAddress?: string } = {}): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const seen = req.socket.remoteAddress ?? '';
    const previous = req.headers['x-forwarded-for'];
    const headers = { ...req.headers, 'x-forwarded-for': previous ? `${String(previous)}, ${seen}` : seen };
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers,
        agent,
        localAddress: options.localAddress,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface FromResult {
  status: number;
  body: unknown;
}

/** One JSON request from a chosen local address (a distinct client on loopback: 127.0.1.7, 127.0.2.1…). */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<FromResult> {
  const target = new URL(url);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress,
        agent: false,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
