import type { ApiModule } from '../../platform/module';
import healthRoutes from './routes';

/** Whether the service and its database answer (docs/product-spec.md §4 "Server health is polled every 30 s"). */
export const health: ApiModule = { name: 'health', routes: [['/health', healthRoutes]] };
