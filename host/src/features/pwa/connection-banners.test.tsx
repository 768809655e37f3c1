/**
 * The notices under the header (docs/decisions/offline-app.md): "Sin conexión" while the browser is offline or the
 * API cannot be reached, gone when it answers again; "Nueva versión disponible" with "Recargar", which applies the
 * update only when pressed.
 */
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/api';
import { installMockApi, type MockApi } from 'shared/test/mock-api';
import { AppThemeProvider } from 'shared/theme';
import { ConnectionBanners, OFFLINE_TEXT } from './connection-banners';
import { startConnectivity } from './connectivity';
import { announceUpdate, resetUpdateState, setUpdateApplier } from './pwa-state';

let api: MockApi;
let reachable = true;
const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeAll(() => {
  api = installMockApi(({ path }) => (reachable ? { status: 200, body: path.endsWith('/health') ? { ok: true } : [] } : 'network-error'));
  startConnectivity(client);
});
afterAll(() => api.restore());

function renderBanners() {
  return render(
    <AppThemeProvider>
      <ConnectionBanners />
    </AppThemeProvider>,
  );
}

const setBrowserOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

describe('offline banner', () => {
  it('shows while the browser is offline (queries wait), and goes when the connection and the API are back', async () => {
    renderBanners();
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
    setBrowserOnline(false);
    expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_TEXT).closest('[role="status"]')).not.toBeNull();
    expect(onlineManager.isOnline()).toBe(false);
    setBrowserOnline(true);
    await waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument());
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('shows when the browser says online but the API cannot be reached (a query failed by network, and the health check too)', async () => {
    renderBanners();
    reachable = false;
    await act(async () => {
      await client.prefetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError(0, 'network_error', 'Error de conexión')) });
    });
    expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/v1/health')).toBe(true);
    reachable = true;
    setBrowserOnline(true);
    await waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument());
  });
});

describe('update banner', () => {
  afterEach(() => act(() => resetUpdateState()));

  it('"Nueva versión disponible" with "Recargar", which applies the update when pressed (never before)', async () => {
    const apply = jest.fn();
    setUpdateApplier(apply);
    renderBanners();
    expect(screen.queryByRole('button', { name: 'Recargar' })).not.toBeInTheDocument();
    act(() => announceUpdate());
    const button = await screen.findByRole('button', { name: 'Recargar' });
    expect(screen.getByText(/Nueva versión disponible/).closest('[role="status"]')).not.toBeNull();
    expect(apply).not.toHaveBeenCalled();
    await userEvent.setup().click(button);
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
