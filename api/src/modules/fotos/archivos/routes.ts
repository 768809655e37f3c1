import { uploadMaxBytes } from '../../../platform/config';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { currentUser, requirePermission } from '../../../platform/auth/guard';
import type { FileVariant } from '../../../platform/auth/signed-url';
import { settleUnreadBody } from '../../../platform/http/error-handler';
import { REPLAYED_HEADER } from '../../../platform/http/idempotency';
import { normalizeInput, ok, withFieldMessages } from '../../../platform/http/input';
import { oneExportPerUser } from '../../../platform/http/one-export';
import { IdParams, OkResponse, fileResponse } from '../../../platform/schemas/common';
import { openArchivoFile, openArchivosZip } from './downloads';
import { contentDisposition, safeFileName } from './file-names';
import { presentArchivo, presentArchivos } from './presenter';
import {
  ArchivoSchema,
  ArchivosSchema,
  EDITABLE_REPORT,
  PHOTO_FILE,
  ReportIdParams,
  REVISION_FIELD_MESSAGES,
  RevisionAlertaSchema,
  RevisionParams,
  SIGNED_LINK_REQUIRED,
  SignedQuery,
  uploadBody,
} from './schemas';
import { callerOf } from '../../informes';
import { deleteArchivo, listInformeArchivos, reviewAlerta, uploadArchivo } from './service';
import {
  BODY,
  DENIED,
  MISSING,
  ONE_EXPORT,
  PARAMS,
  QUERY,
  SIGNED_LINK,
  contract,
  signedIn,
  withoutSession,
} from '../../../platform/http/route-contract';

/**
 * Photos of reports (docs/decisions/photos-storage.md):
 *   POST /upload/:reportId · GET /informes/:id/archivos · GET /informes/:id/archivos.zip ·
 *   GET /archivos/:id · GET /archivos/:id/miniatura · DELETE /archivos/:id
 * Reading the bytes needs no session token: those two GETs answer to a short-lived signed link that only
 * GET /informes/:id/archivos (and the upload) hand out, to users who may read the report.
 */
/** POST /upload/:reportId */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const maxBytes = uploadMaxBytes(app.config);
  // One file and four small fields per request (latitud, longitud, tiene_metadatos_gps, sha256); busboy's own cap
  // sits one byte above ours (the guard answers 413).
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes + 1, files: 1, fields: 4, fieldSize: 64, parts: 5 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/:reportId',
    {
      onRequest: requirePermission('informes.write'),
      schema: {
        ...contract(
          'upload',
          'uploadReportFile',
          'Subir un archivo a un informe',
          signedIn(PARAMS, EDITABLE_REPORT, PHOTO_FILE, { '400': ['solicitud_invalida'] }),
        ),
        consumes: ['multipart/form-data'],
        documentedBody: uploadBody(maxBytes),
        params: ReportIdParams,
        response: { 200: ArchivoSchema, 201: ArchivoSchema },
      },
    },
    async (request, reply) => {
      const { row, replayed, alertas } = await uploadArchivo(app, request, currentUser(request), request.params.reportId, () =>
        reply.raw.once('close', app.photos.receivingUpload()),
      );
      if (!replayed) return reply.status(201).send(await presentArchivo(app, row, alertas));
      // The photo already stored (same shape as the 201) and `Idempotency-Replayed: true`.
      settleUnreadBody(request, reply);
      return reply
        .status(200)
        .header(REPLAYED_HEADER, 'true')
        .send(await presentArchivo(app, row));
    },
  );
};

const ZipResponse = fileResponse('ZIP con cada original y un CSV de nombre, latitud, longitud y origen de la ubicación', ['application/zip']);
const OriginalResponse = fileResponse('La imagen original tal como se subió (JPEG, PNG o WebP)', ['image/jpeg', 'image/png', 'image/webp']);
const ThumbnailResponse = fileResponse('Miniatura WebP sin metadatos', ['image/webp']);

