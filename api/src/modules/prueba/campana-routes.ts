import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../../platform/auth/guard';
import { normalizeInput } from '../../platform/http/input';
import { oneExportPerUser } from '../../platform/http/one-export';
import { MISSING, ONE_EXPORT, PARAMS, contract, signedIn } from '../../platform/http/route-contract';
import { fileResponse, IdParams } from '../../platform/schemas/common';
import { issueCampanaPaquete } from './campana-service';
import { createPdfDocument } from './pdf';
import { writePaqueteCampana } from './pdf-campana';
import { sendPdf } from './pdf-stream';

const PdfCampanaResponse = fileResponse(
  'Paquete de prueba de la campaña en PDF: portada con la campaña, su cumplimiento y la tabla de cumplimiento sitio por ' +
    'sitio, el mapa de sus sitios, cada sitio con sus controles, los informes que los prueban y sus fotos (hora, ' +
    'coordenadas, distancia al sitio, SHA-256), y el manifiesto (su SHA-256 al pie de cada página)',
  ['application/pdf'],
);

/**
 * GET /campanas/:id/prueba (docs/decisions/proof-pack.md, "Campaign pack"): the campaign's proof pack as the user sees
 * the campaign (a provider only its lines; out of reach 404 like GET /campanas/:id), streamed while it is written, one
 * export at a time per user, recorded in paquetes_prueba.
 */
const campanaPruebaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);

  app.get(
    '/:id/prueba',
    {
      onRequest: requirePermission('campanas.read'),
      preHandler: oneExportPerUser,
      schema: {
        ...contract('campanas', 'getCampaignProofPack', 'Prueba (PDF) de una campaña', signedIn(PARAMS, MISSING, ONE_EXPORT)),
        params: IdParams,
        response: { 200: PdfCampanaResponse },
      },
    },
    async (request, reply) => {
      const { data, fileName } = await issueCampanaPaquete(app, request, request.params.id);
      const doc = createPdfDocument(`Prueba de campaña: ${data.campana.nombre}`, data.hash);
      return sendPdf(app, reply, { doc, hash: data.hash, fileName, write: (d, sources) => writePaqueteCampana(d, data, sources) });
    },
  );
};

export default campanaPruebaRoutes;
