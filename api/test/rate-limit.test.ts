import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_CREDENTIALS } from 'shared/contracts';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';

const IP_LIMIT = 20;
let t: TestApp;
let api: ReturnType<typeof client>;
let loginRequests = 0;

before(async () => {
  t = await startTestApp({ LOGIN_IP_LIMIT_PER_MIN: String(IP_LIMIT), LOGIN_ACCOUNT_MAX_FAILURES: '5', LOGIN_ACCOUNT_WINDOW_MIN: '15' });
  api = client(t.baseUrl);
});
after(async () => t?.close());

function login(usuario: string, password: string) {
  loginRequests++;
  return api.post('/api/v1/auth/login', { json: { usuario, password } });
}

describe('login rate limits', () => {
  test('per account: 5 failures lock the account (even the right password) for 15 minutes; others unaffected', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await login('cliente', `mala-${i}`)).status, 401);
    const locked = await login('cliente', DEMO_CREDENTIALS.cliente.password);
    assert.equal(locked.status, 429);
    assert.deepEqual(locked.body, { error: 'demasiados_intentos', message: 'Demasiados intentos. Intenta de nuevo en 15 minutos.' });
    assert.ok(Number(locked.headers.get('retry-after')) > 800);
    // Same account through its email: still locked.
    assert.equal((await login('CLIENTE@bebidaslasabana.com.co', DEMO_CREDENTIALS.cliente.password)).status, 429);
    // Another account from the same IP works.
    assert.equal((await login('proveedor', DEMO_CREDENTIALS.proveedor.password)).status, 200);
  });

  test('a success before the limit clears the failure count', async () => {
    for (let i = 0; i < 4; i++) assert.equal((await login('proveedor', 'mala')).status, 401);
    assert.equal((await login('proveedor', DEMO_CREDENTIALS.proveedor.password)).status, 200);
    assert.equal((await login('proveedor', 'mala')).status, 401);
    assert.equal((await login('proveedor', DEMO_CREDENTIALS.proveedor.password)).status, 200, 'one failure after a reset does not lock');
  });

  test(`per IP: request ${IP_LIMIT + 1} within a minute gets 429 with the Spanish message`, async () => {
    assert.ok(loginRequests < IP_LIMIT);
    while (loginRequests < IP_LIMIT) assert.notEqual((await login('admin', DEMO_CREDENTIALS.admin.password)).status, 429);
    const res = await login('admin', DEMO_CREDENTIALS.admin.password);
    assert.equal(res.status, 429);
    assert.deepEqual(res.body, { error: 'demasiados_intentos', message: 'Demasiados intentos. Intenta de nuevo en 1 minuto.' });
    // Only the login route is limited.
    assert.equal((await api.get('/api/v1/health')).status, 200);
  });
});
