import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { resetRuntimeConfigCache } from 'shared/api';
import { clearSession, getSession, setSession } from 'shared/session';
import { AppThemeProvider } from 'shared/theme';
import type { LoginResponse, SessionUser } from 'shared/contracts';
import { installMockApi, type MockHandler } from 'shared/test/mock-api';
import { LoginPage } from './login-page';

const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock('react-toastify', () => ({
  toast: { error: (m: string) => toastError(m), success: (m: string) => toastSuccess(m) },
}));

const user = { id: 1, usuario: 'admin', tipo: 0 } as SessionUser;
const ok: LoginResponse = { token: 'tok', usuario: user, expiresAt: new Date(Date.now() + 3_600_000).toISOString() };

const server: MockHandler = ({ path }) => {
  if (path === '/config.json')
    return { status: 200, body: { remotes: {}, demoCredentials: { usuario: 'admin', password: 'admin123' }, mapStyleUrl: null } };
  if (path === '/api/v1/health') return { status: 200, body: { status: 'ok', database: 'ok', campanasActivas: 7, time: '' } };
  if (path === '/api/v1/auth/login') return { status: 200, body: ok };
  return { status: 404, body: { error: 'no_encontrado', message: 'No encontrado' } };
};

let api: ReturnType<typeof installMockApi>;

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Inicio</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  resetRuntimeConfigCache();
  toastError.mockReset();
  toastSuccess.mockReset();
  api = installMockApi(server);
});
afterEach(() => api.restore());

const usuarioInput = () => screen.getByLabelText<HTMLInputElement>('Usuario o Correo Electrónico');
const passwordInput = () => screen.getByLabelText<HTMLInputElement>('Contraseña');

describe('LoginPage', () => {
  it('sends a signed-in user straight to / instead of showing the form again', async () => {
    setSession({ token: ok.token, user, expiresAt: ok.expiresAt }, false);
    const router = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('is prefilled with the demo credentials of /config.json and shows the server status', async () => {
    renderLogin();
    await waitFor(() => expect(usuarioInput().value).toBe('admin'));
    expect(passwordInput().value).toBe('admin123');
    expect(await screen.findByText('En línea')).toBeInTheDocument();
    expect(screen.getByText('Campañas activas').closest('div')).toHaveTextContent('7');
  });

  it('is not prefilled when the demo credentials are null', async () => {
    api.respond((call) =>
      call.path === '/config.json' ? { status: 200, body: { remotes: {}, demoCredentials: null, mapStyleUrl: null } } : server(call),
    );
    renderLogin();
    await screen.findByText('En línea');
    expect(usuarioInput().value).toBe('');
    expect(passwordInput().value).toBe('');
  });

  it('"Recordarme" sends recordarme and keeps the session in localStorage; success → toast and /', async () => {
    const router = renderLogin();
    await waitFor(() => expect(usuarioInput().value).toBe('admin'));
    fireEvent.click(screen.getByLabelText('Recordarme'));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const login = api.calls.find((c) => c.path === '/api/v1/auth/login');
    expect(login?.body).toEqual({ usuario: 'admin', password: 'admin123', recordarme: true });
    expect(toastSuccess).toHaveBeenCalledWith('¡Bienvenido al sistema!');
    expect(JSON.parse(localStorage.getItem('informes-session') as string).token).toBe('tok');
    expect(sessionStorage.getItem('informes-session')).toBeNull();
    expect(getSession()?.user?.usuario).toBe('admin');
  });

  it('without "Recordarme" the session goes to sessionStorage', async () => {
    renderLogin();
    await waitFor(() => expect(usuarioInput().value).toBe('admin'));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(sessionStorage.getItem('informes-session')).not.toBeNull());
    expect(localStorage.getItem('informes-session')).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/v1/auth/login')?.body).toMatchObject({ recordarme: false });
  });

  it('wrong credentials: "Login fallido" then "Credenciales incorrectas", stays on /login', async () => {
    api.respond((call) =>
      call.path === '/api/v1/auth/login'
        ? { status: 401, body: { error: 'credenciales_incorrectas', message: 'Credenciales incorrectas' } }
        : server(call),
    );
    const router = renderLogin();
    await waitFor(() => expect(usuarioInput().value).toBe('admin'));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(2));
    expect(toastError.mock.calls).toEqual([['Login fallido'], ['Credenciales incorrectas']]);
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('rate limited: the API message replaces "Credenciales incorrectas"', async () => {
    api.respond((call) =>
      call.path === '/api/v1/auth/login'
        ? { status: 429, body: { error: 'demasiados_intentos', message: 'Demasiados intentos. Inténtalo en 60 s.' } }
        : server(call),
    );
    renderLogin();
    await waitFor(() => expect(usuarioInput().value).toBe('admin'));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(2));
    expect(toastError.mock.calls).toEqual([['Login fallido'], ['Demasiados intentos. Inténtalo en 60 s.']]);
  });

  it('network failure: "Error de conexión"', async () => {
    renderLogin();
    await waitFor(() => expect(usuarioInput().value).toBe('admin'));
    api.respond(() => 'network-error');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error de conexión'));
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('forgot-password mode: one required field; the request goes to the server, its answer is the toast; Cancelar goes back', async () => {
    const SAME = 'Si la cuenta existe, los administradores ya saben que necesitas una nueva contraseña.';
    api.respond((call) => (call.path === '/api/v1/auth/olvide-contrasena' ? { status: 202, body: { message: SAME } } : server(call)));
    renderLogin();
    await screen.findByText('En línea');
    fireEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    const correo = screen.getByLabelText('Correo Electrónico');
    expect(correo).toBeRequired();
    const callsBefore = api.calls.length;
    fireEvent.change(correo, { target: { value: ' ana@example.com ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar Enlace' }));
    });
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(SAME));
    const sent = api.calls.slice(callsBefore).filter((c) => c.path !== '/api/v1/health');
    expect(sent.map((c) => [c.method, c.path, c.body, c.headers.has('authorization')])).toEqual([
      ['POST', '/api/v1/auth/olvide-contrasena', { usuario: 'ana@example.com' }, false],
    ]);
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByLabelText('Usuario o Correo Electrónico')).toBeInTheDocument();
  });

  it('forgot-password mode: a refusal (too many requests) is shown and the form stays', async () => {
    api.respond((call) =>
      call.path === '/api/v1/auth/olvide-contrasena'
        ? { status: 429, body: { error: 'demasiadas_solicitudes', message: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.' } }
        : server(call),
    );
    renderLogin();
    await screen.findByText('En línea');
    fireEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    fireEvent.change(screen.getByLabelText('Correo Electrónico'), { target: { value: 'ana@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar Enlace' }));
    });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Demasiadas solicitudes. Intenta de nuevo en unos minutos.'));
    expect(screen.getByLabelText('Correo Electrónico')).toHaveValue('ana@example.com');
  });

  it('shows "Sin conexión" when /health fails', async () => {
    api.respond((call) => (call.path === '/api/v1/health' ? 'network-error' : server(call)));
    renderLogin();
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
  });
});
