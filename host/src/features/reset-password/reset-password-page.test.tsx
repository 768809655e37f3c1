import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from 'shared/theme';
import { installMockApi, type MockApi } from 'shared/test/mock-api';
import { RESET_TEXTS, ResetPasswordPage } from './reset-password-page';

let api: MockApi;
afterEach(() => api.restore());

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/restablecer-contrasena', element: <ResetPasswordPage /> }], { initialEntries: [url] });
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
}

describe('/restablecer-contrasena', () => {
  it('checks the password rules and the confirmation before any call, then sends the token once; done says so', async () => {
    api = installMockApi(() => ({ status: 200, body: { message: 'ok' } }));
    renderAt('/restablecer-contrasena?token=abc123');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(/La nueva contraseña es requerida/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Nueva contraseña/), { target: { value: 'Campo2026!' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar contraseña/), { target: { value: 'Campo2026?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(RESET_TEXTS.mismatch)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Confirmar contraseña/), { target: { value: 'Campo2026!' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    });
    expect(await screen.findByText(RESET_TEXTS.done)).toBeInTheDocument();
    expect(api.calls.map((c) => [c.method, c.path, c.body, c.headers.has('authorization')])).toEqual([
      ['POST', '/api/v1/auth/restablecer-contrasena', { token: 'abc123', nueva: 'Campo2026!' }, false],
    ]);
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('a used or expired link: the server’s message, the form stays; without a token, no form', async () => {
    api = installMockApi(() => ({ status: 400, body: { error: 'enlace_invalido', message: 'El enlace ya se usó o venció. Pide uno nuevo.' } }));
    renderAt('/restablecer-contrasena?token=viejo');
    fireEvent.change(screen.getByLabelText(/^Nueva contraseña/), { target: { value: 'Campo2026!' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar contraseña/), { target: { value: 'Campo2026!' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    });
    expect(await screen.findByText('El enlace ya se usó o venció. Pide uno nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it('without a token it says the link is not valid', () => {
    api = installMockApi(() => ({ status: 200, body: {} }));
    renderAt('/restablecer-contrasena');
    expect(screen.getByText(RESET_TEXTS.noToken)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar contraseña' })).toBeNull();
  });
});
