import { sql } from 'kysely';
import { nombreControl, type TipoAlertaFoto, type TipoControl } from 'shared/contracts';
import type { AlertaFoto } from '../archivos/schemas';
import type { Db } from '../../../platform/db/database';
import { DHASH_THRESHOLD } from './dhash';
import type { FileEvidencia } from './read';
import { sortAlertas, type FotoFacts, type InformeFacts, type Parecida } from './rules';
import type { UbicacionFoto } from './geo';

/**
 * SQL of a photo's evidence and its flags (informe_archivo_alertas and informe_archivo_parecidas, migration 014;
 * docs/decisions/photo-evidence.md). The tables' types are declared with the photos' (archivos/repository.ts).
 */

/** Arbitrary constant for pg_advisory_xact_lock: flag writes run one transaction at a time. */
const ALERTAS_LOCK_KEY = 727_025;

/**
 * Serialises the transactions that write flags (taken after the report's own lock, before any flag row is touched):
 * two uploads of the same bytes to two reports each write the other's flags, and would otherwise deadlock.
 * Taken ONCE per transaction, by the transaction's owner (archivos/service.ts, evidencia/service.ts, the observers of
 * setup.ts); the functions that write flags or pairs (insertParecidas, createNewFotoAlertas, recomputeAlertas) expect
 * it held and do not take it again.
 */
