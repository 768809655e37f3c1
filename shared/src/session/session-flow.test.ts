/**
 * The session module end to end in jsdom: login stores per "Recordarme", the api client sends the token,
 * a 401 expires the session (toast "Sesión expirada"), logout clears both storages.
 */
import type { LoginResponse, SessionUser } from '../contracts';

const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock('react-toastify', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) } }));

const user = { id: 7, usuario: 'proveedor', tipo: 1 } as SessionUser;
const loginResponse: LoginResponse = { token: 'tok-1', usuario: user, expiresAt: new Date(Date.now() + 3_600_000).toISOString() };

type Handler = (request: Request) => Response;
let handler: Handler;
const seen: Request[] = [];

beforeAll(() => {
  // Each isolated load brings its own jotai copy on purpose (a fresh page): silence jotai's duplicate warning.
  const warn = console.warn;
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('multiple Jotai instances')) return;
    warn(...args);
  });
  // The client is created with the relative prefix /api/v1: resolve it against the jsdom origin.
  global.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    seen.push(request.clone());
    return handler(request);
  };
  const NodeRequest = global.Request;
  global.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
    }
  };
});

function loadModules() {
  let mod!: typeof import('./index') & typeof import('../api/index');
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules needs a synchronous load
    mod = { ...require('shared/api'), ...require('./index') };
  });
  return mod;
}

describe('session flow', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    seen.length = 0;
    toastError.mockReset();
    toastSuccess.mockReset();
  });

  it('login with "Recordarme" persists in localStorage and sends recordarme to the API', async () => {
    const s = loadModules();
    handler = () => new Response(JSON.stringify(loginResponse), { status: 200 });
    await s.login({ usuario: 'proveedor', password: 'x', recordarme: true });
    expect(await seen[0].json()).toEqual({ usuario: 'proveedor', password: 'x', recordarme: true });
    expect(JSON.parse(localStorage.getItem('informes-session') as string).token).toBe('tok-1');
    expect(sessionStorage.getItem('informes-session')).toBeNull();
    expect(s.getSession()?.user?.usuario).toBe('proveedor');
  });

  it('the refresh of the user keeps the session when nothing changed, and stores what did change', async () => {
    const s = loadModules();
    handler = () => new Response(JSON.stringify(loginResponse), { status: 200 });
    await s.login({ usuario: 'proveedor', password: 'x', recordarme: true });
    const signedIn = s.getSession();
    // GET /usuarios/me answers the same user: the same session object, so nothing subscribed to it re-renders.
    s.updateSessionUser({ ...user });
    expect(s.getSession()).toBe(signedIn);
    // A change made elsewhere (another admin renamed the usuario) replaces it, in memory and in storage.
    s.updateSessionUser({ ...user, usuario: 'proveedor2' });
    expect(s.getSession()).not.toBe(signedIn);
    expect(s.getSession()?.user?.usuario).toBe('proveedor2');
    expect(JSON.parse(localStorage.getItem('informes-session') as string).user.usuario).toBe('proveedor2');
  });

  it('login without "Recordarme" uses sessionStorage; a fresh page load reads it back', async () => {
    const first = loadModules();
    handler = () => new Response(JSON.stringify(loginResponse), { status: 200 });
    await first.login({ usuario: 'proveedor', password: 'x' });
    expect(localStorage.getItem('informes-session')).toBeNull();
    expect(sessionStorage.getItem('informes-session')).not.toBeNull();
    const reloaded = loadModules();
    expect(reloaded.getSession()?.token).toBe('tok-1');
  });

  it('an expired stored session is not re-applied on load', () => {
    localStorage.setItem('informes-session', JSON.stringify({ ...loginResponse, user, expiresAt: '2000-01-01T00:00:00Z' }));
    const s = loadModules();
    expect(s.getSession()).toBeNull();
    expect(localStorage.getItem('informes-session')).toBeNull();
  });

  it('a 401 on an authenticated call clears the session and says "Sesión expirada" once', async () => {
    const s = loadModules();
    const events: string[] = [];
    s.onSessionEvent((e) => events.push(e));
    handler = () => new Response(JSON.stringify(loginResponse), { status: 200 });
    await s.login({ usuario: 'proveedor', password: 'x', recordarme: true });
    handler = () => new Response(JSON.stringify({ error: 'token_invalido', message: 'Sesión expirada. Inicia sesión de nuevo.' }), { status: 401 });
    await expect(s.api.get('dashboard/resumen').json()).rejects.toMatchObject({ status: 401 });
    expect(seen[1].headers.get('Authorization')).toBe('Bearer tok-1');
    expect(s.getSession()).toBeNull();
    expect(localStorage.getItem('informes-session')).toBeNull();
    expect(toastError).toHaveBeenCalledWith('Sesión expirada', expect.anything());
    expect(events).toEqual(['login', 'expired']);
  });

  it('logout calls the server, clears both storages and says "Sesión cerrada"', async () => {
    const s = loadModules();
    handler = () => new Response(JSON.stringify(loginResponse), { status: 200 });
    await s.login({ usuario: 'proveedor', password: 'x', recordarme: true });
    sessionStorage.setItem('informes-session', localStorage.getItem('informes-session') as string);
    handler = () => new Response(null, { status: 204 });
    await s.logout();
    expect(seen[1].method).toBe('POST');
    expect(new URL(seen[1].url).pathname).toBe('/api/v1/auth/logout');
    expect(localStorage.getItem('informes-session')).toBeNull();
    expect(sessionStorage.getItem('informes-session')).toBeNull();
    expect(toastSuccess).toHaveBeenCalledWith('Sesión cerrada');
    expect(toastError).not.toHaveBeenCalled();
  });
});
