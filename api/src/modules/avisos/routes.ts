import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditOf } from '../../platform/audit/audit';
import { currentUser, requireAuth } from '../../platform/auth/guard';
import { BODY, contract, signedIn } from '../../platform/http/route-contract';
import * as repo from './repository';
import { PreferenciasAvisosPatchSchema, PreferenciasAvisosSchema, type PreferenciasAvisosPatch } from './schemas';

const audit = auditOf('usuarios');
const NOMBRES: Record<keyof PreferenciasAvisosPatch, string> = {
  correo_por_vencer: 'controles por vencer',
  correo_atrasados: 'controles atrasados',
  correo_resumen_semanal: 'resumen semanal',
};

/** /avisos/preferencias: which notices the signed-in user also gets by e-mail (docs/decisions/avisos.md). */
const avisosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const correoDisponible = app.config.smtpUrl !== null;

  app.get(
    '/preferencias',
    {
      onRequest: requireAuth,
      schema: {
        ...contract('avisos', 'getNoticePreferences', 'Ver mis avisos por correo', signedIn()),
        response: { 200: PreferenciasAvisosSchema },
      },
    },
    async (request) => ({ ...(await repo.preferencias(app.db, currentUser(request).id)), correo_disponible: correoDisponible }),
  );

  app.patch(
    '/preferencias',
    {
      onRequest: requireAuth,
      schema: {
        ...contract('avisos', 'updateNoticePreferences', 'Elegir mis avisos por correo', signedIn(BODY)),
        body: PreferenciasAvisosPatchSchema,
        response: { 200: PreferenciasAvisosSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        await repo.guardarPreferencias(trx, user.id, request.body);
        const cambios = Object.entries(request.body).map(([k, v]) => `${NOMBRES[k as keyof PreferenciasAvisosPatch]}: ${v ? 'sí' : 'no'}`);
        await audit(trx, request, 'ACTUALIZAR', user.id, `Avisos por correo de «${user.usuario}»: ${cambios.join(', ')}`);
      });
      return { ...(await repo.preferencias(app.db, user.id)), correo_disponible: correoDisponible };
    },
  );
};

export default avisosRoutes;
