import { sql, type Kysely, type Transaction } from 'kysely';
import { ROLE_NAMES, type SessionUser } from 'shared/contracts';
import type { Db } from '../db/database';
import type { DB } from '../db/schema';

/**
 * Columns + joins that make a SessionUser (never the password hash): a user with the names of its provider or
 * client. /admin/usuarios adds its own columns to it.
 */
export function sessionUserQuery(db: Kysely<DB> | Transaction<DB>) {
  return db
    .selectFrom('usuarios as u')
    .leftJoin('proveedores as p', 'p.id', 'u.proveedor_id')
    .leftJoin('clientes as c', 'c.id', 'u.cliente_id')
    .select([
      'u.id',
      'u.usuario',
      'u.correo',
      'u.primer_nombre',
      'u.segundo_nombre',
      'u.primer_apellido',
      'u.segundo_apellido',
      'u.tipo',
      'u.proveedor_id',
      'p.nombre as proveedor_nombre',
      'u.cliente_id',
      'c.razon_social as cliente_nombre',
      'u.activo',
    ]);
}

type SessionUserRow = Omit<SessionUser, 'tipo_nombre'>;

/** A row of sessionUserQuery (plus whatever else was selected) with its tipo's name. */
export function toSessionUser<R extends SessionUserRow>(row: R): R & { tipo_nombre: string } {
  return { ...row, tipo_nombre: ROLE_NAMES[row.tipo] };
}

export async function findSessionUserById(db: Db, id: number): Promise<SessionUser | null> {
  const row = await sessionUserQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row ? toSessionUser(row) : null;
}

/**
 * The user of a live session, as a query to add to: the session exists, is not revoked, has not expired, has not
 * been idle longer than `idleMinutes` (unless "Recordarme"), and belongs to this user, who still exists and is
 * active. `refresh`: the activity time is over a minute old (refreshSessionActivity).
 */
export function liveSessionUserQuery(db: Db, sessionId: string, userId: number, idleMinutes: number) {
  return sessionUserQuery(db)
    .innerJoin('sesiones as s', 's.usuario_id', 'u.id')
    .select(sql<boolean>`s.ultima_actividad_at < now() - interval '1 minute'`.as('refresh'))
    .where('s.id', '=', sessionId)
    .where('u.id', '=', userId)
    .where('s.revocada_at', 'is', null)
    .where('s.expira_at', '>', sql<string>`now()`)
    .where((eb) =>
      eb.or([eb('s.recordarme', '=', true), eb('s.ultima_actividad_at', '>', sql<string>`now() - make_interval(mins => ${idleMinutes})`)]),
    )
    .where('u.activo', '=', true);
}

/** Writes the session's activity time (at most once a minute: liveSessionUserQuery's `refresh`). */
export async function refreshSessionActivity(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sesiones')
    .set({ ultima_actividad_at: sql<string>`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/** The user of a live session (liveSessionUserQuery). One query per authenticated request. */
export async function findActiveSessionUser(db: Db, sessionId: string, userId: number, idleMinutes: number): Promise<SessionUser | null> {
  const row = await liveSessionUserQuery(db, sessionId, userId, idleMinutes).executeTakeFirst();
  if (!row) return null;
  const { refresh, ...user } = row;
  if (refresh) await refreshSessionActivity(db, sessionId);
  return toSessionUser(user);
}

/** Housekeeping at start-up: forget sessions that ended (expired or revoked) more than 30 days ago. */
export async function purgeOldSessions(db: Db): Promise<number> {
  const res = await db
    .deleteFrom('sesiones')
    .where((eb) =>
      eb.or([eb('expira_at', '<', sql<string>`now() - interval '30 days'`), eb('revocada_at', '<', sql<string>`now() - interval '30 days'`)]),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Ends every live session of a user, at once: the next request with one of their tokens answers
 * 401 "Sesión expirada. Inicia sesión de nuevo." (requireAuth checks the session row on every request).
 * Call it in the transaction of the change that takes the rights away (deactivation, password reset,
 * a new tipo or provider/client link), so the two commit together. `keep` spares one session (the
 * caller's own, when a user changes their own password). Returns how many sessions ended.
 */
export async function endSessionsOf(trx: Transaction<DB> | Kysely<DB>, userId: number, keep?: string): Promise<number> {
  let q = trx
    .updateTable('sesiones')
    .set({ revocada_at: sql<string>`now()` })
    .where('usuario_id', '=', userId)
    .where('revocada_at', 'is', null);
  if (keep) q = q.where('id', '<>', keep);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}
