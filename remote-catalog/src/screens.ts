import { ROLE, defineScreens, describeScreens } from 'shared/contracts';
import { iconPath } from 'shared/ui/icon';

/**
 * The screens of remote-catalog, declared once (shared/contracts/screens.ts): routes.tsx renders one page per path,
 * the build writes them to screens.json, and the host routes, guards, titles and lists them from it
 * (docs/decisions/independent-releases.md, "One table of screens").
 */
export const SCREENS = defineScreens([
  { path: '/servicios', title: 'Servicios', access: 'auth', menu: { label: 'Servicios', icon: 'servicios', order: 90, group: 'catalogos' } },
  // Any signed-in user may open /jefes (docs/product-spec.md §6); only administrators see it in the menu.
  {
    path: '/jefes',
    title: 'Jefes de Equipo',
    access: 'auth',
    menu: { label: 'Jefes de Equipo', icon: 'jefes', access: [ROLE.ADMIN], order: 80, group: 'catalogos' },
  },
  {
    path: '/proveedores',
    title: 'Proveedores',
    access: [ROLE.ADMIN, ROLE.PROVEEDOR],
    menu: { label: 'Proveedores', icon: 'proveedores', order: 60, group: 'catalogos' },
  },
  { path: '/clientes', title: 'Clientes', access: [ROLE.ADMIN], menu: { label: 'Clientes', icon: 'clientes', order: 50, group: 'catalogos' } },
  // Every signed-in user: the API scopes which sites each role sees (docs/decisions/sitios-campanas.md).
  { path: '/sitios', title: 'Sitios', access: 'auth', menu: { label: 'Sitios', icon: 'sitios', order: 55, group: 'catalogos' } },
  // A site's page: reached from the list and the map, not from the menu.
  { path: '/sitios/:id', title: 'Sitio', access: 'auth' },
]);

export default describeScreens(SCREENS, iconPath);
