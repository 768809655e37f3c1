import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import net from 'node:net';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let staticRoot: string;

const INDEX_HTML = '<!doctype html><html><head><title>Informes de Campañas</title></head><body><div id="root"></div></body></html>';
const BIG_JS = `console.log(${JSON.stringify('informes '.repeat(2000))});\n`;
/** What the build precompressed (scripts/webpack/precompress-plugin.cjs): it differs from BIG_JS, so a test sees which file was sent. */
const REMOTE_ENTRY = 'var remote_admin;';
/** What the host's build prerenders for /login (host/src/prerender/login.tsx), with the date placeholders. */
const PRERENDERED_LOGIN = '<div data-prerender="light" inert><p>Accede a tu cuenta</p><time dateTime="%%FECHA_ISO%%">%%FECHA_LARGA%%</time></div>';
/** What the host's build prerenders for / (host/src/prerender/screens.tsx): the usuario is the page's to fill. */
const PRERENDERED_DASHBOARD =
  '<div data-prerender="light" data-prerender-user="%%USUARIO%%" data-session-key="informes-session" inert><h1>Bienvenido, %%USUARIO%%</h1><p>%%FECHA_LARGA%%</p></div>';
/** What the host's build prerenders for /change-password (host/src/prerender/screens.tsx); no /mensajes in this build. */
const PRERENDERED_CHANGE_PASSWORD =
  '<div data-prerender="light" data-prerender-user="%%USUARIO%%" data-session-key="informes-session" inert><h1>Cambiar Contraseña</h1></div>';
/** What the host's build writes for the API (scripts/webpack/preload-plugin.cjs): per path, chunks to announce. */
const ROUTE_PRELOADS = {
  '/login': ['login.1a2b3c4d.js'],
  '/': ['app.5e6f7a8b.js', 'dashboard.9a8b7c6d.js'],
  '*': ['app.5e6f7a8b.js', 'remotes.0a1b2c3d.js'],
  // Anything but a chunk file name is dropped: no markup can come in through this file.
  '/mensajes': ['"><script>alert(1)</script>', 'mensajes.11223344.js'],
};
/** index.html as the API sends it for a path whose route preloads are `files`. */
const withPreloads = (files: string[]) =>
  INDEX_HTML.replace('</head>', `${files.map((f) => `<link rel="preload" as="script" media="not all" href="/${f}">`).join('')}</head>`);
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';
const PRECOMPRESSED_JS = `console.log(${JSON.stringify('precomprimido '.repeat(2000))});\n`;

