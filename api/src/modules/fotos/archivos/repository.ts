import { sql, type ColumnType, type Generated } from 'kysely';
import type { OrigenUbicacion, TipoAlertaFoto } from 'shared/contracts';
import type { Db } from '../../../platform/db/database';
import type { CreatedAt, NullableNumeric, NullableTimestamp, Numeric } from '../../../platform/db/schema';
import type { EvidenciaFoto } from './schemas';

/** A photo row as the routes use it; its evidence columns are the answer's `evidencia` (EvidenciaFoto). */
export interface ArchivoRow extends EvidenciaFoto {
  id: number;
  informe_id: number;
  nombre_original: string;
  nombre_almacenado: string;
  mime: string;
  tamano: number;
  sha256: string | null;
  latitud: number | null;
  longitud: number | null;
  tiene_metadatos_gps: boolean;
  descargas: number;
  descargado_at: string | null;
  creado_at: string;
  /** When the file's evidence was read (migration 014, docs/decisions/photo-evidence.md). */
  evidencia_leida_at: string | null;
}

const COLUMNS = [
  'id',
  'informe_id',
  'nombre_original',
  'nombre_almacenado',
  'mime',
  'tamano',
  'sha256',
  'latitud',
  'longitud',
  'tiene_metadatos_gps',
  'descargas',
  'descargado_at',
  'creado_at',
  'tomada_local',
  'tomada_offset',
  'tomada_at',
  'camara_marca',
  'camara_modelo',
  'gps_latitud',
  'gps_longitud',
  'evidencia_leida_at',
] as const;

export function classifyUbicacion(a: Pick<ArchivoRow, 'latitud' | 'longitud' | 'tiene_metadatos_gps'>): OrigenUbicacion {
  if (a.latitud === null || a.longitud === null) return 'ninguna';
  return a.tiene_metadatos_gps ? 'gps' : 'manual';
}

export function listArchivos(db: Db, informeId: number): Promise<ArchivoRow[]> {
  return db.selectFrom('informe_archivos').select(COLUMNS).where('informe_id', '=', informeId).orderBy('creado_at').orderBy('id').execute();
}

