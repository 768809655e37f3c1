import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { DashboardSummary } from '../../contracts';
import type { Static } from '@sinclair/typebox';
import { currentUser, requirePermission } from '../../auth/guard';
import { auditScope } from '../../auth/row-scope';
import { AuditEventSchema } from '../../schemas/common';
import { recentAuditEvents } from '../auditoria/repository';
import { noLeidos } from '../mensajes/repository';
import { reportCounts } from './repository';

const DashboardSummarySchema = Type.Object({
  informes: Type.Integer(),
  recibidos: Type.Integer(),
  descargados: Type.Integer(),
  mensajes: Type.Integer(),
  actividadReciente: Type.Array(AuditEventSchema),
});
const _matchesContract: DashboardSummary = {} as Static<typeof DashboardSummarySchema>;
void _matchesContract;

const RECENT_EVENTS = 8;

/** GET /dashboard/resumen — real counters for the dashboard cards and sidebar badges, scoped by role. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/resumen', { onRequest: requirePermission('dashboard.read'), schema: { response: { 200: DashboardSummarySchema } } }, async (request) => {
    const user = currentUser(request);
    const counts = await reportCounts(app.db, user);
    const actividadReciente = await recentAuditEvents(app.db, RECENT_EVENTS, auditScope(user));
    // The user's unread messages (docs/decisions/mensajes.md), the same total as GET /mensajes/no-leidos.
    const mensajes = await noLeidos(app.db, user.id);
    return { ...counts, mensajes, actividadReciente };
  });
};

export default dashboardRoutes;