export async function lockAlertas(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ALERTAS_LOCK_KEY})`.execute(db);
}

/** A report as its photos' checks read it: its dates, its municipality's name and position, its site and check. */
export async function findInformeFacts(db: Db, id: number): Promise<(InformeFacts & { id: number }) | undefined> {
  type Control = { tipo: TipoControl; numero: number; desde: string; hasta: string };
  const r = await sql<Omit<InformeFacts, 'ventana'> & { id: number; control: Control | null }>`
    SELECT i.id, i.fecha, i.fecha_recepcion, concat_ws(', ', l.nombre, p.nombre) AS lugar,
      l.latitud AS localidad_latitud, l.longitud AS localidad_longitud,
      CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('nombre', s.codigo || ' ' || s.nombre,
        'latitud', s.latitud::float8, 'longitud', s.longitud::float8, 'radio_m', s.radio_m) END AS sitio,
      CASE WHEN cc.id IS NULL THEN NULL ELSE json_build_object('tipo', cc.tipo, 'numero', cc.numero,
        'desde', cc.desde::text, 'hasta', cc.hasta::text) END AS control
    FROM informes i JOIN localidades l ON l.id = i.localidad_id JOIN provincias p ON p.id = i.provincia_id
      LEFT JOIN sitios s ON s.id = i.sitio_id
      LEFT JOIN campana_controles cc ON cc.id = i.control_id
    WHERE i.id = ${id}`.execute(db);
  const row = r.rows[0];
  if (!row) return undefined;
  const { control, ...facts } = row;
  // The check's name as every screen writes it ("Instalación", "Verificación 3", "Retiro").
  return { ...facts, ventana: control && { nombre: nombreControl(control), desde: control.desde, hasta: control.hasta } };
}

/** A report's photos as their checks read them. */
export function listFotoFacts(db: Db, informeId: number): Promise<FotoFacts[]> {
  return db
    .selectFrom('informe_archivos')
    .select(['id', 'latitud', 'longitud', 'tiene_metadatos_gps', 'tomada_at', 'gps_latitud', 'gps_longitud', 'evidencia_leida_at'])
    .where('informe_id', '=', informeId)
    .execute();
}

/**
 * Stores the near pairs of photo `archivoId` (its difference hash within DHASH_THRESHOLD bits of another report's photo),
 * both directions: one pass over the other photos, when its hash is stored (upload, backfill). Expects the flags'
 * lock held (lockAlertas).
 */
export async function insertParecidas(db: Db, archivoId: number): Promise<void> {
  await sql`
    INSERT INTO informe_archivo_parecidas (archivo_id, otro_id)
    SELECT x.a, x.b
    FROM (SELECT p.id AS a, o.id AS b
          FROM informe_archivos p JOIN informe_archivos o
            ON o.informe_id <> p.informe_id AND o.dhash IS NOT NULL AND bit_count(o.dhash # p.dhash) <= ${DHASH_THRESHOLD}
          WHERE p.id = ${archivoId} AND p.dhash IS NOT NULL) m,
      LATERAL (VALUES (m.a, m.b), (m.b, m.a)) AS x(a, b)
    ON CONFLICT DO NOTHING`.execute(db);
}

/** Other reports' photos with the same bytes (index on sha256) or a near hash (the stored pairs) of report `id`'s photos. */
export async function listParecidas(db: Db, id: number): Promise<Map<number, Parecida[]>> {
  const same = await sql<{ archivo_id: number; informe_id: number }>`
    SELECT p.id AS archivo_id, o.informe_id
    FROM informe_archivos p JOIN informe_archivos o ON o.sha256 = p.sha256 AND o.informe_id <> p.informe_id
    WHERE p.informe_id = ${id} AND p.sha256 IS NOT NULL`.execute(db);
  const near = await sql<{ archivo_id: number; informe_id: number }>`
    SELECT p.id AS archivo_id, o.informe_id
    FROM informe_archivos p
      JOIN informe_archivo_parecidas c ON c.archivo_id = p.id
      JOIN informe_archivos o ON o.id = c.otro_id
    WHERE p.informe_id = ${id} AND o.informe_id <> ${id} AND o.sha256 IS DISTINCT FROM p.sha256`.execute(db);
  const out = new Map<number, Parecida[]>();
  const add = (archivo: number, p: Parecida) => out.set(archivo, [...(out.get(archivo) ?? []), p]);
  for (const r of same.rows) add(r.archivo_id, { informe_id: r.informe_id, mismosBytes: true });
  for (const r of near.rows) add(r.archivo_id, { informe_id: r.informe_id, mismosBytes: false });
  return out;
}

/** The other reports holding a photo with these bytes, in order. */
export async function listInformesWithSha256(db: Db, sha256: string, exceptInformeId: number): Promise<number[]> {
  const { rows } = await sql<{ informe_id: number }>`
    SELECT DISTINCT informe_id FROM informe_archivos WHERE sha256 = ${sha256} AND informe_id <> ${exceptInformeId}
    ORDER BY informe_id`.execute(db);
  return rows.map((r) => r.informe_id);
}

/** A flag as computed for a photo, with the row it belongs to. */
interface NewAlerta {
  archivo_id: number;
  informe_id: number;
  tipo: TipoAlertaFoto;
  motivo: string;
  informe_relacionado_id: number | null;
}

/** A report's flags as stored (what a recomputation compares with). */
export function listInformeAlertas(db: Db, informeId: number) {
  return db
    .selectFrom('informe_archivo_alertas')
    .select(['id', 'archivo_id', 'tipo', 'motivo', 'informe_relacionado_id'])
    .where('informe_id', '=', informeId)
    .execute();
}

/** Writes new flags; returns them as written. */
export async function insertAlertas(db: Db, alertas: readonly NewAlerta[]) {
  if (alertas.length === 0) return [];
  return db
    .insertInto('informe_archivo_alertas')
    .values([...alertas])
    .returning(['id', 'tipo', 'motivo', 'informe_relacionado_id'])
    .execute();
}

export async function updateAlertaMotivo(db: Db, id: number, motivo: string): Promise<void> {
  await db.updateTable('informe_archivo_alertas').set({ motivo }).where('id', '=', id).execute();
}

export async function deleteAlertas(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('informe_archivo_alertas')
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * On the other side of a duplicate: each other report's photo with the same bytes gets its `duplicada` naming report
 * `informeId` (`motivo`) and loses a `casi_duplicada` naming it, which the same bytes supersede; one statement.
 */
export async function insertDuplicadaAlertas(db: Db, sha256: string, informeId: number, motivo: string): Promise<void> {
  // The conflict target is informe_archivo_alertas_unica_idx (migration 014), expression and all: a flag already
  // there keeps its row and its review.
  await sql`
    WITH mismos AS (
      SELECT id, informe_id FROM informe_archivos WHERE sha256 = ${sha256} AND informe_id <> ${informeId}
    ), superadas AS (
      DELETE FROM informe_archivo_alertas x USING mismos m
      WHERE x.archivo_id = m.id AND x.tipo = 'casi_duplicada' AND x.informe_relacionado_id = ${informeId}
    )
    INSERT INTO informe_archivo_alertas (archivo_id, informe_id, tipo, motivo, informe_relacionado_id)
    SELECT m.id, m.informe_id, 'duplicada', ${motivo}, ${informeId} FROM mismos m
    ON CONFLICT (archivo_id, tipo, (coalesce(informe_relacionado_id, 0))) DO NOTHING`.execute(db);
}

/** Reports whose flags name one of `informes` (read before those reports or their photos go). */
export async function listInformesNaming(db: Db, informes: readonly number[]): Promise<number[]> {
  if (informes.length === 0) return [];
  const rows = await db
    .selectFrom('informe_archivo_alertas')
    .select('informe_id')
    .distinct()
    .where('informe_relacionado_id', 'in', [...informes])
    .execute();
  return rows.map((r) => r.informe_id).filter((id) => !informes.includes(id));
}

/** Every flag of these photos, open and reviewed, in TIPOS_ALERTA_FOTO order: photo id → flags. */
export async function listArchivoAlertas(db: Db, archivoIds: readonly number[]): Promise<Map<number, AlertaFoto[]>> {
  const out = new Map<number, AlertaFoto[]>();
  if (archivoIds.length === 0) return out;
  const rows = await db
    .selectFrom('informe_archivo_alertas')
    .select(['id', 'archivo_id', 'tipo', 'motivo', 'informe_relacionado_id', 'revisada_usuario', 'revisada_at', 'comentario_revision'])
    .where('archivo_id', 'in', [...archivoIds])
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const alerta: AlertaFoto = {
      id: r.id,
      tipo: r.tipo,
      motivo: r.motivo,
      informe_relacionado_id: r.informe_relacionado_id,
      revision:
        r.revisada_at !== null && r.comentario_revision !== null
          ? { usuario: r.revisada_usuario ?? '', fecha: r.revisada_at, comentario: r.comentario_revision }
          : null,
    };
    out.set(r.archivo_id, [...(out.get(r.archivo_id) ?? []), alerta]);
  }
  for (const lista of out.values()) sortAlertas(lista);
  return out;
}

/**
 * Stores the difference hash of the photo stored as `nombreAlmacenado`, once (`dhash_leido_at`): undefined when the
 * photo is gone or was hashed already (by the start-up backfill).
 */
export function updateDhash(db: Db, nombreAlmacenado: string, dhash: string | null): Promise<{ id: number; informe_id: number } | undefined> {
  return db
    .updateTable('informe_archivos')
    .set({ dhash, dhash_leido_at: new Date() })
    .where('nombre_almacenado', '=', nombreAlmacenado)
    .where('dhash_leido_at', 'is', null)
    .returning(['id', 'informe_id'])
    .executeTakeFirst();
}

/** Up to `limit` photos whose evidence (or hash) was never read, by id; `storedBefore` and `except` narrow them. */
export function listUnreadArchivos(
  db: Db,
  options: { limit: number; storedBefore?: Date; except: readonly number[] },
): Promise<{ id: number; nombre_almacenado: string }[]> {
  let q = db
    .selectFrom('informe_archivos')
    .select(['id', 'nombre_almacenado'])
    .where((eb) => eb.or([eb('evidencia_leida_at', 'is', null), eb('dhash_leido_at', 'is', null)]))
    .orderBy('id')
    .limit(options.limit);
  if (options.storedBefore) q = q.where('creado_at', '<', options.storedBefore.toISOString());
  if (options.except.length > 0) q = q.where('id', 'not in', [...options.except]);
  return q.execute();
}

/** A photo's position and whether its evidence was read, locked for writing its evidence. */
export function findArchivoForEvidencia(db: Db, id: number) {
  return db
    .selectFrom('informe_archivos')
    .select(['informe_id', 'latitud', 'longitud', 'tiene_metadatos_gps', 'evidencia_leida_at', 'dhash_leido_at'])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Writes what was read from a photo's file (and the position it gives), marking its evidence and hash read. */
export async function updateEvidencia(db: Db, id: number, evidencia: FileEvidencia & Partial<UbicacionFoto>): Promise<void> {
  await db
    .updateTable('informe_archivos')
    .set({ ...evidencia, evidencia_leida_at: new Date(), dhash_leido_at: new Date() })
    .where('id', '=', id)
    .execute();
}
