import type { InformeInput } from '../contracts';
import { deletePhoto, writePhoto } from './outbox-db';
import { findEntry, outboxEntries, removeEntry, saveEntry, subscribeOutbox, updateEntry } from './outbox-store';
import { keepInMemory, sendSoon } from './sender';
import { askPersistentStorage, hasRoomFor, isQuotaError } from './storage-room';
import type { OutboxEntry, PhotoLocation } from './types';

export interface NewOutboxPhoto {
  /** Kept as the photo's id in the outbox (the form shows each photo's progress by it). */
  id?: string;
  blob: Blob;
  name: string;
  location: PhotoLocation | null;
}

export interface EnqueueResult {
  entryId: string;
  /** Photos the phone had no room to keep: sent from this tab's memory only. */
  notKept: string[];
}

const newId = () => crypto.randomUUID();

export interface NewOutboxEntry {
  userId: number;
  title: string;
  /** A report to create… */
  input: InformeInput | null;
  /** …or the report that already exists and gets these photos. */
  informeId: number | null;
  photos: readonly NewOutboxPhoto[];
}

/**
 * Puts a report made on this device (or photos for an existing report) into the outbox (IndexedDB) with its
 * photos; the caller then sends it (`sendSoon`). "Crear Informe" and "Subir imágenes" always go through here: a
 * photo is never sent from memory only. A photo that does not fit on the phone stays in this tab's memory and is
 * named in `notKept`.
 */
export async function enqueue({ userId, title, input, informeId, photos }: NewOutboxEntry): Promise<EnqueueResult> {
  const entryId = newId();
  const notKept: string[] = [];
  const entryPhotos = [];
  askPersistentStorage();
  for (const photo of photos) {
    const id = photo.id ?? newId();
    let kept = await hasRoomFor(photo.blob.size);
    if (kept) {
      try {
        await writePhoto(entryId, id, photo.blob);
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        kept = false;
      }
    }
    if (!kept) {
      keepInMemory(entryId, id, photo.blob);
      notKept.push(photo.name);
    }
    const file = photo.blob as Partial<File>;
    entryPhotos.push({
      id,
      name: photo.name,
      type: photo.blob.type,
      size: photo.blob.size,
      lastModified: file.lastModified ?? Date.now(),
      location: photo.location,
      sha256: null,
      uploadUrl: null,
      archivoId: null,
      error: null,
      kept,
    });
  }
  const now = new Date().toISOString();
  const entry: OutboxEntry = {
    id: entryId,
    userId,
    idempotencyKey: newId(),
    createdAt: now,
    updatedAt: now,
    input,
    title,
    informeId,
    photos: entryPhotos,
    state: 'en_cola',
    waiting: null,
    error: null,
    attempts: 0,
    nextAttemptAt: null,
  };
  await saveEntry(entry);
  return { entryId, notKept };
}

/** Resolves once the entry is sent, refused, or waiting (no connection, no session, a retry later). */
export function waitForOutcome(id: string): Promise<OutboxEntry | undefined> {
  const settled = (e: OutboxEntry | undefined) => !e || e.state === 'enviado' || e.state === 'error' || (e.state === 'en_cola' && e.waiting !== null);
  return new Promise((resolve) => {
    if (settled(findEntry(id))) {
      resolve(findEntry(id));
      return;
    }
    const stop = subscribeOutbox(() => {
      const entry = findEntry(id);
      if (!settled(entry)) return;
      stop();
      resolve(entry);
    });
  });
}

/** "Reintentar": back into the queue, refused photos included (the reason may be gone), now. */
export async function retryEntry(id: string): Promise<void> {
  await updateEntry(id, (e) => ({
    ...e,
    state: 'en_cola',
    error: null,
    waiting: null,
    attempts: 0,
    photos: e.photos.map((p) => (p.error !== null && (p.kept || p.sha256 !== null) ? { ...p, error: null } : p)),
  }));
  await sendSoon(id);
}

/** "Descartar": the report and its photos leave this device (after the user confirmed). */
export function discardEntry(id: string): Promise<void> {
  return removeEntry(id);
}

/** Removes one photo the server refused; the report goes on with the others. */
export async function dropPhoto(entryId: string, photoId: string): Promise<void> {
  const entry = await updateEntry(entryId, (e) => ({ ...e, photos: e.photos.filter((p) => p.id !== photoId) }));
  await deletePhoto(entryId, photoId).catch(() => undefined);
  if (entry && entry.state === 'error' && !entry.photos.some((p) => p.error !== null)) await retryEntry(entryId);
}

/** A refused report, corrected on the form: new fields, and queued again with the same key (nothing was created). */
export async function editEntry(id: string, input: InformeInput, title: string): Promise<void> {
  const entry = findEntry(id);
  if (!entry || entry.informeId !== null) return;
  await updateEntry(id, (e) => ({ ...e, input, title, state: 'en_cola', error: null, waiting: null, attempts: 0 }));
  await sendSoon(id);
}

/** A sent report the user no longer wants listed. */
export function forgetSent(id: string): Promise<void> {
  return removeEntry(id);
}

/** Sent reports stay listed a day ("Enviado", with a link), then leave the list by themselves. */
export async function pruneSent(now = Date.now()): Promise<void> {
  for (const entry of outboxEntries()) {
    if (entry.state === 'enviado' && now - Date.parse(entry.updatedAt) > 86_400_000) await removeEntry(entry.id);
  }
}
