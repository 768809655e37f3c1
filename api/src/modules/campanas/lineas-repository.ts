import { sql } from 'kysely';
import type { VentanaControl } from 'shared/contracts';
import type { Db } from '../../platform/db/database';

/** SQL of a campaign's lines and their checks (docs/decisions/sitios-campanas.md, "The model"). */
/** The sites named by ids or codes (folding case), with what an added line needs to know about them. */
export function sitiosParaLineas(trx: Db, ids: readonly number[], codigos: readonly string[]) {
  return trx
    .selectFrom('sitios')
    .select(['id', 'codigo', 'activo'])
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('id', 'in', ids)] : []),
        ...(codigos.length
          ? [
              eb(
                sql`lower(codigo)`,
                'in',
                codigos.map((c) => c.toLowerCase()),
              ),
            ]
          : []),
        eb.val(false),
      ]),
    )
    .execute();
}

export async function sitiosEnCampana(trx: Db, campanaId: number): Promise<Set<number>> {
  const rows = await trx.selectFrom('campana_lineas').select('sitio_id').where('campana_id', '=', campanaId).execute();
  return new Set(rows.map((r) => r.sitio_id));
}

export interface LineaValues {
  proveedor_id: number;
  servicio_id: number;
  instalacion_dias: number;
  verificacion_cada_dias: number | null;
  retiro_dias: number | null;
}

export async function insertLineas(trx: Db, campanaId: number, sitioIds: readonly number[], v: LineaValues): Promise<number[]> {
  if (sitioIds.length === 0) return [];
  const rows = await trx
    .insertInto('campana_lineas')
    .values(sitioIds.map((sitio_id) => ({ campana_id: campanaId, sitio_id, ...v })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export function findLinea(trx: Db, campanaId: number, lineaId: number) {
  return trx
    .selectFrom('campana_lineas as cl')
    .innerJoin('sitios as s', 's.id', 'cl.sitio_id')
    .select([
      'cl.id',
      'cl.sitio_id',
      's.codigo as sitio_codigo',
      'cl.proveedor_id',
      'cl.servicio_id',
      'cl.instalacion_dias',
      'cl.verificacion_cada_dias',
      'cl.retiro_dias',
      'cl.cancelada_at',
    ])
    .where('cl.id', '=', lineaId)
    .where('cl.campana_id', '=', campanaId)
    .forUpdate('cl')
    .executeTakeFirst();
}

export async function updateLinea(trx: Db, lineaId: number, v: Partial<LineaValues> & { cancelada_at?: Date }): Promise<void> {
  await trx.updateTable('campana_lineas').set(v).where('id', '=', lineaId).execute();
}

export async function deleteLinea(trx: Db, lineaId: number): Promise<void> {
  await trx.deleteFrom('campana_lineas').where('id', '=', lineaId).execute();
}

/** The lines of a campaign with what their checks are made of. */
export function reglasDeLineas(trx: Db, campanaId: number, lineaIds?: readonly number[]) {
  let q = trx
    .selectFrom('campana_lineas')
    .select(['id', 'instalacion_dias', 'verificacion_cada_dias', 'retiro_dias'])
    .where('campana_id', '=', campanaId);
  if (lineaIds) q = q.where('id', 'in', lineaIds.length ? lineaIds : [-1]);
  return q.execute();
}

/**
 * Each line's checks become exactly its `ventanas`: a check that stays (same type and number) keeps its id and the
 * reports that answer it, with its window moved; one no longer required goes (its reports keep their campaign and
 * site). Two statements for any number of lines (2 000 sites added at once, a year of weekly checks each), the windows
 * passed as arrays, not one statement per window.
 */
export async function replaceControles(trx: Db, ventanasPorLinea: ReadonlyMap<number, readonly VentanaControl[]>): Promise<void> {
  if (ventanasPorLinea.size === 0) return;
  const rows = [...ventanasPorLinea].flatMap(([lineaId, ventanas]) => ventanas.map((v) => ({ lineaId, ...v })));
  if (rows.length > 0) {
    await sql`
      INSERT INTO campana_controles (linea_id, tipo, numero, desde, hasta)
      SELECT * FROM unnest(${rows.map((r) => r.lineaId)}::int[], ${rows.map((r) => r.tipo)}::varchar[],
        ${rows.map((r) => r.numero)}::int[], ${rows.map((r) => r.desde)}::date[], ${rows.map((r) => r.hasta)}::date[])
      ON CONFLICT (linea_id, tipo, numero) DO UPDATE SET desde = EXCLUDED.desde, hasta = EXCLUDED.hasta`.execute(trx);
  }
  await trx
    .deleteFrom('campana_controles')
    .where('linea_id', 'in', [...ventanasPorLinea.keys()])
    .where(sql<boolean>`(linea_id || ':' || tipo || ':' || numero) <> ALL(${rows.map((r) => `${r.lineaId}:${r.tipo}:${r.numero}`)}::text[])`)
    .execute();
}
