import type { OutboxEntry, PhotoProgress } from 'shared/outbox';

export interface UploadProgress {
  /** 0–100, from the bytes the browser has sent. */
  percent: number;
  status: 'pendiente' | 'subiendo' | 'subida' | 'error';
  error?: string;
}

/** Each photo of an outbox entry as the picker shows it while it is sent (keyed by the photo's id). */
export function progressOfEntry(entry: OutboxEntry | undefined, bytes: Readonly<Record<string, PhotoProgress>>): Record<string, UploadProgress> {
  const result: Record<string, UploadProgress> = {};
  for (const photo of entry?.photos ?? []) {
    const sent = bytes[photo.id];
    if (photo.archivoId !== null) result[photo.id] = { percent: 100, status: 'subida' };
    else if (photo.error !== null) result[photo.id] = { percent: 0, status: 'error', error: photo.error };
    else if (sent) result[photo.id] = { percent: sent.total > 0 ? Math.min(100, Math.floor((sent.sent / sent.total) * 100)) : 0, status: 'subiendo' };
    else result[photo.id] = { percent: 0, status: 'pendiente' };
  }
  return result;
}
