import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database';
import { makeThumbnail, THUMBNAIL_MIME } from '../images/index';
import type { Storage } from '../storage/index';
import { deletePendingDeletion, listKnownNombresAlmacenados, listPendingDeletions } from './repository';

/**
 * Where a photo's bytes live (docs/decisions/photos-storage.md). A photo has a server-made name (a UUID, the
 * row's `nombre_almacenado`); its original is `originales/<name>` and its thumbnail `miniaturas/<name>.webp`.
 */
const ORIGINALS = 'originales/';
const THUMBNAILS = 'miniaturas/';
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const originalKey = (name: string) => `${ORIGINALS}${name}`;
export const thumbnailKey = (name: string) => `${THUMBNAILS}${name}.webp`;
export const newStorageName = () => randomUUID();

/**
 * Work after an upload's answer (thumbnail, difference hash) waits until no photo has arrived for this long, so that
 * a burst of uploads (ten photos, one after another) is not slowed down by the previous photos' work: on two cores
 * it took a third of the burst's CPU (docs/decisions/photos-storage.md, "The thumbnail after the answer").
 */
const LATER_QUIET_MS = 300;
/** …but never longer than this after it was queued. */
const LATER_MAX_WAIT_MS = 10_000;
const LATER_POLL_MS = 50;

/** The photo name a stored key belongs to, or null for a key that is not a photo's. */
function nameOfKey(key: string): string | null {
  const name = key.startsWith(ORIGINALS)
    ? key.slice(ORIGINALS.length)
    : key.startsWith(THUMBNAILS)
      ? key.slice(THUMBNAILS.length).replace(/\.webp$/, '')
      : null;
  return name !== null && NAME.test(name) ? name : null;
}

/** Removes one stored object; must succeed when the object is already gone (a sweep may repeat). */
type RemoveObject = (nombreAlmacenado: string) => Promise<void>;

/** Set when the server closes: a sweep stops after the object it is removing, and the next one goes on. */
interface SweepStop {
  stopped: boolean;
}

/**
 * Second half of deleting files (docs/decisions/informes-borrado.md): the rows are gone and their stored objects
 * were queued in archivos_pendientes_borrado by the same transaction; this removes each object from storage and
 * only then its queue row. A crash in between leaves the queue row, and the next sweep (after the next delete, or
 * at start-up) removes the object again. Stops at the first storage failure, leaving the rest queued.
 * Returns how many objects it removed.
 */
export async function sweepDeletedArchivos(
  db: Db,
  remove: RemoveObject,
  { batch = 100, stop }: { batch?: number; stop?: SweepStop } = {},
): Promise<number> {
  let removed = 0;
  for (;;) {
    if (stop?.stopped) return removed;
    const queued = await listPendingDeletions(db, batch);
    for (const q of queued) {
      if (stop?.stopped) return removed;
      await remove(q.nombre_almacenado);
      await deletePendingDeletion(db, q.id);
      removed++;
    }
    if (queued.length < batch) return removed;
  }
}

export interface SweepResult {
  /** Partial writes (temp files, unfinished multipart uploads) removed. */
  incomplete: number;
  /** Objects of deleted photos that were still queued. */
  queued: number;
  /** Objects that no row knows (an upload cut off between storing and recording) removed. */
  orphans: number;
  /** The server closed before the sweep ended; the next start goes on. */
  stopped: boolean;
}

export class PhotoFiles {
  /**
   * `othersPrefixes`: keys of the same storage that belong to someone else (the unfinished tus uploads in the
   * bucket, docs/decisions/photos-storage.md) and that the photo sweep never touches.
   */
  constructor(
    readonly storage: Storage,
    private readonly db: Db,
    private readonly othersPrefixes: readonly string[] = [],
    /** How long work after an answer waits for the uploads to stop (tests shorten it). */
    private readonly laterTiming = { quietMs: LATER_QUIET_MS, maxWaitMs: LATER_MAX_WAIT_MS },
  ) {}

  /** Removes both objects of a photo; an already missing object is fine (sweeps repeat). */
  readonly remove = async (name: string): Promise<void> => {
    await this.storage.delete(originalKey(name));
    await this.storage.delete(thumbnailKey(name));
  };

  private thumbnailQueue: Promise<unknown> = Promise.resolve();
  /** Photo uploads being received now (tus requests, POST /upload) and when the last one ended. */
  private receiving = 0;
  private quietSince = 0;
  /** Callers of idle() waiting: the work runs at once then (tests, the server closing). */
  private hurry = 0;

  /** Makes and stores the thumbnail of the stored original `name` now (415 when the image does not decode). */
  readonly makeThumbnail = async (name: string, fileName: string): Promise<void> => {
    const key = originalKey(name);
    const thumbnail = await makeThumbnail(this.storage.localPath(key) ?? (await this.storage.get(key)), fileName);
    await this.storage.put(thumbnailKey(name), Readable.from([thumbnail]), { contentType: THUMBNAIL_MIME });
  };

