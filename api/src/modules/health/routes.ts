import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { serviceUnavailable } from '../../platform/http/errors';
import { ErrorResponse } from '../../platform/schemas/common';
import { HealthCheck } from './health-check';
import { named } from '../../platform/schemas/named';
import { contract, withoutSession } from '../../platform/http/route-contract';

const HealthSchema = named(
  'HealthResponse',
  Type.Object({
    status: Type.Literal('ok'),
    database: Type.Literal('ok'),
    campanasActivas: Type.Integer({ description: 'Campañas en curso hoy (calendario de Bogotá) y no canceladas.' }),
    time: Type.String(),
  }),
);

/**
 * GET /health (no auth). 200 with the number of active campaigns (running today in Bogotá, not cancelled), 503 base_de_datos_no_disponible when the database does not
 * answer. The database answer is reused for HEALTH_CACHE_MS (see health-check.ts).
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const check = new HealthCheck(app.db, app.config.healthCacheMs);
  app.get(
    '/',
    { schema: { ...contract('health', 'getHealth', 'Estado del servicio', withoutSession()), response: { 200: HealthSchema, 503: ErrorResponse } } },
    async (request, reply) => {
      try {
        const { campanasActivas } = await check.get();
        return { status: 'ok' as const, database: 'ok' as const, campanasActivas, time: new Date().toISOString() };
      } catch (err) {
        request.log.warn({ err }, 'health: base de datos no disponible');
        const down = serviceUnavailable();
        return reply.status(503).send({ error: down.code, message: down.message });
      }
    },
  );
};

export default healthRoutes;
