import { api, requestOutboxSync } from 'shared/api';
import type { ArchivosInforme, InformeDetalle } from '../contracts';
import { expireSession, getSession, getToken } from 'shared/session';
import { emitOutboxEvent } from './outbox-events';
import { deletePhoto, readPhoto } from './outbox-db';
import { findEntry, loadOutbox, outboxEntries, setPhotoProgress, updateEntry } from './outbox-store';
import { failureOf, retryDelayMs, type SendFailure } from './failure';
import { uploadPhoto } from './photo-upload';
import { sha256Hex } from './sha256';
import type { OutboxEntry, OutboxPhoto } from './types';

/**
 * Sends the outbox, one report at a time, in the order they were made (docs/decisions/field-capture.md):
 * POST /informes with the entry's Idempotency-Key (the server creates one report however many times it is sent),
 * then each photo not yet on the server through a resumable upload. A failure that a retry may fix leaves the
 * report queued (with back-off, and at once when the connection returns); a refusal leaves it in the outbox with
 * the server's reason. Only the signed-in user's reports are sent, by one tab of the browser at a time.
 */

/** Photos whose bytes the phone could not keep, held by this tab while it lives: `<entryId>:<photoId>`. */
const memoryPhotos = new Map<string, Blob>();

export function keepInMemory(entryId: string, photoId: string, blob: Blob): void {
  memoryPhotos.set(`${entryId}:${photoId}`, blob);
}

async function photoBytes(entryId: string, photo: OutboxPhoto): Promise<Blob | undefined> {
  return memoryPhotos.get(`${entryId}:${photo.id}`) ?? (photo.kept ? await readPhoto(entryId, photo.id) : undefined);
}

const NOT_KEPT = 'La foto no se conservó en el teléfono (no había espacio) y esta página ya no la tiene: vuelva a elegirla.';

/** Ends the send of an entry with what the failure means for it. */
class Stop extends Error {
  constructor(readonly failure: SendFailure) {
    super(failure.kind);
    this.name = 'Stop';
  }
}

const setPhoto = (entryId: string, photoId: string, change: Partial<OutboxPhoto>) =>
  updateEntry(entryId, (e) => ({ ...e, photos: e.photos.map((p) => (p.id === photoId ? { ...p, ...change } : p)) }));

/** Hashes, then asks the server which photos the report already has (a retry after a lost answer). */
async function matchStoredPhotos(entryId: string, informeId: number): Promise<void> {
  for (const photo of findEntry(entryId)?.photos ?? []) {
    if (photo.archivoId !== null || photo.error !== null || photo.sha256 !== null) continue;
    const bytes = await photoBytes(entryId, photo);
    await setPhoto(entryId, photo.id, bytes ? { sha256: await sha256Hex(bytes) } : { error: NOT_KEPT });
  }
  const { data } = await api.get(`informes/${informeId}/archivos`).json<ArchivosInforme>();
  const stored = new Map(data.flatMap((a) => (a.sha256 ? [[a.sha256, a.id] as const] : [])));
  for (const photo of findEntry(entryId)?.photos ?? []) {
    const id = photo.sha256 ? stored.get(photo.sha256) : undefined;
    if (photo.archivoId === null && id !== undefined) await setPhoto(entryId, photo.id, { archivoId: id, error: null });
  }
}

async function sendPhotos(entryId: string, informeId: number): Promise<void> {
  await matchStoredPhotos(entryId, informeId);
  for (const photo of findEntry(entryId)?.photos ?? []) {
    if (photo.archivoId !== null || photo.error !== null) continue;
    const bytes = await photoBytes(entryId, photo);
    const token = getToken();
    if (!bytes) {
      await setPhoto(entryId, photo.id, { error: NOT_KEPT });
      continue;
    }
    if (!token) throw new Stop({ kind: 'session' });
    try {
      const archivoId = await uploadPhoto({
        blob: bytes,
        photo,
        informeId,
        token,
        onUploadUrl: (url) => void setPhoto(entryId, photo.id, { uploadUrl: url }),
        onProgress: (sent, total) => setPhotoProgress(entryId, photo.id, { sent, total }),
      });
      await setPhoto(entryId, photo.id, { archivoId, uploadUrl: null });
      memoryPhotos.delete(`${entryId}:${photo.id}`);
      await deletePhoto(entryId, photo.id).catch(() => undefined);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'session') expireSession();
      if (failure.kind !== 'refused') throw new Stop(failure);
      await setPhoto(entryId, photo.id, { error: failure.message, uploadUrl: null });
    } finally {
      setPhotoProgress(entryId, photo.id, null);
    }
  }
}

function refusedPhotosMessage(photos: readonly OutboxPhoto[]): string {
  const refused = photos.filter((p) => p.error !== null);
  const head = refused.length === 1 ? 'Una foto no se pudo enviar' : `${refused.length} fotos no se pudieron enviar`;
  return `${head}: ${refused.map((p) => `${p.name}: ${p.error}`).join(' · ')}`;
}

