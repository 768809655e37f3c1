import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../platform/db/database';
import type { StorageSettings } from '../../platform/config';
import { TAREA_RESPALDO } from '../fotos';
import { FORMAT, MANIFEST, MANIFEST_HASH, manifestBytes, productVersion, SEQUENCES, sha256, TABLE_PREFIX, type Manifest } from './manifest';
import { copyPhotosInWorker } from './photo-copy';
import * as repo from './repository';
import { TarWriter, type WrittenEntry } from './tar';

/**
 * Writing one archive while the server serves (docs/decisions/backups.md):
 * 1. take the lease `respaldo` (one backup at a time across instances; while it is held no sweep removes a photo);
 * 2. in ONE `REPEATABLE READ READ ONLY` transaction, dump every table and read the stored name of every photo: one
 *    snapshot, so the rows and the list of photos agree;
 * 3. after it commits, copy each of those photos from the storage (its object was stored before its row committed, and
 *    no sweep removes it while the lease is held); a thumbnail is copied when it exists (it is made again on request).
 *    The copy runs in a worker thread at the lowest CPU priority (photo-copy.ts);
 * 4. the manifest last, then fsync and rename: the archive's final name exists only once it is complete.
 */
const LEASE_MS = 2 * 60_000;
const RENEW_EVERY_MS = 30_000;
/** Tables whose rows are not restored: unfinished uploads (their bytes are not in the archive) and export slots. */
const TRANSIENT_TABLES = new Set(['subidas_pendientes', 'exportaciones_en_curso']);
const ARCHIVE_NAME = /^respaldo-\d{8}T\d{6}Z-[0-9a-f]{6}\.tar$/;
const PARTIAL = '.partial';

export class BackupBusyError extends Error {
  constructor() {
    super('Ya hay un respaldo en curso (en este u otro servidor); inténtalo cuando termine / a backup is already running');
    this.name = 'BackupBusyError';
  }
}

export interface BackupSources {
  db: Db;
  /** Where the photos are (the copy runs in a worker thread with a storage of its own). */
  storage: StorageSettings;
  base: Manifest['base'];
  /**
   * This process is the only one on this database (the embedded database, DATA_DIR's lock held): a lease left by a
   * backup that was killed is freed instead of waited for.
   */
  alone: boolean;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  /** Bytes of the archive. */
  bytes: number;
  /** How long the database's snapshot was held (ms): on the embedded database the API waits meanwhile. */
  snapshotMs: number;
}

const archiveName = (at: Date) =>
  `respaldo-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}.tar`;

/** The complete archives of `dir`, oldest first (their names sort by time). */
async function listArchives(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? [] : Promise.reject(err)));
  return names.filter((n) => ARCHIVE_NAME.test(n)).sort();
}

/** Removes the oldest complete archives of `dir` beyond `keep`; returns their names. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = await listArchives(dir);
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

async function* jsonLines(rows: AsyncIterable<string[]>, count: (n: number) => void): AsyncGenerator<string> {
  for await (const batch of rows) {
    count(batch.length);
    yield batch.map((r) => JSON.stringify(r)).join('\n') + '\n';
  }
}

/** Writes an archive of the database and its photos into `dir`; returns its path and manifest. */
export async function writeBackup(sources: BackupSources, dir: string): Promise<BackupResult> {
  const { db } = sources;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (sources.alone) await repo.freeLease(db, TAREA_RESPALDO);
  if (!(await repo.takeLease(db, TAREA_RESPALDO, LEASE_MS))) throw new BackupBusyError();
  const renew = setInterval(() => void repo.renewLease(db, TAREA_RESPALDO, LEASE_MS).catch(() => {}), RENEW_EVERY_MS);
  renew.unref();
  const createdAt = new Date();
  const final = path.join(dir, archiveName(createdAt));
  const partial = final + PARTIAL;
  let error: string | null = null;
  try {
    // Left by a backup that was killed: nobody else writes here while this one holds the lease.
    for (const name of await readdir(dir))
      if (name.startsWith('respaldo-') && name.endsWith(PARTIAL)) await rm(path.join(dir, name), { force: true });
    const file = await open(partial, 'wx', 0o600);
    try {
      const result = await writeArchive(sources, partial, new TarWriter(file), createdAt);
      const { size } = await file.stat();
      await file.close();
      await rename(partial, final);
      const dirHandle = await open(dir, 'r');
      await dirHandle.sync().finally(() => dirHandle.close());
      return { file: final, manifest: result.manifest, bytes: size, snapshotMs: result.snapshotMs };
    } catch (err) {
      await file.close().catch(() => {});
      throw err;
    }
  } catch (err) {
    error = String(err).slice(0, 500);
    await rm(partial, { force: true });
    throw err;
  } finally {
    clearInterval(renew);
    await repo.releaseLease(db, TAREA_RESPALDO, error);
  }
}

async function writeArchive(sources: BackupSources, archive: string, tar: TarWriter, createdAt: Date) {
  const { db, storage } = sources;
  const archivos: WrittenEntry[] = [];
  const tablas: Record<string, number> = {};
  const t0 = Date.now();
  const snapshot = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const migraciones = await repo.listAppliedMigrations(trx);
      for (const tabla of await repo.listTables(trx)) {
        if (TRANSIENT_TABLES.has(tabla)) continue;
        tablas[tabla] = 0;
        const rows = jsonLines(repo.readRows(trx, tabla), (n) => (tablas[tabla] += n));
        archivos.push(await tar.add(`${TABLE_PREFIX}${tabla}.jsonl`, rows));
      }
      archivos.push(await tar.add(SEQUENCES, [JSON.stringify(await repo.listSequences(trx))]));
      return { migraciones, nombres: await repo.listNombresAlmacenados(trx) };
    });
  const snapshotMs = Date.now() - t0;

  const photos = await copyPhotosInWorker({ archive, position: tar.position, nombres: snapshot.nombres, storage });
  archivos.push(...photos.archivos);
  tar.position = photos.position;
  const miniaturas = photos.miniaturas;

  const manifest: Manifest = {
    formato: FORMAT,
    version_formato: 1,
    producto: productVersion(),
    esquema: snapshot.migraciones.at(-1) ?? '',
    migraciones: snapshot.migraciones,
    creado_at: createdAt.toISOString(),
    base: sources.base,
    fotos_en: storage.kind,
    conteos: { informes: tablas.informes ?? 0, fotos: snapshot.nombres.length, usuarios: tablas.usuarios ?? 0, miniaturas },
    tablas,
    archivos,
  };
  const bytes = manifestBytes(manifest);
  await tar.add(MANIFEST, [bytes]);
  await tar.add(MANIFEST_HASH, [sha256(bytes) + '\n']);
  await tar.finish();
  return { manifest, snapshotMs };
}
