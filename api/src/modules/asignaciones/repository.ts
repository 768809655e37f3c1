import { sql, type ExpressionBuilder, type Generated } from 'kysely';
import type { Asignacion, AsignacionInput } from 'shared/contracts';
import type { CreatedAt, DB } from '../../platform/db/schema';
import { matchesSearch } from '../../platform/lib/search';
import type { Db } from '../../platform/db/database';

type Joined = DB & { a: DB['asignaciones']; p: DB['proveedores']; c: DB['clientes'] };

function baseQuery(db: Db) {
  return db
    .selectFrom('asignaciones as a')
    .innerJoin('proveedores as p', 'p.id', 'a.proveedor_id')
    .innerJoin('clientes as c', 'c.id', 'a.cliente_id')
    .select(['a.id', 'a.proveedor_id', 'a.cliente_id', 'p.nombre as proveedor_nombre', 'c.razon_social as cliente_nombre', 'a.creado_at']);
}

/** Search by either name (the providers' and clients' folded-name trigram indexes, migration 012). */
function filters(search: string | undefined) {
  return (eb: ExpressionBuilder<Joined, 'a' | 'p' | 'c'>) => {
    const term = search?.trim();
    if (!term) return eb.and([]);
    return eb.or([matchesSearch(sql<string>`p.nombre`, term), matchesSearch(sql<string>`c.razon_social`, term)]);
  };
}

/** Newest first; the total is counted only when the page is full or past the end. */
export async function listAsignaciones(db: Db, q: { page: number; limit: number; search?: string }): Promise<{ rows: Asignacion[]; total: number }> {
  const where = filters(q.search);
  const offset = (q.page - 1) * q.limit;
  const rows = await baseQuery(db).where(where).orderBy('a.creado_at', 'desc').orderBy('a.id', 'desc').limit(q.limit).offset(offset).execute();
  if (rows.length > 0 && rows.length < q.limit) return { rows, total: offset + rows.length };
  const count = await db
    .selectFrom('asignaciones as a')
    .innerJoin('proveedores as p', 'p.id', 'a.proveedor_id')
    .innerJoin('clientes as c', 'c.id', 'a.cliente_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  return { rows, total: count.total };
}

export async function findAsignacion(db: Db, id: number, forUpdate = false): Promise<Asignacion | undefined> {
  let q = baseQuery(db).where('a.id', '=', id);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function insertAsignacion(trx: Db, values: AsignacionInput): Promise<number> {
  const row = await trx.insertInto('asignaciones').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteAsignacion(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('asignaciones').where('id', '=', id).execute();
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
interface AsignacionesTable {
  id: Generated<number>;
  proveedor_id: number;
  cliente_id: number;
  creado_at: CreatedAt;
}

declare module '../../platform/db/schema' {
  interface DB {
    asignaciones: AsignacionesTable;
  }
}
