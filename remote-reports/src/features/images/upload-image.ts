import { API_PREFIX, ApiError, CONNECTION_ERROR_MESSAGE } from 'shared/api';
import type { ArchivoInforme } from 'shared/contracts';
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
 * progress; the session token goes in the Authorization header as with every API call.
 */
function uploadImage(
  informeId: number,
  image: Pick<SelectedImage, 'file' | 'location'>,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<ArchivoInforme> {
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
      reject(new ApiError(xhr.status, error ?? 'error_subida', message ?? `Error ${xhr.status}`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', CONNECTION_ERROR_MESSAGE));
    xhr.send(form);
  });
}

/**
 * Uploads the photos one after another (the spec's creation flow), reporting each one's progress; never throws:
 * it answers which went up and which failed (kept by the caller to retry).
 */
export async function uploadInSequence(
  informeId: number,
  images: readonly SelectedImage[],
  token: string | null,
  onProgress: (id: string, progress: UploadProgress) => void,
): Promise<{ subidas: ArchivoInforme[]; fallidas: SelectedImage[] }> {
  const subidas: ArchivoInforme[] = [];
  const fallidas: SelectedImage[] = [];
  for (const image of images) {
    onProgress(image.id, { percent: 0, status: 'subiendo' });
    try {
      subidas.push(await uploadImage(informeId, image, token, (percent) => onProgress(image.id, { percent, status: 'subiendo' })));
      onProgress(image.id, { percent: 100, status: 'subida' });
    } catch (error) {
      fallidas.push(image);
      onProgress(image.id, { percent: 0, status: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { subidas, fallidas };
}
