import { sql, type Generated } from 'kysely';
import type { Role } from 'shared/contracts';
import type { Db } from '../../../platform/db/database';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../../../platform/db/schema';
import { nombreCompletoSql } from '../../../platform/lib/nombre';

/** SQL of the forgotten password's links (docs/decisions/mensajes.md, "Forgotten password"). */

/** The account a request names, as the notices and the e-mail speak of it. */
export interface UsuarioRestablecimiento {
  id: number;
  usuario: string;
  correo: string;
  nombre: string;
  tipo: Role;
  activo: boolean;
}

export async function findUsuario(db: Db, id: number): Promise<UsuarioRestablecimiento | undefined> {
  const r = await sql<UsuarioRestablecimiento>`SELECT u.id, u.usuario, u.correo, ${nombreCompletoSql('u')} AS nombre, u.tipo, u.activo
    FROM usuarios u WHERE u.id = ${id}`.execute(db);
  return r.rows[0];
}

/**
 * One request against both limits, in one statement (`reservar_intento`, shared by all instances): per client address
 * and minute, and per identifier typed within `window`. Each answer is 0 when the request is within that limit.
 */
export async function reserveRequestAttempts(
  db: Db,
  limits: { ip: string; perMinute: number; identifier: string; perIdentifier: number; window: string },
): Promise<{ direccion: number; identificador: number }> {
  const row = (
    await sql<{ direccion: number; identificador: number }>`SELECT
      reservar_intento(${`olvido-ip:${limits.ip}`}, 'ip', ${limits.perMinute}, interval '1 minute', 0, 0) AS direccion,
      reservar_intento(${`olvido-id:${limits.identifier.toLowerCase()}`}, 'ip', ${limits.perIdentifier}, ${limits.window}::interval, 0, 0) AS identificador`.execute(
      db,
    )
  ).rows[0];
  return { direccion: Number(row.direccion), identificador: Number(row.identificador) };
}

/** The user's row, locked (FOR NO KEY UPDATE) until the transaction ends: one request of the account at a time. */
export async function lockUsuario(trx: Db, id: number): Promise<void> {
  await sql`SELECT id FROM usuarios WHERE id = ${id} FOR NO KEY UPDATE`.execute(trx);
}

/** Links of the user not used and not expired. */
export async function countValidRestablecimientos(db: Db, usuarioId: number): Promise<number> {
  const { vigentes } = (
    await sql<{ vigentes: number }>`SELECT count(*)::int AS vigentes FROM restablecimientos
      WHERE usuario_id = ${usuarioId} AND usado_at IS NULL AND expira_at > now()`.execute(db)
  ).rows[0];
  return vigentes;
}

export async function insertRestablecimiento(db: Db, values: { usuario_id: number; token_hash: string; expira_at: Date }): Promise<void> {
  await db.insertInto('restablecimientos').values(values).execute();
}

/** The valid link of this token hash, of an active user, or undefined. */
export async function findValidRestablecimiento(db: Db, tokenHash: string): Promise<{ id: number; usuario_id: number; usuario: string } | undefined> {
  const link = await sql<{ id: number; usuario_id: number; usuario: string }>`SELECT r.id, r.usuario_id, u.usuario FROM restablecimientos r
    JOIN usuarios u ON u.id = r.usuario_id
    WHERE r.token_hash = ${tokenHash} AND r.usado_at IS NULL AND r.expira_at > now() AND u.activo`.execute(db);
  return link.rows[0];
}

/** Spends a link, conditionally (two uses at once cannot both pass): whether this call spent it. */
export async function spendRestablecimiento(trx: Db, id: number): Promise<boolean> {
  const spent = await trx
    .updateTable('restablecimientos')
    .set({ usado_at: sql<string>`now()` })
    .where('id', '=', id)
    .where('usado_at', 'is', null)
    .where('expira_at', '>', sql<string>`now()`)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Spends every link of the user not used yet. */
export async function spendRestablecimientosOf(trx: Db, usuarioId: number): Promise<void> {
  await trx
    .updateTable('restablecimientos')
    .set({ usado_at: sql<string>`now()` })
    .where('usuario_id', '=', usuarioId)
    .where('usado_at', 'is', null)
    .execute();
}

/* Its table (migrations/*.sql), added to the database type of the platform. */
/** Forgotten-password links (migration 018). */
interface RestablecimientosTable {
  id: Generated<number>;
  usuario_id: number;
  token_hash: string;
  expira_at: Timestamp;
  usado_at: NullableTimestamp;
  creado_at: CreatedAt;
}

declare module '../../../platform/db/schema' {
  interface DB {
    restablecimientos: RestablecimientosTable;
  }
}
