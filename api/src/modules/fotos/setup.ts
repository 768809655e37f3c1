import type { FastifyInstance } from 'fastify';
import { StartupError } from '../../platform/startup-error';
import { PhotoFiles } from './archivos/photo-files';
import { displayName } from './archivos/upload';
import { listInformesNaming, lockAlertas } from './evidencia/repository';
import { recomputeAlertas } from './evidencia/service';
import { backfillEvidencia } from './evidencia/backfill';
import { createStorage } from './storage/index';
import { createUploadArea, type UploadArea } from './subidas/area';
import { countPendingUploads, deletePendingUploads, takeExpiredUploads } from './subidas/repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Photo files in storage (disk or S3) and their sweeps. */
    photos: PhotoFiles;
    /** Unfinished tus uploads (docs/decisions/photos-storage.md, "Resumable uploads"). */
    uploads: UploadArea;
    /** Counts a photo's bytes as they arrive, by the way they came (GET /metrics). */
    fotosReceived(via: 'multipart' | 'tus', bytes: number): void;
  }
}

/**
 * The photos' storage (disk or S3, checked now), the unfinished tus uploads, the photo files' sweeps, the evidence of
 * photos stored before it was read, and the flags a report's change recomputes (docs/decisions/photos-storage.md,
 * docs/decisions/photo-evidence.md).
 */
export async function setupFotos(app: FastifyInstance): Promise<void> {
  const { config, log } = app;
  const db = app.db;
  const startedAt = new Date();
  const storage = createStorage(config.storage);
  try {
    await storage.check();
  } catch (err) {
    await storage.close();
    throw new StartupError((err as Error).message);
  }
  const received = app.metrics.counter(
    'fotos_received_bytes_total',
    'Bytes de fotos recibidos, por vía (multipart: POST /upload; tus: subidas reanudables).',
    ['via'],
  );
  app.decorate('fotosReceived', (via: 'multipart' | 'tus', bytes: number) => received.inc({ via }, bytes));
  app.metrics.gauge('subidas_pendientes', 'Subidas reanudables (tus) sin terminar y sin caducar, de todos los usuarios.', () =>
    countPendingUploads(db),
  );
  const uploads = createUploadArea(
    config.storage,
    storage,
    config.dataDir,
    (metadata) => displayName(metadata?.filename ?? undefined),
    {
      release: (id) => deletePendingUploads(db, [id]),
      takeExpired: (now, limit) => takeExpiredUploads(db, now, limit),
    },
    (bytes) => received.inc({ via: 'tus' }, bytes),
  );
  app.decorate('uploads', uploads);
  app.decorate('photos', new PhotoFiles(storage, db, uploads.idPrefix ? [uploads.idPrefix] : []));
  app.addHook('onClose', async () => {
    await uploads.close();
    await storage.close();
  });

  // A report's dates or municipality changed, or a report the flags name goes: its flags again, in its transaction.
  const distanciaKm = config.evidenciaDistanciaKm;
  app.informeObservers.push({
    async datesOrPlaceChanged(trx, informeId) {
      await lockAlertas(trx);
      await recomputeAlertas(trx, [informeId], distanciaKm);
    },
    async beforeDelete(trx, informeId) {
      // The flags' lock first: the delete itself writes flag rows (its own, by cascade; others', set null).
      await lockAlertas(trx);
      const nombran = await listInformesNaming(trx, [informeId]);
      return nombran.length > 0 ? () => recomputeAlertas(trx, nombran, distanciaKm) : undefined;
    },
    async deleted() {
      await app.photos.sweepDeleted();
    },
  });

  // Work in the background — the start-up sweep, the expired uploads' sweeps, the evidence backfill — and the photo
  // files' own sweeps (PhotoFiles.close): told to stop and awaited when the server closes. preClose, not onClose: Fastify runs onClose hooks in reverse order of
  // registration, so the database (closed by a hook the app registers later) would be gone while the work still
  // waits on it ("driver has already been destroyed"), and close() might never end.
  const stop = { stopped: false };
  const running = new Set<Promise<void>>();
  const inBackground = (work: Promise<void>) => {
    running.add(work);
    void work.then(() => running.delete(work));
  };
  app.addHook('preClose', async () => {
    stop.stopped = true;
    // The photo files' sweeps (after deletes, backups, at start-up) stop; thumbnails and hashes queued after answers
    // finish, not cut off.
    await Promise.all([app.photos.close(), ...running]);
  });

  // Unfinished tus uploads expire 24 h after their creation: swept at start and every ten minutes.
  const sweepUploads = () =>
    inBackground(
      uploads
        .deleteExpired()
        .then((removed) => void (removed > 0 && log.info({ removed }, 'subidas caducadas borradas')))
        .catch((err: unknown) => log.warn({ err: String(err) }, 'no se pudieron borrar las subidas caducadas')),
    );
  app.addHook('onReady', async () => {
    // Leftovers of uploads or deletes cut off by a crash (docs/decisions/photos-storage.md). Disk: this is the only
    // server on DATA_DIR, so anything older than its start is dead. A bucket may be shared by several instances:
    // only leftovers an hour old are removed (no upload is in flight that long).
    const before = storage.kind === 'disco' ? startedAt : new Date(startedAt.getTime() - 3600_000);
    inBackground(
      app.photos
        .sweep(before, log)
        .then(({ stopped, ...result }) =>
          log.info(
            { ...result, almacenamiento: storage.description },
            stopped ? 'barrido de fotos detenido al cerrar (el próximo arranque sigue)' : 'barrido de fotos terminado',
          ),
        )
        .catch((err: unknown) => log.error({ err: String(err) }, 'el barrido de fotos falló')),
    );
    sweepUploads();
    // Photos stored before their evidence was read (docs/decisions/photo-evidence.md): read once, a few at a time.
    inBackground(
      backfillEvidencia(db, storage, { distanciaKm, log, stop, storedBefore: startedAt })
        .then((result) => {
          if (result.leidas + result.fallidas > 0) log.info(result, 'evidencia de fotos anteriores leída');
        })
        .catch((err: unknown) => log.error({ err: String(err) }, 'la lectura de evidencia de fotos anteriores falló')),
    );
  });
  const uploadSweeper = setInterval(() => {
    if (!stop.stopped) sweepUploads();
  }, 10 * 60_000);
  uploadSweeper.unref();
  app.addHook('onClose', async () => clearInterval(uploadSweeper));
}