/** Sends one entry; 'stop' when the rest of the queue would fail the same way (no connection, no session). */
async function sendEntry(entry: OutboxEntry): Promise<'next' | 'stop'> {
  const id = entry.id;
  await updateEntry(id, (e) => ({ ...e, state: 'enviando', waiting: null }));
  try {
    let informeId = entry.informeId;
    if (informeId === null) {
      if (!entry.input) throw new Stop({ kind: 'refused', code: 'sin_datos', message: 'El informe no tiene datos para crearlo' });
      const input = entry.input;
      const created = await api
        .post('informes', { json: input, headers: { 'Idempotency-Key': entry.idempotencyKey } })
        .json<InformeDetalle>()
        .catch((error: unknown) => {
          throw new Stop(failureOf(error));
        });
      informeId = created.id;
      await updateEntry(id, (e) => ({ ...e, informeId: created.id }));
      emitOutboxEvent({ type: 'informe-creado', informeId });
    }
    await sendPhotos(id, informeId).catch((error: unknown) => {
      throw error instanceof Stop ? error : new Stop(failureOf(error));
    });
    const done = findEntry(id);
    if (!done) return 'next';
    const refused = done.photos.some((p) => p.error !== null);
    await updateEntry(id, (e) => ({
      ...e,
      state: refused ? 'error' : 'enviado',
      waiting: null,
      nextAttemptAt: null,
      error: refused ? { code: 'fotos_rechazadas', message: refusedPhotosMessage(e.photos) } : null,
    }));
    emitOutboxEvent({ type: 'enviado', informeId });
    return 'next';
  } catch (error) {
    const failure = error instanceof Stop ? error.failure : failureOf(error);
    if (failure.kind === 'refused') {
      await updateEntry(id, (e) => ({
        ...e,
        state: 'error',
        waiting: null,
        nextAttemptAt: null,
        error: { code: failure.code, message: failure.message },
      }));
      return 'next';
    }
    await updateEntry(id, (e) => {
      const attempts = e.attempts + 1;
      const waiting = failure.kind === 'network' ? 'sin_conexion' : failure.kind === 'session' ? 'sesion' : 'reintento';
      return { ...e, state: 'en_cola', waiting, attempts, nextAttemptAt: failure.kind === 'session' ? null : Date.now() + retryDelayMs(attempts) };
    });
    if (failure.kind !== 'session') void requestOutboxSync();
    return 'stop';
  }
}

/** The next entry of `userId` to send, or null; the queue keeps its order (a report waiting blocks the ones after it). */
function nextEntry(userId: number): OutboxEntry | null {
  const queued = outboxEntries().filter((e) => e.userId === userId && (e.state === 'en_cola' || e.state === 'enviando'));
  return queued[0] ?? null;
}

let running: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let again = false;

/** One tab of the browser sends at a time (Web Locks where the browser has them); the server's keys cover the rest. */
function withSenderLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('informes-pendientes-envio', () => work()).then(() => undefined) : work();
}

async function drain(): Promise<void> {
  await loadOutbox();
  const userId = getSession()?.user?.id;
  if (userId === undefined) return;
  await withSenderLock(async () => {
    for (;;) {
      const entry = nextEntry(userId);
      if (!entry || getSession()?.user?.id !== userId) return;
      if (entry.nextAttemptAt !== null && entry.nextAttemptAt > Date.now()) return;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        await updateEntry(entry.id, (e) => ({ ...e, state: 'en_cola', waiting: 'sin_conexion' }));
        return;
      }
      if ((await sendEntry(entry)) === 'stop') return;
    }
  });
}

function scheduleRetry(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const userId = getSession()?.user?.id;
  const next = userId === undefined ? null : nextEntry(userId);
  if (!next || next.nextAttemptAt === null || next.waiting === 'sesion') return;
  timer = setTimeout(() => void kickOutbox(), Math.max(0, next.nextAttemptAt - Date.now()));
}

/** Sends what is queued now (or as soon as the send in progress ends). Safe to call any number of times. */
export function kickOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = drain()
    .catch(() => undefined)
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        void kickOutbox();
      } else scheduleRetry();
    });
  return running;
}

/** Ignore the back-off of one entry and send it now ("Reintentar", or "Crear Informe" on the form). */
export async function sendSoon(entryId: string): Promise<void> {
  await updateEntry(entryId, (e) => ({ ...e, nextAttemptAt: null, waiting: e.waiting === 'sesion' ? 'sesion' : null }));
  for (const entry of outboxEntries()) {
    if (entry.id !== entryId && entry.state === 'en_cola' && entry.nextAttemptAt !== null)
      await updateEntry(entry.id, (e) => ({ ...e, nextAttemptAt: null }));
  }
  await kickOutbox();
}

/** True while this tab is sending (leaving the page then asks first). */
export function isSending(): boolean {
  return running !== null && outboxEntries().some((e) => e.state === 'enviando');
}
