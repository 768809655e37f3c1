import type { ApiModule } from '../../platform/module';
import jefesEquipoRoutes from './routes';

/** Team leaders (docs/product-spec.md §2 "/jefes") of each provider. */
export const jefesEquipo: ApiModule = { name: 'jefes-equipo', routes: [['/jefes-equipo', jefesEquipoRoutes]] };
