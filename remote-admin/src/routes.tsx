import type { RouteObject } from 'react-router-dom';
import { AdministradoresPage } from './features/administradores/components/administradores-page';
import { AsignacionesPage } from './features/asignaciones/components/asignaciones-page';
import { AuditLogPage } from './features/audit-log/components/audit-log-page';

/** Screens of remote-admin, mounted by the host under its guarded layout (relative paths; the host applies ROUTE_RULES). */
const routes: RouteObject[] = [
  { path: 'registro-eventos', element: <AuditLogPage /> },
  { path: 'administradores', element: <AdministradoresPage /> },
  { path: 'asignaciones', element: <AsignacionesPage /> },
];

export default routes;
