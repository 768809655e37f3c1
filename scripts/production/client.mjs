// HTTPS as a browser on another machine sends it, for the production check: the test authority as the only trusted
// one, a chosen local address (each 127.x.y.z is another client to nginx), a fresh connection per request.
import https from 'node:https';
import zlib from 'node:zlib';

const DECODE = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

/**
 * One request to `baseUrl + path`. `json` sends JSON; `body` sends bytes as they are; `from` is the local address.
 * Resolves `{ status, headers, text, body, bytes }` (bytes decoded, body parsed when JSON).
 */
export function request(ca, baseUrl, method, path, { json, body, token, headers = {}, from } = {}) {
  const url = new URL(path, baseUrl);
  const payload = json !== undefined ? Buffer.from(JSON.stringify(json)) : body;
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        ca,
        servername: 'localhost',
        localAddress: from,
        agent: false,
        headers: {
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-length': String(payload.length) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          // Decoded as a browser does (the checks read Content-Encoding from the headers).
          const raw = Buffer.concat(chunks);
          const bytes = DECODE[res.headers['content-encoding']]?.(raw) ?? raw;
          const text = bytes.toString('utf8');
          let parsed = text;
          if ((res.headers['content-type'] ?? '').includes('application/json') && text) parsed = JSON.parse(text);
          resolve({ status: res.statusCode, headers: res.headers, text, body: parsed, bytes });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A client bound to one base URL and authority: `get`, `post`, `login`… as the checks use them. */
export function httpsClient(ca, baseUrl) {
  const call = (method) => (path, options) => request(ca, baseUrl, method, path, options);
  const api = {
    baseUrl,
    get: call('GET'),
    post: call('POST'),
    head: call('HEAD'),
    patch: call('PATCH'),
    async login(usuario, password, from) {
      const res = await api.post('/api/v1/auth/login', { json: { usuario, password }, from });
      if (res.status !== 200) throw new Error(`inicio de sesión de ${usuario}: HTTP ${res.status} ${res.text}`);
      return res.body.token;
    },
  };
  return api;
}

/**
 * The live stream (GET /api/v1/eventos) over HTTPS, read as it arrives: `next(pred, ms)` resolves the first event
 * matching `pred` with the time it arrived (performance.now()).
 */
export function openEvents(ca, baseUrl, token) {
  const url = new URL('/api/v1/eventos', baseUrl);
  const events = [];
  const waiters = new Set();
  return new Promise((resolve, reject) => {
    const req = https.get(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        ca,
        servername: 'localhost',
        agent: false,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event) events.push({ event, data: data ? JSON.parse(data) : null, at: performance.now() });
          }
          for (const wake of waiters) wake();
        });
        res.on('error', () => {});
        req.setTimeout(0);
        resolve({
          status: res.statusCode,
          headers: res.headers,
          next(pred, timeoutMs = 5000) {
            return new Promise((ok, fail) => {
              const check = () => {
                const found = events.find(pred);
                if (!found) return;
                clearTimeout(timer);
                waiters.delete(check);
                ok(found);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`ningún evento en ${timeoutMs} ms / no event; llegaron: ${JSON.stringify(events.map((e) => e.event))}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            });
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    // nginx holding the stream back (proxy buffering) may never send even the headers.
    req.setTimeout(5000, () => req.destroy(new Error('el flujo de eventos no respondió en 5 s / the event stream did not answer')));
  });
}
