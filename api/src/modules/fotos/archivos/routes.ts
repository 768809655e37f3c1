import { uploadMaxBytes } from '../../../platform/config';
import { hashAndCheck } from '../evidencia/hash-later';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, requirePermission } from '../../../platform/auth/guard';
import { rowScope } from '../../../platform/auth/row-scope';
import type { FileVariant } from '../../../platform/auth/signed-url';
import { conflict, HttpError, notFound } from '../../../platform/http/errors';
import { settleUnreadBody } from '../../../platform/http/error-handler';
import { REPLAYED_HEADER } from '../../../platform/http/idempotency';
import { normalizeInput, ok, withFieldMessages } from '../../../platform/http/input';
import { ALERTA_FOTO_LABELS } from 'shared/contracts';
import { alertasDeArchivos, bloquearAlertas, recalcularAlertas } from '../evidencia/alertas';
import { oneExportPerUser } from '../../../platform/http/one-export';
import { IdParams, OkResponse, fileResponse } from '../../../platform/schemas/common';
import { StorageNotFoundError } from '../storage/index';
import { auditOf } from '../../../platform/audit/audit';
import * as informes from '../../informes';
import { MSG_INFORME } from '../../informes';
import { originalKey, thumbnailKey } from './photo-files';
import { archivoDto, archivosDto, assertRoomForOne, editableInforme, MSG_ARCHIVOS, recordPhoto } from './record';
import * as repo from './repository';
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
import { receiveUpload } from './upload';
import { streamZip, zipFileName } from './zip';
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

const audit = auditOf('informe_archivos');

/**
 * Photos of reports (docs/decisions/photos-storage.md):
 *   POST /upload/:reportId · GET /informes/:id/archivos · GET /informes/:id/archivos.zip ·
 *   GET /archivos/:id · GET /archivos/:id/miniatura · DELETE /archivos/:id
 * Reading the bytes needs no session token: those two GETs answer to a short-lived signed link that only
 * GET /informes/:id/archivos (and the upload) hand out, to users who may read the report.
 */
/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

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
      const user = currentUser(request);
      const informeId = request.params.reportId;
      // Cheap checks before any byte is stored; the count is checked again, under the report's lock, before the row.
      await editableInforme(app.db, user, informeId);
      reply.raw.once('close', app.photos.receivingUpload()); // work after earlier answers waits (photo-files.ts)
      const outcome = await receiveUpload(request, app.photos, app.config.uploadMaxMb, {
        existing: (sha256) => repo.findBySha256(app.db, informeId, sha256),
        roomForOne: () => assertRoomForOne(app.db, informeId),
      });
      if (outcome.kind === 'duplicate') return replayed(request, reply, outcome.row);
      const { upload } = outcome;
      try {
        const {
          row,
          replayed: again,
          alertas,
        } = await recordPhoto(app.db, request, user, informeId, {
          name: upload.name,
          nombreOriginal: upload.nombreOriginal,
          mime: upload.format.mime,
          size: upload.original.size,
          sha256: upload.original.sha256,
          latitud: upload.latitud,
          longitud: upload.longitud,
          tieneMetadatosGps: upload.tieneMetadatosGps,
          evidencia: upload.evidencia,
        });
        if (again) {
          // The same photo arrived meanwhile by another request: its bytes are already stored once.
          await app.photos.remove(upload.name);
          return replayed(request, reply, row);
        }
        // The difference hash decodes the image: after the answer (docs/decisions/photo-evidence.md).
        void app.photos.later(
          () => hashAndCheck(app.db, app.photos.storage, upload.name, app.config.evidenciaDistanciaKm),
          (e) => request.log.warn({ err: String(e), archivo: upload.name }, 'no se pudo calcular la huella de la foto (se hará al reiniciar)'),
        );
        return reply.status(201).send(await archivoDto(app, row, alertas));
      } catch (err) {
        // No row: the stored objects must not stay (the start-up sweep would find them otherwise).
        await app.photos.remove(upload.name).catch((e: unknown) => request.log.warn({ err: String(e) }, 'no se pudo quitar una subida rechazada'));
        throw err;
      }
    },
  );

  /** 200 with the photo already stored (same shape as the 201) and `Idempotency-Replayed: true`. */
  async function replayed(request: FastifyRequest, reply: FastifyReply, row: repo.ArchivoRow) {
    settleUnreadBody(request, reply);
    return reply
      .status(200)
      .header(REPLAYED_HEADER, 'true')
      .send(await archivoDto(app, row));
  }
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
      const informe = await informes.findInforme(app.db, rowScope(currentUser(request)), request.params.id);
      if (!informe) throw notFound(MSG_INFORME.noEncontrado);
      const rows = await repo.listArchivos(app.db, informe.id);
      return { data: await archivosDto(app, rows) };
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
      const informe = await informes.findInforme(app.db, rowScope(currentUser(request)), request.params.id);
      if (!informe) throw notFound(MSG_INFORME.noEncontrado);
      const rows = await repo.listArchivos(app.db, informe.id);
      if (rows.length === 0) throw notFound('Este informe no tiene imágenes');
      const zip = streamZip(
        rows,
        await alertasDeArchivos(
          app.db,
          rows.map((a) => a.id),
        ),
        (a) => app.photos.storage.get(originalKey(a.nombre_almacenado)),
        (err) => request.log.error({ err: String(err) }, 'ZIP incompleto'),
      );
      // Marked once the whole archive went out: a download cut off half way is not a download.
      reply.raw.once('finish', () => {
        repo
          .markDownloaded(
            app.db,
            rows.map((a) => a.id),
          )
          .catch((err: unknown) => request.log.warn({ err: String(err) }, 'no se pudo marcar la descarga'));
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', zipFileName(informe.id, informe.campana)))
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );
};

