import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/**
 * The backups' SQL (docs/decisions/backups.md): the lease, and the logical dump and load of every table of the schema
 * `public` — each row as its composite value's text (`t::text`), PostgreSQL's own exact text form of every column,
 * read back with a cast to the same table's row type at the same schema version.
 */

/**
 * Takes the backup's lease for `ms` when nobody holds it (one UPDATE: one instance wins). Its row is made the first
 * time (a database of an older version, backed up before it is upgraded, has none).
 */
export async function takeLease(db: Db, nombre: string, ms: number): Promise<boolean> {
  await sql`INSERT INTO tareas_programadas (nombre) VALUES (${nombre}) ON CONFLICT (nombre) DO NOTHING`.execute(db);
  const r = await sql`UPDATE tareas_programadas SET tomada_hasta = now() + make_interval(secs => ${ms / 1000})
    WHERE nombre = ${nombre} AND (tomada_hasta IS NULL OR tomada_hasta < now())`.execute(db);
  return Number(r.numAffectedRows ?? 0) === 1;
}

/** Extends a lease this process holds (a long backup renews it while it copies photos). */
export async function renewLease(db: Db, nombre: string, ms: number): Promise<void> {
  await sql`UPDATE tareas_programadas SET tomada_hasta = now() + make_interval(secs => ${ms / 1000})
    WHERE nombre = ${nombre} AND tomada_hasta IS NOT NULL`.execute(db);
}

/** Gives the lease back with the outcome: its last success (GET /metrics), or its error. */
export async function releaseLease(db: Db, nombre: string, error: string | null): Promise<void> {
  await sql`UPDATE tareas_programadas SET tomada_hasta = NULL,
    ultima_ok_at = CASE WHEN ${error}::text IS NULL THEN now() ELSE ultima_ok_at END, ultimo_error = ${error}
    WHERE nombre = ${nombre}`.execute(db);
}

/** Frees a lease whose holder is known to be gone (the embedded database: only the DATA_DIR lock's holder runs). */
export async function freeLease(db: Db, nombre: string): Promise<void> {
  await sql`UPDATE tareas_programadas SET tomada_hasta = NULL WHERE nombre = ${nombre}`.execute(db);
}

/** Frees every job's lease (a restored database: the archive's rows hold the lease its backup had taken). */
export async function releaseAllLeases(db: Db): Promise<void> {
  await sql`UPDATE tareas_programadas SET tomada_hasta = NULL`.execute(db);
}

/** Every ordinary table of the schema `public`, by name. */
export async function listTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ tabla: string }>`SELECT c.relname AS tabla FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`.execute(db);
  return rows.map((r) => r.tabla);
}

/** The columns a row is written to (not generated ones), in the table's order. */
export async function listWritableColumns(db: Db, tabla: string): Promise<string[]> {
  const { rows } = await sql<{ columna: string }>`SELECT a.attname AS columna FROM pg_attribute a
    WHERE a.attrelid = ${`public.${quoteIdent(tabla)}`}::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY a.attnum`.execute(db);
  return rows.map((r) => r.columna);
}

export interface SequenceValue {
  secuencia: string;
  /** Null: never used. */
  valor: string | null;
}

export async function listSequences(db: Db): Promise<SequenceValue[]> {
  const { rows } = await sql<SequenceValue>`SELECT sequencename AS secuencia, last_value::text AS valor FROM pg_sequences
    WHERE schemaname = 'public' ORDER BY sequencename`.execute(db);
  return rows;
}

