import type { ApiModule } from '../../platform/module';
import auditoriaRoutes from './routes';

export { recentAuditEvents } from './repository';

/** The audit log (docs/product-spec.md §2 "/registro-eventos"): every change, who made it and when. */
export const auditoria: ApiModule = { name: 'auditoria', routes: [['/auditoria', auditoriaRoutes]] };
