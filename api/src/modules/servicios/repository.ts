import { sql, type ExpressionBuilder, type ColumnType, type Generated } from 'kysely';
import { BUSINESS_TIME_ZONE } from '../../platform/time-zone';
import type { CreatedAt, DB, Numeric } from '../../platform/db/schema';
import { matchesSearch, spanishCollator, spanishSortKey } from '../../platform/lib/search';
import type { Servicio, ServicioInput, ServiciosFilterQuery } from './schemas';
import type { Db } from '../../platform/db/database';

const COLUMNS = ['id', 'nombre', 'descripcion', 'precio', 'activo', 'categoria', 'fecha_creacion', 'fecha_actualizacion'] as const;

/** Same expression as the trigram index servicios_busqueda_trgm_idx (migration 012). */
const searchText = sql<string>`(nombre || ' ' || coalesce(descripcion, '') || ' ' || coalesce(categoria, ''))`;

function filters(f: ServiciosFilterQuery) {
  return (eb: ExpressionBuilder<DB, 'servicios'>) => {
    const conds = [];
    const term = f.search?.trim();
    if (term) conds.push(matchesSearch(searchText, term));
    if (f.categoria) conds.push(eb('categoria', '=', f.categoria));
    if (f.activo !== undefined) conds.push(eb('activo', '=', f.activo));
    return eb.and(conds);
  };
}

/**
 * Rows matching the filters in the requested order (whitelisted column, id as tie-breaker). The sort
 * columns are qualified: the export selects text aliases named like them (precio::text AS precio),
 * and a bare ORDER BY name would sort by that text ('9.50' after '10.00') instead of the column.
 */
function selectSorted(db: Db, f: ServiciosFilterQuery) {
  const dir = f.sortOrder?.toLowerCase() === 'asc' ? 'asc' : 'desc';
  const q = db.selectFrom('servicios').where(filters(f));
  switch (f.sortBy ?? 'fecha_creacion') {
    case 'nombre':
      return q.orderBy(spanishSortKey('servicios.nombre'), dir).orderBy('servicios.id', dir);
    case 'precio':
      return q.orderBy('servicios.precio', dir).orderBy('servicios.id', dir);
    default:
      return q.orderBy('servicios.fecha_creacion', dir).orderBy('servicios.id', dir);
  }
}

/**
 * One page (or every row when `page` is null) plus the total. How the total is counted was chosen by
 * measurement (scripts/bench/catalog-list.mjs, 10 000 rows on PGlite, busy 2-core machine, p50):
 * - with a search term the filter (trigram recheck of the ILIKE, or a full scan for 1-2 letter terms)
 *   is the cost, so the page carries `count(*) over ()` and the filter runs once: 'valla' 10.2 vs
 *   11.7 ms, 'bogo' 4.7 vs 6.9 ms, 'zz' 22 vs 45 ms (only when ~every row matches is it a bit slower:
 *   33 vs 28 ms);
 * - without one, the page is an ordered index scan of `limit` rows and a plain count(*) is cheap, while
 *   the window reads every row: 3.4 vs 7.2 ms. A short page (0 < rows < limit) needs no count at all.
 */
export async function listServicios(
  db: Db,
  f: ServiciosFilterQuery,
  page: { page: number; limit: number } | null,
): Promise<{ rows: Servicio[]; total: number }> {
  if (!page) {
    const rows = await selectSorted(db, f).select(COLUMNS).execute();
    return { rows, total: rows.length };
  }
  const offset = (page.page - 1) * page.limit;
  if (f.search?.trim()) {
    const rows = await selectSorted(db, f)
      .select([...COLUMNS, sql<number>`count(*) over ()`.as('total')])
      .limit(page.limit)
      .offset(offset)
      .execute();
    if (rows.length > 0 || page.page === 1) {
      return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
    }
    // Past the last page: no row carried the total.
    return { rows: [], total: await countServicios(db, f) };
  }
  const rows = await selectSorted(db, f).select(COLUMNS).limit(page.limit).offset(offset).execute();
  if (rows.length > 0 && rows.length < page.limit) return { rows, total: offset + rows.length };
  return { rows, total: await countServicios(db, f) };
}

async function countServicios(db: Db, f: ServiciosFilterQuery): Promise<number> {
  const row = await db
    .selectFrom('servicios')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(filters(f))
    .executeTakeFirstOrThrow();
  return row.total;
}

export interface ServicioExportRow {
  id: number;
  nombre: string;
  descripcion: string | null;
  categoria: string | null;
  /** numeric as text, e.g. '1200000.00' (no float round trip). */
  precio: string;
  activo: boolean;
  /** 'YYYY-MM-DD HH24:MI:SS' in America/Bogota. */
  fecha_creacion: string;
}

export async function exportServicios(db: Db, f: ServiciosFilterQuery): Promise<ServicioExportRow[]> {
  return selectSorted(db, f)
    .select([
      'id',
      'nombre',
      'descripcion',
      'categoria',
      sql<string>`precio::text`.as('precio'),
      'activo',
      sql<string>`to_char(fecha_creacion AT TIME ZONE ${sql.lit(BUSINESS_TIME_ZONE)}, 'YYYY-MM-DD HH24:MI:SS')`.as('fecha_creacion'),
    ])
    .execute();
}

export async function categorias(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('servicios').select('categoria').distinct().where('categoria', 'is not', null).execute();
  return rows.map((r) => r.categoria as string).sort(spanishCollator.compare);
}

export async function estadisticas(db: Db): Promise<{ total: number; activos: number; total_categorias: number; precio_promedio: number | null }> {
  return db
    .selectFrom('servicios')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where activo)`.as('activos'),
      sql<number>`count(distinct categoria)`.as('total_categorias'),
      sql<number | null>`round(avg(precio), 2)`.as('precio_promedio'),
    ])
    .executeTakeFirstOrThrow();
}

export async function findServicio(db: Db, id: number, forUpdate = false): Promise<Servicio | undefined> {
  let q = db.selectFrom('servicios').select(COLUMNS).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function insertServicio(trx: Db, values: ServicioInput): Promise<Servicio> {
  return trx.insertInto('servicios').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateServicio(trx: Db, id: number, values: Partial<ServicioInput>): Promise<Servicio> {
  return trx
    .updateTable('servicios')
    .set({ ...values, fecha_actualizacion: sql<string>`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteServicio(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('servicios').where('id', '=', id).execute();
}

/** Reports that reference the service (they block its deletion). */
export async function countInformes(trx: Db, servicioId: number): Promise<number> {
  const row = await trx
    .selectFrom('informes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('servicio_id', '=', servicioId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
interface ServiciosTable {
  id: Generated<number>;
  nombre: string;
  descripcion: string | null;
  precio: Numeric;
  activo: ColumnType<boolean, boolean | undefined, boolean>;
  categoria: string | null;
  fecha_creacion: CreatedAt;
  fecha_actualizacion: CreatedAt;
}

declare module '../../platform/db/schema' {
  interface DB {
    servicios: ServiciosTable;
  }
}
