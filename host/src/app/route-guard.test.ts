import type { SessionUser } from 'shared/contracts';
import { guardRedirect } from './route-guard';

const as = (tipo: 0 | 1 | 2) => ({ token: 't', user: { id: 1, usuario: 'u', tipo } as SessionUser });

describe('guardRedirect (spec §2 guard rules)', () => {
  it('sends visitors without a token to /login', () => {
    expect(guardRedirect('/', null)).toBe('/login');
    expect(guardRedirect('/clientes', null)).toBe('/login');
    expect(guardRedirect('/no-existe', null)).toBe('/login');
  });
  it('lets any signed-in user open token-only routes (including /jefes)', () => {
    for (const path of ['/', '/change-password', '/registro-eventos', '/informes', '/informes/7', '/nuevo-informe', '/servicios', '/jefes', '/mensajes']) {
      expect([path, guardRedirect(path, as(2))]).toEqual([path, null]);
    }
  });
  it('lets only admins open /asignaciones, /administradores, /clientes', () => {
    for (const path of ['/asignaciones', '/administradores', '/clientes']) {
      expect(guardRedirect(path, as(0))).toBeNull();
      expect(guardRedirect(path, as(1))).toBe('/');
      expect(guardRedirect(path, as(2))).toBe('/');
    }
  });
  it('lets admins and providers open /proveedores', () => {
    expect(guardRedirect('/proveedores', as(0))).toBeNull();
    expect(guardRedirect('/proveedores', as(1))).toBeNull();
    expect(guardRedirect('/proveedores', as(2))).toBe('/');
  });
  it('a token without a user cannot open role-restricted routes', () => {
    expect(guardRedirect('/clientes', { token: 't', user: null })).toBe('/');
    expect(guardRedirect('/servicios', { token: 't', user: null })).toBeNull();
  });
  it('unknown paths go to / when signed in', () => {
    expect(guardRedirect('/no-existe', as(0))).toBe('/');
    expect(guardRedirect('/informes/7/editar', as(0))).toBe('/');
  });
});
