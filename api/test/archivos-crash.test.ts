import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { REPO_ROOT, loadConfig } from '../src/platform/config';
import { client } from './helpers/http';
import { crearInforme, informeBody, informeRefs } from './helpers/informes';
import { startServer, stopServer, type Server } from './helpers/server-process';
import { prepareDatabase } from './helpers/test-app';
import { openDatabase } from '../src/platform/db/database';

/**
 * docs/decisions/photos-storage.md: a server killed in the middle of an upload leaves neither a row without a file
 * nor a file without a row once it is started again (the start-up sweep).
 */
const fixture = (name: string) => readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', name));

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

/** Starts a multipart upload and sends only `sendBytes` of its file, then keeps the connection open. */
function halfUpload(url: string, token: string, informeId: number, file: Buffer, sendBytes: number): http.ClientRequest {
  const boundary = '----corte' + randomUUID();
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="cortada.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const u = new URL(`${url}/api/v1/upload/${informeId}`);
  const req = http.request({
    hostname: u.hostname,
    port: u.port,
    path: u.pathname,
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + file.length + tail.length,
    },
  });
  req.on('error', () => {}); // the server is killed under it
  req.write(head);
  req.write(file.subarray(0, sendBytes));
  return req;
}

/** This file's servers and databases: stopped and dropped after its tests. */
const servers: Server[] = [];
const drops: Array<() => Promise<void>> = [];
after(async () => {
  for (const s of servers) await stopServer(s);
  for (const drop of drops) await drop();
});

/** A database of its own for a test, and the environment that points a server at it. */
async function ownDatabase() {
  const database = await prepareDatabase();
  drops.push(database.drop);
  const env: Record<string, string> = database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {};
  return { database, env };
}

/** The server on `dataDir`, stopped after the file's tests if a test did not. */
function start(dataDir: string, env: Record<string, string>): Server {
  const server = startServer(dataDir, env);
  servers.push(server);
  return server;
}

