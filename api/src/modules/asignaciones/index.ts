import type { ApiModule } from '../../platform/module';
import asignacionesRoutes from './routes';

/** Provider–client assignments (docs/product-spec.md §2 "/asignaciones"): which provider works for which client. */
export const asignaciones: ApiModule = {
  name: 'asignaciones',
  routes: [['/asignaciones', asignacionesRoutes]],
  uniqueKeys: { asignaciones_proveedor_cliente_key: { code: 'asignacion_ya_existe', message: 'Esta asignación ya existe' } },
};