/** A fake build: host/dist and remote-admin/dist only (remote-reports and remote-catalog missing). */
function makeFakeBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'informes-static-'));
  const host = path.join(root, 'host', 'dist');
  mkdirSync(path.join(host, 'assets'), { recursive: true });
  writeFileSync(path.join(host, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(host, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  mkdirSync(path.join(host, 'prerender'));
  writeFileSync(path.join(host, 'prerender', 'login.html'), PRERENDERED_LOGIN);
  writeFileSync(path.join(host, 'prerender', 'dashboard.html'), PRERENDERED_DASHBOARD);
  writeFileSync(path.join(host, 'prerender', 'change-password.html'), PRERENDERED_CHANGE_PASSWORD);
  writeFileSync(path.join(host, 'main.js'), 'import("./bootstrap");');
  writeFileSync(path.join(host, 'assets', 'app.1a2b3c4d.js'), BIG_JS);
  writeFileSync(path.join(host, 'assets', 'maplibre-gl-worker.3f9e0a1b.mjs'), 'self.onmessage = () => {};');
  // The installable app (docs/decisions/offline-app.md): the service worker, the web app manifest and an icon.
  writeFileSync(path.join(host, 'sw.js'), SERVICE_WORKER);
  writeFileSync(path.join(host, 'manifest.webmanifest'), JSON.stringify({ name: 'Informes de Campañas', start_url: '/nuevo-informe' }));
  mkdirSync(path.join(host, 'icons'));
  writeFileSync(path.join(host, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  const admin = path.join(root, 'remote-admin', 'dist');
  mkdirSync(admin, { recursive: true });
  writeFileSync(path.join(admin, 'mf-manifest.json'), JSON.stringify({ name: 'remote_admin' }));
  writeFileSync(path.join(admin, 'offline.json'), JSON.stringify({ remote: 'remote-admin', files: ['remoteEntry.js', '512.0badc0de.js'] }));
  writeFileSync(path.join(admin, '512.0badc0de.js'), BIG_JS);
  // Build-time compressed files (brotli and gzip) of one host chunk, one remote chunk and one remote entry.
  for (const [file, text] of [
    [path.join(host, 'assets', 'precompressed.5e6f7a8b.js'), PRECOMPRESSED_JS],
    [path.join(admin, '733.0fedcba9.js'), PRECOMPRESSED_JS],
    [path.join(admin, 'remoteEntry.js'), REMOTE_ENTRY],
  ]) {
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  // What a build also leaves there and must never be served: build paths, the build hash, the standalone page.
  for (const dir of [host, admin]) {
    writeFileSync(path.join(dir, 'mf-manifest-stats.json'), JSON.stringify({ buildPath: 'RUTA-DE-COMPILACION/informes/remote-admin' }));
    writeFileSync(path.join(dir, '.build-hash'), 'abc123');
  }
  writeFileSync(path.join(admin, 'index.html'), '<!doctype html><title>remote-admin (standalone)</title>');
  writeFileSync(path.join(admin, 'main.js'), 'standalone()');
  return root;
}

before(async () => {
  staticRoot = makeFakeBuild();
  t = await startTestApp({ STATIC_ROOT: staticRoot });
  api = client(t.baseUrl);
});
after(async () => {
  await t?.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

/** Raw GET with exact request headers (fetch would decompress and add its own accept-encoding). */
function rawGet(
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('errors of the HTTP layer', () => {
  test('malformed or empty JSON → 400 json_invalido', async () => {
    for (const raw of ['{"usuario":', '{usuario: "admin"}', '']) {
      const res = await api.post('/api/v1/auth/login', { raw });
      assert.equal(res.status, 400, JSON.stringify(raw));
      assert.deepEqual(res.body, { error: 'json_invalido', message: 'El cuerpo de la petición no es un JSON válido' });
    }
  });

  test('unsupported content type → 415; body over 1 MB → 413', async () => {
    const xml = await api.post('/api/v1/auth/login', { raw: '<login/>', contentType: 'application/xml' });
    assert.equal(xml.status, 415);
    assert.equal(xml.body.error, 'tipo_no_soportado');
    const big = await api.post('/api/v1/auth/login', { raw: JSON.stringify({ usuario: 'a'.repeat(1_100_000), password: 'x' }) });
    assert.equal(big.status, 413);
    assert.equal(big.body.error, 'contenido_muy_grande');
  });

  test('hostile input never produces a 500', async () => {
    const token = await api.loginAdmin();
    const cases: Array<Promise<{ status: number }>> = [
      api.post('/api/v1/auth/login', { json: { usuario: 'admin\u0000', password: 'x' } }),
      api.post('/api/v1/auth/login', { json: { usuario: 'a'.repeat(5000), password: 'x' } }),
      api.post('/api/v1/auth/login', { json: { usuario: { $ne: null }, password: 'x' } }),
      api.post('/api/v1/auth/login', { json: null }),
      api.post('/api/v1/auth/login', { json: 'admin' }),
      api.get(`/api/v1/auditoria?search=${encodeURIComponent('\u0000')}`, { token }),
      api.get('/api/v1/auditoria?page=99999999999', { token }),
      api.get('/api/v1/auditoria?usuario=admin&usuario=otro', { token }),
      api.patch('/api/v1/auth/change-password', { token, json: { currentPassword: 1, newPassword: 2 } }),
      api.patch('/api/v1/auth/change-password', { token, json: { currentPassword: 'admin123', newPassword: 'z'.repeat(500) } }),
    ];
    const statuses = (await Promise.all(cases)).map((r) => r.status);
    assert.ok(
      statuses.every((s) => s >= 400 && s < 500),
      `statuses ${statuses.join(',')}`,
    );
    const sqlish = await api.get(`/api/v1/auditoria?search=${encodeURIComponent("' or 1=1 --")}`, { token });
    assert.equal(sqlish.status, 200);
    assert.equal((sqlish.body as { meta: { total: number } }).meta.total, 0);
  });

  test('ids are canonical positive integers: 1.0, +1, 1e0, 01, 0x1 are 400 in paths and queries', async () => {
    const token = await api.loginAdmin();
    const ok = await api.get('/api/v1/jefes-equipo/1', { token });
    assert.ok(ok.status === 200 || ok.status === 404, String(ok.status));
    for (const id of ['1.0', '+1', '1e0', '01', '0x1', '%201', '1%20']) {
      const res = await api.get(`/api/v1/jefes-equipo/${id}`, { token });
      assert.equal(res.status, 400, id);
      assert.deepEqual(res.body, { error: 'datos_invalidos', message: 'El campo "id" debe ser un número entero' }, id);
      const page = await api.get(`/api/v1/jefes-equipo?page=${id}`, { token });
      assert.equal(page.status, 400, `page=${id}`);
    }
  });

  test('every error has the { error, message } shape: bad URLs, unparsable requests', async () => {
    const badUrl = await api.get('/api/v1/servicios/%E0%A4%A');
    assert.equal(badUrl.status, 400);
    assert.deepEqual(badUrl.body, { error: 'solicitud_invalida', message: 'La dirección de la petición no es válida' });
    const url = new URL(t.baseUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => socket.write('GARBAGE / HTTP/1.1\r\n\r\n'));
      let data = '';
      socket.on('data', (d) => (data += d.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    assert.match(raw, /^HTTP\/1\.1 400 /);
    assert.deepEqual(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)), { error: 'solicitud_invalida', message: 'Solicitud inválida' });
  });

  test('logout with Content-Type application/json and an empty body revokes the session', async () => {
    const token = await api.loginAdmin();
    const res = await api.post('/api/v1/auth/logout', { token, raw: '', contentType: 'application/json' });
    assert.equal(res.status, 200);
    assert.equal((await api.get('/api/v1/usuarios/me', { token })).status, 401);
  });

  test('unknown API route → 404 JSON, also for wrong methods and html clients', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-existe'],
      ['POST', '/api/v1/servicios/9/x'],
      ['GET', '/api/v1/auth/login'],
      ['DELETE', '/api/v1/health'],
      ['GET', '/api'],
    ]) {
      const res = await api.request(method, url, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 404, `${method} ${url}`);
      assert.deepEqual(res.body, { error: 'no_encontrado', message: 'Ruta no encontrada' });
    }
  });
});

describe('GET /config.json', () => {
  test("RuntimeConfig with same-origin remote manifests, demo credentials (SEED_DEMO), the sites' default radius and no cache", async () => {
    const res = await api.get('/config.json');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store', 'it may carry credentials for this machine');
    assert.deepEqual(res.body, {
      remotes: {
        'remote-reports': '/remotes/remote-reports/mf-manifest.json',
        'remote-catalog': '/remotes/remote-catalog/mf-manifest.json',
        'remote-admin': '/remotes/remote-admin/mf-manifest.json',
      },
      demoCredentials: { usuario: 'admin', password: 'admin123' },
      mapStyleUrl: null,
      sitioRadioM: 150,
    });
  });
});

/** A request with no headers but Host, as curl -H 'Accept:' or a TCP-level health check sends it. */
function bareRequest(url: string, method: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('front-end serving', () => {
  test('unknown app paths serve index.html (SPA fallback) with their route preloads, never cached', async () => {
    for (const [p, files] of [
      ['/informes/123', ROUTE_PRELOADS['*']],
      ['/registro-eventos?page=2', ROUTE_PRELOADS['*']],
      ['/mensajes', ['mensajes.11223344.js']],
    ] as const) {
      const res = await api.get(p, { headers: { accept: 'text/html,application/xhtml+xml' } });
      assert.equal(res.status, 200, p);
      assert.equal(res.text, withPreloads([...files]), p);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
    }
    const json = await api.get('/informes/123', { headers: { accept: 'application/json' } });
    assert.equal(json.status, 404);
    const missingAsset = await api.get('/assets/missing.1a2b3c4d.js', { headers: { accept: '*/*' } });
    assert.equal(missingAsset.status, 404);
  });

  test('/ comes with its route preloads and the prerendered signed-in frame, dated today; the usuario is left to the page', async () => {
    // `/` answers the app to any client (HEAD probes, curl with */*), not only to browsers asking for HTML.
    for (const accept of ['text/html,application/xhtml+xml', '*/*']) {
      const before = bogotaDay(new Date());
      const res = await api.get('/', { headers: { accept } });
      const after = bogotaDay(new Date());
      assert.equal(res.status, 200, accept);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      const page = (long: string) =>
        withPreloads(ROUTE_PRELOADS['/']).replace(
          '<div id="root"></div>',
          `<div id="root">${PRERENDERED_DASHBOARD.replace('%%FECHA_LARGA%%', long)}</div>`,
        );
      assert.ok([page(before.long), page(after.long)].includes(res.text), res.text);
    }
    assert.equal((await api.get('/prerender/dashboard.html', { headers: { accept: '*/*' } })).status, 404);
  });

  test('/ to a bare client (curl, a load balancer’s health check): no Accept, no Accept-Encoding → 200, the page', async () => {
    // fetch always sends Accept-Encoding; node:http sends only what it is given (issue 23, point 3).
    for (const method of ['GET', 'HEAD']) {
      const res = await bareRequest(`${t.baseUrl}/`, method);
      assert.equal(res.status, 200, method);
      assert.match(res.headers['content-type'] ?? '', /text\/html/, method);
      if (method === 'GET') assert.match(res.body, /<div id="root">/);
    }
  });

  test("the host's other screens come with their prerendered copy when the build wrote one (/change-password), without it otherwise (/mensajes)", async () => {
    const res = await api.get('/change-password', { headers: { accept: 'text/html' } });
    assert.equal(res.status, 200);
    assert.equal(res.text, INDEX_HTML.replace('<div id="root"></div>', `<div id="root">${PRERENDERED_CHANGE_PASSWORD}</div>`));
    const mensajes = await api.get('/mensajes', { headers: { accept: 'text/html' } });
    assert.equal(mensajes.text, withPreloads(['mensajes.11223344.js']));
    assert.equal((await api.get('/prerender/change-password.html', { headers: { accept: '*/*' } })).status, 404);
  });

  test('hashed assets are immutable; entry files revalidate; JS (and .mjs) is text/javascript', async () => {
    const hashed = await api.get('/assets/app.1a2b3c4d.js');
    assert.equal(hashed.status, 200);
    assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(hashed.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.equal(hashed.text, BIG_JS);

    const main = await api.get('/main.js');
    assert.equal(main.headers.get('cache-control'), 'no-cache');
    const worker = await api.get('/assets/maplibre-gl-worker.3f9e0a1b.mjs');
    assert.equal(worker.status, 200);
    assert.match(worker.headers.get('content-type') ?? '', /^text\/javascript/);
  });

  test('remotes under /remotes/<name>/: manifest and remoteEntry no-cache, chunks immutable, missing dist → 404', async () => {
    const entry = await api.get('/remotes/remote-admin/remoteEntry.js');
    assert.equal(entry.status, 200);
    assert.equal(entry.text, 'var remote_admin;');
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const manifest = await api.get('/remotes/remote-admin/mf-manifest.json');
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(manifest.body, { name: 'remote_admin' });
    const chunk = await api.get('/remotes/remote-admin/512.0badc0de.js');
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const missing = await api.get('/remotes/remote-catalog/remoteEntry.js', { headers: { accept: 'text/html' } });
    assert.equal(missing.status, 404);
    assert.notEqual(missing.text, INDEX_HTML);
  });

  test('the installable app: sw.js and the web app manifest revalidate on every load, sw.js as JavaScript for the scope /, offline.json too', async () => {
    const sw = await api.get('/sw.js', { headers: { accept: '*/*' } });
    assert.equal(sw.status, 200);
    assert.equal(sw.text, SERVICE_WORKER);
    assert.match(sw.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.equal(sw.headers.get('cache-control'), 'no-cache', 'a new release of the worker is seen at once');
    // Served from / itself: its scope is the whole app without a Service-Worker-Allowed header.
    assert.equal(sw.headers.get('service-worker-allowed'), null);
    const manifest = await api.get('/manifest.webmanifest', { headers: { accept: '*/*' } });
    assert.equal(manifest.status, 200);
    assert.match(manifest.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    const icon = await api.get('/icons/icon-192.png', { headers: { accept: 'image/*' } });
    assert.equal(icon.status, 200);
    assert.match(icon.headers.get('content-type') ?? '', /^image\/png/);
    const offline = await api.get('/remotes/remote-admin/offline.json');
    assert.equal(offline.status, 200);
    assert.equal(offline.headers.get('cache-control'), 'no-cache', 'it names the files of the current release');
    assert.deepEqual(offline.body, { remote: 'remote-admin', files: ['remoteEntry.js', '512.0badc0de.js'] });
  });

  test("never served: mf-manifest-stats.json (build paths), dotfiles (.build-hash), the remotes' standalone pages", async () => {
    for (const p of [
      '/mf-manifest-stats.json',
      '/.build-hash',
      '/remotes/remote-admin/mf-manifest-stats.json',
      '/remotes/remote-admin/.build-hash',
      '/remotes/remote-admin/index.html',
      '/remotes/remote-admin/main.js',
      '/remotes/remote-admin/',
      '/remotes/remote-admin/%2ebuild-hash',
    ]) {
      const res = await api.get(p, { headers: { accept: '*/*' } });
      assert.equal(res.status, 404, p);
      assert.ok(!res.text.includes('RUTA-DE-COMPILACION') && !res.text.includes('abc123') && !res.text.includes('standalone'), p);
    }
    // As a browser navigation they get the app, not the file.
    const page = await api.get('/.build-hash', { headers: { accept: 'text/html' } });
    assert.equal(page.text, withPreloads(ROUTE_PRELOADS['*']));
  });

  test('JS and JSON are compressed (br preferred, gzip otherwise)', async () => {
    const br = await rawGet('/assets/app.1a2b3c4d.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.ok(br.body.length < BIG_JS.length / 5);
    const gz = await rawGet('/remotes/remote-admin/512.0badc0de.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    const plain = await rawGet('/assets/app.1a2b3c4d.js', {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), BIG_JS);
    const token = await api.loginAdmin();
    const apiJson = await rawGet('/api/v1/auditoria?limit=100', { 'accept-encoding': 'gzip', authorization: `Bearer ${token}` });
    assert.equal(apiJson.status, 200);
    assert.equal(apiJson.headers['content-encoding'], 'gzip');
  });

  test('files compressed at build time: brotli or gzip by Accept-Encoding, with Vary, and the same cache rules', async () => {
    for (const [pathname, cache, text] of [
      ['/assets/precompressed.5e6f7a8b.js', 'public, max-age=31536000, immutable', PRECOMPRESSED_JS],
      ['/remotes/remote-admin/733.0fedcba9.js', 'public, max-age=31536000, immutable', PRECOMPRESSED_JS],
      ['/remotes/remote-admin/remoteEntry.js', 'no-cache', REMOTE_ENTRY],
    ]) {
      const br = await rawGet(pathname, { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(br.status, 200, pathname);
      assert.equal(br.headers['content-encoding'], 'br', pathname);
      assert.equal(brotliDecompressSync(br.body).toString(), text, pathname);
      assert.match(String(br.headers['content-type']), /^text\/javascript/, pathname);
      assert.equal(br.headers['cache-control'], cache, pathname);
      assert.match(String(br.headers.vary), /accept-encoding/i, pathname);

      const gz = await rawGet(pathname, { 'accept-encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip', pathname);
      assert.equal(gunzipSync(gz.body).toString(), text, pathname);
      assert.equal(gz.headers['cache-control'], cache, pathname);
      assert.match(String(gz.headers.vary), /accept-encoding/i, pathname);
    }
    // Without Accept-Encoding the plain file, still marked as varying by encoding.
    const plain = await rawGet('/assets/precompressed.5e6f7a8b.js', {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), PRECOMPRESSED_JS);
    assert.match(String(plain.headers.vary), /accept-encoding/i);
    // The compressed files themselves are not URLs of the app.
    for (const p of ['/assets/precompressed.5e6f7a8b.js.br', '/remotes/remote-admin/733.0fedcba9.js.gz']) {
      assert.equal((await rawGet(p, { accept: '*/*' })).status, 404, p);
    }
  });

  test('/login comes with the prerendered login page inside #root, dated today in Bogotá; the fragment is no URL', async () => {
    const before = bogotaDay(new Date());
    const res = await api.get('/login?next=1', { headers: { accept: 'text/html' } });
    const after = bogotaDay(new Date());
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.ok(
      res.text.startsWith(
        '<!doctype html><html><head><title>Informes de Campañas</title><link rel="preload" as="script" media="not all" href="/login.1a2b3c4d.js"></head>' +
          '<body><div id="root"><div data-prerender="light" inert>',
      ),
    );
    assert.ok(!res.text.includes('%%'), 'no placeholder left');
    const iso = /<time dateTime="(\d{4}-\d{2}-\d{2})">([^<]+)<\/time>/.exec(res.text);
    assert.ok(iso, res.text);
    assert.ok([before.iso, after.iso].includes(iso[1]), `${iso[1]} is today in Bogotá`);
    assert.ok([before.long, after.long].includes(iso[2]), `${iso[2]} is today in Bogotá, in words`);
    // Other pages get no prerendered page; the fragment alone, and the build's route list, are never served.
    assert.equal((await api.get('/informes', { headers: { accept: 'text/html' } })).text, withPreloads(ROUTE_PRELOADS['*']));
    assert.equal((await api.get('/prerender/login.html', { headers: { accept: '*/*' } })).status, 404);
    assert.equal((await api.get('/route-preloads.json', { headers: { accept: '*/*' } })).status, 404);
  });
});

function bogotaDay(now: Date): { iso: string; long: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const long = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'America/Bogota',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(now);
  return { iso, long };
}
