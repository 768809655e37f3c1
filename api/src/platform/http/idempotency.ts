import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../db/schema';
import { badRequest, HttpError } from './errors';

/**
 * Idempotency-Key (docs/decisions/idempotency.md): a create request sent again with the same key — a retry after
 * a lost answer, the same outbox item sent from two tabs — is answered with what the first request created,
 * never a second record. Keys live in the database (migration 013), so every API instance sees them.
 */

/** The answer to a replay carries this header (`true`); the status and body are those of a first answer. */
export const REPLAYED_HEADER = 'idempotency-replayed';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,255}$/;
/** A key is remembered this long, then swept. */
const TTL = sql<string>`now() + interval '7 days'`;

type Trx = Transaction<DB> | Kysely<DB>;

export const MSG_IDEMPOTENCIA = {
  invalida: 'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres: letras sin tilde, cifras, "_", ".", ":" o "-"',
  reutilizada: 'Esta clave de idempotencia ya se usó para enviar otros datos; cada envío distinto necesita su propia clave',
} as const;

/** The request's Idempotency-Key, null without one; 400 when it is not 1–255 characters of [A-Za-z0-9_.:-]. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw badRequest('clave_idempotencia_invalida', MSG_IDEMPOTENCIA.invalida);
  return raw;
}

/**
 * SHA-256 of the operation and its normalised body: every field of `fields` in that order, a missing one as null,
 * so `{ "x": null }` and `{}` are the same request, and key order or spacing never matter.
 */
export function bodyFingerprint(operation: string, body: object, fields: readonly string[]): string {
  const values = body as Record<string, unknown>;
  const normal = fields.map((field) => [field, values[field] ?? null]);
  return createHash('sha256')
    .update(`${operation}\n${JSON.stringify(normal)}`)
    .digest('hex');
}

/** A key claimed for this request (create the record), or the record an earlier request made under it. */
export type IdempotencyClaim = { replay: false } | { replay: true; informeId: number | null };

/**
 * Claims `key` for `userId` inside the create transaction. The key's row is inserted with ON CONFLICT DO NOTHING:
 * while another transaction holds the same key uncommitted, PostgreSQL makes this insert wait for it; once that one
 * commits, this request reads its record instead of creating a second one (if it rolled back, this one claims the
 * key). An expired key that was not swept yet counts as unused. The same key with another body → 422.
 */
export async function claimIdempotencyKey(trx: Trx, userId: number, key: string, huella: string): Promise<IdempotencyClaim> {
  await trx
    .deleteFrom('claves_idempotencia')
    .where('usuario_id', '=', userId)
    .where('clave', '=', key)
    .where('expira_at', '<=', sql<string>`now()`)
    .execute();
  const claimed = await trx
    .insertInto('claves_idempotencia')
    .values({ usuario_id: userId, clave: key, huella, expira_at: TTL })
    .onConflict((oc) => oc.columns(['usuario_id', 'clave']).doNothing())
    .returning('clave')
    .executeTakeFirst();
  if (claimed) return { replay: false };
  const earlier = await trx
    .selectFrom('claves_idempotencia')
    .select(['huella', 'informe_id'])
    .where('usuario_id', '=', userId)
    .where('clave', '=', key)
    .executeTakeFirstOrThrow();
  if (earlier.huella.trim() !== huella) throw new HttpError(422, 'clave_idempotencia_reutilizada', MSG_IDEMPOTENCIA.reutilizada);
  return { replay: true, informeId: earlier.informe_id };
}

/** Ties a claimed key to the report its request created (same transaction). */
export async function recordIdempotentResult(trx: Trx, userId: number, key: string, informeId: number): Promise<void> {
  await trx.updateTable('claves_idempotencia').set({ informe_id: informeId }).where('usuario_id', '=', userId).where('clave', '=', key).execute();
}

/** Removes expired keys (at start and every ten minutes, like the sign-in limits; any instance may do it). */
export async function sweepIdempotencyKeys(db: Trx): Promise<number> {
  const res = await db
    .deleteFrom('claves_idempotencia')
    .where('expira_at', '<=', sql<string>`now()`)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
