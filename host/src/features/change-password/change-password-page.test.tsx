import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from 'shared/theme';
import { installMockApi } from 'shared/test/mock-api';
import { ChangePasswordPage } from './change-password-page';

const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock('react-toastify', () => ({
  toast: { error: (m: string) => toastError(m), success: (m: string) => toastSuccess(m) },
}));

let api: ReturnType<typeof installMockApi>;

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Inicio</h1> },
      { path: '/servicios', element: <h1>Servicios</h1> },
      { path: '/change-password', element: <ChangePasswordPage /> },
    ],
    { initialEntries: ['/servicios', '/change-password'], initialIndex: 1 },
  );
  render(
    <AppThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: 0 } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return router;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));

beforeEach(() => {
  toastError.mockReset();
  toastSuccess.mockReset();
  api = installMockApi(() => ({ status: 200, body: { ok: true, message: 'Contraseña cambiada exitosamente' } }));
});
afterEach(() => api.restore());

describe('ChangePasswordPage', () => {
  it('shows the validation messages and clears a field error when it is edited', () => {
    renderPage();
    submit();
    expect(screen.getByText('La contraseña actual es requerida')).toBeInTheDocument();
    expect(screen.getByText('La nueva contraseña es requerida')).toBeInTheDocument();
    expect(screen.getByText('Debes confirmar la nueva contraseña')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
    fill('Contraseña actual', 'a');
    expect(screen.queryByText('La contraseña actual es requerida')).not.toBeInTheDocument();
    expect(screen.getByText('La nueva contraseña es requerida')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows "La contraseña actual es incorrecta" on the field for 400 current_password_incorrect', async () => {
    api.respond(() => ({ status: 400, body: { error: 'current_password_incorrect', message: 'La contraseña actual es incorrecta' } }));
    renderPage();
    fill('Contraseña actual', 'mala-clave');
    fill('Nueva contraseña', 'nueva123');
    fill('Confirmar nueva contraseña', 'nueva123');
    submit();
    const message = await screen.findByText('La contraseña actual es incorrecta');
    expect(message.id).toBe(screen.getByLabelText('Contraseña actual').getAttribute('aria-describedby'));
    expect(api.calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/v1/auth/change-password',
      body: { currentPassword: 'mala-clave', newPassword: 'nueva123' },
    });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("a new password the server's word lists refuse: its message under Nueva contraseña, no toast", async () => {
    const message = 'Esa contraseña es de las más usadas y fácil de adivinar; elige otra';
    api.respond(() => ({ status: 400, body: { error: 'password_comun', message, campo: 'newPassword' } }));
    renderPage();
    fill('Contraseña actual', 'clave-actual');
    fill('Nueva contraseña', 'password1');
    fill('Confirmar nueva contraseña', 'password1');
    submit();
    const shown = await screen.findByText(message);
    expect(screen.getByLabelText('Nueva contraseña').getAttribute('aria-describedby')).toContain(shown.id);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('other errors: the server text, else "Error al cambiar la contraseña"', async () => {
    api.respond(() => ({ status: 500, body: { error: 'error_interno', message: 'Error interno del servidor' } }));
    renderPage();
    fill('Contraseña actual', 'admin123');
    fill('Nueva contraseña', 'nueva123');
    fill('Confirmar nueva contraseña', 'nueva123');
    submit();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error interno del servidor'));
    api.respond(() => ({ status: 502 }));
    submit();
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(2));
    expect(toastError.mock.calls[1][0]).toBe('Error al cambiar la contraseña');
  });

  it('success: toast, then / after 1.5 s', async () => {
    const router = renderPage();
    fill('Contraseña actual', 'admin123');
    fill('Nueva contraseña', 'nueva123');
    fill('Confirmar nueva contraseña', 'nueva123');
    const started = Date.now();
    submit();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Contraseña cambiada exitosamente'));
    expect(router.state.location.pathname).toBe('/change-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('Cancelar goes back one page', () => {
    const router = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    return waitFor(() => expect(router.state.location.pathname).toBe('/servicios'));
  });
});
