import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { auditScope } from '../../platform/auth/row-scope';
import { badRequest } from '../../platform/http/errors';
import { oneExportPerUser } from '../../platform/http/one-export';
import { CsvResponse } from '../../platform/schemas/common';
import { paged } from '../../platform/lib/pagination';
import { csvHeaders, datedCsvName } from '../../platform/lib/csv';
import { auditCsvStream } from './csv';
import * as repo from './repository';
import { AuditExportQuerySchema, AuditOptionsSchema, AuditPageSchema, AuditQuerySchema } from './schemas';
import { ONE_EXPORT, QUERY, contract, signedIn } from '../../platform/http/route-contract';

function checkRange(q: { fechaInicio?: string; fechaFin?: string }): void {
  if (q.fechaInicio && q.fechaFin && q.fechaInicio > q.fechaFin) {
    throw badRequest('rango_fechas_invalido', 'La fecha "Desde" no puede ser posterior a la fecha "Hasta"');
  }
}

/**
 * GET /auditoria (paged, filtered audit log), GET /auditoria/opciones (filter values) and GET /auditoria/export
 * (every matching event as CSV, streamed). Every signed-in user; an administrator sees every event, anyone
 * else only the events they caused (platform/auth/row-scope.ts auditScope).
 */
const auditoriaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = requirePermission('auditoria.read');

  app.get(
    '/',
    {
      onRequest: read,
      schema: {
        ...contract('auditoria', 'listAuditEntries', 'Listar el registro de auditoría', signedIn(QUERY, { '400': ['rango_fechas_invalido'] })),
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (request) => {
      const q = request.query;
      checkRange(q);
      const { rows, total } = await repo.listAuditEvents(app.db, q, auditScope(currentUser(request)));
      return paged.meta({ rows, total, page: q.page, limit: q.limit });
    },
  );

  app.get(
    '/opciones',
    {
      onRequest: read,
      schema: {
        ...contract('auditoria', 'getAuditFilterOptions', 'Opciones de filtro de la auditoría', signedIn()),
        response: { 200: AuditOptionsSchema },
      },
    },
    async (request) => repo.auditOptions(app.db, auditScope(currentUser(request))),
  );

  app.get(
    '/export',
    {
      onRequest: read,
      preHandler: oneExportPerUser,
      schema: {
        ...contract('auditoria', 'exportAuditEntries', 'Exportar la auditoría', signedIn(QUERY, { '400': ['rango_fechas_invalido'] }, ONE_EXPORT)),
        querystring: AuditExportQuerySchema,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const q = request.query;
      checkRange(q);
      const pages = repo.auditEventPages(app.db, q, auditScope(currentUser(request)));
      return reply.headers(csvHeaders(datedCsvName('registro-eventos'))).send(auditCsvStream(pages));
    },
  );
};

export default auditoriaRoutes;
