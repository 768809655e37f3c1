import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { uploadMaxBytes } from '../../../platform/config';
import { badRequest, HttpError } from '../../../platform/http/errors';
import { fileTooLarge, makeThumbnail, THUMBNAIL_MIME, UploadGuard } from '../images/index';
import { scrubText, type ImageFormat } from 'shared/contracts';
import type { StoredObject } from '../storage/index';
import { readStoredHeaderEvidence, type FileEvidencia } from '../evidencia/read';
import { newStorageName, originalKey, thumbnailKey, type PhotoFiles } from './photo-files';
import { MSG_ARCHIVOS } from './messages';
import type { ArchivoRow } from './repository';

/** What one POST /upload/:id brought, once its file is stored (original and thumbnail). */
export interface StoredUpload {
  name: string;
  nombreOriginal: string;
  format: ImageFormat;
  original: StoredObject;
  latitud: number | null;
  longitud: number | null;
  tieneMetadatosGps: boolean;
  /** Read from the stored original (EXIF header and difference hash; docs/decisions/photo-evidence.md). */
  evidencia: FileEvidencia;
}

const MSG_UPLOAD = {
  noMultipart: 'La petición debe ser multipart/form-data con la imagen en el campo "archivo"',
  sinArchivo: 'Falta la imagen (campo "archivo")',
  unArchivo: 'Envíe una sola imagen por petición (campo "archivo")',
  coordenadasJuntas: 'Envíe latitud y longitud juntas, o ninguna de las dos',
  latitud: 'La latitud debe ser un número entre -90 y 90',
  longitud: 'La longitud debe ser un número entre -180 y 180',
  gps: 'tiene_metadatos_gps debe ser true o false',
  gpsSinCoordenadas: 'tiene_metadatos_gps=true necesita latitud y longitud',
  campoDesconocido: (name: string) => `Campo no reconocido: "${name}" (se aceptan archivo, latitud, longitud, tiene_metadatos_gps y sha256)`,
} as const;

const FIELDS = new Set(['latitud', 'longitud', 'tiene_metadatos_gps', 'sha256']);

/**
 * The name shown to users: the device's file name without any path, cleaned by the one text rule (scrubText of
 * shared/contracts/text-rules.ts: lone surrogates, control and invisible characters such as a right-to-left override
 * removed, NFC; docs/decisions/text-input.md), at most 255 characters (code points, never half a pair).
 */
export function displayName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  return Array.from(scrubText(base) || 'imagen')
    .slice(0, 255)
    .join('')
    .trim();
}

/** A declared SHA-256 (multipart field or tus metadata `sha256`): 64 hex digits, any case; 400 otherwise. */
export function declaredSha256(raw: string | null | undefined): string | null {
  if (raw === undefined || raw === null || raw.trim() === '') return null;
  const value = raw.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(value)) throw new HttpError(400, 'validacion', MSG_ARCHIVOS.sha256, {}, 'sha256');
  return value;
}

function coordinate(raw: string | undefined, limit: number, message: string): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw.trim());
  if (!/^[+-]?\d+(\.\d+)?$/.test(raw.trim()) || !Number.isFinite(value) || Math.abs(value) > limit) throw badRequest('validacion', message);
  return Number(value.toFixed(6));
}

/** latitud/longitud/tiene_metadatos_gps as the issue asks: ranges, both or neither (400 otherwise). Also tus metadata. */
export function parseLocation(fields: Record<string, string | undefined>): Pick<StoredUpload, 'latitud' | 'longitud' | 'tieneMetadatosGps'> {
  const latitud = coordinate(fields.latitud, 90, MSG_UPLOAD.latitud);
  const longitud = coordinate(fields.longitud, 180, MSG_UPLOAD.longitud);
  if ((latitud === null) !== (longitud === null)) throw badRequest('validacion', MSG_UPLOAD.coordenadasJuntas);
  const gpsRaw = fields.tiene_metadatos_gps?.trim().toLowerCase();
  if (gpsRaw !== undefined && gpsRaw !== '' && gpsRaw !== 'true' && gpsRaw !== 'false') throw badRequest('validacion', MSG_UPLOAD.gps);
  const tieneMetadatosGps = gpsRaw === 'true';
  if (tieneMetadatosGps && latitud === null) throw badRequest('validacion', MSG_UPLOAD.gpsSinCoordenadas);
  return { latitud, longitud, tieneMetadatosGps };
}

/** @fastify/multipart's own errors, in the API's words. */
function multipartError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('solicitud_invalida', MSG_UPLOAD.noMultipart);
  if (code === 'FST_FILES_LIMIT') return badRequest('validacion', MSG_UPLOAD.unArchivo);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('validacion', MSG_UPLOAD.campoDesconocido('…'));
  return err;
}

