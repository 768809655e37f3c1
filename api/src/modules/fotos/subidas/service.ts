import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Upload } from '@tus/server';
import sharp from 'sharp';
import { detectImageFormat, IMAGE_LIMITS, IMAGE_SIGNATURE_BYTES, isHeif, type SessionUser } from 'shared/contracts';
import { uploadMaxBytes } from '../../../platform/config';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { checkMayEditFotos, findEditableInforme, findEditableInformeWithFotos } from '../archivos/access';
import { MSG_ARCHIVOS } from '../archivos/messages';
import { newStorageName, originalKey } from '../archivos/photo-files';
import { presentArchivo } from '../archivos/presenter';
import * as archivos from '../archivos/repository';
import { hashFotoLater, recordFoto } from '../archivos/service';
import { readHeaderEvidence } from '../evidencia/read';
import { fileTooLarge } from '../images/index';
import { heicNotAccepted, notAnImage } from '../images/upload-errors';
import type { UploadArea } from './area';
import { UPLOAD_EXPIRY_MS } from './backend';
import { readUploadMeta, toStoredMetadata, type UploadMeta } from './metadata';
import { claimUpload } from './quota';
import { MSG_SUBIDAS } from './refusals';
import type { FinishedUpload, Pending } from './tus-server';
import type { UploadAuth } from './upload-auth';

/**
 * What the tus uploads of /subidas do beside the protocol itself (docs/decisions/photos-storage.md, "Resumable
 * uploads"): a creation's checks and the place it claims, the checks of every later request, and the photo the last
 * bytes record.
 */

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

/** A creation: the photo already in the report (no upload created), or the new upload's id and stored metadata. */
export type SubidaClaim = { kind: 'stored'; row: archivos.ArchivoRow } | { kind: 'claimed'; id: string; metadata: Record<string, string> };

/**
 * POST /subidas after its headers are read: every check that needs no byte of the file (size, the report editable by
 * the user, its photos counted and one with these bytes, in one query), then its place, before any byte is stored:
 * the caps per user and per report (quota.ts), in the database. Uploads the claim dropped are removed here.
 */
export async function claimSubida(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SessionUser,
  meta: UploadMeta,
  length: number,
): Promise<SubidaClaim> {
  const area = app.uploads;
  if (length > uploadMaxBytes(app.config)) throw fileTooLarge(meta.nombre, app.config.uploadMaxMb);
  if (length < IMAGE_SIGNATURE_BYTES) throw notAnImage(meta.nombre);
  const informe = await findEditableInformeWithFotos(app.db, user, meta.informeId, meta.sha256);
  // Already in the report: answered now, no upload is created (the client stops here; see the OpenAPI text).
  const already = informe.mismo_id === null ? undefined : await archivos.findArchivo(app.db, informe.mismo_id);
  if (already) return { kind: 'stored', row: already };
  if (informe.fotos >= IMAGE_LIMITS.maxPerReport) throw conflict('maximo_imagenes', MSG_ARCHIVOS.maximo);
  const id = area.newId();
  const limits = {
    perUser: app.config.uploadPendingPerUser,
    bytesPerUser: app.config.uploadPendingMbPerUser * 1024 * 1024,
    expiryMs: UPLOAD_EXPIRY_MS,
  };
  const { dropped, refusal } = await claimUpload(app.db, limits, {
    id: area.urlSegment(id),
    userId: user.id,
    informeId: meta.informeId,
    sha256: meta.sha256,
    bytes: length,
  });
  for (const old of dropped)
    await area
      .remove(`${area.idPrefix}${old}`)
      .catch((e: unknown) => request.log.warn({ err: String(e) }, 'no se pudo quitar una subida reemplazada'));
  if (refusal) throw refusal;
  return { kind: 'claimed', id, metadata: toStoredMetadata(meta, user) };
}

/** The upload `segment` of `user`, else 404 like a missing one (another user's upload id learns nothing). */
async function findOwnUpload(area: UploadArea, segment: string, user: SessionUser) {
  const id = area.idOfUrl(segment);
  const info = id ? await area.describe(id) : undefined;
  if (!id || !info || readUploadMeta(info.metadata).usuarioId !== user.id) throw notFound(MSG_SUBIDAS.noEncontrada);
  return { id, meta: readUploadMeta(info.metadata) };
}

/**
 * HEAD, PATCH or DELETE of upload `segment`: it must be the user's, and the user must still be allowed to add photos
 * to its report (termination is always allowed: it only removes). If not (the report was deleted, left Pendiente…),
 * the upload can never finish: it goes now. Returns the upload's store id.
 */
export async function checkSubida(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SessionUser,
  segment: string,
  method: 'HEAD' | 'PATCH' | 'DELETE',
  auth: UploadAuth,
): Promise<string> {
  const area = app.uploads;
  const { id, meta } = await findOwnUpload(area, segment, user);
  if (method !== 'DELETE') {
    const read = auth.reportOf(request, meta.informeId);
    const check = read ? Promise.resolve().then(() => checkMayEditFotos(user, read.informe)) : findEditableInforme(app.db, user, meta.informeId);
    await check.catch(async (err: unknown) => {
      await area.remove(id).catch((e: unknown) => request.log.warn({ err: String(e) }, 'no se pudo quitar una subida rechazada'));
      throw err;
    });
  }
  return id;
}

/**
 * The last bytes arrived: the whole file is checked again (type, size, SHA-256 against the declared one), moved
 * into the photo storage exactly as POST /upload stores it (original untouched, thumbnail), and recorded under the
 * report's lock (permission, state, duplicates, count) with its audit event (recordFoto). Whatever happens, the tus
 * upload is removed; a refusal leaves nothing. The answer carries the photo (ArchivoInforme), `replayed` when the
 * report already had these bytes.
 */
export async function finishSubida(app: FastifyInstance, context: Pending, upload: Upload): Promise<FinishedUpload> {
  const area = app.uploads;
  const { request, user } = context;
  const meta = readUploadMeta(upload.metadata);
  const name = newStorageName();
  let moving: Promise<void> | null = null;
  try {
    if (meta.usuarioId !== user.id) throw notFound(MSG_SUBIDAS.noEncontrada);
    const size = upload.size ?? upload.offset;
    if (size > uploadMaxBytes(app.config)) throw fileTooLarge(meta.nombre, app.config.uploadMaxMb);
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
    const caller = { user, ip: request.ip, log: request.log };
    const { row, replayed, alertas } = await recordFoto(app.db, caller, app.config.evidenciaDistanciaKm, meta.informeId, photo, () => move);
    if (replayed) {
      await move;
      await app.photos.remove(name);
    } else {
      app.photos.thumbnailLater(name, meta.nombre, request.log);
      hashFotoLater(app, request, name);
    }
    const answer = await presentArchivo(app, row, alertas);
    // Kept answering as finished until this request has answered (area.ts).
    area.markFinished({ ...upload, offset: size } as Upload);
    return { answer, replayed };
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
}
