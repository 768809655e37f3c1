import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { isPrivateAddress, trustProxyFunction } from '../src/platform/http/trust-proxy';
import { databaseWithChangedPasswords, NEW_PASSWORDS } from './helpers/changed-passwords';
import { startProxy, requestFrom } from './helpers/proxy';
import { startServer, stopServer, type Server } from './helpers/server-process';
import { testConfig } from './helpers/test-app';

/**
 * TRUST_PROXY as an operator writes it (README, "Configuration"), end to end: the real server process started
 * from the environment variables, requests through a real proxy hop (helpers/proxy.ts appends
 * X-Forwarded-For), distinct clients on distinct loopback addresses (127.0.x.y). Issue 23, point 1;
 * docs/decisions/login-limits.md, "Behind a proxy".
 */

type Database = Awaited<ReturnType<typeof databaseWithChangedPasswords>>;

/** The server as `npm start` runs it, with only the README's variables added (and the test's database). */
async function serverWith(database: Database, env: Record<string, string>): Promise<{ server: Server; url: string }> {
  const server = startServer(database.dataDir, { ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}), ...env });
  return { server, url: await server.ready };
}

/** Addresses of the audit rows of `usuario` (a failed sign-in records the name typed), read once the server stopped. */
async function auditIps(database: Database, usuario: string): Promise<string[]> {
  const app = await buildApp(testConfig(database.dataDir, database.databaseUrl));
  try {
    const rows = await app.db.selectFrom('auditoria').select('ip').where('usuario', '=', usuario).orderBy('id').execute();
    return rows.map((r) => String(r.ip));
  } finally {
    await app.close();
  }
}

const loginBody = (usuario: string, password = 'contraseña-equivocada') => ({ json: { usuario, password } });

describe('TRUST_PROXY=1 (a hop count), through a real proxy', () => {
  let database: Database;
  let server: Server;
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  before(async () => {
    database = await databaseWithChangedPasswords();
    const started = await serverWith(database, { TRUST_PROXY: '1' });
    server = started.server;
    proxy = await startProxy(started.url);
  });
  after(async () => {
    await proxy?.close();
    if (server) await stopServer(server);
    await database?.drop();
  });

  test('25 clients behind the proxy, one failed sign-in each: none is refused for another client’s attempts', async () => {
    const statuses = [];
    for (let i = 1; i <= 25; i++) {
      const res = await requestFrom(`127.0.1.${i}`, `${proxy.url}/api/v1/auth/login`, loginBody(`nadie-a-${i}`));
      statuses.push(res.status);
    }
    assert.deepEqual(
      statuses,
      Array.from({ length: 25 }, () => 401),
    );
  });

  test('one client’s 21st attempt in a minute is refused (LOGIN_IP_LIMIT_PER_MIN = 20), also when it sends its own X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 1; i <= 21; i++) {
      // A client behind the proxy adds an address of its choosing; the proxy appends the real one after it.
      const res = await requestFrom('127.0.2.1', `${proxy.url}/api/v1/auth/login`, {
        ...loginBody(`nadie-b-${i}`),
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.status);
    }
    assert.deepEqual(
      statuses.slice(0, 20),
      Array.from({ length: 20 }, () => 401),
    );
    assert.equal(statuses[20], 429);
    const other = await requestFrom('127.0.2.2', `${proxy.url}/api/v1/auth/login`, loginBody('nadie-b-otro'));
    assert.equal(other.status, 401, 'another client behind the same proxy is not limited');
  });

  test('the audit log records each client’s own address, never the proxy’s or one the client chose', async () => {
    const ok = await requestFrom('127.0.3.7', `${proxy.url}/api/v1/auth/login`, loginBody('admin', NEW_PASSWORDS.admin));
    assert.equal(ok.status, 200);
    const spoofed = await requestFrom('127.0.3.8', `${proxy.url}/api/v1/auth/login`, {
      ...loginBody('nadie-c-falso'),
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    assert.equal(spoofed.status, 401);
    await stopServer(server);
    assert.deepEqual(await auditIps(database, 'nadie-c-falso'), ['127.0.3.8']);
    const app = await buildApp(testConfig(database.dataDir, database.databaseUrl));
    try {
      const login = await app.db
        .selectFrom('auditoria')
        .select('ip')
        .where('accion', '=', 'LOGIN')
        .where('usuario', '=', 'admin')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      assert.equal(login.ip, '127.0.3.7');
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY=<address list>: only the named proxy is believed', () => {
  let database: Database;
  let server: Server;
  let url: string;
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  before(async () => {
    database = await databaseWithChangedPasswords();
    ({ server, url } = await serverWith(database, { TRUST_PROXY: '127.0.0.2' }));
    // The proxy connects to the API from 127.0.0.2, the address the operator named.
    proxy = await startProxy(url, { localAddress: '127.0.0.2' });
  });
  after(async () => {
    await proxy?.close();
    if (server) await stopServer(server);
    await database?.drop();
  });

  test('through the named proxy the client keeps its address; a direct client cannot choose one', async () => {
    assert.equal((await requestFrom('127.0.4.1', `${proxy.url}/api/v1/auth/login`, loginBody('nadie-d-proxy'))).status, 401);
    const direct = await requestFrom('127.0.0.1', `${url}/api/v1/auth/login`, {
      ...loginBody('nadie-d-directo'),
      headers: { 'x-forwarded-for': '198.51.100.23' },
    });
    assert.equal(direct.status, 401);
    await stopServer(server);
    assert.deepEqual(await auditIps(database, 'nadie-d-proxy'), ['127.0.4.1']);
    assert.deepEqual(await auditIps(database, 'nadie-d-directo'), ['127.0.0.1']);
  });
});

describe('the trust rule itself', () => {
  test('a hop count believes a private or loopback peer only; a public peer is the client whatever it sends', async () => {
    const database = await databaseWithChangedPasswords();
    const app = await buildApp(testConfig(database.dataDir, database.databaseUrl, { TRUST_PROXY: '1' }));
    try {
      const login = (remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress,
          headers: { 'x-forwarded-for': '198.51.100.50' },
          payload: { usuario: `nadie-e-${remoteAddress}`, password: 'x-equivocada' },
        });
      assert.equal((await login('203.0.113.9')).statusCode, 401);
      assert.equal((await login('10.1.2.3')).statusCode, 401);
      const rows = await app.db.selectFrom('auditoria').select('ip').where('usuario', 'like', 'nadie-e-%').orderBy('id').execute();
      assert.deepEqual(
        rows.map((r) => r.ip),
        ['203.0.113.9', '198.51.100.50'],
      );
    } finally {
      await app.close();
      await database.drop();
    }
  });

  test('private ranges, and the hop count’s reach', () => {
    for (const a of ['127.0.0.1', '::1', '10.0.0.5', '172.20.1.1', '192.168.0.9', '::ffff:10.0.0.1', 'fd00::1', 'fe80::1'])
      assert.ok(isPrivateAddress(a), a);
    for (const a of ['203.0.113.9', '172.32.0.1', '8.8.8.8', '2001:db8::1', 'nope']) assert.ok(!isPrivateAddress(a), a);
    const two = trustProxyFunction(loadConfig({ TRUST_PROXY: '2' }).trustProxy);
    assert.ok(two);
    assert.equal(two('10.0.0.1', 0), true);
    assert.equal(two('203.0.113.1', 1), true, 'the second hop (say a CDN) may be public');
    assert.equal(two('203.0.113.2', 2), false, 'beyond the count nothing is believed');
    assert.equal(trustProxyFunction(loadConfig({}).trustProxy), false);
  });
});
