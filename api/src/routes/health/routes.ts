import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { HealthResponse } from '../../contracts';
import { serviceUnavailable } from '../../http/errors';
import { ErrorResponse } from '../../schemas/common';

const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
  campanasActivas: Type.Integer(),
  time: Type.String(),
});
const _matchesContract: HealthResponse = {} as Static<typeof HealthSchema>;
void _matchesContract;

/**
 * GET /health (no auth). 200 with the number of active campaigns (distinct campana among
 * reports pendiente/en_progreso, served by the partial index informes_campanas_activas_idx),
 * 503 base_de_datos_no_disponible when the database does not answer.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: HealthSchema, 503: ErrorResponse } } }, async (request, reply) => {
    try {
      const row = await sql<{ n: number }>`
        SELECT count(DISTINCT campana)::int AS n FROM informes WHERE estado IN ('pendiente', 'en_progreso')`.execute(app.db);
      return { status: 'ok' as const, database: 'ok' as const, campanasActivas: row.rows[0].n, time: new Date().toISOString() };
    } catch (err) {
      request.log.warn({ err }, 'health: base de datos no disponible');
      const down = serviceUnavailable();
      return reply.status(503).send({ error: down.code, message: down.message });
    }
  });
};

export default healthRoutes;
