import type { ApiModule } from '../../platform/module';
import { seedDemoFotos } from './seed-fotos';

export { seedDemo } from './seed-demo';

/**
 * The demo data (SEED_DEMO): seedDemo (the rows, in the start-up seed's transaction, api/src/seed.ts) and, once every
 * module is set up (the photo storage exists only then), its evidence: photos through the upload's own path, what
 * people did with them, conversations (seed-fotos.ts). Last of MODULES: it builds on all of them.
 */
export const demo: ApiModule = {
  name: 'demo',
  routes: [],
  async setup(app) {
    if (!app.config.seedDemo) return;
    const stop = { stopped: false };
    app.addHook('onClose', async () => {
      stop.stopped = true;
    });
    const result = await seedDemoFotos(app, stop);
    if (result) app.log.info(result, 'Fotos, revisiones y mensajes de demostración cargados (SEED_DEMO)');
  },
};