/** GET /informes/:id/archivos and GET /informes/:id/archivos.zip (mounted under /informes). */
export const informeArchivosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = requirePermission('informes.read');

  app.get(
    '/:id/archivos',
    {
      onRequest: read,
      schema: {
        ...contract('informes', 'listReportFiles', 'Listar los archivos de un informe', signedIn(PARAMS, MISSING)),
        params: IdParams,
        response: { 200: ArchivosSchema },
      },
    },
    async (request) => {
      const { rows } = await listInformeArchivos(app.db, currentUser(request), request.params.id);
      return { data: await presentArchivos(app, rows) };
    },
  );

  app.get(
    '/:id/archivos.zip',
    {
      onRequest: read,
      preHandler: oneExportPerUser,
      schema: {
        ...contract('informes', 'downloadReportFilesZip', 'Descargar los archivos de un informe en ZIP', signedIn(PARAMS, MISSING, ONE_EXPORT)),
        params: IdParams,
        response: { 200: ZipResponse },
      },
    },
    async (request, reply) => {
      const zip = await openArchivosZip(app, request.log, currentUser(request), request.params.id);
      // Marked once the whole archive went out: a download cut off half way is not a download.
      reply.raw.once('finish', zip.sent);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', zip.fileName))
        .header('cache-control', 'no-store')
        .send(zip.body);
    },
  );
};

/** GET /archivos/:id (original), GET /archivos/:id/miniatura (signed links), DELETE /archivos/:id. */
export const archivosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The original or the thumbnail by its signed link, with its headers. */
  async function serve(reply: FastifyReply, id: number, variant: FileVariant, query: Static<typeof SignedQuery>) {
    const { archivo: a, body, download, sent } = await openArchivoFile(app, reply.log, id, variant, query);
    if (sent) reply.raw.once('finish', sent);
    const remaining = Math.max(0, Number(query.exp) - Math.floor(Date.now() / 1000));
    reply
      .header('content-type', variant === 'original' ? a.mime : 'image/webp')
      .header('cache-control', `private, max-age=${remaining}`)
      .header('x-content-type-options', 'nosniff');
    if (variant === 'original') {
      reply
        .header('content-length', String(a.tamano))
        // The stored name is the device's (a tus client chooses it: "..", "a/b"): served under its safe form, as in the ZIP.
        .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', safeFileName(a.nombre_original, a.mime)));
      if (a.sha256) reply.header('etag', `"${a.sha256.trim()}"`);
    }
    return reply.send(body);
  }

  app.get(
    '/:id',
    {
      schema: {
        ...contract('archivos', 'getFile', 'Descargar un archivo (enlace firmado)', withoutSession(QUERY, SIGNED_LINK, MISSING)),
        documentedRequiredQuery: SIGNED_LINK_REQUIRED,
        params: IdParams,
        querystring: SignedQuery,
        response: { 200: OriginalResponse },
      },
    },
    async (request, reply) => serve(reply, request.params.id, 'original', request.query),
  );
  app.get(
    '/:id/miniatura',
    {
      schema: {
        ...contract('archivos', 'getFileThumbnail', 'Miniatura de un archivo (enlace firmado)', withoutSession(QUERY, SIGNED_LINK, MISSING)),
        documentedRequiredQuery: SIGNED_LINK_REQUIRED,
        params: IdParams,
        querystring: SignedQuery,
        response: { 200: ThumbnailResponse },
      },
    },
    async (request, reply) => serve(reply, request.params.id, 'miniatura', request.query),
  );

  app.delete(
    '/:id',
    {
      onRequest: requirePermission('informes.write'),
      schema: {
        ...contract('archivos', 'deleteFile', 'Eliminar un archivo', signedIn(PARAMS, EDITABLE_REPORT)),
        params: IdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await deleteArchivo(app, request, currentUser(request), request.params.id);
      return ok('Imagen eliminada');
    },
  );

  /** An administrator settles a flag with a comment; the flag stays, marked reviewed (docs/decisions/photo-evidence.md). */
  app.post(
    '/:id/alertas/:alertaId/revision',
    {
      onRequest: requirePermission('informes.alertas.revisar'),
      preValidation: normalizeInput,
      ...withFieldMessages(REVISION_FIELD_MESSAGES),
      schema: {
        ...contract(
          'archivos',
          'reviewFileAlert',
          'Revisar una alerta de un archivo',
          signedIn(DENIED, PARAMS, BODY, MISSING, { '409': ['alerta_ya_revisada'] }),
        ),
        params: RevisionParams,
        body: RevisionAlertaSchema,
        response: { 200: ArchivoSchema },
      },
    },
    async (request) => {
      const row = await reviewAlerta(app.db, callerOf(request), request.params, request.body.comentario);
      return presentArchivo(app, row);
    },
  );
};