  /**
   * The thumbnail made after the answer (tus uploads: the browser waits for the row, not for the thumbnail), one at a
   * time so a burst of uploads never decodes many photos at once. A thumbnail that is missing when asked for (not made
   * yet, or a crash came first) is made then, by GET /archivos/:id/miniatura.
   */
  thumbnailLater(name: string, fileName: string, log: FastifyBaseLogger): void {
    void this.later(
      () => this.makeThumbnail(name, fileName),
      () => log.warn({ archivo: name }, 'no se pudo hacer la miniatura (se hará al pedirla)'),
    );
  }

  /**
   * A photo upload is being received until the returned function is called (once). Work queued with `later` waits
   * meanwhile: on a busy server it would take the cores from the bytes and the rows that the field is waiting for.
   */
  receivingUpload(): () => void {
    this.receiving += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.receiving -= 1;
      this.quietSince = Date.now();
    };
  }

  /**
   * Resolves once no upload has been received for LATER_QUIET_MS, or at `deadline` (never starved: on a slow link an
   * upload lasts minutes while the cores are idle), or at once when someone waits for idle().
   */
  private async quiet(deadline: number): Promise<void> {
    while (this.hurry === 0 && Date.now() < deadline && (this.receiving > 0 || Date.now() - this.quietSince < this.laterTiming.quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(LATER_POLL_MS, this.laterTiming.quietMs)));
    }
  }

  /**
   * Work after the answer on the same queue, one at a time (the photo's difference hash, docs/decisions/photo-evidence.md),
   * each piece once no upload is arriving or at most LATER_MAX_WAIT_MS after it was queued.
   * `failed` says what was not done; the queue goes on. Resolves when this piece of work is over (tests wait on it).
   */
  later(work: () => Promise<void>, failed: (err: unknown) => void): Promise<void> {
    const deadline = Date.now() + this.laterTiming.maxWaitMs;
    const done = this.thumbnailQueue
      .then(() => this.quiet(deadline))
      .then(work)
      .catch(failed);
    this.thumbnailQueue = done;
    return done;
  }

  /** Resolves when the work queued so far is over (run without waiting for the uploads to stop). */
  async idle(): Promise<void> {
    this.hurry += 1;
    try {
      await this.thumbnailQueue;
    } finally {
      this.hurry -= 1;
    }
  }

  /** Set by close(): every sweep stops after the object it is removing. */
  private readonly stop: SweepStop = { stopped: false };
  /** Sweeps under way (after a delete, a backup, at start-up), awaited by close(). */
  private readonly sweeping = new Set<Promise<unknown>>();

  private tracked<T>(work: Promise<T>): Promise<T> {
    this.sweeping.add(work);
    const forget = () => this.sweeping.delete(work);
    work.then(forget, forget);
    return work;
  }

  /**
   * The server is closing, before its database does: sweeps under way stop after the object they are removing and
   * are awaited (what they left is the next start's), and the work queued after answers finishes.
   */
  async close(): Promise<void> {
    this.stop.stopped = true;
    await Promise.allSettled([...this.sweeping]);
    await this.idle();
  }

  /** Objects of photos whose rows were deleted (reports or photos), queued by trigger in the same transaction. */
  sweepDeleted(): Promise<number> {
    return this.tracked(sweepDeletedArchivos(this.db, this.remove, { stop: this.stop }));
  }

  /**
   * The start-up sweep: partial writes and orphan objects older than `before` (the moment this server started:
   * with the embedded database it is the only server on this DATA_DIR, so nothing older is still being written),
   * and the queue of deleted photos. It reads the storage page by page, never all keys at once; close() stops it.
   */
  sweep(before: Date, log: FastifyBaseLogger): Promise<SweepResult> {
    return this.tracked(this.sweepStorage(before, log));
  }

  private async sweepStorage(before: Date, log: FastifyBaseLogger): Promise<SweepResult> {
    const stop = this.stop;
    // Only the photos' own partial writes: an unfinished tus upload is a multipart upload too, and may take a day.
    let incomplete = 0;
    for (const prefix of [ORIGINALS, THUMBNAILS]) incomplete += await this.storage.removeIncomplete(before, prefix);
    const queued = await sweepDeletedArchivos(this.db, this.remove, { stop });
    let orphans = 0;
    for await (const page of this.storage.list()) {
      if (stop.stopped) break;
      const names = [...new Set(page.map((k) => nameOfKey(k.key)).filter((n): n is string => n !== null))];
      if (names.length === 0) continue;
      const known = await listKnownNombresAlmacenados(this.db, names);
      for (const item of page) {
        if (stop.stopped) break;
        const name = nameOfKey(item.key);
        if (name === null && this.othersPrefixes.some((prefix) => item.key.startsWith(prefix))) continue;
        if (name === null) {
          log.warn({ key: item.key }, 'objeto desconocido en el almacenamiento de fotos (se deja)');
          continue;
        }
        if (!known.has(name) && item.lastModified < before) {
          await this.storage.delete(item.key);
          orphans += 1;
        }
      }
    }
    return { incomplete, queued, orphans, stopped: stop.stopped };
  }
}
