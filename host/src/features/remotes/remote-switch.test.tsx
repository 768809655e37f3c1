import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useParams } from 'react-router-dom';
import { AppThemeProvider } from 'shared/theme';
import { installMockApi } from 'shared/test/mock-api';
import { RemoteSwitch } from './remote-switch';
import { resetScreenCatalog } from './screen-catalog';
import { resetRuntimeConfigCache } from 'shared/api';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: jest.fn(),
}));

function Informe() {
  return <h1>Informe {useParams().id}</h1>;
}
const reportsRoutes = [
  { path: 'informes', element: <h1>Lista de informes</h1> },
  { path: 'informes/:id', element: <Informe /> },
];

let api: ReturnType<typeof installMockApi>;
beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
  api = installMockApi(({ path }) =>
    path === '/config.json'
      ? {
          status: 200,
          body: {
            remotes: {
              'remote-reports': '/remotes/remote-reports/mf-manifest.json',
              'remote-catalog': 'http://cdn.example/catalog/remoteEntry.js',
              'remote-admin': '/remotes/remote-admin/mf-manifest.json',
            },
            demoCredentials: null,
            mapStyleUrl: null,
          },
        }
      : { status: 404 },
  );
});
afterEach(() => {
  api.restore();
  resetScreenCatalog();
  resetRuntimeConfigCache();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Inicio</h1> },
      { path: '*', element: <RemoteSwitch /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
  return router;
}

describe('RemoteSwitch', () => {
  it('registers the remote from /config.json and renders the matching screen of its route tree', async () => {
    loadRemote.mockResolvedValue({ default: reportsRoutes });
    renderAt('/informes/42');
    expect(await screen.findByRole('heading', { name: 'Informe 42' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'remote_reports', entry: '/remotes/remote-reports/mf-manifest.json' }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('remote_reports/routes');
  });

  it('a failed load shows the alert panel with the detail; "Reintentar" loads again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest. #RUNTIME-003'));
    renderAt('/servicios');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el módulo');
    expect(alert).toHaveTextContent('El módulo Catálogo no está disponible');
    expect(alert).toHaveTextContent('RUNTIME-003');
    loadRemote.mockResolvedValueOnce({ default: [{ path: 'servicios', element: <h1>Gestor de Servicios</h1> }] });
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Gestor de Servicios' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    // the retry forgets the failed registration
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'remote_catalog', entry: 'http://cdn.example/catalog/remoteEntry.js' }], {
      force: true,
    });
  });

  it('a remote screen that crashes while rendering shows the panel instead of blanking the app', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom en la pantalla');
    }
    loadRemote.mockResolvedValue({ default: [{ path: 'registro-eventos', element: <Broken /> }] });
    renderAt('/registro-eventos');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el módulo');
    expect(alert).toHaveTextContent('boom en la pantalla');
    spy.mockRestore();
  });

  it('paths no remote owns go to /', async () => {
    const router = renderAt('/desconocida');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
