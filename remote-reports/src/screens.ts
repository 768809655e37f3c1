import { ROLE, defineScreens, describeScreens } from 'shared/contracts';
import { iconPath } from 'shared/ui/icon';

/**
 * The screens of remote-reports, declared once (shared/contracts/screens.ts): routes.tsx renders one page per path,
 * the build writes them to screens.json, and the host routes, guards, titles and lists them from it
 * (docs/decisions/independent-releases.md, "One table of screens").
 */
export const SCREENS = defineScreens([
  {
    path: '/informes',
    title: 'Informes',
    access: 'auth',
    menu: { label: 'Informes', icon: 'informes', count: 'informes', order: 20, group: 'trabajo' },
  },
  {
    path: '/nuevo-informe',
    title: 'Nuevo Informe',
    access: 'auth',
    menu: { label: 'Nuevo Informe', icon: 'nuevo-informe', order: 30, group: 'trabajo' },
  },
  // A provider's checks due (issue 37): the API scopes them to its lines.
  {
    path: '/por-reportar',
    title: 'Por reportar',
    access: [ROLE.PROVEEDOR],
    menu: { label: 'Por reportar', icon: 'calendar', order: 32, group: 'trabajo' },
  },
  // Listed while reports on this device wait to be sent.
  {
    path: '/pendientes',
    title: 'Pendientes de envío',
    access: 'auth',
    menu: { label: 'Pendientes de envío', icon: 'pendientes', count: 'pendientes', onlyWhenCounted: true, order: 35, group: 'trabajo' },
  },
  // Every signed-in user: the API scopes the campaigns (a client its own, a provider those where it has lines, only them).
  {
    path: '/campanas',
    title: 'Campañas',
    access: 'auth',
    menu: { label: 'Campañas', icon: 'campanas', order: 25, group: 'trabajo' },
  },
  // A campaign's page: reached from the list, not from the menu.
  { path: '/campanas/:id', title: 'Campaña', access: 'auth' },
  // A report's page: reached from the list and after creating one, not from the menu.
  { path: '/informes/:id', title: 'Informe', access: 'auth' },
]);

export default describeScreens(SCREENS, iconPath);
