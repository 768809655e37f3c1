// The production check's HTTP checks: what a client on another machine gets through nginx (README "Production").
// Each is { name, run(ctx) } and throws when what an operator or a user would notice is wrong.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import tls from 'node:tls';
import { photos } from '../bench/lib/photos.mjs';
import { fromRoot } from '../lib/paths.mjs';
import { httpsClient, openEvents } from './client.mjs';
import { nuevoInforme } from './informes.mjs';
import { localPhotoFiles } from './stack.mjs';

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const RUN = Date.now().toString(36);
const tusMetadata = (values) =>
  Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** A PATCH over a raw TLS connection to nginx that announces the whole file, sends `sent` bytes, and is cut. */
function cutPatch(ctx, location, token, bytes, sent) {
  const url = new URL(ctx.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      { host: url.hostname, port: Number(url.port), ca: ctx.ca, servername: 'localhost', ALPNProtocols: ['http/1.1'] },
      () => {
        socket.write(
          `PATCH ${location} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\nTus-Resumable: 1.0.0\r\n` +
            `Upload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${bytes.length}\r\n\r\n`,
        );
        // Held a moment before the cut, so what was sent has gone through nginx to the API.
        socket.write(bytes.subarray(0, sent), () => setTimeout(() => (socket.destroy(), resolve()), 700));
      },
    );
    socket.on('error', reject);
  });
}

/** The addresses of `usuario`'s audit rows, oldest first, as an operator reads them with psql. */
async function auditIps(databaseUrl, usuario) {
  const pg = createRequire(fromRoot('api', 'package.json'))('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query('select ip from auditoria where usuario = $1 order by id', [usuario])).rows.map((r) => String(r.ip));
  } finally {
    await db.end();
  }
}

/** The keys in the bucket (ListObjectsV2; s3rver answers it unsigned). */
async function bucketKeys(s3) {
  const res = await fetch(`${s3.settings.endpoint}/${s3.settings.bucket}?list-type=2`);
  const xml = await res.text();
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
}

