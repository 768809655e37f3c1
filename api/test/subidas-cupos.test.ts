import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as tus from 'tus-js-client';
import { buildApp } from '../src/app';
import type { ArchivoInforme } from 'shared/contracts';
import { REPO_ROOT } from '../src/platform/config';
import { createStorage } from '../src/modules/fotos/storage/index';
import { client } from './helpers/http';
import { agregarArchivos, crearInforme, informeBody, informeRefs, startInformesTestApp, type InformeRefs } from './helpers/informes';
import { startLocalS3, type LocalS3 } from './helpers/s3rver';
import { prepareDatabase, testConfig, usingPostgres, type TestApp } from './helpers/test-app';

/**
 * Issue #34, point 2: unfinished tus uploads are capped per user (count and declared bytes) and per report (never
 * more photos in flight than free places), in the database (migration 019), so the caps and the expiry sweep hold
 * across restarts and API instances (docs/decisions/photos-storage.md, "Resumable uploads: limits").
 */

const ENDPOINT = '/api/v1/subidas';
const jpeg = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', 'gps-bogota.jpg'));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** A real JPEG padded to `size` bytes with a tag: another photo for every tag. */
function photo(tag: string, size = 60_000): Buffer {
  const bytes = Buffer.alloc(size, 0);
  jpeg.copy(bytes);
  bytes.write(tag, jpeg.length + 16);
  return bytes;
}
const metadataHeader = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

async function tusRequest(baseUrl: string, method: string, url: string, token: string, headers: Record<string, string> = {}, body?: Buffer) {
  const res = await fetch(baseUrl + url, { method, headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, ...headers }, body });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
  };
}

/** POST /subidas as the issue sent it: Upload-Length and the metadata (informe_id, sha256, filename). */
function create(baseUrl: string, token: string, informeId: number, sha: string, length: number) {
  return tusRequest(baseUrl, 'POST', ENDPOINT, token, {
    'upload-length': String(length),
    'upload-metadata': metadataHeader({ informe_id: String(informeId), sha256: sha, filename: 'foto.jpg' }),
  });
}

const createPhoto = (baseUrl: string, token: string, informeId: number, bytes: Buffer) =>
  create(baseUrl, token, informeId, sha256(bytes), bytes.length);
const patch = (baseUrl: string, token: string, location: string, offset: number, bytes: Buffer) =>
  tusRequest(baseUrl, 'PATCH', location, token, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, bytes);
const idOf = (location: string) => location.split('/').pop()!;

