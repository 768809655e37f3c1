import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { DEMO_CREDENTIALS } from 'shared/contracts';
import { client } from './helpers/http';
import { startServer, stopServer, type Server } from './helpers/server-process';
import { prepareDatabase, usingPostgres } from './helpers/test-app';

/**
 * Two API processes on one PostgreSQL (issue 11): everything that must hold for every instance lives in the
 * database — the sign-in limits, sessions (logout, deactivation), the one-export slot. Needs PostgreSQL: the
 * embedded database serves one process (api/test/embedded-database.test.ts proves a second is refused).
 */
describe('two API instances on one PostgreSQL', { skip: usingPostgres() ? false : 'PostgreSQL only (TEST_DATABASE_URL)' }, () => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  const servers: Server[] = [];
  let a: ReturnType<typeof client>;
  let b: ReturnType<typeof client>;

  before(async () => {
    database = await prepareDatabase();
    // Both start at once: migrations and seed run once (advisory locks), as in a real deployment.
    const env = { DATABASE_URL: database.databaseUrl!, SEED_DEMO: 'true', LOGIN_ACCOUNT_MAX_FAILURES: '5', LOGIN_IP_LIMIT_PER_MIN: '1000' };
    for (const dir of ['a', 'b']) servers.push(startServer(`${database.dataDir}-${dir}`, env));
    const [urlA, urlB] = await Promise.all(servers.map((s) => s.ready));
    a = client(urlA);
    b = client(urlB);
  });
  after(async () => {
    for (const s of servers) await stopServer(s);
    await database?.drop();
  });

  test('the sign-in limit is one: 3 failures on one instance and 2 on the other lock the pair on both', async () => {
    for (let i = 0; i < 3; i++)
      assert.equal((await a.post('/api/v1/auth/login', { json: { usuario: 'cliente', password: `mala-${i}` } })).status, 401);
    for (let i = 0; i < 2; i++)
      assert.equal((await b.post('/api/v1/auth/login', { json: { usuario: 'cliente', password: `otra-${i}` } })).status, 401);
    for (const api of [a, b]) {
      const res = await api.post('/api/v1/auth/login', { json: DEMO_CREDENTIALS.cliente });
      assert.equal(res.status, 429);
      assert.equal(res.body.error, 'demasiados_intentos');
    }
  });

  test('a logout on one instance ends the session on the other', async () => {
    const token = await a.loginAdmin();
    assert.equal((await b.get('/api/v1/usuarios/me', { token })).status, 200);
    assert.equal((await b.post('/api/v1/auth/logout', { token })).status, 200);
    assert.equal((await a.get('/api/v1/usuarios/me', { token })).status, 401);
  });

  test('a deactivated user is out on every instance at once', async () => {
    const token = await a.loginProveedor();
    assert.equal((await b.get('/api/v1/usuarios/me', { token })).status, 200);
    const admin = new pg.Client({ connectionString: database.databaseUrl! });
    await admin.connect();
    try {
      await admin.query(`update usuarios set activo = false where usuario = 'proveedor'`);
    } finally {
      await admin.end();
    }
    for (const api of [a, b]) {
      const res = await api.get('/api/v1/usuarios/me', { token });
      assert.equal(res.status, 401);
      assert.equal(res.body.message, 'Sesión expirada. Inicia sesión de nuevo.');
    }
  });
});
