import { routesOf } from 'shared/contracts';
import { CampanaPage } from './features/campanas/components/campana-page';
import { CampanasPage } from './features/campanas/components/campanas-page';
import { InformePage } from './features/informes/components/informe-page';
import { InformesPage } from './features/informes/components/informes-page';
import { NuevoInformePage } from './features/nuevo-informe/nuevo-informe-page';
import { PendientesPage } from './features/outbox/pendientes-page';
import { PorReportarPage } from './features/por-reportar/components/por-reportar-page';
import { SCREENS } from './screens';

/** Screens of remote-reports (screens.ts), mounted by the host under its guarded layout. */
export default routesOf(SCREENS, {
  '/informes': <InformesPage />,
  '/nuevo-informe': <NuevoInformePage />,
  '/por-reportar': <PorReportarPage />,
  '/pendientes': <PendientesPage />,
  '/campanas': <CampanasPage />,
  '/campanas/:id': <CampanaPage />,
  '/informes/:id': <InformePage />,
});
