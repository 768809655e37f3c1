import { sql, type ExpressionBuilder, type Generated } from 'kysely';
import type { CreatedAt, DB } from '../../platform/db/schema';
import { matchesSearch } from '../../platform/lib/search';
import type { Jefe, JefeInput } from 'shared/contracts';
import type { Db } from '../../platform/db/database';

export interface JefesScope {
  /** null: every provider (administrator); a number: only that provider's leaders. */
  proveedorId: number | null;
}

/** Same expression as the trigram index jefes_equipo_nombre_trgm_idx (migration 012). */
const fullName = sql<string>`(j.nombres || ' ' || coalesce(j.apellidos, ''))`;

function baseQuery(db: Db) {
  return db
    .selectFrom('jefes_equipo as j')
    .innerJoin('proveedores as p', 'p.id', 'j.proveedor_id')
    .select(['j.id', 'j.nombres', 'j.apellidos', 'j.proveedor_id', 'p.nombre as proveedor_nombre', 'j.creado_at']);
}

function filters(scope: JefesScope, search: string | undefined) {
  return (eb: ExpressionBuilder<DB & { j: DB['jefes_equipo']; p: DB['proveedores'] }, 'j' | 'p'>) => {
    const conds = [];
    if (scope.proveedorId !== null) conds.push(eb('j.proveedor_id', '=', scope.proveedorId));
    const term = search?.trim();
    if (term) {
      conds.push(eb.or([matchesSearch(fullName, term), matchesSearch(sql<string>`p.nombre`, term)]));
    }
    return eb.and(conds);
  };
}

/** Newest first; the total is counted only when the page is full or past the end. */
export async function listJefes(
  db: Db,
  scope: JefesScope,
  q: { page: number; limit: number; search?: string },
): Promise<{ rows: Jefe[]; total: number }> {
  const where = filters(scope, q.search);
  const rows = await baseQuery(db)
    .where(where)
    .orderBy('j.creado_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  if (rows.length > 0 && rows.length < q.limit) return { rows, total: (q.page - 1) * q.limit + rows.length };
  const count = await db
    .selectFrom('jefes_equipo as j')
    .innerJoin('proveedores as p', 'p.id', 'j.proveedor_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  return { rows, total: count.total };
}

/** A leader inside the scope (another provider's leader is "not found" for a provider user). */
export async function findJefe(db: Db, scope: JefesScope, id: number): Promise<Jefe | undefined> {
  let q = baseQuery(db).where('j.id', '=', id);
  if (scope.proveedorId !== null) q = q.where('j.proveedor_id', '=', scope.proveedorId);
  return q.executeTakeFirst();
}

export async function lockJefe(trx: Db, scope: JefesScope, id: number): Promise<Jefe | undefined> {
  let q = baseQuery(trx).where('j.id', '=', id).forUpdate('j');
  if (scope.proveedorId !== null) q = q.where('j.proveedor_id', '=', scope.proveedorId);
  return q.executeTakeFirst();
}

/** Name of the provider, locked against deletion until the transaction ends; undefined if missing. */
export async function proveedorNombre(trx: Db, proveedorId: number): Promise<string | undefined> {
  const row = await trx.selectFrom('proveedores').select('nombre').where('id', '=', proveedorId).forShare().executeTakeFirst();
  return row?.nombre;
}

export async function insertJefe(trx: Db, values: JefeInput): Promise<number> {
  const row = await trx.insertInto('jefes_equipo').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateJefe(trx: Db, id: number, values: JefeInput): Promise<void> {
  await trx.updateTable('jefes_equipo').set(values).where('id', '=', id).execute();
}

export async function deleteJefe(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('jefes_equipo').where('id', '=', id).execute();
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
interface JefesEquipoTable {
  id: Generated<number>;
  nombres: string;
  apellidos: string | null;
  proveedor_id: number;
  creado_at: CreatedAt;
}

declare module '../../platform/db/schema' {
  interface DB {
    jefes_equipo: JefesEquipoTable;
  }
}
