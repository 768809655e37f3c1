import { fireEvent, screen } from '@testing-library/react';
import { ROLE, type DashboardSummary } from 'shared/contracts';
import { clearSession } from 'shared/session';
import { installMockApi } from 'shared/test/mock-api';
import { signInForTest } from 'shared/test/session';
import { renderDashboard } from './test/render-dashboard';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const summary = (campanasActivas: number): DashboardSummary => ({
  informes: 12,
  recibidos: 5,
  descargados: 3,
  mensajes: 2,
  campanasActivas,
  actividadReciente: [],
});

let api: ReturnType<typeof installMockApi>;

function renderPage(campanasActivas: number) {
  api.respond(({ path }) =>
    path === '/api/v1/dashboard/resumen'
      ? { status: 200, body: summary(campanasActivas) }
      : { status: 404, body: { error: 'no_encontrado', message: 'No' } },
  );
  return renderDashboard({ '/campanas': 'Campañas' });
}

beforeEach(() => {
  signInForTest(ROLE.CLIENTE);
  api = installMockApi(() => ({ status: 404 }));
});
afterEach(() => {
  api.restore();
  clearSession();
});

describe('DashboardPage: active campaigns (issue 36)', () => {
  it('shows the count as a link to the active campaigns, and the four cards stay', async () => {
    const router = renderPage(1234);
    const link = await screen.findByRole('link', { name: '1.234 campañas activas' });
    expect(link).toHaveAttribute('href', '/campanas?estado=activa');
    for (const title of ['Informes', 'Recibidos', 'Descargados', 'Mensajes']) expect(screen.getByText(title)).toBeInTheDocument();
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Campañas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campanas');
    expect(router.state.location.search).toBe('?estado=activa');
  });

  it('says "1 campaña activa" for one', async () => {
    renderPage(1);
    expect(await screen.findByRole('link', { name: '1 campaña activa' })).toHaveAttribute('href', '/campanas?estado=activa');
  });

  it('says "Sin campañas activas" for none', async () => {
    renderPage(0);
    expect(await screen.findByRole('link', { name: 'Sin campañas activas' })).toHaveAttribute('href', '/campanas?estado=activa');
  });
});
