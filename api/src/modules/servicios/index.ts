import type { ApiModule } from '../../platform/module';
import serviciosRoutes from './routes';

/** Services (docs/product-spec.md §2 "Gestor de Servicios"): the catalogue a report's service comes from. */
export const servicios: ApiModule = { name: 'servicios', routes: [['/servicios', serviciosRoutes]] };
