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

/**
 * A new deployment (README "Production"): every instance starts at once on an empty database with the same
 * ADMIN_USUARIO. One creates the first administrator; none stops on the unique key (api/src/seed.ts).
 */
describe(
  'three instances started at once on a new PostgreSQL database',
  { skip: usingPostgres() ? false : 'PostgreSQL only (TEST_DATABASE_URL)' },
  () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `informes_nueva_${process.pid}_${Date.now().toString(36)}`;
    const servers: Server[] = [];
    let databaseUrl = '';
    let dataDir = '';

    before(async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`CREATE DATABASE "${name}"`);
      await c.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dataDir = (await prepareDatabase().then(async (d) => (await d.drop(), d))).dataDir;
    });
    after(async () => {
      for (const s of servers) await stopServer(s);
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    });

    test('all start; the first administrator exists once, created by one of them', async () => {
      const env = { DATABASE_URL: databaseUrl, SEED_DEMO: 'false', ADMIN_USUARIO: 'operadora', ADMIN_PASSWORD: 'una clave larga de la operadora 7' };
      for (const n of [1, 2, 3]) servers.push(startServer(`${dataDir}-${n}`, env));
      const urls = await Promise.all(servers.map((s) => s.ready));
      for (const url of urls) {
        const res = await client(url).post('/api/v1/auth/login', { json: { usuario: 'operadora', password: env.ADMIN_PASSWORD } });
        assert.equal(res.status, 200, res.text);
      }
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        assert.equal((await db.query(`select count(*)::int as n from usuarios`)).rows[0].n, 1);
        assert.equal((await db.query(`select count(*)::int as n from auditoria where detalles like 'Administrador inicial%'`)).rows[0].n, 1);
      } finally {
        await db.end();
      }
      assert.equal(servers.filter((s) => /Administrador inicial \\?"operadora\\?" creado/.test(s.output())).length, 1);
    });
  },
);
