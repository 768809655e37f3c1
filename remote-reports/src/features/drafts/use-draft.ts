import { useCallback, useEffect, useRef, useState } from 'react';
import {
  askPersistentStorage,
  deleteDraft,
  deleteDraftPhoto,
  hasRoomFor,
  isQuotaError,
  noRoomMessage,
  readDraft,
  readDraftPhoto,
  writeDraft,
  writeDraftPhoto,
  type DraftPhoto,
} from 'shared/outbox';
import type { InformeFormValues } from '../informes/api/informe-form';
import type { RestoredImage, SelectedImage } from '../images/use-image-selection';

/** Changes are saved this long after the last one (and at once when the page is hidden or closed). */
const SAVE_DELAY_MS = 300;

export interface DraftOptions {
  /** null: no draft (editing a report of the outbox, say). */
  userId: number | null;
  values: InformeFormValues;
  images: readonly SelectedImage[];
  /** True when there is nothing worth keeping (an untouched form). */
  isEmpty: boolean;
  /** A draft was found: put its values and photos back. `lost`: photos the phone had no room to keep. */
  onRestore: (values: InformeFormValues, images: RestoredImage[], lost: string[]) => void;
  /** Something to tell the user (a photo that could not be kept). */
  onMessage: (text: string) => void;
}

export interface Draft {
  /** When the restored draft had been saved; null when nothing was restored (or it was discarded). */
  restoredAt: string | null;
  /** Forget the draft (its photos too): "Descartar borrador", or the report went to the outbox. */
  discard: () => Promise<void>;
  /** The draft was looked for (and put back when found), or there is none to look for: the form may be filled over it. */
  ready: boolean;
}

/**
 * The /nuevo-informe draft of the signed-in user, in IndexedDB (docs/decisions/field-capture.md, "Drafts"): read
 * once when the form opens, then saved as the user works — fields, chosen photos (their bytes, checked against
 * the room left on the phone) and their GPS or manual locations — so a reload, a closed tab or a browser the
 * phone killed loses nothing.
 */
export function useDraft({ userId, values, images, isEmpty, onRestore, onMessage }: DraftOptions): Draft {
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  /** Photo ids whose bytes are in the draft store, and those the phone had no room for. */
  const stored = useRef(new Set<string>());
  const notKept = useRef(new Set<string>());
  const latest = useRef({ values, images, isEmpty });
  latest.current = { values, images, isEmpty };
  const callbacks = useRef({ onRestore, onMessage });
  callbacks.current = { onRestore, onMessage };
  const saving = useRef<Promise<void>>(Promise.resolve());
  const discarded = useRef(false);

  useEffect(() => {
    if (userId === null) return undefined;
    let cancelled = false;
    void (async () => {
      try {
        const draft = await readDraft<InformeFormValues>(userId);
        if (cancelled || !draft) return;
        const restored: RestoredImage[] = [];
        const lost: string[] = [];
        for (const photo of draft.photos) {
          const blob = photo.kept ? await readDraftPhoto(userId, photo.id) : undefined;
          if (!blob) {
            lost.push(photo.name);
            continue;
          }
          stored.current.add(photo.id);
          const file = blob instanceof File ? blob : new File([blob], photo.name, { type: photo.type, lastModified: photo.lastModified });
          restored.push({ id: photo.id, file, location: photo.location });
        }
        if (cancelled) return;
        callbacks.current.onRestore(draft.values, restored, lost);
        setRestoredAt(draft.savedAt);
      } catch {
        // No IndexedDB here (a private window that refuses it): the form works without drafts.
      } finally {
        if (!cancelled) setReady(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const save = useCallback(async () => {
    if (userId === null || discarded.current) return;
    const { values: v, images: imgs, isEmpty: empty } = latest.current;
    if (empty) {
      await deleteDraft(userId);
      stored.current.clear();
      return;
    }
    const photos: DraftPhoto[] = [];
    for (const image of imgs) {
      if (!stored.current.has(image.id) && !notKept.current.has(image.id)) {
        askPersistentStorage();
        let kept = await hasRoomFor(image.file.size);
        if (kept) {
          try {
            await writeDraftPhoto(userId, image.id, image.file);
          } catch (error) {
            if (!isQuotaError(error)) throw error;
            kept = false;
          }
        }
        if (kept) stored.current.add(image.id);
        else {
          notKept.current.add(image.id);
          callbacks.current.onMessage(noRoomMessage(image.file.name));
        }
      }
      photos.push({
        id: image.id,
        name: image.file.name,
        type: image.file.type,
        lastModified: image.file.lastModified,
        location: image.location,
        kept: stored.current.has(image.id),
      });
    }
    const current = new Set(imgs.map((i) => i.id));
    for (const id of [...stored.current]) {
      if (current.has(id)) continue;
      stored.current.delete(id);
      await deleteDraftPhoto(userId, id);
    }
    if (discarded.current) return;
    await writeDraft(userId, { values: v, photos, savedAt: new Date().toISOString() });
  }, [userId]);

  /** Saves in order: a slow photo write never lets an older state land after a newer one. */
  const queueSave = useCallback(() => {
    saving.current = saving.current.then(save).catch(() => undefined);
    return saving.current;
  }, [save]);

  useEffect(() => {
    if (!ready || userId === null) return undefined;
    discarded.current = false;
    const timer = setTimeout(() => void queueSave(), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, userId, values, images, isEmpty, queueSave]);

  useEffect(() => {
    if (!ready || userId === null) return undefined;
    const flush = () => void queueSave();
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [ready, userId, queueSave]);

  const discard = useCallback(async () => {
    discarded.current = true;
    setRestoredAt(null);
    stored.current.clear();
    notKept.current.clear();
    await saving.current;
    if (userId !== null) await deleteDraft(userId).catch(() => undefined);
  }, [userId]);

  return { restoredAt, discard, ready: userId === null || ready };
}
