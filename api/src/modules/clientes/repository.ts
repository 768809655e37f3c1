import { sql, type ColumnType, type Generated } from 'kysely';
import { matchesSearch, spanishSortKey } from '../../platform/lib/search';
import type { Cliente, ClienteInput } from 'shared/contracts';
import type { Db } from '../../platform/db/database';
import type { CreatedAt, SexoPersona } from '../../platform/db/schema';

/** Same expression as the trigram index clientes_busqueda_trgm_idx (migration 012). */
const searchText = sql<string>`(c.razon_social || ' ' || coalesce(c.nif, '') || ' ' || coalesce(c.nombres_representante, '') || ' '
  || coalesce(c.apellidos_representante, '') || ' ' || coalesce(c.ciudad, '') || ' ' || coalesce(c.correo, ''))`;

function baseQuery(db: Db) {
  return db
    .selectFrom('clientes as c')
    .leftJoin('provincias as pr', 'pr.id', 'c.provincia_id')
    .select([
      'c.id',
      'c.razon_social',
      'c.direccion',
      'c.ciudad',
      'c.provincia_id',
      'pr.nombre as provincia',
      'c.telefono',
      'c.nif',
      'c.nombres_representante',
      'c.apellidos_representante',
      'c.correo',
      'c.usuario',
      'c.sexo',
      'c.razon_social as nombre',
    ]);
}

export async function listClientes(db: Db, search: string | undefined): Promise<Cliente[]> {
  let q = baseQuery(db);
  const term = search?.trim();
  if (term) {
    q = q.where(matchesSearch(searchText, term));
  }
  return q.orderBy(spanishSortKey('c.razon_social')).orderBy('c.id').execute();
}

export async function findCliente(db: Db, id: number): Promise<Cliente | undefined> {
  return baseQuery(db).where('c.id', '=', id).executeTakeFirst();
}

export async function lockCliente(trx: Db, id: number): Promise<Cliente | undefined> {
  return baseQuery(trx).where('c.id', '=', id).forUpdate('c').executeTakeFirst();
}

export type ClienteValues = Partial<ClienteInput>;

export async function insertCliente(trx: Db, values: ClienteValues & { razon_social: string }): Promise<number> {
  return (await trx.insertInto('clientes').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCliente(trx: Db, id: number, values: ClienteValues): Promise<void> {
  await trx
    .updateTable('clientes')
    .set({ ...values, actualizado_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteCliente(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('clientes').where('id', '=', id).execute();
}

export interface ClienteUsage {
  asignaciones: number;
  informes: number;
  usuarios: number;
}

export async function clienteUsage(trx: Db, id: number): Promise<ClienteUsage> {
  const count = (table: 'asignaciones' | 'informes' | 'usuarios') =>
    trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cliente_id', '=', id)
      .executeTakeFirstOrThrow()
      .then((r) => r.n);
  const asignaciones = await count('asignaciones');
  const informes = await count('informes');
  const usuarios = await count('usuarios');
  return { asignaciones, informes, usuarios };
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
interface ClientesTable {
  id: Generated<number>;
  razon_social: string;
  direccion: string | null;
  ciudad: string | null;
  provincia_id: number | null;
  telefono: string | null;
  nif: string | null;
  nombres_representante: string | null;
  apellidos_representante: string | null;
  correo: string | null;
  usuario: string | null;
  sexo: SexoPersona | null;
  creado_at: CreatedAt;
  actualizado_at: CreatedAt;
  /** Sort key of razon_social (generated column, migration 003). */
  nombre_orden: ColumnType<string | null, never, never>;
}

declare module '../../platform/db/schema' {
  interface DB {
    clientes: ClientesTable;
  }
}