/** GET /archivos/:id (original), GET /archivos/:id/miniatura (signed links), DELETE /archivos/:id. */
export const archivosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    variant: FileVariant,
    query: { exp?: string; sig?: string; descarga?: string },
  ) {
    app.signedUrls.verify(id, variant, query.exp, query.sig); // before the database: a bad link learns nothing
    const a = await repo.findArchivo(app.db, id);
    if (!a) throw notFound(MSG_ARCHIVOS.noEncontrado);
    const key = variant === 'original' ? originalKey(a.nombre_almacenado) : thumbnailKey(a.nombre_almacenado);
    let body;
    try {
      body = await app.photos.storage.get(key).catch(async (err: unknown) => {
        // A thumbnail made after the answer (tus uploads) may not be there yet, or a crash came first: made now.
        if (variant !== 'miniatura' || !(err instanceof StorageNotFoundError)) throw err;
        await app.photos.makeThumbnail(a.nombre_almacenado, a.nombre_original).catch(() => Promise.reject(err));
        return app.photos.storage.get(key);
      });
    } catch (err) {
      if (err instanceof StorageNotFoundError) {
        request.log.error({ archivo: a.id, key }, 'imagen registrada sin su objeto en el almacenamiento');
        throw new HttpError(404, 'no_encontrado', MSG_ARCHIVOS.noDisponible);
      }
      throw err;
    }
    const download = variant === 'original' && query.descarga === '1';
    if (download) {
      reply.raw.once('finish', () => {
        repo.markDownloaded(app.db, [a.id]).catch((err: unknown) => request.log.warn({ err: String(err) }, 'no se pudo marcar la descarga'));
      });
    }
    const remaining = Math.max(0, Number(query.exp) - Math.floor(Date.now() / 1000));
    reply
      .header('content-type', variant === 'original' ? a.mime : 'image/webp')
      .header('cache-control', `private, max-age=${remaining}`)
      .header('x-content-type-options', 'nosniff');
    if (variant === 'original') {
      reply
        .header('content-length', String(a.tamano))
        .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', a.nombre_original));
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
    async (request, reply) => serve(request, reply, request.params.id, 'original', request.query),
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
    async (request, reply) => serve(request, reply, request.params.id, 'miniatura', request.query),
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
      const user = currentUser(request);
      const a = await repo.findArchivo(app.db, request.params.id);
      // A photo of a report outside the caller's scope is 404, like one that does not exist.
      if (!a || !(await informes.findInforme(app.db, rowScope(user), a.informe_id))) throw notFound(MSG_ARCHIVOS.noEncontrado);
      await app.db.transaction().execute(async (trx) => {
        await editableInforme(trx, user, a.informe_id, true);
        await bloquearAlertas(trx); // before the cascade deletes the photo's flags
        await repo.deleteArchivo(trx, a.id);
        await informes.clearAceptacion(trx, a.informe_id); // the report the client accepted had this photo
        await audit(trx, request, 'ELIMINAR', a.id, `Imagen "${a.nombre_original}" eliminada del informe #${a.informe_id}`);
        // The reports whose flags named this report are recomputed with it (docs/decisions/photo-evidence.md).
        await recalcularAlertas(trx, [a.informe_id], app.config.evidenciaDistanciaKm);
      });
      await app.photos.sweepDeleted().catch((err: unknown) => request.log.warn({ err: String(err) }, 'objetos por borrar quedan en cola'));
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
      const user = currentUser(request);
      const { id, alertaId } = request.params;
      const row = await app.db.transaction().execute(async (trx) => {
        const a = await repo.findArchivo(trx, id);
        if (!a || !(await informes.findInforme(trx, rowScope(user), a.informe_id))) throw notFound(MSG_ARCHIVOS.noEncontrado);
        const alerta = await repo.findAlerta(trx, id, alertaId);
        if (!alerta) throw notFound(MSG_ARCHIVOS.alertaNoEncontrada);
        if (alerta.revisada_at !== null) throw conflict('alerta_ya_revisada', MSG_ARCHIVOS.alertaYaRevisada);
        await repo.revisarAlerta(trx, alerta.id, { id: user.id, usuario: user.usuario }, request.body.comentario);
        await audit(
          trx,
          request,
          'ACTUALIZAR',
          a.id,
          `Alerta "${ALERTA_FOTO_LABELS[alerta.tipo]}" de la imagen "${a.nombre_original}" (informe #${a.informe_id}) revisada: ` +
            `${alerta.motivo}. Comentario: ${request.body.comentario}`,
        );
        return a;
      });
      return archivoDto(app, row);
    },
  );
};
