import { defineScreens, describeScreens, isScreensManifest, routesOf } from './screens';

const table = defineScreens([
  {
    path: '/jefes',
    title: 'Jefes de Equipo',
    access: 'auth',
    menu: { label: 'Jefes de Equipo', icon: 'jefes', access: [0], order: 80, group: 'catalogos' },
  },
  {
    path: '/clientes',
    title: 'Clientes',
    access: [0],
    menu: { label: 'Clientes', icon: 'clientes', order: 50, group: 'catalogos', count: 'informes' },
  },
  { path: '/informes/:id', title: 'Informe', access: 'auth' },
]);

describe('the table of screens', () => {
  it('a path declared twice, or not absolute, is refused when the app is built', () => {
    expect(() => defineScreens([table[0], { ...table[0], title: 'Otra' }])).toThrow('La ruta /jefes está dos veces');
    expect(() => defineScreens([{ path: 'jefes', title: 'Jefes', access: 'auth' }])).toThrow('debe empezar por "/"');
  });
  it('describes each screen for the host: the menu entry takes the screen access unless it names its own', () => {
    const screens = describeScreens(table, (icon) => (icon === 'jefes' ? 'M0 0h1' : undefined));
    expect(screens).toEqual([
      {
        path: '/jefes',
        title: 'Jefes de Equipo',
        access: 'auth',
        menu: { label: 'Jefes de Equipo', access: [0], icon: 'jefes', iconPath: 'M0 0h1', order: 80, group: 'catalogos' },
      },
      {
        path: '/clientes',
        title: 'Clientes',
        access: [0],
        menu: { label: 'Clientes', access: [0], icon: 'clientes', order: 50, group: 'catalogos', count: 'informes' },
      },
      { path: '/informes/:id', title: 'Informe', access: 'auth', menu: null },
    ]);
    expect(isScreensManifest({ remote: 'remote-catalog', kitVersion: '2.0.0', screens })).toBe(true);
  });
  it('routes: one page per path, relative to the layout, in the table order', () => {
    const routes = routesOf(table, { '/jefes': 'J', '/clientes': 'C', '/informes/:id': 'I' });
    expect(routes).toEqual([
      { path: 'jefes', element: 'J' },
      { path: 'clientes', element: 'C' },
      { path: 'informes/:id', element: 'I' },
    ]);
  });
  it('a screens.json of an older release, without titles, is still read; a broken one is not', () => {
    expect(isScreensManifest({ remote: 'remote-admin', kitVersion: '1.12.0', screens: [{ path: '/asignaciones', access: [0], menu: null }] })).toBe(
      true,
    );
    expect(
      isScreensManifest({ remote: 'remote-admin', kitVersion: '1.12.0', screens: [{ path: '/asignaciones', title: 7, access: [0], menu: null }] }),
    ).toBe(false);
  });
});