export const HTTP_CHECKS = [
  {
    name: 'HTTP (puerto 80) redirige a HTTPS',
    async run(ctx) {
      const res = await new Promise((resolve, reject) =>
        http.get({ host: '127.0.0.1', port: ctx.httpPort, path: '/login?x=1', agent: false }, resolve).on('error', reject),
      );
      res.resume();
      assert.equal(res.statusCode, 301);
      assert.match(res.headers.location ?? '', /^https:\/\/[^/]+\/login\?x=1$/);
    },
  },
  {
    name: 'TLS: certificado válido para el nombre, TLS 1.2 o más, HTTP/2',
    async run(ctx) {
      const url = new URL(ctx.baseUrl);
      const socket = await new Promise((resolve, reject) => {
        const s = tls.connect(
          { host: url.hostname, port: Number(url.port), ca: ctx.ca, servername: 'localhost', ALPNProtocols: ['h2', 'http/1.1'] },
          () => resolve(s),
        );
        s.on('error', reject);
      });
      try {
        assert.equal(socket.authorized, true, String(socket.authorizationError));
        assert.ok(['TLSv1.2', 'TLSv1.3'].includes(socket.getProtocol()), socket.getProtocol());
        assert.equal(socket.alpnProtocol, 'h2');
      } finally {
        socket.destroy();
      }
      // Not checked: a TLS 1.1 handshake. It failed here even with the site's ssl_protocols removed (Debian 12's
      // OpenSSL refuses it at its default security level), so it could not tell the setting (production.md).
    },
  },
  {
    name: 'Iniciar sesión por el proxy (HSTS); las contraseñas de demostración no sirven',
    async run(ctx) {
      const api = httpsClient(ctx.ca, ctx.baseUrl);
      const ok = await api.post('/api/v1/auth/login', { json: ctx.admin, from: '127.0.4.1' });
      assert.equal(ok.status, 200, ok.text);
      assert.ok(ok.body.token);
      // The API sends HSTS only on requests it knows came over HTTPS: X-Forwarded-Proto reached it and was believed.
      assert.match(ok.headers['strict-transport-security'] ?? '', /max-age=\d+/);
      const demo = await api.post('/api/v1/auth/login', { json: { usuario: 'admin', password: 'admin123' }, from: '127.0.4.2' });
      assert.equal(demo.status, 401, demo.text);
    },
  },
  {
    name: 'Límite de inicios de sesión por cliente (TRUST_PROXY), no por proxy',
    async run(ctx) {
      const api = httpsClient(ctx.ca, ctx.baseUrl);
      const statuses = [];
      for (let i = 1; i <= 21; i++) {
        // The client adds an address of its own choosing: nginx replaces it with the one it sees.
        const res = await api.post('/api/v1/auth/login', {
          json: { usuario: `nadie-${RUN}-${i}`, password: 'contraseña-equivocada' },
          from: '127.0.1.1',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(res.status);
      }
      assert.deepEqual(statuses.slice(0, 20), Array(20).fill(401), 'the first 20 attempts are answered');
      assert.equal(statuses[20], 429, 'the 21st in a minute from the same client is refused (LOGIN_IP_LIMIT_PER_MIN = 20)');
      const other = await api.post('/api/v1/auth/login', { json: { usuario: `otro-${RUN}`, password: 'x-equivocada' }, from: '127.0.1.2' });
      assert.equal(other.status, 401, 'another client behind the same proxy is not limited');
    },
  },
  {
    name: 'El registro de auditoría guarda la dirección del cliente, no la del proxy ni una inventada',
    async run(ctx) {
      const api = httpsClient(ctx.ca, ctx.baseUrl);
      const usuario = `auditado-${RUN}`;
      const res = await api.post('/api/v1/auth/login', {
        json: { usuario, password: 'contraseña-equivocada' },
        from: '127.0.3.7',
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
      assert.equal(res.status, 401);
      assert.equal((await api.post('/api/v1/auth/login', { json: ctx.admin, from: '127.0.3.8' })).status, 200);
      // The API shows no addresses; the operator reads them in the database (auditoria.ip).
      assert.deepEqual(await auditIps(ctx.databaseUrl, usuario), ['127.0.3.7']);
      const [last] = (await auditIps(ctx.databaseUrl, ctx.admin.usuario)).slice(-1);
      assert.equal(last, '127.0.3.8');
    },
  },
  {
    name: 'Cerrar sesión en una instancia la cierra en la otra',
    async run(ctx) {
      const proxy = httpsClient(ctx.ca, ctx.baseUrl);
      const token = await proxy.login(ctx.admin.usuario, ctx.admin.password, '127.0.4.3');
      const [a, b] = ctx.instances;
      const me = (url) => fetch(`${url}/api/v1/usuarios/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
      assert.deepEqual([await me(a.url), await me(b.url)], [200, 200], 'the session is valid on both instances');
      const out = await fetch(`${a.url}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      assert.equal(out.status, 200);
      assert.equal(await me(b.url), 401, 'instance 2 no longer accepts the token');
      for (let i = 0; i < 2; i++)
        assert.equal((await proxy.get('/api/v1/usuarios/me', { token, from: '127.0.4.3' })).status, 401, 'through the proxy');
    },
  },
  {
    name: 'Informe con una foto por tus (6 MB): cortada a la mitad, reanudada, guardada en S3',
    async run(ctx) {
      const api = httpsClient(ctx.ca, ctx.baseUrl);
      const token = await api.login(ctx.admin.usuario, ctx.admin.password, '127.0.4.4');
      const informe = await nuevoInforme(api, token, `Producción ${RUN}`);
      const [bytes] = await photos(1, 6 * 1024 * 1024);
      const tus = { 'tus-resumable': '1.0.0' };
      const created = await api.post('/api/v1/subidas', {
        token,
        headers: {
          ...tus,
          'upload-length': String(bytes.length),
          'upload-metadata': tusMetadata({ informe_id: String(informe), sha256: sha256(bytes), filename: 'valla.jpg' }),
        },
      });
      assert.equal(created.status, 201, created.text);
      const location = created.headers.location;
      assert.match(location, /^\/api\/v1\/subidas\/[0-9a-f]+$/, 'a Location the browser resolves against the address it used');
      const half = Math.floor(bytes.length / 2);
      await cutPatch(ctx, location, token, bytes, half);
      // Where the upload stands once the API has stored what reached it: the same offset twice, 300 ms apart.
      let offset = -1;
      for (let i = 0, previous = -2; i < 30 && (offset !== previous || offset === 0); i++) {
        await new Promise((r) => setTimeout(r, 300));
        previous = offset;
        const head = await api.head(location, { token, headers: tus });
        assert.equal(head.status, 200, head.text);
        offset = Number(head.headers['upload-offset']);
      }
      // Without `proxy_request_buffering off` nginx keeps the cut body to itself and the API never sees a byte.
      assert.ok(offset > 0 && offset <= half, `after the cut the API holds ${offset} of the ${half} bytes sent`);
      const rest = await api.patch(location, {
        token,
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: bytes.subarray(offset),
      });
      assert.equal(rest.status, 200, rest.text);
      assert.equal(rest.body.sha256, sha256(bytes));
      const archivos = await api.get(`/api/v1/informes/${informe}/archivos`, { token });
      assert.equal(archivos.status, 200, archivos.text);
      assert.deepEqual(
        (archivos.body.data ?? archivos.body).map((a) => a.sha256),
        [sha256(bytes)],
        'the report has the one photo, once',
      );
      const original = await api.get(rest.body.url, { token });
      assert.equal(original.status, 200);
      assert.equal(sha256(original.bytes), sha256(bytes), 'the original served back is the file sent');
      assert.ok(
        (await bucketKeys(ctx.s3)).some((k) => !k.startsWith('subidas/')),
        'the photo is in the bucket',
      );
      for (const instance of ctx.instances) assert.deepEqual(localPhotoFiles(instance.dataDir), [], `${instance.name}: no photo on local disk`);
    },
  },
  {
    name: 'Eventos en vivo por el proxy: cada mensaje llega a otra sesión en menos de 1 s',
    async run(ctx) {
      const api = httpsClient(ctx.ca, ctx.baseUrl);
      const token = await api.login(ctx.admin.usuario, ctx.admin.password, '127.0.4.5');
      const other = await api.login(ctx.segundo.usuario, ctx.segundo.password, '127.0.4.6');
      const informe = await nuevoInforme(api, token, `Eventos ${RUN}`);
      const conversacion = (await api.get(`/api/v1/informes/${informe}/conversacion`, { token })).body;
      const stream = await openEvents(ctx.ca, ctx.baseUrl, other);
      try {
        assert.equal(stream.status, 200);
        assert.match(stream.headers['content-type'] ?? '', /^text\/event-stream/);
        assert.equal(stream.headers['content-encoding'], undefined);
        await stream.next((e) => e.event === 'no_leidos');
        const delays = [];
        for (let i = 0; i < 5; i++) {
          const texto = `Mensaje ${i} ${RUN}`;
          const sent = performance.now();
          const res = await api.post(`/api/v1/conversaciones/${conversacion.id}/mensajes`, { token, json: { texto } });
          assert.equal(res.status, 201, res.text);
          const event = await stream.next((e) => e.event === 'mensaje' && e.data?.mensaje?.texto === texto, 3000);
          delays.push(Math.round(event.at - sent));
        }
        ctx.measured.push(`mensaje → evento por el proxy: ${delays.join(', ')} ms`);
        assert.ok(Math.max(...delays) < 1000, `delays ${delays.join(', ')} ms`);
      } finally {
        stream.close();
      }
    },
  },
  {
    name: 'Archivos estáticos: comprimidos (br/gzip), Vary, caché inmutable o no-cache',
    async run(ctx) {
      const api = httpsClient(ctx.ca, ctx.baseUrl);
      const page = await api.get('/login', { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
      assert.equal(page.status, 200);
      assert.match(page.headers['content-type'] ?? '', /^text\/html/);
      assert.match(page.headers['cache-control'] ?? '', /no-cache/);
      const html = page.text;
      const hashed = [...html.matchAll(/href="(\/[^"]+\.[0-9a-f]{8,}\.js)"/g)].map((m) => m[1]);
      assert.ok(hashed.length > 0, 'the login page preloads hashed scripts');
      const file = hashed[0];
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ]) {
        const res = await api.get(file, { headers: { 'accept-encoding': accept } });
        assert.equal(res.status, 200, `${file} (${accept})`);
        assert.equal(res.headers['content-encoding'], encoding, `${file} with Accept-Encoding: ${accept}`);
        assert.match(res.headers.vary ?? '', /accept-encoding/i);
        assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      }
      // What names the hashed files or is a release: revalidated on every load (config.json: never stored).
      for (const [path, cache] of [
        ['/sw.js', 'no-cache'],
        ['/manifest.webmanifest', 'no-cache'],
        ['/remotes/remote-reports/mf-manifest.json', 'no-cache'],
        ['/remotes/remote-reports/remoteEntry.js', 'no-cache'],
        ['/config.json', 'no-store'],
      ]) {
        const res = await api.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
        assert.equal(res.status, 200, path);
        assert.equal(res.headers['cache-control'], cache, path);
      }
    },
  },
];
