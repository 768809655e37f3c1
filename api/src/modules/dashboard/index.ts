import type { ApiModule } from '../../platform/module';
import dashboardRoutes from './routes';

/** The dashboard's numbers (docs/product-spec.md §2 "Dashboard"). */
export const dashboard: ApiModule = { name: 'dashboard', routes: [['/dashboard', dashboardRoutes]] };