export function findArchivo(db: Db, id: number): Promise<ArchivoRow | undefined> {
  return db.selectFrom('informe_archivos').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function countArchivos(db: Db, informeId: number): Promise<number> {
  const r = await db
    .selectFrom('informe_archivos')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('informe_id', '=', informeId)
    .executeTakeFirstOrThrow();
  return r.n;
}

export interface NewArchivo {
  informe_id: number;
  nombre_original: string;
  nombre_almacenado: string;
  mime: string;
  tamano: number;
  sha256: string;
  latitud: number | null;
  longitud: number | null;
  tiene_metadatos_gps: boolean;
  tomada_local: string | null;
  tomada_offset: string | null;
  tomada_at: string | null;
  camara_marca: string | null;
  camara_modelo: string | null;
  gps_latitud: number | null;
  gps_longitud: number | null;
  dhash: string | null;
  evidencia_leida_at: Date;
}

export function insertArchivo(db: Db, values: NewArchivo): Promise<ArchivoRow> {
  return db.insertInto('informe_archivos').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** Deletes the row; its stored objects are queued for removal by the table's trigger (docs/decisions/informes-borrado.md). */
export async function deleteArchivo(db: Db, id: number): Promise<void> {
  await db.deleteFrom('informe_archivos').where('id', '=', id).execute();
}

/** What the dashboard's "Descargados" counts: a downloaded original (alone or in the report's ZIP). */
export async function markDownloaded(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('informe_archivos')
    .set({ descargas: sql`descargas + 1`, descargado_at: sql`now()` })
    .where('id', 'in', [...ids])
    .execute();
}

/** The report's photo with these exact bytes, if it has one (a photo sent twice: docs/decisions/idempotency.md). */
export function findArchivoBySha256(db: Db, informeId: number, sha256: string): Promise<ArchivoRow | undefined> {
  return db
    .selectFrom('informe_archivos')
    .select(COLUMNS)
    .where('informe_id', '=', informeId)
    .where('sha256', '=', sha256)
    .orderBy('id')
    .executeTakeFirst();
}

/** A flag of photo `archivoId`, locked for its review. */
export function findAlerta(db: Db, archivoId: number, alertaId: number) {
  return db
    .selectFrom('informe_archivo_alertas')
    .select(['id', 'tipo', 'motivo', 'revisada_at'])
    .where('id', '=', alertaId)
    .where('archivo_id', '=', archivoId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateAlertaRevision(
  db: Db,
  alertaId: number,
  revisor: { id: number; usuario: string },
  comentario: string,
  at?: Date,
): Promise<void> {
  await db
    .updateTable('informe_archivo_alertas')
    .set({
      revisada_por: revisor.id,
      revisada_usuario: revisor.usuario,
      revisada_at: at ? at.toISOString() : sql<string>`now()`,
      comentario_revision: comentario,
    })
    .where('id', '=', alertaId)
    .execute();
}

/**
 * The lease row of `tareas_programadas` a backup holds while it runs (made by its first backup) (docs/decisions/backups.md): while it is held no
 * sweep removes a stored object, so every photo the backup's snapshot names is still there when it is copied.
 */
export const TAREA_RESPALDO = 'respaldo';

/** Held: a backup is running now (its lease has not expired). */
const backupRunning = sql<boolean>`EXISTS (SELECT 1 FROM tareas_programadas WHERE nombre = ${TAREA_RESPALDO} AND tomada_hasta > now())`;

/**
 * Up to `limit` stored objects of deleted files still queued for removal (docs/decisions/informes-borrado.md), oldest
 * first; none while a backup runs. One statement, one snapshot: a queue row it returns was committed before any backup
 * that is not visible yet took its lease, so that backup's snapshot does not name its photo (docs/decisions/backups.md).
 */
export function listPendingDeletions(db: Db, limit: number): Promise<{ id: number; nombre_almacenado: string }[]> {
  return db
    .selectFrom('archivos_pendientes_borrado')
    .select(['id', 'nombre_almacenado'])
    .where(sql<boolean>`NOT ${backupRunning}`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Which of `names` a photo row still has. While a backup runs every name counts as known: the backup copies the objects
 * its snapshot names, some of whose rows may be gone since, so no orphan is removed meanwhile (one statement, one
 * snapshot; docs/decisions/backups.md).
 */
export async function listKnownNombresAlmacenados(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await sql<{ nombre_almacenado: string }>`
    SELECT nombre_almacenado FROM informe_archivos WHERE nombre_almacenado = ANY(${[...names]}::text[])
    UNION SELECT unnest(${[...names]}::text[]) WHERE ${backupRunning}`.execute(db);
  return new Set(rows.map((r) => r.nombre_almacenado));
}

/** Takes one object off the removal queue, once it is gone from storage. */
export async function deletePendingDeletion(db: Db, id: number): Promise<void> {
  await db.deleteFrom('archivos_pendientes_borrado').where('id', '=', id).execute();
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
interface InformeArchivosTable {
  id: Generated<number>;
  informe_id: number;
  nombre_original: string;
  nombre_almacenado: string;
  mime: string;
  tamano: Numeric;
  latitud: NullableNumeric;
  longitud: NullableNumeric;
  tiene_metadatos_gps: ColumnType<boolean, boolean | undefined, boolean>;
  descargas: ColumnType<number, number | undefined, number>;
  descargado_at: NullableTimestamp;
  creado_at: CreatedAt;
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
  /** Read from the original's EXIF (migration 014, docs/decisions/photo-evidence.md); null when the file lacks it. */
  tomada_local: ColumnType<string | null, string | null | undefined, string | null>;
  tomada_offset: ColumnType<string | null, string | null | undefined, string | null>;
  tomada_at: NullableTimestamp;
  camara_marca: ColumnType<string | null, string | null | undefined, string | null>;
  camara_modelo: ColumnType<string | null, string | null | undefined, string | null>;
  gps_latitud: NullableNumeric;
  gps_longitud: NullableNumeric;
  /** bit(64) as 64 '0'/'1' characters. */
  dhash: ColumnType<string | null, string | null | undefined, string | null>;
  evidencia_leida_at: NullableTimestamp;
  dhash_leido_at: NullableTimestamp;
}

interface InformeArchivoParecidasTable {
  archivo_id: number;
  otro_id: number;
}

interface InformeArchivoAlertasTable {
  id: Generated<number>;
  archivo_id: number;
  informe_id: number;
  tipo: TipoAlertaFoto;
  motivo: string;
  informe_relacionado_id: number | null;
  revisada_por: ColumnType<number | null, number | null | undefined, number | null>;
  revisada_usuario: ColumnType<string | null, string | null | undefined, string | null>;
  revisada_at: NullableTimestamp;
  comentario_revision: ColumnType<string | null, string | null | undefined, string | null>;
  creado_at: CreatedAt;
}

/** Stored objects of deleted files, removed from storage after the commit (docs/decisions/informes-borrado.md). */
interface ArchivosPendientesBorradoTable {
  id: Generated<number>;
  nombre_almacenado: string;
  creado_at: CreatedAt;
}

declare module '../../../platform/db/schema' {
  interface DB {
    informe_archivos: InformeArchivosTable;
    informe_archivo_parecidas: InformeArchivoParecidasTable;
    informe_archivo_alertas: InformeArchivoAlertasTable;
    archivos_pendientes_borrado: ArchivosPendientesBorradoTable;
  }
}