export async function setSequence(db: Db, s: SequenceValue): Promise<void> {
  if (s.valor === null) return;
  await sql`SELECT setval(${`public.${quoteIdent(s.secuencia)}`}::regclass, ${s.valor}::bigint, true)`.execute(db);
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Each row of `tabla` as its text, `batch` at a time, inside the caller's transaction (a cursor: never all at once). */
export async function* readRows(trx: Db, tabla: string, batch = 2000): AsyncGenerator<string[]> {
  const cursor = sql.raw(`respaldo_${tabla.replace(/\W/g, '_')}`);
  await sql`DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT t::text AS fila FROM ${sql.raw(`public.${quoteIdent(tabla)}`)} t`.execute(trx);
  for (;;) {
    const { rows } = await sql<{ fila: string }>`FETCH ${sql.raw(String(batch))} FROM ${cursor}`.execute(trx);
    if (rows.length > 0) yield rows.map((r) => r.fila);
    if (rows.length < batch) break;
  }
  await sql`CLOSE ${cursor}`.execute(trx);
}

/** Stored names of every photo, in the caller's snapshot. */
export async function listNombresAlmacenados(trx: Db): Promise<string[]> {
  const { rows } = await sql<{ nombre: string }>`SELECT nombre_almacenado AS nombre FROM informe_archivos ORDER BY id`.execute(trx);
  return rows.map((r) => r.nombre);
}

/** The applied migrations, in order (the schema version is the last). */
export async function listAppliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ version: string }>`SELECT version FROM schema_migrations ORDER BY version`.execute(db);
  return rows.map((r) => r.version);
}

/** Empties every table (a freshly migrated database holds the migrations' own rows: catalogues, job rows). */
export async function truncateTables(trx: Db, tablas: readonly string[]): Promise<void> {
  if (tablas.length === 0) return;
  await sql.raw(`TRUNCATE ${tablas.map((t) => `public.${quoteIdent(t)}`).join(', ')}`).execute(trx);
}

/** Writes rows given as their text into `tabla`, each cast to the table's row type (same schema version). */
export async function insertRows(trx: Db, tabla: string, columnas: readonly string[], filas: readonly string[]): Promise<void> {
  const table = `public.${quoteIdent(tabla)}`;
  const cols = columnas.map(quoteIdent);
  await sql`INSERT INTO ${sql.raw(table)} (${sql.raw(cols.join(', '))}) OVERRIDING SYSTEM VALUE
    SELECT ${sql.raw(cols.map((c) => `(v).${c}`).join(', '))}
    FROM (SELECT f::${sql.raw(table)} AS v FROM unnest(${filas}::text[]) AS f OFFSET 0) s`.execute(trx);
}

/** Whether the database has any table in `public` (a restore only goes into an empty one). */
export async function hasTables(db: Db): Promise<boolean> {
  return (await listTables(db)).length > 0;
}

/** A foreign key of `public`, as `ALTER TABLE … ADD CONSTRAINT` takes it back. */
export interface ForeignKey {
  /** The table, as regclass writes it (quoted when it must be). */
  tabla: string;
  nombre: string;
  definicion: string;
}

/**
 * Drops every foreign key of `public` and returns them, inside the caller's transaction: the rows are then loaded as
 * they were, in any order (sitios and informe_archivos name each other), and `addForeignKeys` checks them all at the
 * end. The owner of the tables may do it (a restore needs no superuser: docs/decisions/backups.md).
 */
export async function dropForeignKeys(trx: Db): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`SELECT c.conrelid::regclass::text AS tabla, c.conname AS nombre,
      pg_get_constraintdef(c.oid) AS definicion
    FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace ORDER BY c.oid`.execute(trx);
  for (const fk of rows) await sql.raw(`ALTER TABLE ${fk.tabla} DROP CONSTRAINT ${quoteIdent(fk.nombre)}`).execute(trx);
  return rows;
}

/** Adds back what `dropForeignKeys` dropped; PostgreSQL checks every row against each. */
export async function addForeignKeys(trx: Db, fks: readonly ForeignKey[]): Promise<void> {
  for (const fk of fks) await sql.raw(`ALTER TABLE ${fk.tabla} ADD CONSTRAINT ${quoteIdent(fk.nombre)} ${fk.definicion}`).execute(trx);
}

/**
 * Turns the tables' own triggers off or on again, inside the caller's transaction: while rows are loaded as they were,
 * no trigger recounts or rewrites them (derived tables come back exactly as backed up).
 */
export async function setTriggers(trx: Db, tablas: readonly string[], on: boolean): Promise<void> {
  for (const t of tablas) await sql.raw(`ALTER TABLE public.${quoteIdent(t)} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER`).execute(trx);
}
