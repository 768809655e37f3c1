import type { ApiModule } from '../../platform/module';
import pruebaRoutes from './routes';
import verificarRoutes from './verificar/routes';

/** Proof packs (PDF) of reports and the public check of a photo or a pack by its hash (docs/decisions/proof-pack.md). */
export const prueba: ApiModule = {
  name: 'prueba',
  routes: [
    ['/informes', pruebaRoutes],
    ['/verificar', verificarRoutes],
  ],
};
