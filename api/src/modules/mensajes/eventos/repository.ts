import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { TipoEvento } from '../../../platform/db/schema';
import { reachesConversacion } from '../conversaciones/repository';

/** SQL of the live stream (bus.ts): the events kept a day (platform/live-events.ts writes them) and the sessions. */

export interface EventoRow {
  id: number;
  tipo: TipoEvento;
  destinatarios: number[];
  datos: Record<string, unknown>;
}

/** The newest event's id (null when none is kept). */
export async function findLastEventoId(db: Db): Promise<number | null> {
  return (await sql<{ id: number | null }>`SELECT max(id) AS id FROM eventos`.execute(db)).rows[0].id;
}

/** The oldest event's id still kept (null when none is kept). */
export async function findOldestEventoId(db: Db): Promise<number | null> {
  return (await sql<{ id: number | null }>`SELECT min(id) AS id FROM eventos`.execute(db)).rows[0].id;
}

/** The events after `afterId`, in order, at most `limit`. */
export async function listEventosAfter(db: Db, afterId: number, limit: number): Promise<EventoRow[]> {
  return (await sql<EventoRow>`SELECT id, tipo, destinatarios, datos FROM eventos WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`.execute(db)).rows;
}

/**
 * The events of `userId` after `afterId` up to `uptoId`, in order, at most `limit`. Recipients were fixed when each
 * event was written; what is replayed is only what the user still reaches today (a removed assignment, a new role:
 * docs/decisions/mensajes.md, issue 34 point 5).
 */
export async function listReplayEventos(db: Db, userId: number, afterId: number, uptoId: number, limit: number): Promise<EventoRow[]> {
  return (
    await sql<EventoRow>`SELECT e.id, e.tipo, e.destinatarios, e.datos FROM eventos e
      WHERE e.id > ${afterId} AND e.id <= ${uptoId} AND e.destinatarios @> ARRAY[${userId}::int]
        AND (e.tipo = 'informes' OR ${reachesConversacion(userId, sql<number>`(e.datos ->> 'conversacion_id')::int`)})
      ORDER BY e.id LIMIT ${limit}`.execute(db)
  ).rows;
}

/**
 * Whether a session is live (not revoked, its user active), and in how many ms it ends without activity
 * (`idleMinutes`, unless "Recordarme") or at its lifetime; undefined when it does not exist.
 */
export async function findSessionState(db: Db, sessionId: string, idleMinutes: number): Promise<{ viva: boolean; ms: number } | undefined> {
  return (
    await sql<{ viva: boolean; ms: number }>`SELECT (s.revocada_at IS NULL AND u.activo) AS viva,
      (extract(epoch FROM (least(s.expira_at, CASE WHEN s.recordarme THEN s.expira_at
         ELSE s.ultima_actividad_at + make_interval(mins => ${idleMinutes}) END) - now())) * 1000)::float8 AS ms
      FROM sesiones s JOIN usuarios u ON u.id = s.usuario_id WHERE s.id = ${sessionId}`.execute(db)
  ).rows[0];
}