/** What the route needs to decide before and after the file is stored (docs/decisions/photos-storage.md). */
export interface UploadChecks {
  /** The report's photo with these bytes, if it already has one. */
  existing(sha256: string): Promise<ArchivoRow | undefined>;
  /** 409 when the report has no room for one more photo. */
  roomForOne(): Promise<void>;
  /** The photo's bytes as they arrive (GET /metrics). */
  received: (bytes: number) => void;
}

/** A new photo stored (original and thumbnail), or the report's photo with the same bytes (nothing kept). */
export type UploadOutcome = { kind: 'stored'; upload: StoredUpload } | { kind: 'duplicate'; row: ArchivoRow };

/**
 * Reads the multipart body of POST /upload/:id. When the file part starts, the fields sent before it are known: a
 * declared `sha256` already in the report answers that photo without reading the file (a retry whose first answer
 * was lost, even with 10 photos stored); otherwise the report must have room. The file streams through the
 * UploadGuard (type by first bytes → 415, UPLOAD_MAX_MB → 413) into storage under a server-made name; its SHA-256
 * must match the declared one (400 sha256_no_coincide); a photo already in the report by its computed SHA-256 is
 * answered as a duplicate and its bytes dropped; then its thumbnail is made from the stored original. Fields may
 * come before or after the file. On any failure nothing is left in storage.
 */
export async function receiveUpload(request: FastifyRequest, photos: PhotoFiles, maxMb: number, checks: UploadChecks): Promise<UploadOutcome> {
  const maxBytes = uploadMaxBytes({ uploadMaxMb: maxMb });
  const fields: Record<string, string> = {};
  let stored: { name: string; nombreOriginal: string; format: ImageFormat; original: StoredObject } | null = null;
  let declared: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!FIELDS.has(part.fieldname)) throw badRequest('validacion', MSG_UPLOAD.campoDesconocido(part.fieldname));
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'archivo') {
        part.file.resume();
        throw badRequest('validacion', MSG_UPLOAD.campoDesconocido(part.fieldname));
      }
      if (stored) throw badRequest('validacion', MSG_UPLOAD.unArchivo);
      declared = declaredSha256(fields.sha256);
      const already = declared ? await checks.existing(declared) : undefined;
      if (already) {
        part.file.resume();
        return { kind: 'duplicate', row: already };
      }
      await checks.roomForOne();
      stored = await storeFile(part, photos, maxBytes, maxMb, checks.received);
    }
    if (!stored) throw badRequest('validacion', MSG_UPLOAD.sinArchivo);
    const location = parseLocation(fields);
    declared ??= declaredSha256(fields.sha256);
    if (declared && declared !== stored.original.sha256) throw badRequest('sha256_no_coincide', MSG_ARCHIVOS.sha256NoCoincide(stored.nombreOriginal));
    const already = await checks.existing(stored.original.sha256);
    if (already) {
      await photos.remove(stored.name);
      return { kind: 'duplicate', row: already };
    }
    const evidencia = await finishStoredOriginal(photos, stored.name, stored.nombreOriginal);
    return { kind: 'stored', upload: { ...stored, ...location, evidencia } };
  } catch (err) {
    if (stored) await photos.remove(stored.name).catch((e: unknown) => request.log.warn({ err: String(e) }, 'no se pudo quitar una subida fallida'));
    throw multipartError(err);
  }
}

/**
 * After a stored original: its thumbnail (415 when the image does not decode) and the EXIF of its header
 * (docs/decisions/photo-evidence.md); the difference hash follows the row. POST /upload's way, and storeFoto's.
 */
export async function finishStoredOriginal(photos: PhotoFiles, name: string, nombreOriginal: string): Promise<FileEvidencia> {
  const key = originalKey(name);
  const thumbnail = await makeThumbnail(photos.storage.localPath(key) ?? (await photos.storage.get(key)), nombreOriginal);
  await photos.storage.put(thumbnailKey(name), Readable.from([thumbnail]), { contentType: THUMBNAIL_MIME });
  return readStoredHeaderEvidence(photos.storage, key);
}

async function storeFile(part: MultipartFile, photos: PhotoFiles, maxBytes: number, maxMb: number, received: (bytes: number) => void) {
  const nombreOriginal = displayName(part.filename);
  const name = newStorageName();
  const guard = new UploadGuard(nombreOriginal, maxBytes, maxMb);
  part.file.once('limit', () => guard.destroy(fileTooLarge(nombreOriginal, maxMb)));
  // The guard may fail on the first chunk, before the storage has subscribed: the storage still sees the error
  // (its pipeline rejects on an errored source); this only keeps it from being an unhandled 'error' event.
  guard.on('error', () => {});
  part.file.once('error', (err) => guard.destroy(err));
  part.file.pipe(guard);
  // Beside the pipe, which keeps its backpressure: a 'data' listener never resumes a paused stream.
  part.file.on('data', (chunk: Buffer) => received(chunk.length));
  const original = await photos.storage.put(originalKey(name), guard, { contentType: 'application/octet-stream' });
  return { name, nombreOriginal, format: guard.type!, original };
}
