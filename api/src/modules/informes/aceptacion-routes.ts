import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../../platform/auth/guard';
import { normalizeInput, withFieldMessages } from '../../platform/http/input';
import { BODY, DENIED, MISSING, PARAMS, contract, signedIn, type ErrorCodes } from '../../platform/http/route-contract';
import { IdParams } from '../../platform/schemas/common';
import { InformeDetalleSchema, PROBLEMA_FIELD_MESSAGES, ProblemaInformeSchema } from './schemas';
import { acceptInforme, callerOf, reportProblem } from './service';

/**
 * A client's word on a completed report (docs/decisions/aceptacion-cliente.md; what each does: service.ts,
 * acceptInforme and reportProblem). Only client users (`informes.aceptar`).
 */

/** A report the client acts on: already accepted, or not completed yet. */
const ACEPTACION_CONFLICTS: ErrorCodes = { '409': ['informe_ya_aceptado', 'informe_no_completado'] };

const aceptacionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  const mayAccept = requirePermission('informes.aceptar');

  app.post(
    '/:id/aceptacion',
    {
      onRequest: mayAccept,
      schema: {
        ...contract('informes', 'acceptReport', 'Aceptar un informe', signedIn(DENIED, PARAMS, MISSING, ACEPTACION_CONFLICTS)),
        params: IdParams,
        response: { 200: InformeDetalleSchema },
      },
    },
    async (request) => acceptInforme(app, callerOf(request), request.params.id),
  );

  app.post(
    '/:id/problema',
    {
      onRequest: mayAccept,
      ...withFieldMessages(PROBLEMA_FIELD_MESSAGES),
      schema: {
        ...contract(
          'informes',
          'reportProblem',
          'Señalar un problema en un informe',
          signedIn(DENIED, PARAMS, BODY, MISSING, ACEPTACION_CONFLICTS, { '400': ['comentario_requerido'] }),
        ),
        params: IdParams,
        body: ProblemaInformeSchema,
        response: { 200: InformeDetalleSchema },
      },
    },
    async (request) => reportProblem(app, callerOf(request), request.params.id, request.body),
  );
};

export default aceptacionRoutes;