describe('#34.2 unfinished tus uploads are capped per user and per report', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: string;
  let proveedor: string;
  let refs: InformeRefs;
  let me: number;

  before(async () => {
    ({ t, api, admin, proveedor, refs } = await startInformesTestApp());
    me = (await api.get<{ id: number }>('/api/v1/usuarios/me', { token: proveedor })).body.id;
  });
  after(async () => {
    await t?.close();
  });

  const nuevoInforme = async () => (await crearInforme(api, proveedor, informeBody(refs))).id;
  const rows = () => t.db.selectFrom('subidas_pendientes').selectAll().orderBy('creado_at').execute();
  const tusFiles = () => {
    const dir = path.join(t.dataDir, 'tus');
    return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.json')) : [];
  };
  const cancelAll = async () => {
    for (const row of await rows()) await tusRequest(t.baseUrl, 'DELETE', `${ENDPOINT}/${row.id}`, row.usuario_id === me ? proveedor : admin);
    assert.deepEqual(await rows(), []);
    assert.deepEqual(tusFiles(), []);
  };

  test('30 creations of Upload-Length 15728640 by one user on one report: the user’s 100 MB stop the 7th (429, Retry-After, what to do)', async () => {
    const informe = await nuevoInforme();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof create>> | null = null;
    for (let i = 0; i < 30; i += 1) {
      const res = await create(t.baseUrl, proveedor, informe, sha256(Buffer.from(`relleno-${i}`)), 15728640);
      statuses.push(res.status);
      if (res.status !== 201) refused ??= res;
    }
    assert.deepEqual(statuses, [...Array(6).fill(201), ...Array(24).fill(429)], 'six of 15 MB fit in 100 MB');
    assert.equal(refused!.body.error, 'demasiadas_subidas_pendientes');
    assert.equal(
      refused!.body.message,
      'Tiene 6 subidas sin terminar (90 MB); el máximo es 10 subidas y 100 MB. Termine o cancele alguna antes de empezar otra; ' +
        'las que no se terminan caducan a las 24 h.',
    );
    const retryAfter = Number(refused!.headers.get('retry-after'));
    assert.ok(retryAfter > 23 * 3600 && retryAfter <= 24 * 3600, `Retry-After ${retryAfter}: when the oldest expires`);
    assert.equal((await rows()).length, 6);
    assert.equal(tusFiles().length, 6);
    // Cancelling one frees its place at once.
    const first = (await rows())[0];
    assert.equal((await tusRequest(t.baseUrl, 'DELETE', `${ENDPOINT}/${first.id}`, proveedor)).status, 204);
    assert.equal((await create(t.baseUrl, proveedor, informe, sha256(Buffer.from('otra')), 15728640)).status, 201);
    assert.equal((await create(t.baseUrl, proveedor, informe, sha256(Buffer.from('una-mas')), 15728640)).status, 429);
    await cancelAll();
  });

  test('the same photo created again and again: two unfinished at most, the oldest replaced (a retry never piles up)', async () => {
    const informe = await nuevoInforme();
    const bytes = photo('reintentada');
    const locations: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await createPhoto(t.baseUrl, proveedor, informe, bytes);
      assert.equal(res.status, 201, res.text);
      locations.push(res.headers.get('location')!);
    }
    assert.deepEqual(
      (await rows()).map((r) => r.id),
      locations.slice(-2).map(idOf),
    );
    assert.deepEqual(tusFiles().sort(), locations.slice(-2).map(idOf).sort(), 'the bytes of the replaced ones are gone');
    assert.equal((await tusRequest(t.baseUrl, 'HEAD', locations[0], proveedor)).status, 404);
    const done = await patch(t.baseUrl, proveedor, locations[29], 0, bytes);
    assert.equal(done.status, 200, done.text);
    await cancelAll();
  });

  test('a report never has more photos in flight than free places, whoever sends them; finishing or cancelling frees one at once', async () => {
    const informe = await nuevoInforme();
    await agregarArchivos(t.db, informe, 7, 0); // 3 free places
    const [x, y, z, w] = ['x', 'y', 'z', 'w'].map((tag) => photo(`plaza-${tag}`));
    const lx = (await createPhoto(t.baseUrl, proveedor, informe, x)).headers.get('location')!;
    const ly = (await createPhoto(t.baseUrl, proveedor, informe, y)).headers.get('location')!;
    assert.equal((await createPhoto(t.baseUrl, proveedor, informe, z)).status, 201);
    const full = await createPhoto(t.baseUrl, proveedor, informe, w);
    assert.equal(full.status, 409);
    assert.deepEqual(full.body, {
      error: 'informe_con_subidas_pendientes',
      message:
        'El informe ya tiene 10 imágenes entre guardadas (7) y subidas sin terminar (3). Termine o cancele las subidas ' +
        'pendientes de este informe (las que no se terminan caducan a las 24 h) antes de añadir otra.',
    });
    // Another user of the report counts against the same places.
    assert.equal((await createPhoto(t.baseUrl, admin, informe, w)).body.error, 'informe_con_subidas_pendientes');
    // The same bytes again (a retry, a second tab) make the same photo: no new place.
    const lx2 = (await createPhoto(t.baseUrl, proveedor, informe, x)).headers.get('location')!;
    assert.ok(lx2);
    // x finished: it became the 8th photo; its second upload now takes no place; y and z still do.
    assert.equal((await patch(t.baseUrl, proveedor, lx, 0, x)).status, 200);
    assert.equal((await createPhoto(t.baseUrl, proveedor, informe, w)).status, 409);
    assert.equal((await tusRequest(t.baseUrl, 'DELETE', ly, proveedor)).status, 204);
    assert.equal((await createPhoto(t.baseUrl, proveedor, informe, w)).status, 201, 'the cancelled place is free at once');
    // The stored photo's second upload finishes as the stored one (200, replayed).
    const again = await patch(t.baseUrl, proveedor, lx2, 0, x);
    assert.deepEqual([again.status, again.headers.get('idempotency-replayed')], [200, 'true']);
    await cancelAll();
  });

  test('the user’s count: 10 unfinished uploads on any reports, the 11th is 429', async () => {
    const [a, b] = [await nuevoInforme(), await nuevoInforme()];
    for (let i = 0; i < 10; i += 1) {
      const res = await createPhoto(t.baseUrl, proveedor, i < 6 ? a : b, photo(`cuenta-${i}`));
      assert.equal(res.status, 201, `${i}: ${res.text}`);
    }
    const eleventh = await createPhoto(t.baseUrl, proveedor, b, photo('cuenta-10'));
    assert.deepEqual([eleventh.status, eleventh.body.error], [429, 'demasiadas_subidas_pendientes']);
    assert.match(eleventh.body.message, /^Tiene 10 subidas sin terminar \(1 MB\); el máximo es 10 subidas y 100 MB\./);
    // Another user is not held by them.
    assert.equal((await createPhoto(t.baseUrl, admin, b, photo('del-admin'))).status, 201);
    await cancelAll();
  });

  test('a creation whose answer was lost (tus-js-client creates again) takes no place once its photo is stored, and goes at the next creation', async () => {
    const informe = await nuevoInforme();
    await agregarArchivos(t.db, informe, 8, 0); // 2 free places
    const bytes = photo('respuesta-perdida', 300_000);
    const proxy = await dropFirstCreatedAnswer(t.baseUrl);
    let result: { ok: boolean; photo?: ArchivoInforme; error?: string };
    try {
      result = await new Promise((resolve) => {
        const upload = new tus.Upload(bytes, {
          endpoint: `${proxy.url}${ENDPOINT}`,
          metadata: { informe_id: String(informe), sha256: sha256(bytes), filename: 'campo.jpg' },
          headers: { authorization: `Bearer ${proveedor}` },
          retryDelays: [0, 100, 300],
          onSuccess: ({ lastResponse }) => resolve({ ok: true, photo: JSON.parse(lastResponse.getBody()) as ArchivoInforme }),
          onError: (err) => resolve({ ok: false, error: String(err) }),
        });
        upload.start();
      });
    } finally {
      await proxy.close();
    }
    assert.equal(proxy.dropped(), 1, 'the first 201 never reached the client');
    assert.ok(result.ok, result.error);
    assert.equal(result.photo!.sha256, sha256(bytes));
    const left = await rows();
    assert.equal(left.length, 1, 'the upload of the lost answer is left');
    // It takes no place of the report: the 10th photo can start, the 11th cannot.
    assert.equal((await createPhoto(t.baseUrl, proveedor, informe, photo('decima'))).status, 201);
    assert.equal((await createPhoto(t.baseUrl, proveedor, informe, photo('undecima'))).status, 409);
    // Once it is old enough not to be a second tab still sending, the user's next creation drops it and its bytes.
    await t.db
      .updateTable('subidas_pendientes')
      .set({ creado_at: new Date(Date.now() - 11 * 60_000) })
      .where('id', '=', left[0].id)
      .execute();
    assert.equal((await createPhoto(t.baseUrl, proveedor, await nuevoInforme(), photo('siguiente'))).status, 201);
    assert.equal((await tusRequest(t.baseUrl, 'HEAD', `${ENDPOINT}/${left[0].id}`, proveedor)).status, 404);
    assert.ok(!(await rows()).some((r) => r.id === left[0].id));
    assert.ok(!tusFiles().includes(left[0].id));
    await cancelAll();
  });

  test('a refused or cut creation-with-upload frees its place; refused first bytes and a refused completion too', async () => {
    const informe = await nuevoInforme();
    // Not an image: 415 in the creation request itself.
    const text = Buffer.alloc(20_000, 'no es una foto ');
    const refused = await tusRequest(
      t.baseUrl,
      'POST',
      ENDPOINT,
      proveedor,
      {
        'upload-length': String(text.length),
        'upload-metadata': metadataHeader({ informe_id: String(informe), sha256: sha256(text) }),
        'content-type': 'application/offset+octet-stream',
      },
      text,
    );
    assert.equal(refused.status, 415, refused.text);
    // Cut off while its first bytes arrive: its Location never reached the client, so it goes with its place.
    const cut = photo('cortada', 400_000);
    const port = Number(new URL(t.baseUrl).port);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${ENDPOINT} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${proveedor}\r\nTus-Resumable: 1.0.0\r\n` +
            `Upload-Length: ${cut.length}\r\nUpload-Metadata: ${metadataHeader({ informe_id: String(informe), sha256: sha256(cut) })}\r\n` +
            `Content-Type: application/offset+octet-stream\r\nContent-Length: ${cut.length}\r\n\r\n`,
        );
        socket.write(cut.subarray(0, 100_000), () => setTimeout(() => (socket.destroy(), resolve()), 300));
      });
      socket.on('error', reject);
    });
    for (let i = 0; i < 100 && ((await rows()).length > 0 || tusFiles().length > 0); i += 1) await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(await rows(), [], 'the cut creation left no row');
    assert.deepEqual(tusFiles(), [], 'and no bytes');
    // A wrong SHA-256 found at completion.
    const bytes = photo('mal-declarada');
    const wrong = await create(t.baseUrl, proveedor, informe, sha256(photo('otra')), bytes.length);
    assert.equal((await patch(t.baseUrl, proveedor, wrong.headers.get('location')!, 0, bytes)).body.error, 'sha256_no_coincide');
    assert.deepEqual(await rows(), []);
    assert.deepEqual(tusFiles(), []);
  });

  test('expired uploads: the sweep removes them and their rows, and their places are free', async () => {
    const informe = await nuevoInforme();
    for (let i = 0; i < 3; i += 1) assert.equal((await createPhoto(t.baseUrl, proveedor, informe, photo(`caduca-${i}`))).status, 201);
    assert.equal(await t.app.uploads.deleteExpired(new Date()), 0);
    assert.equal((await rows()).length, 3);
    assert.equal(await t.app.uploads.deleteExpired(new Date(Date.now() + 24 * 3600_000 + 60_000)), 3);
    assert.deepEqual(await rows(), []);
    assert.deepEqual(tusFiles(), []);
  });
});

describe('#34.2 the caps and the expiry sweep survive a restart', () => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let running: { app: FastifyInstance; baseUrl: string } | null = null;
  const env = { UPLOAD_PENDING_PER_USER: '3' };

  async function start() {
    const app = await buildApp(testConfig(database.dataDir, database.databaseUrl, env));
    running = { app, baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) };
    return running;
  }
  async function stop() {
    await running?.app.close();
    running = null;
  }

  before(async () => {
    database = await prepareDatabase();
  });
  after(async () => {
    await stop();
    await database?.drop();
  });

  test('3 unfinished uploads, a restart: the 4th is still refused; expired before the next start, its sweep frees them', async () => {
    let { app, baseUrl } = await start();
    const api = client(baseUrl);
    const proveedor = await api.loginProveedor();
    const me = await api.get<{ proveedor_id: number }>('/api/v1/usuarios/me', { token: proveedor });
    const c = (await app.db.selectFrom('usuarios').select('cliente_id').where('usuario', '=', 'cliente').executeTakeFirstOrThrow()).cliente_id!;
    const refs = await informeRefs(app.db, me.body.proveedor_id, c);
    const informe = (await crearInforme(api, proveedor, informeBody(refs))).id;
    for (let i = 0; i < 3; i += 1) assert.equal((await createPhoto(baseUrl, proveedor, informe, photo(`reinicio-${i}`))).status, 201);
    assert.equal((await createPhoto(baseUrl, proveedor, informe, photo('reinicio-3'))).status, 429);

    await stop();
    ({ app, baseUrl } = await start());
    assert.equal((await createPhoto(baseUrl, proveedor, informe, photo('reinicio-3'))).status, 429, 'the cap is in the database');
    const tusDir = path.join(database.dataDir, 'tus');
    assert.equal(readdirSync(tusDir).filter((f) => !f.endsWith('.json')).length, 3);

    // They expire while the server is down; the next start sweeps them.
    await app.db
      .updateTable('subidas_pendientes')
      .set({ expira_at: new Date(Date.now() - 60_000) })
      .execute();
    await stop();
    ({ app, baseUrl } = await start());
    for (let i = 0; i < 100 && readdirSync(tusDir).length > 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(readdirSync(tusDir), [], 'the start-up sweep removed their bytes');
    assert.deepEqual(await app.db.selectFrom('subidas_pendientes').selectAll().execute(), []);
    assert.equal((await createPhoto(baseUrl, proveedor, informe, photo('reinicio-3'))).status, 201);
  });
});

describe(
  '#34.2 two API instances on one PostgreSQL and one bucket',
  { skip: usingPostgres() ? false : 'PostgreSQL only (TEST_DATABASE_URL)' },
  () => {
    let database: Awaited<ReturnType<typeof prepareDatabase>>;
    let s3: LocalS3;
    const apps: FastifyInstance[] = [];
    const urls: string[] = [];

    before(async () => {
      database = await prepareDatabase();
      s3 = await startLocalS3();
      const env = { ...s3.env, UPLOAD_PENDING_PER_USER: '4' };
      // Both at once, as a deployment starts them: migrations and seed run once (advisory locks).
      const built = await Promise.all(['a', 'b'].map(() => buildApp(testConfig(database.dataDir, database.databaseUrl, env))));
      for (const app of built) {
        apps.push(app);
        urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      }
    });
    after(async () => {
      for (const app of apps) await app.close();
      await s3?.close();
      await database?.drop();
    });

    test('creations at once on both: exactly the cap; resumed and finished on the other frees a place; both sweeping remove each once', async () => {
      const [a, b] = urls;
      const api = client(a);
      const proveedor = await api.loginProveedor();
      const me = await api.get<{ proveedor_id: number }>('/api/v1/usuarios/me', { token: proveedor });
      const c = (await apps[0].db.selectFrom('usuarios').select('cliente_id').where('usuario', '=', 'cliente').executeTakeFirstOrThrow()).cliente_id!;
      const refs = await informeRefs(apps[0].db, me.body.proveedor_id, c);
      const informe = (await crearInforme(api, proveedor, informeBody(refs))).id;
      const photos = Array.from({ length: 10 }, (_, i) => photo(`dos-${i}`));
      const results = await Promise.all(photos.map((bytes, i) => createPhoto(i % 2 ? b : a, proveedor, informe, bytes)));
      const created = results.filter((r) => r.status === 201);
      assert.equal(created.length, 4, results.map((r) => r.status).join(','));
      assert.ok(results.every((r) => r.status === 201 || r.body?.error === 'demasiadas_subidas_pendientes'));
      // One created on either instance, sent whole to the other: finished there, its place is free on both.
      const index = results.indexOf(created[0]);
      const done = await patch(index % 2 ? a : b, proveedor, created[0].headers.get('location')!, 0, photos[index]);
      assert.equal(done.status, 200, done.text);
      const next = photos.findIndex((_, i) => results[i].status !== 201);
      assert.equal((await createPhoto(b, proveedor, informe, photos[next])).status, 201);
      assert.equal((await createPhoto(a, proveedor, informe, photo('quinta'))).status, 429);

      const storage = createStorage(testConfig(database.dataDir, database.databaseUrl, s3.env).storage);
      try {
        const uploadKeys = async () => {
          const keys: string[] = [];
          for await (const page of storage.list('subidas/')) keys.push(...page.map((k) => k.key));
          return keys;
        };
        assert.ok((await uploadKeys()).length >= 4);
        const later = new Date(Date.now() + 24 * 3600_000 + 60_000);
        const removed = await Promise.all(apps.map((app) => app.uploads.deleteExpired(later)));
        assert.equal(removed[0] + removed[1], 4, `each removed once: ${removed.join(' + ')}`);
        assert.deepEqual(await uploadKeys(), []);
        assert.deepEqual(await apps[0].db.selectFrom('subidas_pendientes').selectAll().execute(), []);
      } finally {
        await storage.close();
      }
    });
  },
);

/** A TCP proxy that swallows the first `201 Created` answer (the server made the upload; the client never hears). */
async function dropFirstCreatedAnswer(target: string) {
  const upstream = new URL(target);
  let dropped = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((clientSocket) => {
    const api = net.connect(Number(upstream.port), upstream.hostname);
    sockets.add(clientSocket).add(api);
    clientSocket.pipe(api);
    api.on('data', (chunk: Buffer) => {
      if (dropped === 0 && chunk.subarray(0, 16).toString('latin1').startsWith('HTTP/1.1 201')) {
        dropped += 1;
        clientSocket.destroy();
        api.destroy();
        return;
      }
      clientSocket.write(chunk);
    });
    const close = () => (clientSocket.destroy(), api.destroy());
    clientSocket.on('error', close).on('close', close);
    api.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    dropped: () => dropped,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
