import { sql } from 'kysely';
import { informeEnAlcance, type RowScope } from '../../../platform/auth/row-scope';
import { liveSessionUserQuery } from '../../../platform/auth/session-repository';
import type { Db } from '../../../platform/db/database';
import type { CreatedAt, Numeric, Timestamp } from '../../../platform/db/schema';

/**
 * SQL of the unfinished uploads' bookkeeping (migration 019, `subidas_pendientes`): one row per tus upload from its
 * creation until it is removed. quota.ts decides; area.ts releases and sweeps. And the one query of a HEAD or PATCH
 * (upload-auth.ts).
 */

/** pg_advisory_xact_lock(key, user id): one creation at a time per user, on every instance (two-key space). */
const QUOTA_LOCK_KEY = 727_010;

/** An unfinished upload as the caps count it. */
export interface PendingUpload {
  id: string;
  usuario_id: number;
  informe_id: number;
  sha256: string;
  bytes: number;
  creado_at: string;
  expira_at: string;
  /** The report is gone (deleted since): the upload can never finish. */
  huerfana: boolean;
  /** The report already has a photo with these bytes: finishing it records nothing new. */
  guardada: boolean;
  /** Created less than `recentMs` ago (listPendingUploads). */
  reciente: boolean;
}

/**
 * Locks what a creation decides on, until the transaction ends: the user's creations (an advisory lock on the user)
 * and the report's row (as recordFoto does, so the photos counted next cannot change). Then the report's photo
 * count, or null when the report is gone.
 */
export async function lockForCreation(trx: Db, userId: number, informeId: number): Promise<number | null> {
  await sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK_KEY}, ${userId})`.execute(trx);
  const informe = await trx.selectFrom('informes').select('id').where('id', '=', informeId).forUpdate().executeTakeFirst();
  if (!informe) return null;
  const r = await trx
    .selectFrom('informe_archivos')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('informe_id', '=', informeId)
    .executeTakeFirstOrThrow();
  return r.n;
}

/** The live (not expired) unfinished uploads of the user, and of the report whoever made them, oldest first. */
export async function listPendingUploads(trx: Db, userId: number, informeId: number, recentMs: number): Promise<PendingUpload[]> {
  const { rows } = await sql<PendingUpload>`
    SELECT s.id, s.usuario_id, s.informe_id, s.sha256, s.bytes, s.creado_at, s.expira_at,
           NOT EXISTS (SELECT 1 FROM informes i WHERE i.id = s.informe_id) AS huerfana,
           EXISTS (SELECT 1 FROM informe_archivos a WHERE a.informe_id = s.informe_id AND a.sha256 = s.sha256) AS guardada,
           s.creado_at > now() - make_interval(secs => ${recentMs / 1000}) AS reciente
    FROM subidas_pendientes s
    WHERE s.expira_at > now() AND (s.usuario_id = ${userId} OR s.informe_id = ${informeId})
    ORDER BY s.creado_at, s.id`.execute(trx);
  return rows.map((r) => ({ ...r, bytes: Number(r.bytes) }));
}

/** Unfinished uploads not yet expired, of every user (GET /metrics). */
export async function countPendingUploads(db: Db): Promise<number> {
  const r = await db
    .selectFrom('subidas_pendientes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('expira_at', '>', sql<string>`now()`)
    .executeTakeFirstOrThrow();
  return r.n;
}

export async function insertPendingUpload(
  trx: Db,
  row: { id: string; usuario_id: number; informe_id: number; sha256: string; bytes: number },
  expiryMs: number,
): Promise<void> {
  await trx
    .insertInto('subidas_pendientes')
    .values({ ...row, expira_at: sql<string>`now() + make_interval(secs => ${expiryMs / 1000})` })
    .execute();
}

/** Forgets uploads (ids as URLs show them); the caller removes their bytes. */
export async function deletePendingUploads(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('subidas_pendientes').where('id', 'in', ids).execute();
}

/**
 * Takes up to `limit` uploads expired at `now`: their rows are deleted and their ids returned, each to one caller
 * (rows another instance is taking are skipped, not waited for).
 */
export async function takeExpiredUploads(db: Db, now: Date, limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    DELETE FROM subidas_pendientes
    WHERE id IN (SELECT id FROM subidas_pendientes WHERE expira_at <= ${now} ORDER BY expira_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * The user of a live session (platform/auth/session-repository.ts, liveSessionUserQuery) and, in the same query, the
 * editing columns of report `informeId` when it is inside `scope` (null columns otherwise): the check of a HEAD or
 * PATCH of an upload (upload-auth.ts). Undefined when the session is not live.
 */
export function findSessionUserWithInforme(
  db: Db,
  session: { sessionId: string; userId: number; idleMinutes: number },
  informeId: number,
  scope: RowScope,
) {
  return liveSessionUserQuery(db, session.sessionId, session.userId, session.idleMinutes)
    .leftJoin('informes as i', (join) => join.on('i.id', '=', informeId).on(informeEnAlcance(scope, 'i')))
    .select([
      'i.id as informe_id',
      'i.estado as informe_estado',
      'i.proveedor_id as informe_proveedor_id',
      'i.cliente_id as informe_cliente_id',
      'i.creado_por as informe_creado_por',
      sql<boolean>`i.aceptado_at IS NOT NULL`.as('informe_aceptado'),
    ])
    .executeTakeFirst();
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
/** Unfinished tus uploads and what they take (migration 019, modules/fotos/subidas/repository.ts). */
interface SubidasPendientesTable {
  id: string;
  usuario_id: number;
  informe_id: number;
  sha256: string;
  bytes: Numeric;
  creado_at: CreatedAt;
  expira_at: Timestamp;
}

declare module '../../../platform/db/schema' {
  interface DB {
    subidas_pendientes: SubidasPendientesTable;
  }
}
