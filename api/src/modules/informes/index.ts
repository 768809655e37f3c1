import type { ApiModule } from '../../platform/module';
import aceptacionRoutes from './aceptacion-routes';
import './observers'; // the informeObservers decoration its setup makes
import informesRoutes from './routes';

export { estadoChangeAudit } from './audit-entries';
export { exportIds, listInformesByIds, type InformeExportRow } from './list-repository';
export { joinRepeatedEstado, listFilters } from './list-query';
export { clearAceptacion, findInforme, findInformeEditable, findInformeEditableWithFotos, type InformeEditable } from './repository';
export { InformesExportQuerySchema, MSG_INFORME, type InformesFilterQuery } from './schemas';
export { acceptInforme, callerOf, publishInformeActualizado, reportProblem, reportProblemIn, type Caller } from './service';

/** Reports (docs/product-spec.md §2 "/informes"): their data, states, the client's word on them; what other modules observe. */
export const informes: ApiModule = {
  name: 'informes',
  routes: [
    ['/informes', informesRoutes],
    ['/informes', aceptacionRoutes],
  ],
  setup(app) {
    app.decorate('informeObservers', []);
  },
};
