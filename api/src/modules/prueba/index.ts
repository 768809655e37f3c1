import type { ApiModule } from '../../platform/module';
import campanaPruebaRoutes from './campana-routes';
import pruebaRoutes from './routes';
import verificarRoutes from './verificar/routes';

/** Proof packs (PDF) of reports and campaigns, and the public check of a photo or a pack by its hash (docs/decisions/proof-pack.md). */
export const prueba: ApiModule = {
  name: 'prueba',
  routes: [
    ['/informes', pruebaRoutes],
    ['/campanas', campanaPruebaRoutes],
    ['/verificar', verificarRoutes],
  ],
};
