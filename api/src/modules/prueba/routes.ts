import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requirePermission } from '../../platform/auth/guard';
import { normalizeInput } from '../../platform/http/input';
import { oneExportPerUser } from '../../platform/http/one-export';
import { fileResponse, IdParams } from '../../platform/schemas/common';
import { InformesExportQuerySchema, joinRepeatedEstado } from '../informes';
import { createPaqueteDocument, writePaquete } from './pdf';
import { sendPdf } from './pdf-stream';
import { issueFilteredPaquete, issueInformePaquete, type IssuedPaquete } from './service';
import { MISSING, ONE_EXPORT, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';

const PdfResponse = fileResponse(
  'Paquete de prueba en PDF: portada con alcance, totales y mapa, cada informe con sus fotos y su evidencia, y el manifiesto ' +
    '(su SHA-256 al pie de cada página)',
  ['application/pdf'],
);

/** A report's or a list's pack (pdf.ts) as the answer. */
function sendPaquete(app: FastifyInstance, reply: FastifyReply, { data, fileName }: IssuedPaquete) {
  return sendPdf(app, reply, {
    doc: createPaqueteDocument(data),
    hash: data.hash,
    fileName,
    write: (doc, sources) => writePaquete(doc, data, sources),
  });
}

/**
 * GET /informes/:id/prueba and GET /informes/prueba?<the list's filters> (docs/decisions/proof-pack.md): the proof
 * pack as a PDF, streamed while it is written, one export at a time per user, recorded in paquetes_prueba.
 */
const pruebaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  app.addHook('preValidation', joinRepeatedEstado);
  const read = requirePermission('informes.read');

  app.get(
    '/prueba',
    {
      onRequest: read,
      preHandler: oneExportPerUser,
      schema: {
        ...contract(
          'informes',
          'exportReportsProof',
          'Prueba (PDF) de varios informes',
          signedIn(QUERY, MISSING, ONE_EXPORT, { '400': ['demasiados_informes'] }),
        ),
        querystring: InformesExportQuerySchema,
        response: { 200: PdfResponse },
      },
    },
    async (request, reply) => sendPaquete(app, reply, await issueFilteredPaquete(app, request, request.query)),
  );

  app.get(
    '/:id/prueba',
    {
      onRequest: read,
      preHandler: oneExportPerUser,
      schema: {
        ...contract('informes', 'getReportProof', 'Prueba (PDF) de un informe', signedIn(PARAMS, MISSING, ONE_EXPORT)),
        params: IdParams,
        response: { 200: PdfResponse },
      },
    },
    async (request, reply) => sendPaquete(app, reply, await issueInformePaquete(app, request, request.params.id)),
  );
};

export default pruebaRoutes;
