import type { ApiModule } from '../../platform/module';
import catalogosRoutes, { provinciasRoutes } from './routes';

export { checkProvincia, MSG_PROVINCIA_INEXISTENTE } from './provincia';
export { seedGeografia } from './seed-geografia';

/** Colombia's departments and municipalities (DANE): the places a report, a provider or a client names. */
export const catalogos: ApiModule = {
  name: 'catalogos',
  routes: [
    ['/catalogos', catalogosRoutes],
    ['/provincias', provinciasRoutes],
  ],
};
