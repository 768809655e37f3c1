import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENTS, Metadata, Server, TUS_RESUMABLE, type Upload } from '@tus/server';
import { uploadMaxBytes } from '../../../platform/config';
import { currentUser, requirePermission } from '../../../platform/auth/guard';
import { detectImageFormat, IMAGE_LIMITS, IMAGE_SIGNATURE_BYTES, isHeif, type ArchivoInforme, type SessionUser } from 'shared/contracts';
import { settleUnreadBody } from '../../../platform/http/error-handler';
import { badRequest, conflict, HttpError, MSG, notFound } from '../../../platform/http/errors';
import { REPLAYED_HEADER } from '../../../platform/http/idempotency';
import sharp from 'sharp';
import { fileTooLarge } from '../images/index';
import { heicNotAccepted, notAnImage } from '../images/upload-errors';
import { newStorageName, originalKey } from '../archivos/photo-files';
import { archivoDto, declaredSha256, editableInforme, editableInformeConFotos, mayEditPhotos, MSG_ARCHIVOS, recordPhoto } from '../archivos/record';
import { hashAndCheck } from '../evidencia/hash-later';
import { readHeaderEvidence } from '../evidencia/read';
import * as archivos from '../archivos/repository';
import { displayName, parseLocation } from '../archivos/upload';
import { UPLOAD_EXPIRY_MS, type UploadArea } from './area';
import { claimUpload, type QuotaLimits } from './quota';
import { UploadAuth } from './upload-auth';
import { UploadLocker } from './upload-locker';
import { SubidaCreateSchema, SubidaResponses, TUS } from './schemas';
import { EDITABLE_REPORT, PHOTO_FILE } from '../archivos/schemas';
import { contract, signedIn } from '../../../platform/http/route-contract';

/**
 * /subidas — resumable photo uploads with the tus protocol 1.0.0 (@tus/server), for the field: an upload cut off
 * by the network resumes where it stopped (docs/decisions/photos-storage.md, "Resumable uploads").
 *
 *   POST   /subidas        creation (+ creation-with-upload): every check that needs no byte of the file
 *   HEAD   /subidas/:id    offset so far
 *   PATCH  /subidas/:id    bytes at Upload-Offset; the first ones must be an image; the last one records the photo
 *   DELETE /subidas/:id    termination
 *
 * Fastify authenticates and checks each request (the user, the report, the upload's owner) and answers refusals in
 * the API's `{ error, message }` shape; then the raw request goes to @tus/server. The tus Server's hooks find that
 * request's user through `pending` (keyed by Node's request object), and so does tus find the upload's id: the one
 * the ownership check read from the routed `:id`, never derived again from the URL (issue #34, point 1). A URL with
 * a query string or a fragment is refused before anything else (400).
 */

/**
 * Upload-Metadata keys: the server reads informe_id, sha256, filename, latitud, longitud and tiene_metadatos_gps and
 * ignores any other (tus lets a server do so; Uppy sends name, type, relativePath, filetype… by default), within these
 * bounds (the header itself is at most 4096 characters, schemas.ts). Ignored keys are never stored.
 */
const MAX_METADATA_KEYS = 20;
const MAX_METADATA_KEY_LENGTH = 64;

