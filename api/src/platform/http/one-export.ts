import { randomUUID } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { sql } from 'kysely';
import { HttpError } from './errors';

/**
 * One CSV/ZIP export at a time per user (issue 12): an export reads a whole filtered table (or every
 * photo of a report) and streams it, so a user starting many at once could occupy the database and the
 * server for everyone. Use as the `preHandler` of every export route, after its auth hook. The slot is a
 * row of `exportaciones_en_curso` (migration 010), so it holds across API instances on one PostgreSQL;
 * it is released when the response closes, however it ends, and expires after SLOT_MINUTES if the
 * instance dies mid-export.
 */
const SLOT_MINUTES = 30;

const exportaEnCurso = () =>
  new HttpError(429, 'exportacion_en_curso', 'Ya tienes una exportación en curso. Espera a que termine para empezar otra.', { 'retry-after': '5' });

/**
 * Releases still being written, per user, in this process: a user whose previous export has just ended (the
 * browser got the last byte and asks again at once) waits for that delete instead of getting a 429.
 */
const releasing = new Map<number, Promise<unknown>>();

export const oneExportPerUser: preHandlerAsyncHookHandler = async function oneExportPerUser(request, reply) {
  const userId = request.auth?.user.id;
  if (userId === undefined) return;
  const db = this.db;
  const clave = randomUUID();
  const take = async () =>
    (
      await sql<{ usuario_id: number }>`
        insert into exportaciones_en_curso (usuario_id, clave, hasta)
        values (${userId}, ${clave}, now() + make_interval(mins => ${SLOT_MINUTES}))
        on conflict (usuario_id) do update set clave = excluded.clave, hasta = excluded.hasta
          where exportaciones_en_curso.hasta < now()
        returning usuario_id`.execute(db)
    ).rows.length > 0;
  let taken = await take();
  const pending = releasing.get(userId);
  if (!taken && pending) {
    await pending;
    taken = await take();
  }
  if (!taken) throw exportaEnCurso();
  let released = false;
  // 'finish' (the last byte handed to the socket) comes before the browser can ask again; 'close' covers an
  // export that ends any other way (aborted, failed).
  const release = () => {
    if (released) return;
    released = true;
    const done: Promise<unknown> = db
      .deleteFrom('exportaciones_en_curso')
      .where('usuario_id', '=', userId)
      .where('clave', '=', clave)
      .execute()
      .catch((err: unknown) => request.log.warn({ err: String(err) }, 'no se pudo liberar la exportación en curso'))
      .finally(() => {
        if (releasing.get(userId) === done) releasing.delete(userId);
      });
    releasing.set(userId, done);
  };
  reply.raw.once('finish', release);
  reply.raw.once('close', release);
};
