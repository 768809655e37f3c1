import { API_PREFIX, ApiError, CONNECTION_ERROR_MESSAGE, isApiError } from 'shared/api';
import type { ArchivoInforme } from 'shared/contracts';
import { expireSession, getToken } from 'shared/session';
import type { SelectedImage } from './use-image-selection';

export interface UploadProgress {
  /** 0–100, from the browser's real upload progress events (bytes sent). */
  percent: number;
  status: 'pendiente' | 'subiendo' | 'subida' | 'error';
  error?: string;
}

/**
 * POST /upload/:informeId with the photo and its location as multipart (`archivo`, `latitud`, `longitud`,
 * `tiene_metadatos_gps`: false for a location placed by hand). XMLHttpRequest, because fetch reports no upload
 * progress. It behaves as the shared API client does: the current session's token in the Authorization header,
 * and a 401 to a signed request ends the session ("Sesión expirada", back to /login).
 */
function uploadImage(
  informeId: number,
  image: Pick<SelectedImage, 'file' | 'location'>,
  onProgress: (percent: number) => void,
): Promise<ArchivoInforme> {
  const token = getToken();
  const form = new FormData();
  if (image.location) {
    form.append('latitud', image.location.lat.toFixed(6));
    form.append('longitud', image.location.lng.toFixed(6));
    form.append('tiene_metadatos_gps', image.location.source === 'gps' ? 'true' : 'false');
  }
  form.append('archivo', image.file, image.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}/upload/${informeId}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201) {
        onProgress(100);
        resolve(body as ArchivoInforme);
        return;
      }
      const { error, message } = (body ?? {}) as { error?: string; message?: string };
      if (xhr.status === 401 && token) expireSession();
      reject(new ApiError(xhr.status, error ?? 'error_subida', message ?? `Error ${xhr.status}`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', CONNECTION_ERROR_MESSAGE));
    xhr.send(form);
  });
}

export interface UploadResult {
  subidas: ArchivoInforme[];
  /** Not uploaded (kept by the caller to retry), in the order given. */
  fallidas: SelectedImage[];
  /** The session ended during the uploads (401): the rest were not tried and the app is on its way to /login. */
  sesionTerminada: boolean;
}

/**
 * Uploads the photos one after another (the spec's creation flow), reporting each one's progress; never throws:
 * it answers which went up and which failed (kept by the caller to retry). After a 401 it stops: the session is
 * over, the remaining photos would fail the same way.
 */
export async function uploadInSequence(
  informeId: number,
  images: readonly SelectedImage[],
  onProgress: (id: string, progress: UploadProgress) => void,
): Promise<UploadResult> {
  const subidas: ArchivoInforme[] = [];
  const fallidas: SelectedImage[] = [];
  for (const [index, image] of images.entries()) {
    onProgress(image.id, { percent: 0, status: 'subiendo' });
    try {
      subidas.push(await uploadImage(informeId, image, (percent) => onProgress(image.id, { percent, status: 'subiendo' })));
      onProgress(image.id, { percent: 100, status: 'subida' });
    } catch (error) {
      fallidas.push(image);
      onProgress(image.id, { percent: 0, status: 'error', error: error instanceof Error ? error.message : String(error) });
      if (isApiError(error) && error.status === 401) {
        fallidas.push(...images.slice(index + 1));
        return { subidas, fallidas, sesionTerminada: true };
      }
    }
  }
  return { subidas, fallidas, sesionTerminada: false };
}
