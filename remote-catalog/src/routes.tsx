import { routesOf } from 'shared/contracts';
import { ClientesPage } from './features/clientes/components/clientes-page';
import { JefesPage } from './features/jefes/components/jefes-page';
import { ProveedoresPage } from './features/proveedores/components/proveedores-page';
import { ServiciosPage } from './features/servicios/components/servicios-page';
import { SitioPage } from './features/sitios/components/sitio-page';
import { SitiosPage } from './features/sitios/components/sitios-page';
import { SCREENS } from './screens';

/** Screens of remote-catalog (screens.ts), mounted by the host under its guarded layout. */
export default routesOf(SCREENS, {
  '/servicios': <ServiciosPage />,
  '/jefes': <JefesPage />,
  '/proveedores': <ProveedoresPage />,
  '/clientes': <ClientesPage />,
  '/sitios': <SitiosPage />,
  '/sitios/:id': <SitioPage />,
});
