import type { RouteObject } from 'react-router-dom';
import { ClientesPage } from './features/clientes/components/clientes-page';
import { JefesPage } from './features/jefes/components/jefes-page';
import { ProveedoresPage } from './features/proveedores/components/proveedores-page';
import { ServiciosPage } from './features/servicios/components/servicios-page';

/** Screens of remote-catalog, mounted by the host under its guarded layout (relative paths; the host applies ROUTE_RULES). */
const routes: RouteObject[] = [
  { path: 'servicios', element: <ServiciosPage /> },
  { path: 'jefes', element: <JefesPage /> },
  { path: 'proveedores', element: <ProveedoresPage /> },
  { path: 'clientes', element: <ClientesPage /> },
];

export default routes;
