import type { ApiModule } from '../../platform/module';
import { findTareaLastSuccess } from '../avisos';
import { TAREA_RESPALDO } from '../fotos';
import { registerBackupRoute } from './route';
import { startRespaldos, type Respaldos } from './scheduler';

export { BackupBusyError, writeBackup } from './backup';
export { checkEmptyDatabase, checkEmptyStorage, checkRestorable, describe, restoreArchive } from './restore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Backups: now, or on the schedule (docs/decisions/backups.md). */
    respaldos: Respaldos;
  }
}

/**
 * Backups of the database and every photo into one archive, while the server serves, and their restore
 * (docs/decisions/backups.md): `npm run backup` / `npm run restore`, and BACKUP_EVERY on the server.
 */
export const respaldos: ApiModule = {
  name: 'respaldos',
  routes: [],
  setup(app) {
    const r = startRespaldos(app);
    app.decorate('respaldos', r);
    registerBackupRoute(app, r);
    app.metrics.lastSuccess(TAREA_RESPALDO, () => findTareaLastSuccess(app.db, TAREA_RESPALDO));
  },
};
