import type { ApiModule } from '../../platform/module';
import sitiosRoutes from './routes';

export { setFotoReferencia } from './service';

/**
 * Sites (sitios): the physical places where a client's advertising stands, with exact coordinates and a geofence; they
 * outlive campaigns (docs/decisions/sitios-campanas.md).
 */
export const sitios: ApiModule = {
  name: 'sitios',
  routes: [['/sitios', sitiosRoutes]],
  uniqueKeys: { sitios_codigo_lower_key: { code: 'codigo_existente', message: 'Ya existe un sitio con ese código', field: 'codigo' } },
};
