import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import { ROLE, type Role } from 'shared/contracts';
import { sessionUserQuery, toSessionUser } from '../../platform/auth/session-repository';
import { BUSINESS_TIME_ZONE } from '../../platform/time-zone';
import type { DB } from '../../platform/db/schema';
import { matchesSearch, spanishSortKey } from '../../platform/lib/search';
import type { AdminUsuario, AdminUsuariosFilterQuery, AdminUsuariosStats, UsuarioValues } from './schemas';
import type { Db } from '../../platform/db/database';
import { nombreCompletoSql } from '../../platform/lib/nombre';

/** Same expression as the trigram index usuarios_busqueda_trgm_idx (migration 012). */
const searchText = sql<string>`(u.usuario || ' ' || u.correo || ' ' || u.primer_nombre || ' ' || coalesce(u.segundo_nombre, '') || ' '
  || u.primer_apellido || ' ' || coalesce(u.segundo_apellido, ''))`;

function filters(f: AdminUsuariosFilterQuery) {
  return (eb: ExpressionBuilder<DB & { u: DB['usuarios'] }, 'u'>) => {
    const conds = [];
    const term = f.search?.trim();
    if (term) conds.push(matchesSearch(searchText, term));
    if (f.tipo !== undefined) conds.push(eb('u.tipo', '=', f.tipo));
    if (f.activo !== undefined) conds.push(eb('u.activo', '=', f.activo));
    return eb.and(conds);
  };
}

/** Sign-in locked for the account or for the account from one address (keys of platform/auth/login-limits.ts). */
const loginLocked = sql<boolean>`exists (select 1 from limites_acceso l where l.bloqueado_hasta > now()
  and (l.clave = 'cuenta:u:' || u.id or l.clave like 'par:u:' || u.id || '|%'))`;

/** Users as the session sees them, plus what /administradores shows: full name, sexo, phone, date, report count. */
function selectUsuarios(db: Db) {
  return sessionUserQuery(db).select([
    nombreCompletoSql('u').as('nombre_completo'),
    'u.sexo',
    'u.telefono',
    'u.creado_at',
    sql<number>`(select count(*) from informes i where i.creado_por = u.id)`.as('informes_creados'),
    loginLocked.as('acceso_bloqueado'),
  ]);
}

type UsuarioRow = Omit<AdminUsuario, 'tipo_nombre'>;
const withTipoNombre = (row: UsuarioRow): AdminUsuario => toSessionUser(row);

/**
 * Ids of the users matching the filters, in the requested order (a whitelisted sort, the id as tie-breaker),
 * from the usuarios table alone: a page's offset walks an index, and only the page's rows are then read in full
 * (names of the links, report counts). Measured (scripts/bench/admin-usuarios-list.mjs, 5 000 users): reading
 * the full rows while sorting ran the report count for every skipped row, 57 ms for a page at offset 4 600.
 */
function sortedIds(db: Db, f: AdminUsuariosFilterQuery) {
  const dir = f.sortOrder?.toLowerCase() === 'asc' ? 'asc' : 'desc';
  const q = db.selectFrom('usuarios as u').select('u.id').where(filters(f));
  switch (f.sortBy ?? 'creado_at') {
    case 'usuario':
      return q.orderBy(sql`lower(u.usuario)`, dir).orderBy('u.id', dir);
    case 'correo':
      return q.orderBy(sql`lower(u.correo)`, dir).orderBy('u.id', dir);
    case 'nombre':
      return q.orderBy(spanishSortKey('u.primer_nombre'), dir).orderBy(spanishSortKey('u.primer_apellido'), dir).orderBy('u.id', dir);
    case 'tipo':
      return q
        .orderBy('u.tipo', dir)
        .orderBy(sql`lower(u.usuario)`, 'asc')
        .orderBy('u.id', dir);
    default:
      return q.orderBy('u.creado_at', dir).orderBy('u.id', dir);
  }
}

