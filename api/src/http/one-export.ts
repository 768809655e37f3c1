import type { preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';

/**
 * One CSV/ZIP export at a time per user (issue 12): an export reads a whole filtered table (or every
 * photo of a report) and streams it, so a user starting many at once could occupy the database and the
 * server for everyone. Use as the `preHandler` of every export route, after its auth hook; the slot is
 * released when the response ends, however it ends (finished, failed, client gone). Per process: with
 * several API instances each one keeps its own count.
 */
const running = new Set<number>();

export const exportaEnCurso = () =>
  new HttpError(429, 'exportacion_en_curso', 'Ya tienes una exportación en curso. Espera a que termine para empezar otra.', { 'retry-after': '5' });

export const oneExportPerUser: preHandlerAsyncHookHandler = async (request, reply) => {
  const userId = request.auth?.user.id;
  if (userId === undefined) return;
  if (running.has(userId)) throw exportaEnCurso();
  running.add(userId);
  reply.raw.once('close', () => running.delete(userId));
};
