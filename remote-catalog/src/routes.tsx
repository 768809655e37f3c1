import type { RouteObject } from 'react-router-dom';
import { PageHeader } from 'shared/ui';

// Placeholder screens (title only) until the catalog screens are built; relative paths, the host applies ROUTE_RULES.
const routes: RouteObject[] = [
  { path: 'servicios', element: <PageHeader title="Gestor de Servicios" /> },
  { path: 'jefes', element: <PageHeader title="Jefes de Equipo" /> },
  { path: 'proveedores', element: <PageHeader title="Proveedores" /> },
  { path: 'clientes', element: <PageHeader title="Clientes" /> },
];

export default routes;
