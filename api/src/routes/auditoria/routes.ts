import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../../auth/guard';
import { badRequest } from '../../http/errors';
import { pageMeta } from '../../schemas/common';
import * as repo from './repository';
import { AuditOptionsSchema, AuditPageSchema, AuditQuerySchema } from './schemas';

/** GET /auditoria (paged, filtered audit log) and GET /auditoria/opciones (filter values). Admin only. */
const auditoriaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { onRequest: requirePermission('auditoria.read'), schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    async (request) => {
      const q = request.query;
      if (q.fechaInicio && q.fechaFin && q.fechaInicio > q.fechaFin) {
        throw badRequest('rango_fechas_invalido', 'La fecha "Desde" no puede ser posterior a la fecha "Hasta"');
      }
      const { rows, total } = await repo.listAuditEvents(app.db, q);
      return { data: rows, meta: pageMeta(total, q.page, q.limit) };
    },
  );

  app.get(
    '/opciones',
    { onRequest: requirePermission('auditoria.read'), schema: { response: { 200: AuditOptionsSchema } } },
    async () => repo.auditOptions(app.db),
  );
};

export default auditoriaRoutes;
