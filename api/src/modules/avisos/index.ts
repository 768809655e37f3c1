import type { ApiModule } from '../../platform/module';
import { findTareaLastSuccess } from './repository';
import avisosRoutes from './routes';
import { startAvisos, TAREA_AVISOS, type Avisos } from './scheduler';

/** When a job of `tareas_programadas` last ended without error (the backups' lease shares the table). */
export { findTareaLastSuccess } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notices' scheduler (docs/decisions/avisos.md). */
    avisos: Avisos;
  }
}

/**
 * Notices of campaign compliance (avisos): checks due within 24 hours to their providers, checks that became late to
 * the administrators, the clients' weekly summary — in Mensajes and, with SMTP_URL, by e-mail (docs/decisions/avisos.md).
 */
export const avisos: ApiModule = {
  name: 'avisos',
  routes: [['/avisos', avisosRoutes]],
  setup(app) {
    app.decorate('avisos', startAvisos(app));
    app.metrics.lastSuccess(TAREA_AVISOS, () => findTareaLastSuccess(app.db, TAREA_AVISOS));
  },
};