const MSG_SUBIDAS = {
  noEncontrada: 'Subida no encontrada',
  tusResumable: 'Falta la cabecera Tus-Resumable: 1.0.0 (protocolo tus)',
  longitud: 'Upload-Length debe ser el tamaño de la imagen en bytes (no se admite Upload-Defer-Length)',
  metadata: 'Upload-Metadata no es válido: pares "clave valorBase64" separados por comas',
  demasiadosMetadatos: `Upload-Metadata admite como mucho ${MAX_METADATA_KEYS} claves de hasta ${MAX_METADATA_KEY_LENGTH} caracteres`,
  informe: 'informe_id debe ser el número del informe',
  sha256Requerido: 'Falta el metadato sha256: el SHA-256 de la imagen (64 caracteres hexadecimales)',
  desplazamiento: 'Upload-Offset no coincide con lo recibido: consulte el desplazamiento con HEAD y continúe desde ahí',
  expirada: 'La subida caducó sin terminar; envíe la imagen de nuevo',
  interrumpida: 'La subida se interrumpió; consulte el desplazamiento con HEAD y continúe',
  noSoportado: 'Esta función del protocolo tus no está disponible aquí',
  cabeceras: 'Cabeceras del protocolo tus inválidas',
  consulta: 'Las direcciones de /subidas no llevan parámetros de consulta ni fragmentos (?…, #…): use la dirección de Location tal cual',
} as const;

const JSON_TYPE = 'application/json; charset=utf-8';
/** Enough of a photo to read its header (JPEG markers, EXIF included, come before the image data). */
const HEADER_BYTES = 256 * 1024;

/** The image's header decodes: a format, and dimensions libvips accepts (the thumbnail's own limit). */
async function decodableHeader(head: Buffer): Promise<boolean> {
  try {
    const info = await sharp(head, { failOn: 'none' }).metadata();
    return Boolean(info.width && info.height && info.width * info.height <= 100_000_000);
  } catch {
    return false;
  }
}

/** The checked metadata of a new upload, as stored with it (strings; `usuario_id` is the server's). */
interface UploadMeta {
  informeId: number;
  sha256: string;
  nombre: string;
  latitud: number | null;
  longitud: number | null;
  tieneMetadatosGps: boolean;
}

function parseUploadMetadata(header: string | undefined): UploadMeta {
  let raw: Record<string, string | null>;
  try {
    raw = header ? Metadata.parse(header) : {};
  } catch {
    throw badRequest('metadatos_invalidos', MSG_SUBIDAS.metadata);
  }
  const keys = Object.keys(raw);
  if (keys.length > MAX_METADATA_KEYS || keys.some((key) => key.length > MAX_METADATA_KEY_LENGTH)) {
    throw badRequest('metadatos_invalidos', MSG_SUBIDAS.demasiadosMetadatos);
  }
  const informe = raw.informe_id?.trim() ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(informe) || Number(informe) > 2_147_483_647) throw badRequest('validacion', MSG_SUBIDAS.informe, 'informe_id');
  const sha256 = declaredSha256(raw.sha256);
  if (!sha256) throw badRequest('validacion', MSG_SUBIDAS.sha256Requerido, 'sha256');
  const location = parseLocation({
    latitud: raw.latitud ?? undefined,
    longitud: raw.longitud ?? undefined,
    tiene_metadatos_gps: raw.tiene_metadatos_gps ?? undefined,
  });
  return { informeId: Number(informe), sha256, nombre: displayName(raw.filename ?? undefined), ...location };
}

/** What is stored with the upload: only checked values, and the owner (nothing else the client sent). */
function storedMetadata(meta: UploadMeta, user: SessionUser): Record<string, string> {
  return {
    informe_id: String(meta.informeId),
    sha256: meta.sha256,
    filename: meta.nombre,
    ...(meta.latitud !== null && meta.longitud !== null ? { latitud: String(meta.latitud), longitud: String(meta.longitud) } : {}),
    tiene_metadatos_gps: String(meta.tieneMetadatosGps),
    usuario_id: String(user.id),
  };
}

function metaOfUpload(metadata: Upload['metadata']): UploadMeta & { usuarioId: number } {
  const m = metadata ?? {};
  return {
    informeId: Number(m.informe_id),
    sha256: m.sha256 ?? '',
    nombre: m.filename ?? 'imagen',
    latitud: m.latitud ? Number(m.latitud) : null,
    longitud: m.longitud ? Number(m.longitud) : null,
    tieneMetadatosGps: m.tiene_metadatos_gps === 'true',
    usuarioId: Number(m.usuario_id),
  };
}

