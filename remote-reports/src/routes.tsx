import type { RouteObject } from 'react-router-dom';
import { InformePage } from './features/informes/components/informe-page';
import { InformesPage } from './features/informes/components/informes-page';
import { NuevoInformePage } from './features/nuevo-informe/nuevo-informe-page';
import { PendientesPage } from './features/outbox/pendientes-page';

// Relative paths; the host applies ROUTE_RULES.

const routes: RouteObject[] = [
  { path: 'informes', element: <InformesPage /> },
  { path: 'nuevo-informe', element: <NuevoInformePage /> },
  { path: 'pendientes', element: <PendientesPage /> },
  { path: 'informes/:id', element: <InformePage /> },
];

export default routes;
