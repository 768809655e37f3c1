import type { ApiModule } from '../../platform/module';
import problemaSitioRoutes from './routes';

/**
 * A client's problem at one site of its campaign (problema-sitio): the site's newest completed report goes back to the
 * provider, the provider's users are told, the campaign's acceptance is cleared (docs/decisions/cumplimiento.md). A
 * module of its own because it acts on campaigns, reports and messages, none of which campanas may depend on (reports
 * depend on campaigns).
 */
export const problemaSitio: ApiModule = {
  name: 'problema-sitio',
  routes: [['/campanas', problemaSitioRoutes]],
};
