import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { normalizeInput, withFieldMessages } from '../../platform/http/input';
import { BODY, DENIED, MISSING, PARAMS, contract, signedIn } from '../../platform/http/route-contract';
import { CampanaDetalleSchema, LineaParams } from '../campanas';
import { PROBLEMA_SITIO_FIELD_MESSAGES, ProblemaSitioSchema } from './schemas';
import { reportarProblemaSitio } from './service';

/** POST /campanas/:id/lineas/:lineaId/problema (docs/decisions/cumplimiento.md, "Acceptance, and a problem at one site"). */
const problemaSitioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  app.post(
    '/:id/lineas/:lineaId/problema',
    {
      onRequest: requirePermission('campanas.aceptar'),
      ...withFieldMessages(PROBLEMA_SITIO_FIELD_MESSAGES),
      schema: {
        ...contract(
          'campanas',
          'reportCampaignSiteProblem',
          'Reportar un problema en un sitio de la campaña (cliente)',
          signedIn(DENIED, PARAMS, BODY, MISSING, { '409': ['sitio_sin_informe_completado'] }),
        ),
        params: LineaParams,
        body: ProblemaSitioSchema,
        response: { 200: CampanaDetalleSchema },
      },
    },
    async (request) =>
      reportarProblemaSitio(app.db, request, currentUser(request), request.params.id, request.params.lineaId, request.body.comentario),
  );
};

export default problemaSitioRoutes;
