import type { RouteObject } from 'react-router-dom';
import { PageHeader } from 'shared/ui';
import { InformePage } from './features/informes/components/informe-page';
import { InformesPage } from './features/informes/components/informes-page';

// Placeholder until /nuevo-informe is built (part 2); relative paths, the host applies ROUTE_RULES.
function NuevoInformePage() {
  return <PageHeader title="Nuevo Informe" />;
}

const routes: RouteObject[] = [
  { path: 'informes', element: <InformesPage /> },
  { path: 'nuevo-informe', element: <NuevoInformePage /> },
  { path: 'informes/:id', element: <InformePage /> },
];

export default routes;
