import { createStore, del, delMany, entries, get, keys, set, type UseStore } from 'idb-keyval';
import type { OutboxEntry } from './types';

/**
 * The outbox in IndexedDB: one record per report (`entrada:<id>`) and one Blob per photo (`foto:<id>:<photoId>`),
 * apart so that saving a report's state never rewrites its photos' bytes.
 */
let store: UseStore | null = null;
const db = () => (store ??= createStore('informes-pendientes', 'pendientes'));

const entryKey = (id: string) => `entrada:${id}`;
const photoKey = (entryId: string, photoId: string) => `foto:${entryId}:${photoId}`;

export async function readEntries(): Promise<OutboxEntry[]> {
  const all = await entries<string, unknown>(db());
  return all.filter(([key]) => String(key).startsWith('entrada:')).map(([, value]) => value as OutboxEntry);
}

export function writeEntry(entry: OutboxEntry): Promise<void> {
  return set(entryKey(entry.id), entry, db());
}

export function writePhoto(entryId: string, photoId: string, blob: Blob): Promise<void> {
  return set(photoKey(entryId, photoId), blob, db());
}

export function readPhoto(entryId: string, photoId: string): Promise<Blob | undefined> {
  return get<Blob>(photoKey(entryId, photoId), db());
}

export function deletePhoto(entryId: string, photoId: string): Promise<void> {
  return del(photoKey(entryId, photoId), db());
}

/** The report's record and every photo of it. */
export async function deleteEntry(id: string): Promise<void> {
  const own = (await keys<string>(db())).filter((key) => key === entryKey(id) || String(key).startsWith(`foto:${id}:`));
  await delMany(own, db());
}
