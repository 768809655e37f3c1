import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requirePermission } from '../../platform/auth/guard';
import { normalizeInput } from '../../platform/http/input';
import { oneExportPerUser } from '../../platform/http/one-export';
import { fileResponse, IdParams } from '../../platform/schemas/common';
import { InformesExportQuerySchema, joinRepeatedEstado } from '../informes';
import { readMiniaturaJpeg } from './miniaturas';
import { createPaqueteDocument, writePaquete } from './pdf';
import { issueFilteredPaquete, issueInformePaquete, type IssuedPaquete } from './service';
import { MISSING, ONE_EXPORT, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';

/** What the PDF may hold unread before the next photo is written (the reader is slower than pdfkit). */
const MAX_UNREAD_BYTES = 1024 * 1024;

const PdfResponse = fileResponse(
  'Paquete de prueba en PDF: portada con alcance, totales y mapa, cada informe con sus fotos y su evidencia, y el manifiesto ' +
    '(su SHA-256 al pie de cada página)',
  ['application/pdf'],
);

/**
 * The pack as the answer: a PDF streamed while it is written, after the answer starts (the reader pulls, and each
 * photo waits until less than MAX_UNREAD_BYTES is unread); a download abandoned stops the writing.
 */
function sendPaquete(app: FastifyInstance, reply: FastifyReply, { data, fileName }: IssuedPaquete) {
  const doc = createPaqueteDocument(data);
  let closed = false;
  reply.raw.once('close', () => {
    closed = true;
  });
  const log = reply.log;
  setImmediate(() => {
    writePaquete(doc, data, {
      readMiniatura: (f) => readMiniaturaJpeg(app.photos, f),
      cancelled: () => closed,
      waitForReader: async () => {
        while (!closed && doc.readableLength > MAX_UNREAD_BYTES) await new Promise((r) => setTimeout(r, 5));
      },
      onError: (err, what) => log.warn({ err: String(err) }, `paquete de prueba: ${what}`),
    }).then(
      () => doc.end(),
      (err: unknown) => {
        log.error({ err: String(err) }, 'paquete de prueba incompleto');
        doc.destroy(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-manifiesto-sha256', data.hash)
    .send(doc);
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
