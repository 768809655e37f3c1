import { routesOf } from 'shared/contracts';
import { AdministradoresPage } from './features/administradores/components/administradores-page';
import { AsignacionesPage } from './features/asignaciones/components/asignaciones-page';
import { AuditLogPage } from './features/audit-log/components/audit-log-page';
import { SCREENS } from './screens';

/** Screens of remote-admin (screens.ts), mounted by the host under its guarded layout. */
export default routesOf(SCREENS, {
  '/registro-eventos': <AuditLogPage />,
  '/administradores': <AdministradoresPage />,
  '/asignaciones': <AsignacionesPage />,
});
