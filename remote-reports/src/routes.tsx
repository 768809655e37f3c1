import type { RouteObject } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { PageHeader } from 'shared/ui';

// Placeholder screens (title only) until the report screens are built; relative paths, the host applies ROUTE_RULES.
function InformesPage() {
  return <PageHeader title="Informes" />;
}

function NuevoInformePage() {
  return <PageHeader title="Nuevo Informe" />;
}

function InformePage() {
  const { id } = useParams();
  return <PageHeader title={`Informe #${id ?? ''}`} />;
}

const routes: RouteObject[] = [
  { path: 'informes', element: <InformesPage /> },
  { path: 'nuevo-informe', element: <NuevoInformePage /> },
  { path: 'informes/:id', element: <InformePage /> },
];

export default routes;
