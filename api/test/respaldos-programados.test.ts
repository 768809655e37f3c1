import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/database';
import { createStorage, TAREA_RESPALDO } from '../src/modules/fotos';
import { BackupBusyError, checkEmptyDatabase, checkRestorable, restoreArchive } from '../src/modules/respaldos';
import { readBackupToken } from '../src/platform/respaldo-token';
import { releaseLease, takeLease } from '../src/modules/respaldos/repository';
import { client } from './helpers/http';
import { startLocalS3, type LocalS3 } from './helpers/s3rver';
import { startTestApp, testConfig, usingPostgres, type TestApp } from './helpers/test-app';

/**
 * docs/decisions/backups.md: the server's scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP), one at a time,
 * their last success in GET /metrics, the loopback route `npm run backup` uses; on PostgreSQL with photos in S3, an
 * archive restores into an empty database and an empty bucket.
 */
const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? 0,
  );
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('scheduled backups', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'respaldos-programados-'));
  let t: TestApp;
  let s3: LocalS3 | null = null;
  /**
   * An app on a fresh copy of the demo database; on PostgreSQL its photos are in a bucket (the demo's, copied there
   * before the first backup).
   */
  async function startApp(env: Record<string, string>): Promise<TestApp> {
    if (usingPostgres()) {
      s3 ??= await startLocalS3();
      Object.assign(env, s3.env);
    }
    const app = await startTestApp(env);
    if (s3) {
      const uploads = path.join(app.dataDir, 'uploads');
      const keys = readdirSync(uploads, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !e.parentPath.includes('.tmp'))
        .map((e) => path.relative(uploads, path.join(e.parentPath, e.name)));
      for (const key of keys) await app.app.photos.storage.put(key, Readable.from([readFileSync(path.join(uploads, key))]));
    }
    return app;
  }
  // No timer here: each test takes its backups when it says (the timer's test has an app of its own).
  before(async () => {
    t = await startApp({ BACKUP_DIR: dir, BACKUP_KEEP: '2' });
  });
  after(async () => {
    await t?.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('while a backup holds its lease no photo is removed from storage; the sweep removes it after', async () => {
    const api = client(t.baseUrl);
    const admin = await api.loginAdmin();
    const foto = await t.db
      .selectFrom('informe_archivos as a')
      .innerJoin('informes as i', 'i.id', 'a.informe_id')
      .select(['a.id', 'a.nombre_almacenado'])
      .where('i.estado', '=', 'pendiente')
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const exists = async () => {
      for await (const page of t.app.photos.storage.list('originales/'))
        if (page.some((k) => k.key === `originales/${foto.nombre_almacenado}`)) return true;
      return false;
    };
    assert.ok(await exists());
    // As a backup does: the lease first.
    assert.ok(await takeLease(t.db, TAREA_RESPALDO, 60_000));
    try {
      const res = await api.request('DELETE', `/api/v1/archivos/${foto.id}`, { token: admin });
      assert.ok(res.status === 200 || res.status === 204, res.text);
      assert.equal(await t.app.photos.sweepDeleted(), 0);
      assert.ok(await exists(), 'kept while the backup runs');
    } finally {
      await releaseLease(t.db, TAREA_RESPALDO, null);
    }
    assert.ok((await t.app.photos.sweepDeleted()) >= 1, 'the queued object goes now');
    assert.ok(!(await exists()), 'swept once the backup is over');
  });

  test('every BACKUP_EVERY one instance writes an archive, BACKUP_KEEP are kept, and /metrics shows the last success', async () => {
    const timerDir = mkdtempSync(path.join(os.tmpdir(), 'respaldos-timer-'));
    const timed = await startApp({ BACKUP_DIR: timerDir, BACKUP_KEEP: '2', BACKUP_EVERY: '1s' });
    try {
      await everyBackupEvery(timed, timerDir);
    } finally {
      await timed.close();
      rmSync(timerDir, { recursive: true, force: true });
    }
  });

  async function everyBackupEvery(t: TestApp, dir: string) {
    const end = Date.now() + 60_000;
    const seen = new Set<string>();
    let archives: string[] = [];
    let metrics = '';
    // The timer's own backups, 1 s apart: three written, two kept.
    while (Date.now() < end) {
      archives = readdirSync(dir).filter((f) => f.endsWith('.tar'));
      archives.forEach((f) => seen.add(f));
      if (seen.size >= 3 && archives.length === 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.ok(seen.size >= 3, `written: ${[...seen].join()}`);
    assert.equal(archives.length, 2, archives.join());
    metrics = await (await fetch(`${t.baseUrl}/metrics`)).text();
    const last = sample(metrics, 'informes_tarea_last_success_timestamp_seconds{tarea="respaldo"}');
    assert.ok(Math.abs(last - Date.now() / 1000) < 120, `last success ${last}`);

    // One at a time: a second backup while one runs is refused (the lease), and says so in Spanish.
    const both = await Promise.allSettled([t.app.respaldos.run(), t.app.respaldos.run()]);
    const refused = both.filter((r) => r.status === 'rejected');
    assert.ok(refused.length >= 1, 'two at once: at most one runs (the timer may hold the lease too)');
    assert.ok(refused[0].reason instanceof BackupBusyError);
    assert.match(String(refused[0].reason.message), /Ya hay un respaldo en curso/);
  }

  test('POST /respaldo answers only this machine with DATA_DIR’s token; anyone else gets a 404', async () => {
    const token = readBackupToken(t.dataDir)!;
    const post = (headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/respaldo`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ dir }) });
    assert.equal((await post({})).status, 404);
    assert.equal((await post({ authorization: 'Bearer otro-token-que-no-es-el-de-data-dir' })).status, 404);
    assert.equal((await post({ authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' })).status, 404);
    const relative = await fetch(`${t.baseUrl}/respaldo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ dir: 'relativo' }),
    });
    assert.equal(relative.status, 400);
    assert.equal(((await relative.json()) as { error: string }).error, 'directorio_invalido');
    const res = await post({ authorization: `Bearer ${token}` });
    assert.equal(res.status, 201);
    const body = (await res.json()) as { archivo: string; conteos: { informes: number; fotos: number } };
    assert.ok(body.archivo.startsWith(dir));
    assert.ok(body.conteos.informes > 0 && body.conteos.fotos > 0);
  });

  test(
    'PostgreSQL and S3: an archive restores into an empty database and an empty bucket, photo by photo, as the database owner (no superuser)',
    { skip: !usingPostgres() },
    async () => {
      const res = await t.app.respaldos.run();
      const checked = await checkRestorable(res.file);
      const name = `informes_restaurada_${process.pid}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      // What README "Production" tells an operator to make: a user that owns an empty database, nothing more.
      const owner = `informes_dueno_${process.pid}`;
      await admin.query(`CREATE ROLE "${owner}" LOGIN NOSUPERUSER PASSWORD 'dueno-de-la-base'`);
      await admin.query(`CREATE DATABASE "${name}" OWNER "${owner}"`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      url.username = owner;
      url.password = 'dueno-de-la-base';
      const bucket = await startLocalS3('restaurada');
      const config = testConfig(t.dataDir, url.toString(), bucket.env);
      const database = await openDatabase(config);
      const storage = createStorage(config.storage);
      try {
        await checkEmptyDatabase(database.db);
        await restoreArchive(res.file, checked, { db: database.db, storage });
        await assert.rejects(checkEmptyDatabase(database.db), /no está vacía/);
        // Every foreign key is back (dropped while the rows were loaded) and checked.
        const fks = await database.db
          .selectFrom('pg_constraint' as never)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('contype' as never, '=', 'f' as never)
          .where('convalidated' as never, '=', true as never)
          .executeTakeFirstOrThrow();
        assert.ok(Number(fks.n) >= 50, `foreign keys restored: ${fks.n}`);
        const informes = await database.db
          .selectFrom('informes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        assert.equal(Number(informes.n), checked.manifest.conteos.informes);
        const fotos = await database.db.selectFrom('informe_archivos').select(['nombre_almacenado', 'sha256']).execute();
        assert.equal(fotos.length, checked.manifest.conteos.fotos);
        for (const f of fotos.filter((x) => x.sha256)) {
          const chunks: Buffer[] = [];
          for await (const c of await storage.get(`originales/${f.nombre_almacenado}`)) chunks.push(c as Buffer);
          assert.equal(sha(Buffer.concat(chunks)), f.sha256!.trim());
        }
      } finally {
        await storage.close();
        await database.close();
        await bucket.close();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.query(`DROP ROLE IF EXISTS "${owner}"`);
        await admin.end();
      }
    },
  );
});
