import { Metadata, type Upload } from '@tus/server';
import type { SessionUser } from 'shared/contracts';
import { badRequest } from '../../../platform/http/errors';
import { declaredSha256, displayName, parseLocation } from '../archivos/upload';

/**
 * Upload-Metadata keys: the server reads informe_id, sha256, filename, latitud, longitud and tiene_metadatos_gps and
 * ignores any other (tus lets a server do so; Uppy sends name, type, relativePath, filetype… by default), within these
 * bounds (the header itself is at most 4096 characters, schemas.ts). Ignored keys are never stored.
 */
const MAX_METADATA_KEYS = 20;
const MAX_METADATA_KEY_LENGTH = 64;

const MSG_METADATA = {
  metadata: 'Upload-Metadata no es válido: pares "clave valorBase64" separados por comas',
  demasiadosMetadatos: `Upload-Metadata admite como mucho ${MAX_METADATA_KEYS} claves de hasta ${MAX_METADATA_KEY_LENGTH} caracteres`,
  informe: 'informe_id debe ser el número del informe',
  sha256Requerido: 'Falta el metadato sha256: el SHA-256 de la imagen (64 caracteres hexadecimales)',
} as const;

/** The checked metadata of a new upload, as stored with it (strings; `usuario_id` is the server's). */
export interface UploadMeta {
  informeId: number;
  sha256: string;
  nombre: string;
  latitud: number | null;
  longitud: number | null;
  tieneMetadatosGps: boolean;
}

export function parseUploadMetadata(header: string | undefined): UploadMeta {
  let raw: Record<string, string | null>;
  try {
    raw = header ? Metadata.parse(header) : {};
  } catch {
    throw badRequest('metadatos_invalidos', MSG_METADATA.metadata);
  }
  const keys = Object.keys(raw);
  if (keys.length > MAX_METADATA_KEYS || keys.some((key) => key.length > MAX_METADATA_KEY_LENGTH)) {
    throw badRequest('metadatos_invalidos', MSG_METADATA.demasiadosMetadatos);
  }
  const informe = raw.informe_id?.trim() ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(informe) || Number(informe) > 2_147_483_647) throw badRequest('validacion', MSG_METADATA.informe, 'informe_id');
  const sha256 = declaredSha256(raw.sha256);
  if (!sha256) throw badRequest('validacion', MSG_METADATA.sha256Requerido, 'sha256');
  const location = parseLocation({
    latitud: raw.latitud ?? undefined,
    longitud: raw.longitud ?? undefined,
    tiene_metadatos_gps: raw.tiene_metadatos_gps ?? undefined,
  });
  return { informeId: Number(informe), sha256, nombre: displayName(raw.filename ?? undefined), ...location };
}

/** What is stored with the upload: only checked values, and the owner (nothing else the client sent). */
export function toStoredMetadata(meta: UploadMeta, user: SessionUser): Record<string, string> {
  return {
    informe_id: String(meta.informeId),
    sha256: meta.sha256,
    filename: meta.nombre,
    ...(meta.latitud !== null && meta.longitud !== null ? { latitud: String(meta.latitud), longitud: String(meta.longitud) } : {}),
    tiene_metadatos_gps: String(meta.tieneMetadatosGps),
    usuario_id: String(user.id),
  };
}

/** The metadata stored with an upload (toStoredMetadata), read back. */
export function readUploadMeta(metadata: Upload['metadata']): UploadMeta & { usuarioId: number } {
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
