import type { SessionUser } from 'shared/contracts';
import { FALLBACK_SCREENS, type ScreenCatalog } from '../features/remotes/screen-catalog';
import { guardPath } from './route-guard';

const as = (tipo: 0 | 1 | 2) => ({ token: 't', user: { id: 1, usuario: 'u', tipo } as SessionUser });
const loaded: ScreenCatalog = { screens: FALLBACK_SCREENS, loaded: true };
const render = { kind: 'render' };
const home = { kind: 'redirect', to: '/' };
const denied = { kind: 'redirect', to: '/', denied: true };

describe('guardPath (docs/product-spec.md §2 guard rules)', () => {
  it('sends visitors without a token to /login', () => {
    for (const p of ['/', '/clientes', '/no-existe']) expect(guardPath(p, null, loaded)).toEqual({ kind: 'redirect', to: '/login' });
  });
  it('lets any signed-in user open token-only routes (including /jefes)', () => {
    for (const path of [
      '/',
      '/change-password',
      '/registro-eventos',
      '/informes',
      '/informes/7',
      '/nuevo-informe',
      '/servicios',
      '/jefes',
      '/mensajes',
    ]) {
      expect([path, guardPath(path, as(2), loaded)]).toEqual([path, render]);
    }
  });
  it('lets only admins open /asignaciones, /administradores, /clientes; others are sent to / as denied', () => {
    for (const path of ['/asignaciones', '/administradores', '/clientes']) {
      expect(guardPath(path, as(0), loaded)).toEqual(render);
      expect(guardPath(path, as(1), loaded)).toEqual(denied);
      expect(guardPath(path, as(2), loaded)).toEqual(denied);
    }
  });
  it('lets admins and providers open /proveedores', () => {
    expect(guardPath('/proveedores', as(0), loaded)).toEqual(render);
    expect(guardPath('/proveedores', as(1), loaded)).toEqual(render);
    expect(guardPath('/proveedores', as(2), loaded)).toEqual(denied);
  });
  it('a token without a user cannot open role-restricted routes', () => {
    expect(guardPath('/clientes', { token: 't', user: null }, loaded)).toEqual(denied);
    expect(guardPath('/servicios', { token: 't', user: null }, loaded)).toEqual(render);
  });
  it('unknown paths go to / when signed in, once the remotes have said what they publish', () => {
    expect(guardPath('/no-existe', as(0), loaded)).toEqual(home);
    expect(guardPath('/informes/7/editar', as(0), loaded)).toEqual(home);
    expect(guardPath('/no-existe', as(0), { ...loaded, loaded: false })).toEqual({ kind: 'wait' });
  });
  it('a screen a newer remote publishes is guarded by the access it publishes', () => {
    const catalog: ScreenCatalog = {
      loaded: true,
      screens: [...FALLBACK_SCREENS, { remote: 'remote-catalog', path: '/novedades', access: [0], menu: null }],
    };
    expect(guardPath('/novedades', as(0), catalog)).toEqual(render);
    expect(guardPath('/novedades', as(2), catalog)).toEqual(denied);
  });
});
