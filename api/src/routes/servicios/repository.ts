import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { AUDIT_TIME_ZONE } from '../../audit/time-zone';
import type { DB } from '../../db/schema';
import { likePattern, spanishCollator, spanishSortKey } from '../catalogos/lib/search';
import type { Servicio, ServiciosFilters } from './schemas';

type Conn = Kysely<DB> | Transaction<DB>;

const COLUMNS = ['id', 'nombre', 'descripcion', 'precio', 'activo', 'categoria', 'fecha_creacion', 'fecha_actualizacion'] as const;

function filters(f: ServiciosFilters) {
  return (eb: ExpressionBuilder<DB, 'servicios'>) => {
    const conds = [];
    const term = f.search?.trim();
    if (term) {
      const pattern = likePattern(term);
      conds.push(eb.or([eb('nombre', 'ilike', pattern), eb('descripcion', 'ilike', pattern), eb('categoria', 'ilike', pattern)]));
    }
    if (f.categoria) conds.push(eb('categoria', '=', f.categoria));
    if (f.activo !== undefined) conds.push(eb('activo', '=', f.activo));
    return eb.and(conds);
  };
}

/** Rows matching the filters in the requested order (whitelisted column, id as tie-breaker). */
function selectSorted(db: Conn, f: ServiciosFilters) {
  const dir = f.sortOrder?.toLowerCase() === 'asc' ? 'asc' : 'desc';
  const q = db.selectFrom('servicios').where(filters(f));
  switch (f.sortBy ?? 'fecha_creacion') {
    case 'nombre':
      return q.orderBy(spanishSortKey('nombre'), dir).orderBy('id', dir);
    case 'precio':
      return q.orderBy('precio', dir).orderBy('id', dir);
    default:
      return q.orderBy('fecha_creacion', dir).orderBy('id', dir);
  }
}

/**
 * One page (or every row when `page` is null) plus the total. The total is a separate count, not
 * `count(*) over ()`: the window forces the whole filtered set through the sort before LIMIT (see
 * scripts/bench/catalog-list.mjs for the measurement).
 */
export async function listServicios(
  db: Conn,
  f: ServiciosFilters,
  page: { page: number; limit: number } | null,
): Promise<{ rows: Servicio[]; total: number }> {
  let q = selectSorted(db, f).select(COLUMNS);
  if (page) q = q.limit(page.limit).offset((page.page - 1) * page.limit);
  const rows = await q.execute();
  if (!page) return { rows, total: rows.length };
  // Short page: the total is known without counting.
  if (rows.length > 0 && rows.length < page.limit) return { rows, total: (page.page - 1) * page.limit + rows.length };
  const count = await db
    .selectFrom('servicios')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(filters(f))
    .executeTakeFirstOrThrow();
  return { rows, total: count.total };
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

export async function exportServicios(db: Conn, f: ServiciosFilters): Promise<ServicioExportRow[]> {
  return selectSorted(db, f)
    .select([
      'id',
      'nombre',
      'descripcion',
      'categoria',
      sql<string>`precio::text`.as('precio'),
      'activo',
      sql<string>`to_char(fecha_creacion AT TIME ZONE ${sql.lit(AUDIT_TIME_ZONE)}, 'YYYY-MM-DD HH24:MI:SS')`.as('fecha_creacion'),
    ])
    .execute();
}

export async function categorias(db: Conn): Promise<string[]> {
  const rows = await db.selectFrom('servicios').select('categoria').distinct().where('categoria', 'is not', null).execute();
  return rows.map((r) => r.categoria as string).sort(spanishCollator.compare);
}

export async function estadisticas(db: Conn): Promise<{ total: number; activos: number; total_categorias: number; precio_promedio: number | null }> {
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

export async function findServicio(db: Conn, id: number, forUpdate = false): Promise<Servicio | undefined> {
  let q = db.selectFrom('servicios').select(COLUMNS).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

export interface ServicioValues {
  nombre: string;
  descripcion: string | null;
  precio: number;
  activo: boolean;
  categoria: string | null;
}

export async function insertServicio(trx: Conn, values: ServicioValues): Promise<Servicio> {
  return trx.insertInto('servicios').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateServicio(trx: Conn, id: number, values: Partial<ServicioValues>): Promise<Servicio> {
  return trx
    .updateTable('servicios')
    .set({ ...values, fecha_actualizacion: sql<string>`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteServicio(trx: Conn, id: number): Promise<void> {
  await trx.deleteFrom('servicios').where('id', '=', id).execute();
}

/** Reports that reference the service (they block its deletion). */
export async function countInformes(trx: Conn, servicioId: number): Promise<number> {
  const row = await trx
    .selectFrom('informes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('servicio_id', '=', servicioId)
    .executeTakeFirstOrThrow();
  return row.n;
}
