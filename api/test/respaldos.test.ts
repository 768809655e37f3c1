import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { REPO_ROOT, loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/database';
import { MANIFEST, MANIFEST_HASH, manifestBytes, type Manifest } from '../src/modules/respaldos/manifest';
import { listTar, readEntry, TarWriter, type TarEntry } from '../src/modules/respaldos/tar';
import { client } from './helpers/http';
import { crearInforme, informeBody, informeRefs, type InformeRefs } from './helpers/informes';
import { programArgs } from '../../scripts/lib/api-programs.mjs';
import { startServer, stopServer, type Server } from './helpers/server-process';
import { prepareDatabase, TEST_JWT_SECRET, usingPostgres } from './helpers/test-app';

/**
 * docs/decisions/backups.md: `npm run backup` while the server serves and takes reports and photos, `npm run restore`
 * into a fresh DATA_DIR, and the restored product has every report committed before the backup began with each photo
 * byte for byte; a damaged or cut-off archive is refused before anything is written.
 */
const API_DIR = path.join(REPO_ROOT, 'api');
const jpeg = (() => {
  const base = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', 'gps-bogota.jpg'));
  // Each photo its own bytes: the JPEG with a random tail after its end marker (decoders ignore it).
  return () => Buffer.concat([base, randomBytes(64)]);
})();
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

interface Cli {
  code: number | null;
  out: string;
}

/** `npm run backup|restore` as the operator runs it (api/src/respaldo.ts), with the test's environment. */
function cli(args: string[], env: Record<string, string>, onStart?: (pid: number) => void): Promise<Cli> {
  const child = spawn(process.execPath, [...programArgs('respaldo'), ...args], {
    cwd: API_DIR,
    env: { ...process.env, JWT_SECRET: TEST_JWT_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  onStart?.(child.pid!);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

async function text(file: string, entry: TarEntry): Promise<string> {
  let out = '';
  for await (const chunk of readEntry(file, entry)) out += (chunk as Buffer).toString('utf8');
  return out;
}

const archivesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe('backups', { skip: usingPostgres() ? 'the embedded database (PostgreSQL: respaldos-postgres.test.ts)' : false }, () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'respaldos-test-'));
  const servers: Server[] = [];
  let drop: (() => Promise<void>) | null = null;
  after(async () => {
    for (const s of servers) await stopServer(s);
    await drop?.();
    rmSync(tmp, { recursive: true, force: true });
  });
  const backups = path.join(tmp, 'respaldos');
  let archive = '';

  test('under a load of reports and photos, a backup restores into a fresh DATA_DIR with every report committed before it', async () => {
    const database = await prepareDatabase();
    drop = database.drop;
    const probe = await openDatabase(loadConfig({ DATA_DIR: database.dataDir }));
    let refs: InformeRefs;
    try {
      const prov = await probe.db.selectFrom('usuarios').select('proveedor_id').where('usuario', '=', 'proveedor').executeTakeFirstOrThrow();
      const cli = await probe.db.selectFrom('usuarios').select('cliente_id').where('usuario', '=', 'cliente').executeTakeFirstOrThrow();
      refs = await informeRefs(probe.db, prov.proveedor_id!, cli.cliente_id!);
    } finally {
      await probe.close();
    }
    const server = startServer(database.dataDir);
    servers.push(server);
    const api = client(await server.ready);
    const token = await api.loginProveedor();

    /** Report id → the SHA-256 of each photo uploaded to it, once its answer came. */
    const committed = new Map<number, string[]>();
    const addReport = async (n: number) => {
      const informe = await crearInforme(api, token, informeBody(refs, { campana: `Campaña respaldo ${n}` }));
      const photos: string[] = [];
      committed.set(informe.id, photos);
      for (let i = 0; i < 2; i++) {
        const bytes = jpeg();
        const form = new FormData();
        form.append('archivo', new Blob([bytes], { type: 'image/jpeg' }), `foto-${n}-${i}.jpg`);
        const res = await fetch(`${await server.ready}/api/v1/upload/${informe.id}`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        });
        assert.equal(res.status, 201, await res.text());
        photos.push(sha(bytes));
      }
    };
    for (let n = 0; n < 6; n++) await addReport(n);

    // Two writers keep creating reports and uploading photos while the backup runs.
    let stop = false;
    let n = 100;
    const writers = [0, 1].map(async () => {
      while (!stop) await addReport(n++);
    });
    await new Promise((r) => setTimeout(r, 300));
    const before = new Map([...committed].filter(([, photos]) => photos.length === 2));
    const backup = await cli(['backup', '--dir', backups], { DATA_DIR: database.dataDir });
    stop = true;
    await Promise.all(writers);
    assert.equal(backup.code, 0, backup.out);
    assert.match(backup.out, /servidor en marcha/);
    const names = archivesIn(backups);
    assert.equal(names.length, 1, names.join());
    assert.match(names[0], /^respaldo-\d{8}T\d{6}Z-[0-9a-f]{6}\.tar$/);
    archive = path.join(backups, names[0]);
    // Done with its DATA_DIR: a clean stop would wait seconds for the photos' queued work (thumbnails, hashes).
    server.child.kill('SIGKILL');
    await server.exited;

    const restored = path.join(tmp, 'restaurado');
    const restore = await cli(['restore', archive], { DATA_DIR: restored });
    assert.equal(restore.code, 0, restore.out);
    assert.match(restore.out, /Respaldo íntegro: \d+ informes, \d+ fotos/);

    const again = startServer(restored, { SEED_DEMO: 'false' });
    servers.push(again);
    const api2 = client(await again.ready);
    const token2 = await api2.loginProveedor();
    for (const [id, photos] of before) {
      const res = await api2.get<{ data: { url: string; sha256: string }[] }>(`/api/v1/informes/${id}/archivos`, { token: token2 });
      assert.equal(res.status, 200, `informe ${id} restaurado: ${res.text}`);
      const got: string[] = [];
      for (const a of res.body.data) got.push(sha(Buffer.from(await (await fetch(`${await again.ready}${a.url}`)).arrayBuffer())));
      assert.deepEqual(got.sort(), [...photos].sort(), `las fotos del informe ${id}, byte a byte`);
    }
    assert.ok(before.size >= 6);
    await stopServer(again); // cleanly: the next test opens this DATA_DIR
  });

  test('one flipped byte in the archive is refused, naming what is damaged, and nothing is written', async () => {
    assert.ok(archive, 'the first test wrote an archive');
    const file = await open(archive, 'r');
    const entries = await listTar(file).finally(() => file.close());
    const photo = entries.find((e) => e.nombre.startsWith('fotos/originales/'))!;
    for (const [at, message] of [
      [photo.offset + Math.floor(photo.bytes / 2), new RegExp(`dañado: «${photo.nombre}» no coincide con su SHA-256`)],
      [photo.offset - 512 + 130, /dañado: el encabezado en el byte \d+ no cuadra/],
    ] as const) {
      const copy = path.join(tmp, 'danado.tar');
      copyFileSync(archive, copy);
      const fd = openSync(copy, 'r+');
      const byte = Buffer.alloc(1);
      readSync(fd, byte, 0, 1, at);
      byte[0] ^= 0x01;
      writeSync(fd, byte, 0, 1, at);
      closeSync(fd);
      const target = path.join(tmp, 'destino-danado');
      const res = await cli(['restore', copy], { DATA_DIR: target });
      assert.equal(res.code, 1, res.out);
      assert.match(res.out, message);
      assert.ok(!existsSync(target), 'nothing was written');
    }
  });

  test('an archive from a newer version of the product (a migration this one does not know) is refused', async () => {
    // The same archive, rewritten as a later version would write it: one more migration in its manifest.
    const source = await open(archive, 'r');
    const target = await open(path.join(tmp, 'futuro.tar'), 'w');
    try {
      const tar = new TarWriter(target);
      const entries = await listTar(source);
      const manifest = JSON.parse(
        await text(
          archive,
          entries.find((e) => e.nombre === MANIFEST)!,
        ),
      ) as Manifest;
      manifest.migraciones.push('999_futura');
      manifest.esquema = '999_futura';
      for (const e of entries.filter((x) => !x.nombre.startsWith('manifest.'))) await tar.add(e.nombre, readEntry(archive, e));
      const bytes = manifestBytes(manifest);
      await tar.add(MANIFEST, [bytes]);
      await tar.add(MANIFEST_HASH, [sha(bytes) + '\n']);
      await tar.finish();
    } finally {
      await source.close();
      await target.close();
    }
    const res = await cli(['restore', path.join(tmp, 'futuro.tar')], { DATA_DIR: path.join(tmp, 'destino-futuro') });
    assert.equal(res.code, 1, res.out);
    assert.match(res.out, /El respaldo es de una versión más nueva del producto .*esquema 999_futura.*no conoce la migración 999_futura/);
    assert.ok(!existsSync(path.join(tmp, 'destino-futuro')));
  });

  test('a non-empty DATA_DIR is refused; a backup killed with SIGKILL leaves nothing that looks complete', async () => {
    const restored = path.join(tmp, 'restaurado');
    const refused = await cli(['restore', archive], { DATA_DIR: restored });
    assert.equal(refused.code, 1);
    assert.match(refused.out, /DATA_DIR .* no está vacío/);

    // No server runs on it now: the command opens the database itself, and is killed as soon as it writes.
    const dir = path.join(tmp, 'matado');
    let pid = 0;
    const killed = cli(['backup', '--dir', dir], { DATA_DIR: restored }, (p) => (pid = p));
    const end = Date.now() + 60_000;
    while (!archivesIn(dir).some((f) => f.endsWith('.partial')) && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
    process.kill(pid, 'SIGKILL');
    await killed;
    const left = archivesIn(dir);
    assert.ok(
      left.every((f) => f.endsWith('.tar.partial')),
      left.join(),
    );
    for (const f of left) {
      const res = await cli(['restore', path.join(dir, f)], { DATA_DIR: path.join(tmp, 'destino-parcial') });
      assert.equal(res.code, 1);
      assert.match(res.out, /El respaldo está dañado/);
    }
    // The next backup is not blocked by the killed one's lease, and clears its partial file.
    const next = await cli(['backup', '--dir', dir], { DATA_DIR: restored });
    assert.equal(next.code, 0, next.out);
    assert.deepEqual(
      archivesIn(dir).map((f) => f.replace(/\d{8}T\d{6}Z-[0-9a-f]{6}/, 'X')),
      ['respaldo-X.tar'],
    );
  });
});
