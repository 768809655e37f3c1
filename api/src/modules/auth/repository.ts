import { sql, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { DB } from '../../platform/db/schema';

export interface LoginCandidate {
  id: number;
  usuario: string;
  password_hash: string;
  activo: boolean;
}

/** User whose usuario OR correo equals `identifier`, case-insensitive (usuario match wins). */
export async function findLoginCandidate(db: Db, identifier: string): Promise<LoginCandidate | null> {
  const id = identifier.trim().toLowerCase();
  const row = await db
    .selectFrom('usuarios')
    .select(['id', 'usuario', 'password_hash', 'activo'])
    .where((eb) => eb.or([eb(sql`lower(usuario)`, '=', id), eb(sql`lower(correo)`, '=', id)]))
    .orderBy(sql`lower(usuario) = ${id}`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export async function getPasswordHash(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('usuarios').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

export interface NewSession {
  id: string;
  usuario_id: number;
  expira_at: Date;
  recordarme: boolean;
  ip: string | null;
  user_agent: string | null;
}

export async function insertSession(trx: Transaction<DB>, s: NewSession): Promise<void> {
  await trx.insertInto('sesiones').values(s).execute();
}

export async function revokeSession(trx: Transaction<DB>, sessionId: string): Promise<void> {
  await trx
    .updateTable('sesiones')
    .set({ revocada_at: sql<string>`now()` })
    .where('id', '=', sessionId)
    .where('revocada_at', 'is', null)
    .execute();
}

export async function updatePasswordHash(trx: Transaction<DB>, userId: number, passwordHash: string): Promise<void> {
  await trx
    .updateTable('usuarios')
    .set({ password_hash: passwordHash, actualizado_at: sql<string>`now()` })
    .where('id', '=', userId)
    .execute();
}
