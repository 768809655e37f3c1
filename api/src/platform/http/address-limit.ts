import { sql } from 'kysely';
import type { Db } from '../db/database';
import { tooManyAttempts } from './errors';

/**
 * A fixed one-minute window of requests per client address, kept in the database like the sign-in limit of
 * addresses (`limites_acceso`, reservar_intento of migration 008: every instance on one PostgreSQL shares it,
 * and stale keys are swept after an hour). `scope` keeps each limited route's keys apart from the others'
 * and from the sign-in's `ip:` keys. Over the limit: 429 demasiados_intentos with Retry-After.
 */
export async function limitPerAddress(db: Db, scope: string, ip: string, perMinute: number): Promise<void> {
  const { wait } = (
    await sql<{ wait: number }>`select reservar_intento(${`${scope}:${ip}`}, 'ip', ${perMinute}, interval '1 minute', 0, 0) as wait`.execute(db)
  ).rows[0];
  if (wait > 0) throw tooManyAttempts(wait);
}
