import { sql, type ColumnType, type Generated } from 'kysely';
import { matchesSearch, spanishSortKey } from '../../platform/lib/search';
import type { Proveedor, ProveedorInput } from 'shared/contracts';
import type { Db } from '../../platform/db/database';
import type { CreatedAt, SexoPersona } from '../../platform/db/schema';

/** Same expression as the trigram index proveedores_busqueda_trgm_idx (migration 012). */
const searchText = sql<string>`(p.nombre || ' ' || coalesce(p.director, '') || ' ' || coalesce(p.ciudad, '') || ' ' || coalesce(p.correo, ''))`;

function baseQuery(db: Db) {
  return db
    .selectFrom('proveedores as p')
    .leftJoin('provincias as pr', 'pr.id', 'p.provincia_id')
    .select([
      'p.id',
      'p.nombre',
      'p.telefono',
      'p.direccion',
      'p.ciudad',
      'p.provincia_id',
      'pr.nombre as provincia_nombre',
      'p.director',
      'p.correo',
      'p.usuario',
      'p.sexo',
    ]);
}

/** Every provider matching `search` (or only `onlyId` for a provider user), by name. */
export async function listProveedores(db: Db, opts: { search?: string; onlyId: number | null }): Promise<Proveedor[]> {
  let q = baseQuery(db);
  if (opts.onlyId !== null) q = q.where('p.id', '=', opts.onlyId);
  const term = opts.search?.trim();
  if (term) {
    q = q.where(matchesSearch(searchText, term));
  }
  return q.orderBy(spanishSortKey('p.nombre')).orderBy('p.id').execute();
}

export async function findProveedor(db: Db, id: number): Promise<Proveedor | undefined> {
  return baseQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export async function lockProveedor(trx: Db, id: number): Promise<Proveedor | undefined> {
  return baseQuery(trx).where('p.id', '=', id).forUpdate('p').executeTakeFirst();
}

export type ProveedorValues = Partial<ProveedorInput>;

export async function insertProveedor(trx: Db, values: ProveedorValues & { nombre: string }): Promise<number> {
  return (await trx.insertInto('proveedores').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateProveedor(trx: Db, id: number, values: ProveedorValues): Promise<void> {
  await trx
    .updateTable('proveedores')
    .set({ ...values, actualizado_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteProveedor(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('proveedores').where('id', '=', id).execute();
}

export interface ProveedorUsage {
  jefes: number;
  asignaciones: number;
  informes: number;
  usuarios: number;
}

/** Rows that reference the provider (each blocks its deletion). */
export async function proveedorUsage(trx: Db, id: number): Promise<ProveedorUsage> {
  const count = (table: 'jefes_equipo' | 'asignaciones' | 'informes' | 'usuarios') =>
    trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('proveedor_id', '=', id)
      .executeTakeFirstOrThrow()
      .then((r) => r.n);
  // Sequential: inside a transaction there is one connection.
  const jefes = await count('jefes_equipo');
  const asignaciones = await count('asignaciones');
  const informes = await count('informes');
  const usuarios = await count('usuarios');
  return { jefes, asignaciones, informes, usuarios };
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
interface ProveedoresTable {
  id: Generated<number>;
  nombre: string;
  telefono: string | null;
  direccion: string | null;
  ciudad: string | null;
  provincia_id: number | null;
  director: string | null;
  correo: string | null;
  usuario: string | null;
  sexo: SexoPersona | null;
  creado_at: CreatedAt;
  actualizado_at: CreatedAt;
  /** Sort key of the name (generated column, migration 003). */
  nombre_orden: ColumnType<string | null, never, never>;
}

declare module '../../platform/db/schema' {
  interface DB {
    proveedores: ProveedoresTable;
  }
}