/** The full rows of `ids`, in that order. */
async function findUsuariosById(db: Db, ids: readonly number[]): Promise<UsuarioRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectUsuarios(db).where('u.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listUsuarios(
  db: Db,
  f: AdminUsuariosFilterQuery,
  page: { page: number; limit: number },
): Promise<{ rows: AdminUsuario[]; total: number }> {
  const offset = (page.page - 1) * page.limit;
  const ids = (await sortedIds(db, f).limit(page.limit).offset(offset).execute()).map((r) => r.id);
  const rows = (await findUsuariosById(db, ids)).map(withTipoNombre);
  // A short page tells the total without counting.
  const total =
    ids.length > 0 && ids.length < page.limit
      ? offset + ids.length
      : (
          await db
            .selectFrom('usuarios as u')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(filters(f))
            .executeTakeFirstOrThrow()
        ).n;
  return { rows, total };
}

export interface UsuarioExportRow extends AdminUsuario {
  /** 'YYYY-MM-DD HH24:MI:SS' in America/Bogota. */
  creado_texto: string;
}

const creadoAtText = sql<string>`to_char(u.creado_at AT TIME ZONE ${sql.lit(BUSINESS_TIME_ZONE)}, 'YYYY-MM-DD HH24:MI:SS')`;

/** Every user matching the filters, in the list's order (a few thousand rows: built in memory). */
export async function exportUsuarios(db: Db, f: AdminUsuariosFilterQuery): Promise<UsuarioExportRow[]> {
  const ids = (await sortedIds(db, f).execute()).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await selectUsuarios(db).select(creadoAtText.as('creado_texto')).where('u.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...withTipoNombre(r), creado_texto: r.creado_texto }] : [];
  });
}

export async function findUsuario(db: Db, id: number): Promise<AdminUsuario | undefined> {
  const row = await selectUsuarios(db).where('u.id', '=', id).executeTakeFirst();
  return row ? withTipoNombre(row) : undefined;
}

/** How many users of each type and state: the cards of /administradores. */
export async function countUsuarios(db: Db): Promise<AdminUsuariosStats> {
  return db
    .selectFrom('usuarios')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where tipo = ${ROLE.ADMIN})`.as('administradores'),
      sql<number>`count(*) filter (where tipo = ${ROLE.PROVEEDOR})`.as('proveedores'),
      sql<number>`count(*) filter (where tipo = ${ROLE.CLIENTE})`.as('clientes'),
      sql<number>`count(*) filter (where activo)`.as('activos'),
      sql<number>`count(*) filter (where not activo)`.as('inactivos'),
    ])
    .executeTakeFirstOrThrow();
}

export async function insertUsuario(trx: Db, values: UsuarioValues, passwordHash: string): Promise<number> {
  const row = await trx
    .insertInto('usuarios')
    .values({ ...values, password_hash: passwordHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUsuario(
  trx: Db,
  id: number,
  values: Partial<UsuarioValues> & { activo?: boolean; password_hash?: string },
): Promise<void> {
  await trx
    .updateTable('usuarios')
    .set({ ...values, actualizado_at: sql<string>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteUsuario(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('usuarios').where('id', '=', id).execute();
}

/**
 * Locks the rows of the active administrators until the transaction ends and returns their ids. Two
 * administrators demoting or deactivating each other at once queue here, and the second one sees the first
 * one's change (PostgreSQL re-checks `activo` of a locked row after the wait), so the last active
 * administrator can never be removed.
 */
export async function lockActiveAdmins(trx: Transaction<DB>): Promise<number[]> {
  const rows = await trx
    .selectFrom('usuarios')
    .select('id')
    .where('tipo', '=', ROLE.ADMIN)
    .where('activo', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** The user's row, locked until the transaction ends (null when it does not exist). */
export async function lockUsuario(trx: Transaction<DB>, id: number): Promise<{ id: number; tipo: Role; activo: boolean } | null> {
  const row = await trx.selectFrom('usuarios').select(['id', 'tipo', 'activo']).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ?? null;
}

export async function proveedorExists(trx: Db, id: number): Promise<boolean> {
  return Boolean(await trx.selectFrom('proveedores').select('id').where('id', '=', id).executeTakeFirst());
}

export async function clienteExists(trx: Db, id: number): Promise<boolean> {
  return Boolean(await trx.selectFrom('clientes').select('id').where('id', '=', id).executeTakeFirst());
}
