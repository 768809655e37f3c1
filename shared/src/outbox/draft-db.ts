import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';

import type { PhotoLocation } from './types';

/** One chosen photo of a draft: its bytes are kept apart (`foto:<user>:<id>`), only when the phone had room. */
export interface DraftPhoto {
  id: string;
  name: string;
  type: string;
  lastModified: number;
  location: PhotoLocation | null;
  kept: boolean;
}

/** A form of one user as it was last changed, e.g. /nuevo-informe's (docs/decisions/field-capture.md, "Drafts"). */
export interface DraftRecord<V = unknown> {
  values: V;
  photos: DraftPhoto[];
  savedAt: string;
}

let store: UseStore | null = null;
const db = () => (store ??= createStore('informes-borradores', 'borradores'));

const draftKey = (userId: number) => `borrador:${userId}`;
const photoKey = (userId: number, photoId: string) => `foto:${userId}:${photoId}`;

export function readDraft<V>(userId: number): Promise<DraftRecord<V> | undefined> {
  return get<DraftRecord<V>>(draftKey(userId), db());
}

export function writeDraft<V>(userId: number, draft: DraftRecord<V>): Promise<void> {
  return set(draftKey(userId), draft, db());
}

export function readDraftPhoto(userId: number, photoId: string): Promise<Blob | undefined> {
  return get<Blob>(photoKey(userId, photoId), db());
}

export function writeDraftPhoto(userId: number, photoId: string, blob: Blob): Promise<void> {
  return set(photoKey(userId, photoId), blob, db());
}

export function deleteDraftPhoto(userId: number, photoId: string): Promise<void> {
  return del(photoKey(userId, photoId), db());
}

/** The draft and every photo of it. */
export async function deleteDraft(userId: number): Promise<void> {
  const own = (await keys<string>(db())).filter((key) => key === draftKey(userId) || String(key).startsWith(`foto:${userId}:`));
  await delMany(own, db());
}
