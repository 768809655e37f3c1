import { defineScreens, describeScreens } from 'shared/contracts';

/**
 * The screens the host renders itself, declared once like each remote's (shared/contracts/screens.ts): the guard, the
 * sidebar and the page title come from here; app/router.tsx mounts their pages. The public pages (/login,
 * /verificar, /restablecer-contrasena) need no session and are not guarded.
 */
export const HOST_SCREENS = describeScreens(
  defineScreens([
    { path: '/', title: 'Inicio', access: 'auth' },
    {
      path: '/mensajes',
      title: 'Mensajes',
      access: 'auth',
      menu: { label: 'Mensajes', icon: 'mensajes', count: 'mensajes', order: 10, group: 'trabajo' },
    },
    {
      path: '/change-password',
      title: 'Cambiar mi Contraseña',
      access: 'auth',
      menu: { label: 'Cambiar mi Contraseña', icon: 'change-password', order: 110, group: 'cuenta' },
    },
  ]),
);