/**
 * The Fastify request (user, audit actor and address) of a raw request handed to tus, and the one store id of its
 * upload: the id the ownership check read (HEAD/PATCH/DELETE) or the new upload's (POST).
 */
interface Pending {
  request: FastifyRequest;
  user: SessionUser;
  id?: string;
  metadata?: Record<string, string>;
}
const pending = new WeakMap<IncomingMessage, Pending>();
const nodeRequest = (req: Request) => (req as Request & { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;

/** tus' own refusals (objects with status_code/body, in English) in the API's shape. */
function tusError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const status = (err as { status_code?: number }).status_code;
  switch (status) {
    case 404:
      return notFound(MSG_SUBIDAS.noEncontrada);
    case 409:
      return new HttpError(409, 'desplazamiento_incorrecto', MSG_SUBIDAS.desplazamiento);
    case 410:
      return new HttpError(410, 'subida_expirada', MSG_SUBIDAS.expirada);
    case 413:
      return new HttpError(413, 'archivo_muy_grande', 'La imagen supera el tamaño declarado o el máximo permitido');
    case 400:
      return (err as { body?: string }).body?.startsWith('Request aborted')
        ? new HttpError(400, 'subida_interrumpida', MSG_SUBIDAS.interrumpida)
        : badRequest('solicitud_invalida', MSG_SUBIDAS.cabeceras);
    case 403:
      return new HttpError(400, 'solicitud_invalida', MSG_SUBIDAS.cabeceras);
    case 501:
      return new HttpError(501, 'no_soportado', MSG_SUBIDAS.noSoportado);
    default:
      return new HttpError(500, 'error_interno', MSG.errorInterno);
  }
}

export const subidasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const area: UploadArea = app.uploads;
  const maxBytes = uploadMaxBytes(app.config);
  const write = requirePermission('informes.write');
  const prefix = `${app.prefix}`;
  const quota: QuotaLimits = {
    perUser: app.config.uploadPendingPerUser,
    bytesPerUser: app.config.uploadPendingMbPerUser * 1024 * 1024,
    expiryMs: UPLOAD_EXPIRY_MS,
  };
  // HEAD and PATCH: the session and the report in one query when this instance knows the session's user.
  const uploadAuth = new UploadAuth(async (request, userId) => {
    const id = area.idOfUrl((request.params as { id?: string }).id ?? '');
    const meta = id ? metaOfUpload((await area.describe(id))?.metadata) : undefined;
    return meta?.usuarioId === userId ? meta.informeId : undefined;
  });

  const tus = new Server({
    path: prefix,
    datastore: area,
    locker: new UploadLocker(),
    maxSize: maxBytes,
    // The id of every request is the one the route checked (Pending.id): tus derives nothing from the URL itself
    // (it used to take the URL's last segment, query string included: `/subidas/<mine>?/<another's>`).
    namingFunction: (req) => pending.get(nodeRequest(req)!)?.id ?? area.newId(),
    // Relative Location (/api/v1/subidas/<id>): right behind any proxy; the URL never shows the bucket prefix.
    generateUrl: (_req, { path, id }) => `${path}/${area.urlSegment(id)}`,
    getFileIdFromRequest: (req) => pending.get(nodeRequest(req)!)?.id,
    // Same origin only: no CORS headers (the token is a bearer header, never a cookie).
    allowedOrigins: () => false,
    exposedHeaders: [REPLAYED_HEADER],
    disableTerminationForFinishedUploads: false,
    onUploadCreate: async (req) => {
      const metadata = pending.get(nodeRequest(req)!)?.metadata;
      if (!metadata) throw new HttpError(500, 'error_interno', MSG.errorInterno);
      return { metadata };
    },
    onUploadFinish: async (req, upload) => finish(req, upload),
    onResponseError: (req, err) => {
      const http = tusError(err);
      if (http.statusCode >= 500) pending.get(nodeRequest(req)!)?.request.log.error({ err }, 'error en una subida tus');
      return { status_code: http.statusCode, body: JSON.stringify({ error: http.code, message: http.message }) };
    },
  });
  tus.on(EVENTS.POST_FINISH, (_req, _res, upload) => area.forgetFinished(upload.id));

  /**
   * The last bytes arrived: the whole file is checked again (type, size, SHA-256 against the declared one), moved
   * into the photo storage exactly as POST /upload stores it (original untouched, thumbnail), and recorded under the
   * report's lock (permission, state, duplicates, count) with its audit event. Whatever happens, the tus upload is
   * removed; a refusal leaves nothing. The answer carries the photo: 200 + ArchivoInforme JSON (+ Upload-Offset),
   * with `Idempotency-Replayed: true` when the report already had these bytes.
   */
  async function finish(req: Request, upload: Upload) {
    const context = pending.get(nodeRequest(req)!);
    if (!context) throw new HttpError(500, 'error_interno', MSG.errorInterno);
    const { request, user } = context;
    const meta = metaOfUpload(upload.metadata);
    const name = newStorageName();
    let moving: Promise<void> | null = null;
    try {
      if (meta.usuarioId !== user.id) throw notFound(MSG_SUBIDAS.noEncontrada);
      const size = upload.size ?? upload.offset;
      if (size > maxBytes) throw fileTooLarge(meta.nombre, app.config.uploadMaxMb);
      // One read of the file's head: its first bytes tell the type, the rest the header sharp decodes.
      const header = await area.head(upload.id, HEADER_BYTES);
      const format = detectImageFormat(header.subarray(0, IMAGE_SIGNATURE_BYTES));
      if (!format) throw isHeif(header) ? heicNotAccepted(meta.nombre) : notAnImage(meta.nombre);
      const sha256 = area.takeHash(upload.id, size) ?? (await area.computeHash(upload.id));
      if (sha256 !== meta.sha256) throw badRequest('sha256_no_coincide', MSG_ARCHIVOS.sha256NoCoincide(meta.nombre));
      // The image's header must decode now (415 otherwise); its thumbnail is made after the answer.
      if (!(await decodableHeader(header))) throw notAnImage(meta.nombre);
      // Its EXIF from the header already read; the difference hash decodes the image: after the answer.
      const evidencia = await readHeaderEvidence(header);
      // The move (disk: fsync and rename) runs while the row's transaction does its checks; the row commits after it.
      const move = area.moveTo(upload.id, originalKey(name));
      moving = move;
      move.catch(() => undefined); // awaited below, or by the transaction
      const photo = {
        name,
        nombreOriginal: meta.nombre,
        mime: format.mime,
        size,
        sha256,
        latitud: meta.latitud,
        longitud: meta.longitud,
        tieneMetadatosGps: meta.tieneMetadatosGps,
        evidencia,
      };
      const { row, replayed, alertas } = await recordPhoto(app.db, request, user, meta.informeId, photo, () => move);
      if (replayed) {
        await move;
        await app.photos.remove(name);
      } else {
        app.photos.thumbnailLater(name, meta.nombre, request.log);
        void app.photos.later(
          () => hashAndCheck(app.db, app.photos.storage, name, app.config.evidenciaDistanciaKm),
          (err) => request.log.warn({ err: String(err), archivo: name }, 'no se pudo calcular la huella de la foto (se hará al reiniciar)'),
        );
      }
      return answer(await archivoDto(app, row, alertas), replayed, size);
    } catch (err) {
      if (moving) {
        await moving.catch(() => undefined);
        await app.photos.remove(name).catch((e: unknown) => request.log.warn({ err: String(e) }, 'no se pudo quitar una subida rechazada'));
      }
      area.forgetFinished(upload.id);
      throw err;
    } finally {
      await area.remove(upload.id).catch((e: unknown) => request.log.warn({ err: String(e) }, 'no se pudo quitar una subida tus terminada'));
    }

    function answer(dto: ArchivoInforme, replayed: boolean, size: number) {
      area.markFinished({ ...upload, offset: size } as Upload);
      return {
        status_code: 200,
        headers: { 'Content-Type': JSON_TYPE, ...(replayed ? { [REPLAYED_HEADER]: 'true' } : {}) },
        body: JSON.stringify(dto),
      };
    }
  }

  /** Hands the raw request to tus; its error bodies are the API's JSON. */
  async function delegate(request: FastifyRequest, reply: FastifyReply, context: Pending) {
    pending.set(request.raw, context);
    const raw = reply.raw;
    reply.hijack();
    const writeHead = raw.writeHead.bind(raw) as (...args: unknown[]) => typeof raw;
    raw.writeHead = (status: number, ...rest: unknown[]) => {
      // Error bodies come from onResponseError as JSON; a web Response with a string body says text/plain.
      const headers = rest[rest.length - 1];
      if (status >= 400 && Array.isArray(headers)) {
        for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === 'content-type') headers[i + 1] = JSON_TYPE;
        // A refused PATCH (a wrong offset: a browser re-sent a cut request whole) brings up to a photo of bytes
        // nobody will use: close instead of reading them; the client asks for the offset on a new connection.
        if (!request.raw.complete) headers.push('Connection', 'close');
      }
      reply.statusCode = status; // the request log's status
      return writeHead(status, ...rest);
    };
    try {
      await tus.handle(request.raw, raw);
    } catch (err) {
      request.log.error({ err }, 'error en una subida tus');
      if (!raw.headersSent) raw.writeHead(500).end(JSON.stringify({ error: 'error_interno', message: MSG.errorInterno }));
      else raw.destroy();
    }
  }

  function requireTusHeader(request: FastifyRequest): void {
    if (request.headers['tus-resumable'] !== TUS_RESUMABLE) throw new HttpError(412, 'version_tus', MSG_SUBIDAS.tusResumable);
  }

  /** The upload `segment` of `user`, else 404 like a missing one (another user's upload id learns nothing). */
  async function ownUpload(segment: string, user: SessionUser) {
    const id = area.idOfUrl(segment);
    const info = id ? await area.describe(id) : undefined;
    if (!id || !info || metaOfUpload(info.metadata).usuarioId !== user.id) throw notFound(MSG_SUBIDAS.noEncontrada);
    return { id, meta: metaOfUpload(info.metadata) };
  }

  // tus reads the request body itself (PATCH application/offset+octet-stream, or POST with creation-with-upload).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('tus-resumable', TUS_RESUMABLE);
    // tus URLs are the Location the server gave: never a query or a fragment, which the router and a library may read
    // differently (the router routes `/subidas/<id>?/<other>` and `…#/<other>` to <id>). Refused before the session.
    if (/[?#]/.test(request.raw.url ?? '')) throw badRequest('solicitud_invalida', MSG_SUBIDAS.consulta);
  });

  app.post(
    '/',
    {
      onRequest: write,
      schema: {
        ...contract(
          'subidas',
          'createUpload',
          'Iniciar una subida reanudable',
          signedIn(TUS, EDITABLE_REPORT, PHOTO_FILE, {
            '400': ['longitud_invalida', 'metadatos_invalidos'],
            // quota.ts: the report's free places, the user's unfinished uploads (Retry-After).
            '409': ['informe_con_subidas_pendientes'],
            '429': ['demasiadas_subidas_pendientes'],
          }),
        ),
        ...SubidaCreateSchema,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      uploadAuth.remember(request);
      requireTusHeader(request);
      const headers = request.headers;
      const length = String(headers['upload-length'] ?? '');
      if (headers['upload-defer-length'] !== undefined || headers['upload-concat'] !== undefined || !/^[0-9]{1,15}$/.test(length)) {
        throw badRequest('longitud_invalida', MSG_SUBIDAS.longitud);
      }
      const meta = parseUploadMetadata(headers['upload-metadata']);
      if (Number(length) > maxBytes) throw fileTooLarge(meta.nombre, app.config.uploadMaxMb);
      if (Number(length) < IMAGE_SIGNATURE_BYTES) throw notAnImage(meta.nombre);
      // One query: the report editable by the user, its photos counted, one with these bytes.
      const informe = await editableInformeConFotos(app.db, user, meta.informeId, meta.sha256);
      // Already in the report: answered now, no upload is created (the client stops here; see the OpenAPI text).
      const already = informe.mismo_id === null ? undefined : await archivos.findArchivo(app.db, informe.mismo_id);
      if (already) {
        settleUnreadBody(request, reply);
        return reply
          .status(200)
          .header(REPLAYED_HEADER, 'true')
          .send(await archivoDto(app, already));
      }
      if (informe.fotos >= IMAGE_LIMITS.maxPerReport) throw conflict('maximo_imagenes', MSG_ARCHIVOS.maximo);
      // Its place, before any byte is stored: the caps per user and per report (quota.ts), in the database.
      const id = area.newId();
      const { dropped, refusal } = await claimUpload(app.db, quota, {
        id: area.urlSegment(id),
        userId: user.id,
        informeId: meta.informeId,
        sha256: meta.sha256,
        bytes: Number(length),
      });
      for (const old of dropped)
        await area
          .remove(`${area.idPrefix}${old}`)
          .catch((e: unknown) => request.log.warn({ err: String(e) }, 'no se pudo quitar una subida reemplazada'));
      if (refusal) throw refusal;
      reply.raw.once('close', app.photos.receivingUpload()); // work after earlier answers waits (photo-files.ts)
      // Kept only when its 201 (and Location) went out whole; else (refused, failed, cut off while its first bytes
      // arrived) its place is freed and whatever tus stored removed. A 200 (completed here) was removed by finish().
      const delivered = new Promise<boolean>((resolve) =>
        reply.raw.once('close', () => resolve(reply.raw.statusCode === 201 && reply.raw.writableFinished)),
      );
      try {
        await delegate(request, reply, { request, user, id, metadata: storedMetadata(meta, user) });
      } finally {
        void delivered
          .then((kept) => (kept ? undefined : area.remove(id)))
          .catch((e: unknown) => request.log.warn({ err: String(e) }, 'no se pudo quitar una subida no creada'));
      }
      return reply;
    },
  );

  app.options('/', { schema: { hide: true } }, async (request, reply) => {
    await delegate(request, reply, { request, user: { id: 0 } as SessionUser });
    return reply;
  });

  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/:id',
      onRequest:
        method === 'DELETE'
          ? write
          : async function (request, reply) {
              await uploadAuth.hook(this, request, reply);
            },
      schema: SubidaResponses[method],
      handler: async (request, reply) => {
        const user = currentUser(request);
        requireTusHeader(request);
        const { id, meta } = await ownUpload(request.params.id, user);
        // The user must still be allowed to add photos to the report (termination is always allowed: it only removes).
        // If not (the report was deleted, left Pendiente…), this upload can never finish: it goes now.
        if (method !== 'DELETE') {
          const read = uploadAuth.reportOf(request, meta.informeId);
          const check = read ? Promise.resolve().then(() => mayEditPhotos(user, read.informe)) : editableInforme(app.db, user, meta.informeId);
          await check.catch(async (err: unknown) => {
            await area.remove(id).catch((e: unknown) => request.log.warn({ err: String(e) }, 'no se pudo quitar una subida rechazada'));
            throw err;
          });
        }
        if (method === 'PATCH') reply.raw.once('close', app.photos.receivingUpload()); // photo bytes: later work waits
        await delegate(request, reply, { request, user, id });
        return reply;
      },
    });
  }
};
