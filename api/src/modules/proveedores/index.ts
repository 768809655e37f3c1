import type { ApiModule } from '../../platform/module';
import proveedoresRoutes from './routes';

/** Providers (docs/product-spec.md §2 "/proveedores"): the field teams that report. */
export const proveedores: ApiModule = { name: 'proveedores', routes: [['/proveedores', proveedoresRoutes]] };
