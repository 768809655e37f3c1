import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { contract, signedIn } from '../../platform/http/route-contract';
import { DashboardSummarySchema } from './schemas';
import { getResumen } from './service';

/** GET /dashboard/resumen — real counters for the dashboard cards and sidebar badges, scoped by role. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/resumen',
    {
      onRequest: requirePermission('dashboard.read'),
      schema: { ...contract('dashboard', 'getDashboardSummary', 'Resumen del panel', signedIn()), response: { 200: DashboardSummarySchema } },
    },
    async (request) => getResumen(app.db, currentUser(request)),
  );
};

export default dashboardRoutes;
