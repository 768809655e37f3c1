import type { ApiModule } from '../../platform/module';
import aceptacionRoutes from './aceptacion';
import './observers'; // the informeObservers decoration its setup makes
import informesRoutes, { joinRepeatedEstado, listFilters } from './routes';

export { cambioEstadoAudit } from './estado-historia';
export {
  exportIds,
  findInforme,
  findInformeEditable,
  findInformeEditableConFotos,
  quitarAceptacion,
  resumenes,
  type InformeEditable,
  type InformeExportRow,
} from './repository';
export { InformesExportQuerySchema, MSG_INFORME, type InformesFilterQuery } from './schemas';
export { joinRepeatedEstado, listFilters };

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
