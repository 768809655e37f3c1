import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ROLE, type Role } from 'shared/contracts';
import { clearSession } from 'shared/session';
import { installMockApi } from 'shared/test/mock-api';
import { signInForTest } from 'shared/test/session';
import { AppThemeProvider } from 'shared/theme';
import { AvisosCorreo } from './avisos-correo';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

let api: ReturnType<typeof installMockApi>;
let prefs: Record<string, boolean>;

beforeEach(() => {
  prefs = { correo_por_vencer: true, correo_atrasados: true, correo_resumen_semanal: true, correo_disponible: true };
  api = installMockApi(({ method, body }) => {
    if (method === 'PATCH') prefs = { ...prefs, ...(body as Record<string, boolean>) };
    return { status: 200, body: prefs };
  });
});
afterEach(() => {
  api.restore();
  clearSession();
});

function renderAs(tipo: Role) {
  signInForTest(tipo);
  render(
    <AppThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AvisosCorreo />
      </QueryClientProvider>
    </AppThemeProvider>,
  );
}

describe('Avisos por correo', () => {
  it("shows the role's notice on and turns its e-mail off with one click, saved at once", async () => {
    renderAs(ROLE.PROVEEDOR);
    const box = await screen.findByRole('checkbox', { name: 'Controles por vencer' });
    expect(box).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Controles atrasados' })).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ correo_por_vencer: false }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Controles por vencer' })).not.toBeChecked());
  });

  it('a client chooses its weekly summary', async () => {
    renderAs(ROLE.CLIENTE);
    expect(await screen.findByRole('checkbox', { name: 'Resumen semanal de mis campañas' })).toBeChecked();
  });

  it('an administrator chooses its late checks', async () => {
    renderAs(ROLE.ADMIN);
    expect(await screen.findByRole('checkbox', { name: 'Controles atrasados' })).toBeChecked();
  });

  it('says so when the server sends no e-mail, with nothing to choose', async () => {
    prefs.correo_disponible = false;
    renderAs(ROLE.ADMIN);
    expect(await screen.findByText('Este servidor no envía correos: los avisos llegan solo a Mensajes.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
