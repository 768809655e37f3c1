import { FALLBACK_SCREENS, type RemoteScreen } from '../remotes/screen-catalog';
import { sidebarItems } from './sidebar';

/** docs/product-spec.md §2 (Sidebar: the items in order) and §6 (who sees each), with "Pendientes de envío" after "Nuevo Informe",
 * "Campañas" after "Informes" and "Sitios" after "Clientes" (issue 36), and a provider's "Por reportar" between "Nuevo Informe"
 * and "Pendientes de envío" (issue 37). */
const SPEC_MENU: Array<[path: string, tipos: readonly number[]]> = [
  ['/mensajes', [0, 1, 2]],
  ['/informes', [0, 1, 2]],
  ['/campanas', [0, 1, 2]],
  ['/nuevo-informe', [0, 1, 2]],
  ['/por-reportar', [1]],
  ['/pendientes', [0, 1, 2]],
  ['/administradores', [0]],
  ['/clientes', [0]],
  ['/sitios', [0, 1, 2]],
  ['/proveedores', [0, 1]],
  ['/asignaciones', [0]],
  ['/jefes', [0]],
  ['/servicios', [0, 1, 2]],
  ['/registro-eventos', [0, 1, 2]],
  ['/change-password', [0, 1, 2]],
];

describe('sidebarItems', () => {
  it('with the screens this host knows: exactly the spec menu of each role, in order', () => {
    for (const tipo of [0, 1, 2, undefined] as const) {
      const expected = SPEC_MENU.filter(([, tipos]) => tipos.length === 3 || (tipo !== undefined && tipos.includes(tipo))).map(([path]) => path);
      expect([tipo, sidebarItems(tipo, FALLBACK_SCREENS).map((i) => i.path)]).toEqual([tipo, expected]);
    }
  });
  it('a screen a remote publishes appears in its place, only for the roles its menu names', () => {
    const novedades: RemoteScreen = {
      remote: 'remote-catalog',
      path: '/novedades',
      access: [0],
      menu: { label: 'Novedades', access: [0], icon: 'estrella', iconPath: 'M1 1h2', order: 95, group: 'catalogos' },
    };
    const admin = sidebarItems(0, [...FALLBACK_SCREENS, novedades]).map((i) => i.path);
    expect(admin.slice(admin.indexOf('/servicios'), admin.indexOf('/servicios') + 3)).toEqual(['/servicios', '/novedades', '/registro-eventos']);
    expect(sidebarItems(2, [...FALLBACK_SCREENS, novedades]).map((i) => i.path)).not.toContain('/novedades');
  });
});
