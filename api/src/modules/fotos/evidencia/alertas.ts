import { sql } from 'kysely';
import type { AlertaFoto } from 'shared/contracts';
import type { Db } from '../../../platform/db/database';
import { alertasDeFoto, ordenar, type FotoEvaluada, type Parecida } from './alertas-reglas';
import { DHASH_UMBRAL } from './dhash';
import { MOTIVOS } from './motivos';

/**
 * A report's flags in the database (informe_archivo_alertas, migration 014; docs/decisions/photo-evidence.md).
 * Recomputed in the transaction of whatever changed their inputs: the current flags are upserted (a flag that still
 * holds keeps its row and its review), those that no longer hold are deleted.
 */

/** Arbitrary constant for pg_advisory_xact_lock: flag writes run one transaction at a time. */
const ALERTAS_LOCK_KEY = 727_025;

/**
 * Serialises the transactions that write flags (taken after the report's own lock, before any flag row is touched):
 * two uploads of the same bytes to two reports each write the other's flags, and would otherwise deadlock.
 * Taken ONCE per transaction, by the transaction's owner (record.ts, hash-later.ts, backfill.ts, the photo delete of
 * archivos/routes.ts, the PATCH and DELETE of informes/routes.ts); the functions below that write flags or pairs
 * (registrarParecidas, alertasDeFotoNueva, recalcularAlertas) expect it held and do not take it again.
 */
