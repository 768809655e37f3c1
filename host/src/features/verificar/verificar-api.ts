import { api } from 'shared/api';
import { IMAGE_LIMITS, type VerificacionFoto } from 'shared/contracts';

/**
 * Whether a file is larger than any original the product accepts (IMAGE_LIMITS.maxMb, the upload default): it
 * cannot be one, so it is answered without reading it (a multi-GB drop would otherwise be held in memory).
 */
export function exceedsUploadMax(file: Blob): boolean {
  return file.size > IMAGE_LIMITS.maxMb * 1024 * 1024;
}

/**
 * The SHA-256 of a file's bytes as 64 lower-case hexadecimal digits, computed here with WebCrypto: the photo never
 * leaves the device. Null where the browser offers no `crypto.subtle` (a page served over plain http to another
 * machine is not a secure context).
 */
export async function sha256OfFile(file: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * GET /api/v1/verificar/{sha256} (public: no token is sent), `sha256` as the page has it: 64 lower-case hexadecimal
 * digits (sha256OfFile's, or a pasted one the page checked with isSha256Hex and lower-cased). Rejects with the API's
 * ApiError (Spanish message).
 */
export function verificarHuella(sha256: string, signal?: AbortSignal): Promise<VerificacionFoto> {
  return api.get(`verificar/${sha256}`, { context: { anonymous: true }, signal }).json<VerificacionFoto>();
}
