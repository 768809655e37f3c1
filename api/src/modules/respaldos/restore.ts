import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Db } from '../../platform/db/database';
import { listMigrations, migrate } from '../../platform/db/migrate';
import type { Storage } from '../fotos';
import { checkArchive, PHOTO_PREFIX, SEQUENCES, TABLE_PREFIX, type CheckedArchive, type Manifest } from './manifest';
import * as repo from './repository';
import { readEntry, type TarEntry } from './tar';

/**
 * Restoring an archive (docs/decisions/backups.md): the whole archive is checked first (checkArchive), then the
 * target; only then is anything written. The empty database is migrated to the archive's schema version, its rows are
 * loaded as they were (triggers off), the sequences set, the photos stored, and then the later migrations run, so an
 * archive restores into every later version of the product.
 */
class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/** Reads and checks the archive and that this version can restore it; nothing is written. */
export async function checkRestorable(archive: string): Promise<CheckedArchive> {
  const file = await open(archive, 'r').catch((err: NodeJS.ErrnoException) => {
    throw new RestoreRefusedError(`No se puede abrir el respaldo ${archive}: ${err.code ?? err.message} / cannot open the archive`);
  });
  try {
    const checked = await checkArchive(archive, file);
    const known = new Set(listMigrations().map((m) => m.version));
    const unknown = checked.manifest.migraciones.filter((v) => !known.has(v));
    if (unknown.length > 0) {
      throw new RestoreRefusedError(
        `El respaldo es de una versión más nueva del producto (${checked.manifest.producto}, esquema ${checked.manifest.esquema}): ` +
          `esta versión no conoce la migración ${unknown[0]}. Restáuralo con esa versión o una posterior / the archive's schema is newer than this version`,
      );
    }
    return checked;
  } finally {
    await file.close();
  }
}

/** Refuses a target database that holds any table. */
export async function checkEmptyDatabase(db: Db): Promise<void> {
  if (await repo.hasTables(db)) {
    throw new RestoreRefusedError(
      'La base de datos de destino no está vacía (tiene tablas); restaura en una base vacía / the target database is not empty',
    );
  }
}

/** Refuses a target storage that holds any object. */
export async function checkEmptyStorage(storage: Storage): Promise<void> {
  for await (const page of storage.list()) {
    if (page.length > 0) {
      throw new RestoreRefusedError(
        `El almacenamiento de fotos de destino no está vacío (${storage.description}: «${page[0].key}»…); usa uno vacío / the target storage is not empty`,
      );
    }
  }
}

async function* batches(archive: string, entry: TarEntry): AsyncGenerator<string[]> {
  let rows: string[] = [];
  let bytes = 0;
  for await (const line of createInterface({ input: readEntry(archive, entry), crlfDelay: Infinity })) {
    if (line === '') continue;
    rows.push(JSON.parse(line) as string);
    bytes += line.length;
    if (rows.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      yield rows;
      rows = [];
      bytes = 0;
    }
  }
  if (rows.length > 0) yield rows;
}

async function readJson<T>(archive: string, entry: TarEntry): Promise<T> {
  let text = '';
  for await (const chunk of readEntry(archive, entry)) text += (chunk as Buffer).toString('utf8');
  return JSON.parse(text) as T;
}

/** Loads every table's rows and the sequences in one transaction, at the archive's schema version. */
async function loadRows(db: Db, archive: string, { manifest, entries }: CheckedArchive): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tablas = await repo.listTables(trx);
    const fks = await repo.dropForeignKeys(trx);
    await repo.setTriggers(trx, tablas, false);
    await repo.truncateTables(trx, tablas);
    for (const tabla of Object.keys(manifest.tablas)) {
      if (!tablas.includes(tabla)) throw new Error(`La tabla ${tabla} del respaldo no existe en el esquema ${manifest.esquema}`);
      const columnas = await repo.listWritableColumns(trx, tabla);
      for await (const rows of batches(archive, entries.get(`${TABLE_PREFIX}${tabla}.jsonl`)!)) await repo.insertRows(trx, tabla, columnas, rows);
    }
    for (const s of await readJson<repo.SequenceValue[]>(archive, entries.get(SEQUENCES)!)) await repo.setSequence(trx, s);
    await repo.setTriggers(trx, tablas, true);
    await repo.addForeignKeys(trx, fks);
  });
}

async function storePhotos(storage: Storage, archive: string, { manifest, entries }: CheckedArchive): Promise<void> {
  for (const a of manifest.archivos) {
    if (!a.nombre.startsWith(PHOTO_PREFIX)) continue;
    const stored = await storage.put(a.nombre.slice(PHOTO_PREFIX.length), readEntry(archive, entries.get(a.nombre)!));
    if (stored.sha256 !== a.sha256) throw new Error(`«${a.nombre}» cambió mientras se restauraba (SHA-256 distinto) / changed while restoring`);
  }
}

export interface RestoreTarget {
  db: Db;
  storage: Storage;
}

/**
 * Restores a checked archive into an empty target (the caller checked both). Returns the migrations applied after
 * the archive's schema.
 */
export async function restoreArchive(archive: string, checked: CheckedArchive, target: RestoreTarget): Promise<string[]> {
  const { manifest } = checked;
  await migrate(target.db, undefined, manifest.esquema);
  await loadRows(target.db, archive, checked);
  await storePhotos(target.storage, archive, checked);
  const later = await migrate(target.db);
  // The archive's rows hold the lease its backup had taken: nobody runs here yet.
  await repo.releaseAllLeases(target.db);
  return later;
}

export function describe(manifest: Manifest): string {
  const c = manifest.conteos;
  return (
    `${c.informes} informes, ${c.fotos} fotos (${c.miniaturas} miniaturas), ${c.usuarios} usuarios; ` +
    `esquema ${manifest.esquema}, producto ${manifest.producto}, tomado el ${manifest.creado_at}`
  );
}
