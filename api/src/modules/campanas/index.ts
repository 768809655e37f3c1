import type { ApiModule } from '../../platform/module';
import campanasRoutes from './routes';

export { CAMPANA_LINK_ERRORS, linkInformeToCampana } from './informe-link';
export { clearAceptacion, countCampanasActivas, cumplimientoDeCampanas, findCampana, findLinea } from './repository';
export { CampanaDetalleSchema, LineaParams, MSG_CAMPANA } from './schemas';
export { estadoControlSql } from './scope';
export { campanaDetalle, hoy, label, rewriteControles } from './service';
export type { CampanaDetalle, Control, Linea } from './schemas';

/**
 * Campaigns (campanas): what a client bought — its sites (lines), the provider responsible for each, the service, and
 * the checks each requires with their windows (docs/decisions/sitios-campanas.md).
 */
export const campanas: ApiModule = {
  name: 'campanas',
  routes: [['/campanas', campanasRoutes]],
  uniqueKeys: {
    campanas_cliente_nombre_key: { code: 'campana_existente', message: 'Ese cliente ya tiene una campaña con ese nombre', field: 'nombre' },
    campana_lineas_campana_id_sitio_id_key: { code: 'linea_existente', message: 'El sitio ya está en la campaña', field: 'sitio_ids' },
  },
};
