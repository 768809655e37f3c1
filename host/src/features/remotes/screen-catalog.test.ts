import { installMockApi } from 'shared/test/mock-api';
import { resetRuntimeConfigCache } from 'shared/api';
import { FALLBACK_SCREENS, loadScreenCatalog, resetScreenCatalog, screenForPath } from './screen-catalog';

const config = {
  remotes: {
    'remote-reports': '/remotes/remote-reports/mf-manifest.json',
    'remote-catalog': 'http://cdn.example/catalog/remoteEntry.js',
    'remote-admin': '/remotes/remote-admin/mf-manifest.json',
  },
  demoCredentials: null,
  mapStyleUrl: null,
};

describe('screen catalogue', () => {
  let api: ReturnType<typeof installMockApi> | undefined;
  afterEach(() => {
    api?.restore();
    resetScreenCatalog();
    resetRuntimeConfigCache();
  });

  it('without screens.json the host knows every remote screen of the spec (docs/product-spec.md §2 route table)', () => {
    const remoteScreens: Array<[string, string]> = [
      ['/informes', 'remote-reports'],
      ['/nuevo-informe', 'remote-reports'],
      ['/pendientes', 'remote-reports'],
      ['/informes/:id', 'remote-reports'],
      ['/servicios', 'remote-catalog'],
      ['/jefes', 'remote-catalog'],
      ['/proveedores', 'remote-catalog'],
      ['/clientes', 'remote-catalog'],
      ['/registro-eventos', 'remote-admin'],
      ['/administradores', 'remote-admin'],
      ['/asignaciones', 'remote-admin'],
    ];
    for (const [path, remote] of remoteScreens) {
      expect([path, screenForPath(path.replace(':id', '42'), FALLBACK_SCREENS)?.remote]).toEqual([path, remote]);
    }
    expect(screenForPath('/informes/15', FALLBACK_SCREENS)?.remote).toBe('remote-reports');
    expect(screenForPath('/informes/15/extra', FALLBACK_SCREENS)).toBeUndefined();
  });

  it("reads each remote's screens.json next to its entry; a new screen joins, an unreadable one falls back", async () => {
    const asked: string[] = [];
    api = installMockApi(({ path, url: parsed }) => {
      const url = parsed.href;
      asked.push(url);
      if (path === '/config.json') return { status: 200, body: config };
      if (url === 'http://cdn.example/catalog/screens.json') {
        return {
          status: 200,
          body: {
            remote: 'remote-catalog',
            kitVersion: '1.1.0',
            screens: [
              { path: '/servicios', access: 'auth', menu: { label: 'Servicios', access: 'auth', icon: 'servicios', order: 90, group: 'catalogos' } },
              {
                path: '/novedades',
                access: [0],
                menu: { label: 'Novedades', access: [0], icon: 'estrella', iconPath: 'M1 1h2', order: 95, group: 'catalogos' },
              },
            ],
          },
        };
      }
      if (url.endsWith('/remotes/remote-admin/screens.json')) return { status: 200, body: { not: 'a manifest' } };
      return { status: 404 };
    });
    const catalog = await loadScreenCatalog();
    expect(asked).toContain('http://cdn.example/catalog/screens.json');
    expect(asked.some((u) => u.endsWith('/remotes/remote-reports/screens.json'))).toBe(true);
    expect(catalog.loaded).toBe(true);
    expect(screenForPath('/novedades', catalog.screens)).toMatchObject({ remote: 'remote-catalog', access: [0] });
    // The catalog remote published only these two: /jefes is gone with its release.
    expect(screenForPath('/jefes', catalog.screens)).toBeUndefined();
    // Invalid (admin) and missing (reports) files: the host's own table.
    expect(screenForPath('/asignaciones', catalog.screens)?.remote).toBe('remote-admin');
    expect(screenForPath('/informes/3', catalog.screens)?.remote).toBe('remote-reports');
  });
});