describe('a server killed mid-upload', () => {
  test('leaves a partial write, which the next start removes together with objects no row knows; complete photos stay', async () => {
    const { database, env } = await ownDatabase();
    // Reference data: an embedded database is read before the server opens it (one process per embedded
    // database, and its template is already seeded); PostgreSQL after the server has migrated and seeded it.
    const config = loadConfig({ DATA_DIR: database.dataDir, ...env });
    const readRefs = async () => {
      const probe = await openDatabase(config);
      try {
        const provUser = await probe.db.selectFrom('usuarios').select('proveedor_id').where('usuario', '=', 'proveedor').executeTakeFirstOrThrow();
        const cliUser = await probe.db.selectFrom('usuarios').select('cliente_id').where('usuario', '=', 'cliente').executeTakeFirstOrThrow();
        return await informeRefs(probe.db, provUser.proveedor_id!, cliUser.cliente_id!);
      } finally {
        await probe.close();
      }
    };
    let refs = database.databaseUrl ? null : await readRefs();
    const first = start(database.dataDir, env);
    const url = await first.ready;
    refs ??= await readRefs();
    const api = client(url);
    const token = await api.loginProveedor();
    const uploads = path.join(database.dataDir, 'uploads');
    const informe = await crearInforme(api, token, informeBody(refs));
    // The demo's own photos (the seeded template copies them) stay as they are.
    const originales = path.join(uploads, 'originales');
    const demoOriginals = existsSync(originales) ? readdirSync(originales).length : 0;

    // One complete photo first.
    const form = new FormData();
    form.append('archivo', new Blob([fixture('gps-bogota.jpg')], { type: 'image/jpeg' }), 'completa.jpg');
    const done = await fetch(`${url}/api/v1/upload/${informe.id}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    assert.equal(done.status, 201);
    const completa = (await done.json()) as { id: number };

    // An object no row knows, as a crash between storing and recording would leave it (dated before the restart).
    const orphan = randomUUID();
    mkdirSync(path.join(uploads, 'originales'), { recursive: true });
    mkdirSync(path.join(uploads, 'miniaturas'), { recursive: true });
    writeFileSync(path.join(uploads, 'originales', orphan), fixture('no-gps.jpg'));
    writeFileSync(path.join(uploads, 'miniaturas', `${orphan}.webp`), Buffer.alloc(100));
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(uploads, 'originales', orphan), past, past);
    utimesSync(path.join(uploads, 'miniaturas', `${orphan}.webp`), past, past);

    // Half an upload of a 5 MB photo, then kill -9.
    const big = Buffer.concat([fixture('no-gps.jpg'), Buffer.alloc(5 * 1024 * 1024)]);
    const req = halfUpload(url, token, informe.id, big, 2 * 1024 * 1024);
    const tempDir = path.join(uploads, '.tmp');
    await until(() => existsSync(tempDir) && readdirSync(tempDir).some((f) => statSync(path.join(tempDir, f)).size > 0), 'the partial write on disk');
    first.child.kill('SIGKILL');
    await first.exited;
    req.destroy();
    assert.equal(readdirSync(tempDir).length, 1, 'the cut-off upload left its partial write');

    const second = start(database.dataDir, env);
    const url2 = await second.ready;
    await until(() => /barrido de fotos terminado/.test(second.output()), 'the start-up sweep');
    const sweepLine = second
      .output()
      .split('\n')
      .find((l) => l.includes('barrido de fotos terminado'))!;
    assert.match(sweepLine, /"incomplete":1/);
    assert.match(sweepLine, /"orphans":2/);
    assert.deepEqual(readdirSync(tempDir), []);
    assert.ok(!existsSync(path.join(uploads, 'originales', orphan)));
    assert.ok(!existsSync(path.join(uploads, 'miniaturas', `${orphan}.webp`)));
    // No row for the cut-off upload; the complete photo, its row and its bytes are intact.
    const api2 = client(url2);
    const listed = (await api2.get(`/api/v1/informes/${informe.id}/archivos`, { token: await api2.loginAdmin() })).body.data;
    assert.deepEqual(
      listed.map((a: { id: number }) => a.id),
      [completa.id],
    );
    const bytes = Buffer.from(await (await fetch(url2 + listed[0].url)).arrayBuffer());
    assert.ok(bytes.equals(fixture('gps-bogota.jpg')));
    assert.deepEqual(readdirSync(path.join(uploads, 'originales')).length, demoOriginals + 1);
  });
});

describe('a server stopped while its start-up sweep runs', () => {
  test('stops the sweep between objects (exit 0, nothing logged as failed); the next start sweeps the rest', async () => {
    const { database, env } = await ownDatabase();
    // Many objects no row knows, dated before the start: the sweep is still removing them when the stop comes.
    const originales = path.join(database.dataDir, 'uploads', 'originales');
    mkdirSync(originales, { recursive: true });
    const demoOriginals = readdirSync(originales).length;
    const past = new Date(Date.now() - 60_000);
    for (let i = 0; i < 5000; i++) {
      const file = path.join(originales, randomUUID());
      writeFileSync(file, '');
      utimesSync(file, past, past);
    }

    const first = start(database.dataDir, env);
    await first.ready;
    first.child.kill('SIGTERM');
    assert.equal(await first.exited, 0, first.output());
    assert.doesNotMatch(first.output(), /falló|destroyed/, first.output());
    assert.match(first.output(), /barrido de fotos detenido/, first.output());
    assert.ok(readdirSync(originales).length > demoOriginals, 'orphans left for the next start');

    const second = start(database.dataDir, env);
    await second.ready;
    await until(() => /barrido de fotos terminado/.test(second.output()), 'the second start-up sweep');
    assert.equal(readdirSync(originales).length, demoOriginals, 'every orphan removed, the demo photos kept');
  });
});
