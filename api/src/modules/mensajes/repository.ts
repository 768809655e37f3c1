import { sql, type ColumnType, type Generated } from 'kysely';
import { MENSAJE_BORRABLE_MS, ROLE, type SessionUser } from 'shared/contracts';
import type { Db } from '../../platform/db/database';
import type { CreatedAt, NullableTimestamp } from '../../platform/db/schema';
import { reaches, visible } from './conversaciones/repository';
import type { Mensaje, PersonaMensaje } from './schemas';

/**
 * SQL of messages, read markers and unread counts (docs/decisions/mensajes.md). Who reaches a conversation is the one
 * condition of conversaciones/repository.ts (`reaches`, `visible`).
 */

export interface MensajeRow {
  id: number;
  conversacion_id: number;
  autor_id: number | null;
  autor_nombre: string | null;
  autor_rol: PersonaMensaje['rol'] | null;
  texto: string;
  archivo_id: number | null;
  creado_at: string;
  eliminado_at: string | null;
}

const MENSAJE_COLUMNS = [
  'id',
  'conversacion_id',
  'autor_id',
  'autor_nombre',
  'autor_rol',
  'texto',
  'archivo_id',
  'creado_at',
  'eliminado_at',
] as const;

/** A message as the API shows it to `viewerId` (only its author sees `borrable_hasta`, while it lasts). */
export function toMensaje(row: MensajeRow, viewerId: number | null, now = Date.now()): Mensaje {
  const eliminado = row.eliminado_at !== null;
  const until = Date.parse(row.creado_at) + MENSAJE_BORRABLE_MS;
  return {
    id: row.id,
    conversacion_id: row.conversacion_id,
    autor: row.autor_id !== null ? { id: row.autor_id, nombre: row.autor_nombre ?? '', rol: row.autor_rol ?? ROLE.ADMIN } : null,
    texto: eliminado ? '' : row.texto,
    archivo_id: eliminado ? null : row.archivo_id,
    creado_at: row.creado_at,
    eliminado,
    borrable_hasta: viewerId !== null && row.autor_id === viewerId && !eliminado && until > now ? new Date(until).toISOString() : null,
  };
}

export async function listMensajes(
  db: Db,
  conversacionId: number,
  opts: { antes?: number; limit: number; archivoId?: number },
): Promise<{ rows: MensajeRow[]; hasMore: boolean }> {
  let q = db.selectFrom('mensajes').select(MENSAJE_COLUMNS).where('conversacion_id', '=', conversacionId);
  if (opts.antes !== undefined) q = q.where('id', '<', opts.antes);
  if (opts.archivoId !== undefined) q = q.where('archivo_id', '=', opts.archivoId).where('eliminado_at', 'is', null);
  const rows = (await q
    .orderBy('id', 'desc')
    .limit(opts.limit + 1)
    .execute()) as MensajeRow[];
  const hasMore = rows.length > opts.limit;
  return { rows: rows.slice(0, opts.limit).reverse(), hasMore };
}

/** A message, whether the user reaches its conversation, and whether it may still be deleted (the database's clock). */
export async function findMensaje(
  db: Db,
  user: SessionUser,
  id: number,
  lock = false,
): Promise<(MensajeRow & { visible: boolean; deletable: boolean }) | undefined> {
  const r = await sql<
    MensajeRow & { visible: boolean; deletable: boolean }
  >`SELECT m.id, m.conversacion_id, m.autor_id, m.autor_nombre, m.autor_rol, m.texto,
      m.archivo_id, m.creado_at, m.eliminado_at, ${visible(user)} AS visible,
      m.creado_at > now() - make_interval(secs => ${MENSAJE_BORRABLE_MS / 1000}) AS deletable
    FROM mensajes m JOIN conversaciones c ON c.id = m.conversacion_id WHERE m.id = ${id} ${lock ? sql`FOR UPDATE OF m` : sql``}`.execute(db);
  return r.rows[0];
}

/** A photo of this report (for a message that points at it). */
export async function isInformeFoto(db: Db, archivoId: number, informeId: number): Promise<boolean> {
  const row = await db.selectFrom('informe_archivos').select('id').where('id', '=', archivoId).where('informe_id', '=', informeId).executeTakeFirst();
  return row !== undefined;
}

export async function insertMensaje(
  db: Db,
  values: { conversacion_id: number; autor: PersonaMensaje | null; texto: string; archivo_id: number | null; creado_at?: Date },
): Promise<MensajeRow> {
  const row = await db
    .insertInto('mensajes')
    .values({
      conversacion_id: values.conversacion_id,
      autor_id: values.autor?.id ?? null,
      autor_nombre: values.autor?.nombre ?? null,
      autor_rol: values.autor?.rol ?? null,
      texto: values.texto,
      archivo_id: values.archivo_id,
      ...(values.creado_at ? { creado_at: values.creado_at } : {}),
    })
    .returning(MENSAJE_COLUMNS)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversaciones')
    .set({ ultimo_mensaje_id: row.id, actualizado_at: row.creado_at })
    .where('id', '=', values.conversacion_id)
    .execute();
  return row;
}

