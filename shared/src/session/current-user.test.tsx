/**
 * The start-up refresh of the user (GET /usuarios/me): a 401 or another answer of the server ends the session; a
 * failure to reach the server keeps it, so the app opens offline for a signed-in user (docs/decisions/offline-app.md).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { ApiError } from 'shared/api';
import { getSession } from 'shared/session';
import { ROLE } from '../contracts';
import { installMockApi, type MockApi, type MockHandler } from '../test/mock-api';
import { signInForTest } from '../test/session';
import { endsSession, useCurrentUserQuery } from './current-user';

const toastError = jest.fn();
jest.mock('react-toastify', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: jest.fn() } }));

function CurrentUser() {
  useCurrentUserQuery();
  return null;
}

let api: MockApi;
afterEach(() => api?.restore());

async function startWith(answer: ReturnType<MockHandler>) {
  signInForTest(ROLE.PROVEEDOR);
  api = installMockApi(() => answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CurrentUser />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(api.calls.some((c) => c.path === '/api/v1/usuarios/me')).toBe(true));
  await waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).not.toBe('pending'));
}

describe('useCurrentUserQuery: which failures end the session', () => {
  beforeEach(() => toastError.mockReset());

  it('no connection: the stored session and user stay (the app works offline)', async () => {
    await startWith('network-error');
    expect(getSession()?.user?.usuario).toBe('ana');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a 401 ends it with "Sesión expirada"', async () => {
    await startWith({ status: 401, body: { error: 'no_autenticado', message: 'Sesión expirada' } });
    await waitFor(() => expect(getSession()).toBeNull());
    expect(toastError).toHaveBeenCalledWith('Sesión expirada', expect.anything());
  });

  it('another answer of the server (500) ends it too, as before', async () => {
    await startWith({ status: 500, body: { error: 'interno', message: 'Error interno' } });
    await waitFor(() => expect(getSession()).toBeNull());
  });

  it('endsSession: only a network failure keeps the session', () => {
    expect(endsSession(new ApiError(0, 'network_error', 'Error de conexión'))).toBe(false);
    expect(endsSession(new ApiError(401, 'no_autenticado', 'x'))).toBe(true);
    expect(endsSession(new ApiError(503, 'http_503', 'x'))).toBe(true);
    expect(endsSession(new Error('boom'))).toBe(true);
  });
});