export async function bloquearAlertas(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ALERTAS_LOCK_KEY})`.execute(db);
}

interface InformeFila {
  id: number;
  fecha: string;
  fecha_recepcion: string | null;
  lugar: string;
  localidad_latitud: number | null;
  localidad_longitud: number | null;
}

async function informeEvaluado(db: Db, id: number): Promise<InformeFila | undefined> {
  const r = await sql<InformeFila>`
    SELECT i.id, i.fecha, i.fecha_recepcion, concat_ws(', ', l.nombre, p.nombre) AS lugar,
      l.latitud AS localidad_latitud, l.longitud AS localidad_longitud
    FROM informes i JOIN localidades l ON l.id = i.localidad_id JOIN provincias p ON p.id = i.provincia_id
    WHERE i.id = ${id}`.execute(db);
  return r.rows[0];
}

/**
 * Stores the near pairs of photo `archivoId` (its difference hash within DHASH_UMBRAL bits of another report's photo),
 * both directions: one pass over the other photos, when its hash is stored (upload, backfill). Expects the flags'
 * lock held (bloquearAlertas).
 */
export async function registrarParecidas(db: Db, archivoId: number): Promise<void> {
  await sql`
    INSERT INTO informe_archivo_parecidas (archivo_id, otro_id)
    SELECT x.a, x.b
    FROM (SELECT p.id AS a, o.id AS b
          FROM informe_archivos p JOIN informe_archivos o
            ON o.informe_id <> p.informe_id AND o.dhash IS NOT NULL AND bit_count(o.dhash # p.dhash) <= ${DHASH_UMBRAL}
          WHERE p.id = ${archivoId} AND p.dhash IS NOT NULL) m,
      LATERAL (VALUES (m.a, m.b), (m.b, m.a)) AS x(a, b)
    ON CONFLICT DO NOTHING`.execute(db);
}

/** Other reports' photos with the same bytes (index on sha256) or a near hash (the stored pairs) of report `id`'s photos. */
async function parecidas(db: Db, id: number): Promise<Map<number, Parecida[]>> {
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

const clave = (a: { archivo_id: number; tipo: string; informe_relacionado_id: number | null }) =>
  `${a.archivo_id}/${a.tipo}/${a.informe_relacionado_id ?? 0}`;

/** Recomputes one report's flags; returns the other reports its photos resemble. */
async function recalcularUno(db: Db, id: number, distanciaKm: number): Promise<Set<number>> {
  const relacionados = new Set<number>();
  const informe = await informeEvaluado(db, id);
  if (!informe) return relacionados;
  const fotos = await db
    .selectFrom('informe_archivos')
    .select(['id', 'latitud', 'longitud', 'tiene_metadatos_gps', 'tomada_at', 'gps_latitud', 'gps_longitud', 'evidencia_leida_at'])
    .where('informe_id', '=', id)
    .execute();
  const similares = await parecidas(db, id);
  const deseadas = fotos.flatMap((f: FotoEvaluada) => {
    const lista = similares.get(f.id) ?? [];
    for (const p of lista) relacionados.add(p.informe_id);
    return alertasDeFoto(f, informe, lista, { distanciaKm }).map((a) => ({ ...a, archivo_id: f.id, informe_id: id }));
  });
  const actuales = await db
    .selectFrom('informe_archivo_alertas')
    .select(['id', 'archivo_id', 'tipo', 'motivo', 'informe_relacionado_id'])
    .where('informe_id', '=', id)
    .execute();
  const porClave = new Map(actuales.map((a) => [clave(a), a]));
  const quedan = new Set<string>();
  const nuevas = [];
  for (const d of deseadas) {
    const k = clave(d);
    quedan.add(k);
    const actual = porClave.get(k);
    if (!actual) nuevas.push(d);
    else if (actual.motivo !== d.motivo)
      await db.updateTable('informe_archivo_alertas').set({ motivo: d.motivo }).where('id', '=', actual.id).execute();
  }
  const sobran = actuales.filter((a) => !quedan.has(clave(a))).map((a) => a.id);
  if (sobran.length > 0) await db.deleteFrom('informe_archivo_alertas').where('id', 'in', sobran).execute();
  if (nuevas.length > 0) await db.insertInto('informe_archivo_alertas').values(nuevas).execute();
  return relacionados;
}

/**
 * The flags of a photo just added to report `informeId` (an upload; its answer waits for this). A new photo changes
 * no other photo of its report, so only its own flags are written; on the other side of a duplicate, each other
 * report's photo with the same bytes gets its `duplicada` naming this report in one statement (and loses a
 * `casi_duplicada` naming it, which the same bytes supersede), instead of recomputing those reports in full. Its near
 * copies come with its difference hash, after the answer (hash-later.ts). The same flags as
 * recalcularAlertas([informeId]) would write. Returns the photo's flags as written (its upload's answer shows them
 * without reading them again). Expects the flags' lock held (bloquearAlertas).
 */
export async function alertasDeFotoNueva(
  db: Db,
  informeId: number,
  foto: FotoEvaluada & { sha256: string },
  distanciaKm: number,
): Promise<AlertaFoto[]> {
  const informe = await informeEvaluado(db, informeId);
  if (!informe) return [];
  const otros = await sql<{ informe_id: number }>`
    SELECT DISTINCT informe_id FROM informe_archivos WHERE sha256 = ${foto.sha256} AND informe_id <> ${informeId}
    ORDER BY informe_id`.execute(db);
  const mismos = otros.rows.map((r) => ({ informe_id: r.informe_id, mismosBytes: true }));
  const nuevas = alertasDeFoto(foto, informe, mismos, { distanciaKm }).map((a) => ({ ...a, archivo_id: foto.id, informe_id: informeId }));
  const escritas =
    nuevas.length > 0
      ? await db.insertInto('informe_archivo_alertas').values(nuevas).returning(['id', 'tipo', 'motivo', 'informe_relacionado_id']).execute()
      : [];
  // What alertasDeArchivos would read back: a new photo's flags are not reviewed yet.
  const propias: AlertaFoto[] = ordenar(
    escritas
      .sort((a, b) => a.id - b.id)
      .map((r) => ({ id: r.id, tipo: r.tipo, motivo: r.motivo, informe_relacionado_id: r.informe_relacionado_id, revision: null })),
  );
  if (otros.rows.length === 0) return propias;
  // The conflict target is informe_archivo_alertas_unica_idx (migration 014), expression and all: a flag already
  // there keeps its row and its review.
  await sql`
    WITH mismos AS (
      SELECT id, informe_id FROM informe_archivos WHERE sha256 = ${foto.sha256} AND informe_id <> ${informeId}
    ), superadas AS (
      DELETE FROM informe_archivo_alertas x USING mismos m
      WHERE x.archivo_id = m.id AND x.tipo = 'casi_duplicada' AND x.informe_relacionado_id = ${informeId}
    )
    INSERT INTO informe_archivo_alertas (archivo_id, informe_id, tipo, motivo, informe_relacionado_id)
    SELECT m.id, m.informe_id, 'duplicada', ${MOTIVOS.duplicada(informeId)}, ${informeId} FROM mismos m
    ON CONFLICT (archivo_id, tipo, (coalesce(informe_relacionado_id, 0))) DO NOTHING`.execute(db);
  return propias;
}

/**
 * Recomputes the flags of `informes` and of every report their photos resemble or whose flags name them (the other
 * side of a duplicate, before and after the change). Call it inside the changing transaction, with the flags' lock
 * held (bloquearAlertas).
 */
export async function recalcularAlertas(db: Db, informes: Iterable<number>, distanciaKm: number): Promise<void> {
  const primeros = [...new Set(informes)].sort((a, b) => a - b);
  if (primeros.length === 0) return;
  const segundos = new Set<number>(await informesQueNombran(db, primeros));
  for (const id of primeros) for (const otro of await recalcularUno(db, id, distanciaKm)) segundos.add(otro);
  for (const id of [...segundos].sort((a, b) => a - b)) if (!primeros.includes(id)) await recalcularUno(db, id, distanciaKm);
}

/** Reports whose flags name one of `informes` (read before those reports or their photos go). */
export async function informesQueNombran(db: Db, informes: readonly number[]): Promise<number[]> {
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
export async function alertasDeArchivos(db: Db, archivoIds: readonly number[]): Promise<Map<number, AlertaFoto[]>> {
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
  for (const lista of out.values()) ordenar(lista);
  return out;
}