/**
 * Erases a message's text (the row stays) wherever the product kept it, in the caller's transaction: the row, and the
 * `mensaje` event kept for the live stream's replay (a day; docs/decisions/mensajes.md), which becomes the message as
 * deleted; then points its conversation at the newest message left. The event was written in the message's own
 * transaction, so with the same `now()` as its `creado_at`: that bounds the search to the events since then (at most
 * the 15 minutes a message may be deleted in), read through `eventos_creado_idx`.
 */
export async function deleteMensaje(db: Db, id: number, conversacionId: number): Promise<void> {
  const row = await db
    .updateTable('mensajes')
    .set({ texto: '', archivo_id: null, eliminado_at: sql<string>`now()` })
    .where('id', '=', id)
    .returning(MENSAJE_COLUMNS)
    .executeTakeFirstOrThrow();
  await sql`UPDATE eventos SET datos = jsonb_set(datos, '{mensaje}', ${JSON.stringify(toMensaje(row, null))}::jsonb)
    WHERE tipo = 'mensaje' AND creado_at >= (SELECT creado_at FROM mensajes WHERE id = ${id}) AND (datos -> 'mensaje' ->> 'id')::int = ${id}`.execute(
    db,
  );
  await sql`UPDATE conversaciones c SET ultimo_mensaje_id = u.id, actualizado_at = coalesce(u.creado_at, c.actualizado_at)
    FROM (SELECT (SELECT m.id FROM mensajes m WHERE m.conversacion_id = ${conversacionId} AND m.eliminado_at IS NULL ORDER BY m.id DESC LIMIT 1) AS id,
                 (SELECT m.creado_at FROM mensajes m WHERE m.conversacion_id = ${conversacionId} AND m.eliminado_at IS NULL ORDER BY m.id DESC LIMIT 1) AS creado_at) u
    WHERE c.id = ${conversacionId}`.execute(db);
}

/** Moves the user's read marker forward (never back), up to the conversation's newest message. */
export async function updateLectura(db: Db, userId: number, conversacionId: number, hastaId: number): Promise<void> {
  await sql`INSERT INTO lecturas (usuario_id, conversacion_id, hasta_id)
    SELECT ${userId}, ${conversacionId}, least(${hastaId}::int, coalesce((SELECT max(id) FROM mensajes WHERE conversacion_id = ${conversacionId}), 0))
    ON CONFLICT (usuario_id, conversacion_id) DO UPDATE SET hasta_id = greatest(lecturas.hasta_id, EXCLUDED.hasta_id)`.execute(db);
}

/** Unread messages of each user (messages of others, not deleted, past the user's read marker); 0 when none. */
export async function countUnreadMensajesOf(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const totals = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return totals;
  const r = await sql<{ id: number; total: number }>`
    SELECT u.id, count(m.id)::int AS total
    FROM usuarios u
    JOIN conversaciones c ON c.ultimo_mensaje_id IS NOT NULL AND ${reaches}
    LEFT JOIN lecturas l ON l.usuario_id = u.id AND l.conversacion_id = c.id
    JOIN mensajes m ON m.conversacion_id = c.id AND m.id > coalesce(l.hasta_id, 0)
      AND m.eliminado_at IS NULL AND m.autor_id IS DISTINCT FROM u.id
    WHERE u.id = ANY(${[...userIds]}::int[])
    GROUP BY u.id`.execute(db);
  for (const row of r.rows) totals.set(row.id, row.total);
  return totals;
}

/** A user's unread messages: GET /mensajes/no-leidos, the dashboard's card. */
export async function countUnreadMensajes(db: Db, userId: number): Promise<number> {
  return (await countUnreadMensajesOf(db, [userId])).get(userId) ?? 0;
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
interface MensajesTable {
  id: Generated<number>;
  conversacion_id: number;
  autor_id: number | null;
  autor_nombre: string | null;
  autor_rol: 0 | 1 | 2 | null;
  texto: string;
  archivo_id: number | null;
  creado_at: CreatedAt;
  eliminado_at: NullableTimestamp;
}

interface LecturasTable {
  usuario_id: number;
  conversacion_id: number;
  hasta_id: ColumnType<number, number | undefined, number>;
}

declare module '../../platform/db/schema' {
  interface DB {
    mensajes: MensajesTable;
    lecturas: LecturasTable;
  }
}
