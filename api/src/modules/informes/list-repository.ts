import { sql, type RawBuilder } from 'kysely';
import type { RowScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import { spanishCollator } from '../../platform/lib/search';
import { BUSINESS_TIME_ZONE } from '../../platform/time-zone';
import { countInformesRemembered } from './count-cache';
import { ARCHIVO_COUNTS, filterInformes, RESUMEN_COLUMNS, type InformeFilters } from './query-parts';
import type { InformeResumen, InformesOpciones } from './schemas';

/** The queries of many reports: the list and its total, the CSV export (and the proof pack's), the filters' options. */

/**
 * `JOIN` + `ORDER BY` of a sort. Every key and its tie-breakers follow the requested direction, so one index
 * serves both directions (migration 003): informes_creado_idx, informes_fecha_idx, informes_estado_orden_idx,
 * and for names clientes_orden_idx / proveedores_orden_idx walked in a nested loop over the reports of each.
 */
function orderInformes(sortBy: InformeFilters['sortBy'], dir: 'asc' | 'desc'): { join: RawBuilder<unknown>; orderBy: RawBuilder<unknown> } {
  const d = sql.raw(dir);
  const newest = sql`i.creado_at ${d}, i.id ${d}`;
  switch (sortBy) {
    case 'id':
      return { join: sql``, orderBy: sql`i.id ${d}` };
    case 'fecha':
      return { join: sql``, orderBy: sql`i.fecha ${d}, ${newest}` };
    case 'estado':
      return { join: sql``, orderBy: sql`informe_estado_orden(i.estado) ${d}, ${newest}` };
    case 'cliente':
      return { join: sql`JOIN clientes c ON c.id = i.cliente_id`, orderBy: sql`c.nombre_orden ${d}, c.id ${d}, ${newest}` };
    case 'proveedor':
      return { join: sql`JOIN proveedores p ON p.id = i.proveedor_id`, orderBy: sql`p.nombre_orden ${d}, p.id ${d}, ${newest}` };
    default:
      return { join: sql``, orderBy: newest };
  }
}

/**
 * Up to this many matches a page is taken from the matching rows first (MATERIALIZED: the filters' own indexes,
 * then a small sort); above it, the ordered index is walked and filtered, which finds a page of dense matches
 * at once. Without this the planner, misjudging how rare a combination of filters is, may walk the whole
 * ordered index to find none (scripts/bench/informes-list.mjs, 100 000 reports: ~50 ms instead of ~3 ms).
 * The total is counted first because it decides this; a text search then runs twice only when it matched
 * few rows, which is when it is cheap.
 */
const FEW_MATCHES = 5000;

/** Columns the sorts read, carried by the materialized matches. */
const SORT_COLUMNS = sql`i.id, i.creado_at, i.fecha, i.estado, i.cliente_id, i.proveedor_id`;

/** The exact number of reports matching the filters within the scope (sort and page do not count). */
async function countInformes(db: Db, scope: RowScope, f: InformeFilters): Promise<number> {
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = f;
  if (filters.alertas) {
    // Flags change without a write to informes (informes_version): this count is never remembered.
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM informes i WHERE ${filterInformes(scope, filters)}`.execute(db);
    return r.rows[0].n;
  }
  return countInformesRemembered(db, JSON.stringify([scope, filters]), filterInformes(scope, filters));
}

/**
 * One page of the list and the total of matches: two statements (every statement costs PGlite a few ms however
 * small): the count, then the page's ids and their columns together (the rows skipped by OFFSET never compute
 * the names and counts).
 */
export async function listInformes(
  db: Db,
  scope: RowScope,
  f: InformeFilters,
  page: { page: number; limit: number },
): Promise<{ rows: InformeResumen[]; total: number }> {
  const total = await countInformes(db, scope, f);
  const offset = (page.page - 1) * page.limit;
  if (offset >= total) return { rows: [], total };
  const { join, orderBy } = orderInformes(f.sortBy, f.sortOrder);
  const where = filterInformes(scope, f);
  const pageOf = (source: RawBuilder<unknown>, filter: RawBuilder<unknown>) =>
    sql`SELECT i.id FROM ${source} ${join} WHERE ${filter} ORDER BY ${orderBy} LIMIT ${page.limit} OFFSET ${offset}`;
  const ids =
    total <= FEW_MATCHES
      ? sql`WITH m AS MATERIALIZED (SELECT ${SORT_COLUMNS} FROM informes i WHERE ${where}) ${pageOf(sql`m AS i`, sql`TRUE`)}`
      : pageOf(sql`informes i`, where);
  const r = await sql<InformeResumen>`
    SELECT ${RESUMEN_COLUMNS}
    FROM unnest(ARRAY(${ids})) WITH ORDINALITY AS pagina(id, n)
    JOIN informes i ON i.id = pagina.id ${ARCHIVO_COUNTS}
    ORDER BY pagina.n`.execute(db);
  return { rows: r.rows, total };
}

/** Ids of every match in list order (the CSV export reads the rows in batches of these). */
export async function exportIds(db: Db, scope: RowScope, f: InformeFilters): Promise<number[]> {
  const { join, orderBy } = orderInformes(f.sortBy, f.sortOrder);
  const r = await sql<{ id: number }>`SELECT i.id FROM informes i ${join} WHERE ${filterInformes(scope, f)} ORDER BY ${orderBy}`.execute(db);
  return r.rows.map((row) => row.id);
}

export interface InformeExportRow extends InformeResumen {
  informe_incidencias: string | null;
  /** 'YYYY-MM-DD HH24:MI:SS' in Bogotá. */
  creado_bogota: string;
}

/** The rows of `ids` in the order of `ids` (ids deleted meanwhile are left out): a list page or an export batch. */
export async function listInformesByIds(db: Db, ids: readonly number[]): Promise<InformeExportRow[]> {
  if (ids.length === 0) return [];
  const r = await sql<InformeExportRow>`
    SELECT ${RESUMEN_COLUMNS}, i.informe_incidencias,
      to_char(i.creado_at AT TIME ZONE ${sql.lit(BUSINESS_TIME_ZONE)}, 'YYYY-MM-DD HH24:MI:SS') AS creado_bogota
    FROM unnest(${[...ids]}::int[]) WITH ORDINALITY AS pagina(id, n)
    JOIN informes i ON i.id = pagina.id ${ARCHIVO_COUNTS}
    ORDER BY pagina.n`.execute(db);
  return r.rows;
}

const byName = <T extends { nombre: string; id: number }>(a: T, b: T) => spanishCollator.compare(a.nombre, b.nombre) || a.id - b.id;

/** The form and filter options within the caller's scope (InformesOpcionesSchema). */
export async function findInformesOpciones(db: Db, scope: RowScope): Promise<InformesOpciones> {
  let asignacionesQ = db.selectFrom('asignaciones').select(['proveedor_id', 'cliente_id']);
  if (scope.kind === 'proveedor') asignacionesQ = asignacionesQ.where('proveedor_id', '=', scope.proveedorId);
  if (scope.kind === 'cliente') asignacionesQ = asignacionesQ.where('cliente_id', '=', scope.clienteId);
  const asignaciones = await asignacionesQ.orderBy('proveedor_id').orderBy('cliente_id').execute();

  let clientesQ = db.selectFrom('clientes').select(['id', 'razon_social as nombre']);
  let proveedoresQ = db.selectFrom('proveedores').select(['id', 'nombre']);
  if (scope.kind === 'proveedor') {
    clientesQ = clientesQ.where('id', 'in', [-1, ...asignaciones.map((a) => a.cliente_id)]);
    proveedoresQ = proveedoresQ.where('id', '=', scope.proveedorId);
  }
  if (scope.kind === 'cliente') {
    clientesQ = clientesQ.where('id', '=', scope.clienteId);
    proveedoresQ = proveedoresQ.where('id', 'in', [-1, ...asignaciones.map((a) => a.proveedor_id)]);
  }
  const [servicios, clientes, proveedores, provincias] = [
    await db.selectFrom('servicios').select(['id', 'nombre', 'precio', 'activo']).execute(),
    await clientesQ.execute(),
    await proveedoresQ.execute(),
    await db.selectFrom('provincias').select(['id', 'nombre']).execute(),
  ];
  return {
    servicios: servicios.sort(byName),
    clientes: clientes.sort(byName),
    proveedores: proveedores.sort(byName),
    asignaciones,
    provincias: provincias.sort(byName),
  };
}
