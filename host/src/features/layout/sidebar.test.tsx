import { visibleMenuItems } from 'shared/contracts';
import { FALLBACK_SCREENS, type RemoteScreen } from '../remotes/screen-catalog';
import { sidebarItems } from './sidebar';

describe('sidebarItems', () => {
  it('with the screens this host knows: exactly the spec menu of each role, in order', () => {
    for (const tipo of [0, 1, 2, undefined] as const) {
      expect(sidebarItems(tipo, FALLBACK_SCREENS).map((i) => i.path)).toEqual(visibleMenuItems(tipo).map((i) => i.path));
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
