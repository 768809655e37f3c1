import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ROLE, resumenCumplimiento, type ApiSchema, type Role } from 'shared/contracts';
import { clearSession } from 'shared/session';
import { installMockApi, type MockApi } from 'shared/test/mock-api';
import { signInForTest } from 'shared/test/session';
import { AppThemeProvider } from 'shared/theme';
import { detalle, linea } from '../test/campanas-fixtures';
import { AceptacionCampana, ProblemaSitioDialog } from './aceptacion-campana';

type Detalle = ApiSchema<'CampanaDetalle'>;

let api: MockApi;
beforeEach(() => {
  api = installMockApi(({ path }) => ({ status: 200, body: path.endsWith('/aceptacion') ? aceptada : cumplida }));
});
afterEach(() => {
  api.restore();
  clearSession();
});

const cumplida: Detalle = { ...detalle(), cumplimiento: resumenCumplimiento({ cumplido: 4 }), aceptacion: null };
const aceptada: Detalle = { ...cumplida, aceptacion: { usuario: 'marta', nombre: 'Marta Gómez', fecha: '2026-04-02T15:30:00.000Z' } };

function renderAs(tipo: Role, ui: React.ReactNode) {
  signInForTest(tipo);
  render(
    <AppThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
    </AppThemeProvider>,
  );
}

describe('the campaign acceptance', () => {
  it('a client accepts a campaign whose checks are all fulfilled, after confirming', async () => {
    renderAs(ROLE.CLIENTE, <AceptacionCampana campana={cumplida} />);
    expect(screen.getByText('Todos sus controles están cumplidos.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar campaña' }));
    const dialog = await screen.findByRole('alertdialog', { name: /¿Aceptar la campaña/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar campaña' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/v1/campanas/5/aceptacion')).toBe(true));
  });

  it('says what is missing, with the button off, while a check is pending, late or in review', () => {
    renderAs(
      ROLE.CLIENTE,
      <AceptacionCampana campana={{ ...cumplida, cumplimiento: resumenCumplimiento({ cumplido: 2, atrasado: 1, pendiente: 1 }) }} />,
    );
    expect(screen.getByRole('button', { name: 'Aceptar campaña' })).toBeDisabled();
    expect(screen.getByText('Podrá aceptarla cuando todos sus controles estén cumplidos: faltan 2.')).toBeInTheDocument();
  });

  it('everyone sees who accepted it and when; only a client user is offered the button', () => {
    renderAs(ROLE.PROVEEDOR, <AceptacionCampana campana={aceptada} />);
    expect(screen.getByText('Aceptada por el cliente')).toBeInTheDocument();
    expect(screen.getByText(/Marta Gómez \(marta\) la aceptó el/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar campaña' })).toBeNull();
  });

  it('an administrator is not offered it', () => {
    renderAs(ROLE.ADMIN, <AceptacionCampana campana={cumplida} />);
    expect(screen.queryByRole('button', { name: 'Aceptar campaña' })).toBeNull();
  });
});

describe('a problem at one site', () => {
  it('requires a comment, then sends it for that line', async () => {
    const onClose = jest.fn();
    renderAs(ROLE.CLIENTE, <ProblemaSitioDialog campanaId={5} linea={linea(2)} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reportar problema' }));
    expect(await screen.findByText('Describa el problema: el comentario es requerido')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/¿Qué problema tiene el sitio\?/), { target: { value: '  La valla está rota  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reportar problema' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.path).toBe('/api/v1/campanas/5/lineas/2/problema'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ comentario: 'La valla está rota' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
