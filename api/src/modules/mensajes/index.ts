import type { ApiModule } from '../../platform/module';
import { EventBus } from './eventos/bus';
import eventosRoutes from './eventos/routes';
import { conversacionesRoutes, informeConversacionRoutes, mensajesRoutes } from './routes';

export { countUnreadMensajes } from './repository';
export { createAvisos, createAvisoSistema, createMensaje, getInformeConversacion, openConversacionDirecta, recordLectura } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live stream's engine (GET /eventos; docs/decisions/mensajes.md). */
    eventos: EventBus;
  }
}

/** Conversations, messages and the live stream of events (docs/decisions/mensajes.md). */
export const mensajes: ApiModule = {
  name: 'mensajes',
  routes: [
    ['/conversaciones', conversacionesRoutes],
    ['/mensajes', mensajesRoutes],
    ['/informes', informeConversacionRoutes],
    ['/eventos', eventosRoutes],
  ],
  async setup(app) {
    // LISTEN from the start; every stream ends before the server closes.
    const eventos = new EventBus(app.db, app.database, {
      heartbeatMs: app.config.eventosHeartbeatMs,
      sessionIdleMinutes: app.config.sessionIdleMinutes,
      log: app.log,
    });
    await eventos.start();
    app.decorate('eventos', eventos);
    app.metrics.gauge('eventos_open_streams', 'Flujos de eventos en vivo (GET /api/v1/eventos) abiertos en esta instancia.', () => eventos.size);
    app.addHook('preClose', async () => eventos.close());
  },
};
