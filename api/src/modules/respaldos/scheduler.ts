import type { FastifyInstance } from 'fastify';
import { TAREA_RESPALDO } from '../fotos';
import { BackupBusyError, pruneArchives, writeBackup, type BackupResult } from './backup';
import { freeLease } from './repository';

export interface Respaldos {
  /** Writes an archive into `dir` (default BACKUP_DIR) now; BackupBusyError when one is running anywhere. */
  run(dir?: string): Promise<BackupResult>;
  /** One scheduled backup now: into BACKUP_DIR, then the archives beyond BACKUP_KEEP go; null when another ran it. */
  scheduled(): Promise<BackupResult | null>;
}

/**
 * The scheduled backups (docs/decisions/backups.md): every BACKUP_EVERY each instance tries; the lease `respaldo` lets
 * one run at a time, the others skip that turn. After each, the oldest archives beyond BACKUP_KEEP are removed, and the
 * photos deleted meanwhile (their objects were kept for the backup) are swept.
 */
export function startRespaldos(app: FastifyInstance): Respaldos {
  const { backupDir, backupEveryMs, backupKeep } = app.config;
  const base = app.database.kind === 'embedded' ? ('embebida' as const) : ('postgresql' as const);
  let running: Promise<unknown> = Promise.resolve();
  // Embedded: this process holds DATA_DIR's lock, so a lease in the database was left by a backup that was killed.
  if (base === 'embebida') app.addHook('onReady', () => freeLease(app.db, TAREA_RESPALDO));

  const run = async (dir = backupDir): Promise<BackupResult> => {
    const done = writeBackup({ db: app.db, storage: app.config.storage, base, alone: false }, dir);
    running = done.catch(() => {});
    try {
      const result = await done;
      app.log.info({ archivo: result.file, bytes: result.bytes, snapshotMs: result.snapshotMs, ...result.manifest.conteos }, 'respaldo escrito');
      return result;
    } finally {
      void app.photos.sweepDeleted().catch((err: unknown) => app.log.warn({ err: String(err) }, 'objetos por borrar quedan en cola'));
    }
  };

  const scheduled = async (): Promise<BackupResult | null> => {
    try {
      const result = await run();
      const removed = await pruneArchives(backupDir, backupKeep);
      if (removed.length > 0) app.log.info({ removed }, 'respaldos antiguos borrados');
      return result;
    } catch (err) {
      if (err instanceof BackupBusyError) return null;
      throw err;
    }
  };

  const tick = () => {
    void scheduled().catch((err: unknown) => app.log.error({ err: String(err) }, 'el respaldo programado falló; se reintentará'));
  };
  const timer = backupEveryMs > 0 ? setInterval(tick, backupEveryMs) : null;
  timer?.unref();
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
  return { run, scheduled };
}
