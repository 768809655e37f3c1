import { sql } from 'kysely';
import type { Db } from './db/database';
import type { TipoEvento } from './db/schema';

/** pg_advisory_xact_lock key of the events table (docs/decisions/mensajes.md, "Events in commit order"). */
const EVENTOS_LOCK_KEY = 727_026;

/**
 * Writes one event of the live stream in the change's own transaction: it commits (and its NOTIFY, migration 018's
 * trigger, goes out) with the change or not at all. Call it LAST in the transaction: the advisory lock it takes is
 * held until the commit, so event ids commit in order, and a stream that resumes from Last-Event-ID n misses nothing
 * committed after n (docs/decisions/mensajes.md).
 */
export async function publishEvent(trx: Db, tipo: TipoEvento, destinatarios: readonly number[], datos: object): Promise<void> {
  const unicos = [...new Set(destinatarios)];
  if (unicos.length === 0) return;
  await sql`SELECT pg_advisory_xact_lock(${EVENTOS_LOCK_KEY})`.execute(trx);
  await trx
    .insertInto('eventos')
    .values({ tipo, destinatarios: unicos, datos: JSON.stringify(datos) })
    .execute();
}

/** Housekeeping: events are kept a day (a stream that was away longer is told to refetch). */
export async function pruneEvents(db: Db): Promise<number> {
  const res = await db
    .deleteFrom('eventos')
    .where('creado_at', '<', sql<string>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
