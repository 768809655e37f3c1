import { API_PREFIX, ApiError, CONNECTION_ERROR_MESSAGE } from 'shared/api';
import type { OutboxPhoto } from './types';

/** The tus endpoint of the API (docs/decisions/photos-storage.md, "Resumable uploads"). */
const UPLOADS_PATH = `${API_PREFIX}/subidas`;

export interface PhotoUploadOptions {
  blob: Blob;
  photo: OutboxPhoto;
  informeId: number;
  token: string;
  /** The upload's URL, as soon as the server made it: kept so that a reload resumes it. */
  onUploadUrl: (url: string) => void;
  onProgress: (sent: number, total: number) => void;
}

interface TusDetailedError extends Error {
  originalRequest?: { getMethod(): string } | null;
  originalResponse?: { getStatus(): number; getBody(): string } | null;
}

function parseBody(text: string | undefined): { id?: unknown; error?: unknown; message?: unknown } {
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** A tus error as the API client's ApiError (status 0 for the network, else the server's `{ error, message }`). */
function apiErrorOf(error: TusDetailedError): ApiError {
  const response = error.originalResponse;
  if (!response) return new ApiError(0, 'network_error', CONNECTION_ERROR_MESSAGE);
  const body = parseBody(response.getBody());
  const status = response.getStatus();
  return new ApiError(
    status,
    typeof body.error === 'string' ? body.error : `http_${status}`,
    typeof body.message === 'string' ? body.message : `Error ${status}`,
  );
}

/**
 * Uploads one photo with the tus protocol (tus-js-client, loaded only when a photo is sent): a connection cut at
 * 90 % goes on from the last byte the server has, not from zero, in this tab or after a reload (`photo.uploadUrl`).
 * Resolves with the stored photo's id; rejects with an ApiError.
 */
export async function uploadPhoto({ blob, photo, informeId, token, onUploadUrl, onProgress }: PhotoUploadOptions): Promise<number> {
  const { Upload } = await import(/* webpackChunkName: "tus" */ 'tus-js-client');
  const metadata: Record<string, string> = {
    informe_id: String(informeId),
    filename: photo.name,
    filetype: photo.type,
    sha256: photo.sha256 ?? '',
  };
  if (photo.location) {
    metadata.latitud = photo.location.lat.toFixed(6);
    metadata.longitud = photo.location.lng.toFixed(6);
    metadata.tiene_metadatos_gps = photo.location.source === 'gps' ? 'true' : 'false';
  }
  return new Promise<number>((resolve, reject) => {
    const upload = new Upload(blob, {
      endpoint: UPLOADS_PATH,
      uploadUrl: photo.uploadUrl ?? undefined,
      metadata,
      headers: { Authorization: `Bearer ${token}` },
      // Quick retries for a blip; longer waits are the outbox's (with the connection's online event).
      retryDelays: [0, 1000, 3000],
      storeFingerprintForResuming: false,
      // The network, a busy server, a locked upload, or an offset that moved (the server was still writing the
      // bytes of a cut request when it was asked where to go on): the next attempt asks again (HEAD) and goes on.
      onShouldRetry: (error) => {
        const detailed = error as TusDetailedError;
        const status = detailed.originalResponse?.getStatus() ?? 0;
        const resuming = detailed.originalRequest?.getMethod() !== 'POST';
        return status === 0 || status === 423 || status >= 500 || (status === 409 && resuming);
      },
      onUploadUrlAvailable: () => {
        if (upload.url) onUploadUrl(upload.url);
      },
      onProgress,
      onSuccess: ({ lastResponse }) => {
        const id = Number(parseBody(lastResponse.getBody()).id);
        if (Number.isInteger(id) && id > 0) resolve(id);
        else reject(new ApiError(502, 'respuesta_invalida', 'El servidor no devolvió la foto guardada'));
      },
      onError: (error) => {
        // A photo the report already has is answered at creation with its row (200, no upload to make).
        const response = (error as TusDetailedError).originalResponse;
        const id = response && response.getStatus() < 300 ? Number(parseBody(response.getBody()).id) : NaN;
        if (Number.isInteger(id) && id > 0) resolve(id);
        else reject(apiErrorOf(error));
      },
    });
    upload.start();
  });
}
