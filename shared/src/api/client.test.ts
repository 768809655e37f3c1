import { connectSessionBridge } from './session-bridge';
import { ApiError, toApiError } from './api-error';
import { createApiClient } from './client';

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  const onUnauthorized = jest.fn();
  let token: string | null = 'tok-123';
  beforeEach(() => {
    onUnauthorized.mockReset();
    token = 'tok-123';
    connectSessionBridge({ getToken: () => token, onUnauthorized });
  });

  it('prefixes /api/v1 and sends the bearer token of the session', async () => {
    const fetchMock = jest.fn<Promise<Response>, [Request]>(async () => jsonResponse(200, { ok: true }));
    const api = createApiClient({ prefixUrl: 'http://localhost/api/v1', fetch: fetchMock as unknown as typeof fetch });
    await expect(api.get('usuarios/me').json()).resolves.toEqual({ ok: true });
    const request = fetchMock.mock.calls[0][0];
    expect(request.url).toBe('http://localhost/api/v1/usuarios/me');
    expect(request.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('does not send the token on anonymous calls (login)', async () => {
    const fetchMock = jest.fn<Promise<Response>, [Request]>(async () => jsonResponse(200, {}));
    const api = createApiClient({ prefixUrl: 'http://localhost/api/v1', fetch: fetchMock as unknown as typeof fetch });
    await api.post('auth/login', { json: {}, context: { anonymous: true } });
    expect(fetchMock.mock.calls[0][0].headers.has('Authorization')).toBe(false);
  });

  it('maps an error body to ApiError {status, code, message}', async () => {
    const api = createApiClient({
      prefixUrl: 'http://localhost/api/v1',
      fetch: async () => jsonResponse(409, { error: 'asignacion_ya_existe', message: 'Esta asignación ya existe' }),
    });
    const error = await failure(api.post('asignaciones', { json: {} }).json());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'asignacion_ya_existe', message: 'Esta asignación ya existe' });
  });

  it('uses the `error` field when there is no message, else the transport text', async () => {
    const onlyError = createApiClient({
      prefixUrl: 'http://localhost/api/v1',
      fetch: async () => jsonResponse(400, { error: 'current_password_incorrect' }),
    });
    expect(await failure(onlyError.get('x'))).toMatchObject({
      status: 400,
      code: 'current_password_incorrect',
      message: 'current_password_incorrect',
    });
    const noBody = createApiClient({
      prefixUrl: 'http://localhost/api/v1',
      fetch: async () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    expect(await failure(noBody.get('x'))).toMatchObject({ status: 502, code: 'http_502', message: '502 Bad Gateway' });
  });

  it('turns a network failure into status 0 "Error de conexión"', async () => {
    const api = createApiClient({
      prefixUrl: 'http://localhost/api/v1',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await failure(api.get('dashboard/resumen'))).toMatchObject({ status: 0, code: 'network_error', message: 'Error de conexión' });
    expect(toApiError(new TypeError('x'))).toMatchObject({ status: 0, message: 'Error de conexión' });
  });

  it('ends the session on a 401 of an authenticated call, not on login or an ignored call', async () => {
    const api = createApiClient({
      prefixUrl: 'http://localhost/api/v1',
      fetch: async () => jsonResponse(401, { error: 'no_autenticado', message: 'No autenticado' }),
    });
    await failure(api.get('dashboard/resumen'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await failure(api.post('auth/login', { json: {}, context: { anonymous: true } }));
    await failure(api.post('auth/logout', { context: { ignoreUnauthorized: true } }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    token = null;
    await failure(api.get('dashboard/resumen'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
