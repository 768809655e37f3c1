import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { auditScope } from '../../platform/auth/row-scope';
import { AuditEventSchema } from '../../platform/schemas/common';
import { recentAuditEvents } from '../auditoria';
import { noLeidos } from '../mensajes';
import { reportCounts } from './repository';
import { named } from '../../platform/schemas/named';
import { contract, signedIn } from '../../platform/http/route-contract';

const RECENT_EVENTS = 8;

const DashboardSummarySchema = named(
  'DashboardSummary',
  Type.Object({
    informes: Type.Integer({ description: 'Informes que el usuario puede ver.' }),
    recibidos: Type.Integer({ description: 'De ellos, los que tienen fecha de recepción.' }),
    descargados: Type.Integer({ description: 'De ellos, los que tienen al menos un archivo descargado.' }),
    mensajes: Type.Integer({ description: 'Mensajes no leídos (GET /mensajes/no-leidos).' }),
    actividadReciente: Type.Array(AuditEventSchema, {
      maxItems: RECENT_EVENTS,
      description: 'Últimos eventos de auditoría: todos para un administrador, los propios para los demás.',
    }),
  }),
);

/** GET /dashboard/resumen — real counters for the dashboard cards and sidebar badges, scoped by role. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/resumen',
    {
      onRequest: requirePermission('dashboard.read'),
      schema: { ...contract('dashboard', 'getDashboardSummary', 'Resumen del panel', signedIn()), response: { 200: DashboardSummarySchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const counts = await reportCounts(app.db, user);
      const actividadReciente = await recentAuditEvents(app.db, RECENT_EVENTS, auditScope(user));
      // The user's unread messages (docs/decisions/mensajes.md), the same total as GET /mensajes/no-leidos.
      const mensajes = await noLeidos(app.db, user.id);
      return { ...counts, mensajes, actividadReciente };
    },
  );
};

export default dashboardRoutes;
