import { ROLE, defineScreens, describeScreens } from 'shared/contracts';
import { iconPath } from 'shared/ui/icon';

/**
 * The screens of remote-admin, declared once (shared/contracts/screens.ts): routes.tsx renders one page per path,
 * the build writes them to screens.json, and the host routes, guards, titles and lists them from it
 * (docs/decisions/independent-releases.md, "One table of screens").
 */
export const SCREENS = defineScreens([
  {
    path: '/registro-eventos',
    title: 'Registro de Eventos',
    access: 'auth',
    menu: { label: 'Registro de Eventos', icon: 'registro-eventos', order: 100, group: 'cuenta' },
  },
  {
    path: '/administradores',
    title: 'Administradores',
    access: [ROLE.ADMIN],
    menu: { label: 'Administradores', icon: 'administradores', order: 40, group: 'administracion' },
  },
  {
    path: '/asignaciones',
    title: 'Asignaciones',
    access: [ROLE.ADMIN],
    menu: { label: 'Asignaciones', icon: 'asignaciones', order: 70, group: 'administracion' },
  },
]);

export default describeScreens(SCREENS, iconPath);
