import type { ApiModule } from '../../platform/module';
import clientesRoutes from './routes';

/** Clients (docs/product-spec.md §2 "/clientes"): the companies that buy campaigns. */
export const clientes: ApiModule = {
  name: 'clientes',
  routes: [['/clientes', clientesRoutes]],
  uniqueKeys: {
    clientes_razon_social_lower_key: { code: 'razon_social_existente', message: 'Ya existe un cliente con esa razón social', field: 'razon_social' },
  },
};
