import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/password';
import { refuseDemoSeed } from '../src/auth/known-passwords';
import { ConfigError, loadConfig } from '../src/config';
import { StartupError } from '../src/startup-error';
import { client } from './helpers/http';
import { prepareDatabase, startTestApp, testConfig } from './helpers/test-app';

/**
 * No configuration exposes a known password to a network, and behind a proxy every client keeps its own
 * address (issue 12; docs/decisions/demo-credentials.md).
 */
const NEW_PASSWORDS = { admin: 'Bogota-Valla-2026!', proveedor: 'Medellin-Lona-2026!', cliente: 'Cali-Pendon-2026!' };

/** A data dir whose three demo accounts have passwords nobody published. */
async function databaseWithChangedPasswords(): Promise<Awaited<ReturnType<typeof prepareDatabase>>> {
  const database = await prepareDatabase();
  const app = await buildApp(testConfig(database.dataDir, database.databaseUrl));
  for (const [usuario, password] of Object.entries(NEW_PASSWORDS)) {
    await app.db
      .updateTable('usuarios')
      .set({ password_hash: await hashPassword(password) })
      .where('usuario', '=', usuario)
      .execute();
  }
  await app.close();
  return database;
}

describe('exposed servers (beyond loopback, production, behind a proxy)', () => {
  const cleanup: Array<() => Promise<void>> = [];
  after(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  test('what counts as exposed', () => {
    assert.equal(loadConfig({}).exposed, false);
    assert.equal(loadConfig({ HOST: 'localhost' }).exposed, false);
    assert.equal(loadConfig({ HOST: '::1' }).exposed, false);
    assert.equal(loadConfig({ HOST: '0.0.0.0' }).exposed, true);
    assert.equal(loadConfig({ HOST: '192.168.1.20' }).exposed, true);
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).exposed, true);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      assert.equal(loadConfig({ NODE_ENV: 'production' }).exposed, true);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  test('TRUST_PROXY: a hop count or addresses/CIDR ranges; anything else stops the start naming it', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1' }).trustProxy, ['10.0.0.5', '192.168.0.0/16', '::1']);
    for (const bad of ['true', 'yes-please', '10.0.0.300', '10.0.0.0/33', '99']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: bad }),
        (err: unknown) => err instanceof ConfigError && err.message.includes('TRUST_PROXY'),
        bad,
      );
    }
  });

  test('demo data would be created on an exposed server: refused before seeding', () => {
    assert.throws(
      () => refuseDemoSeed(loadConfig({ HOST: '0.0.0.0' })),
      (err: unknown) => err instanceof StartupError && /SEED_DEMO=false/.test(err.message),
    );
    assert.doesNotThrow(() => refuseDemoSeed(loadConfig({})));
    assert.doesNotThrow(() => refuseDemoSeed(loadConfig({ HOST: '0.0.0.0', SEED_DEMO: 'false' })));
  });

  test('demo accounts with their published passwords: an exposed start is refused naming them and what to do', async () => {
    const database = await prepareDatabase();
    cleanup.push(database.drop);
    // Seeded on loopback first (the two-command demo), then started for the network.
    await (await buildApp(testConfig(database.dataDir, database.databaseUrl))).close();
    await assert.rejects(buildApp(testConfig(database.dataDir, database.databaseUrl, { HOST: '0.0.0.0' })), (err: unknown) => {
      assert.ok(err instanceof StartupError, String(err));
      assert.match(err.message, /contraseña de demostración publicada: (admin|proveedor|cliente)(, (admin|proveedor|cliente)){2}\./);
      assert.match(err.message, /HOST=0\.0\.0\.0/);
      assert.match(err.message, /Cambiar mi Contraseña/);
      return true;
    });
  });

  test('with the demo passwords changed it starts, and /config.json carries no credentials', async () => {
    const database = await databaseWithChangedPasswords();
    cleanup.push(database.drop);
    const app: FastifyInstance = await buildApp(testConfig(database.dataDir, database.databaseUrl, { HOST: '0.0.0.0' }));
    cleanup.push(() => app.close());
    const res = await app.inject({ url: '/config.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().demoCredentials, null);
  });
});

describe('/config.json on loopback (the two-command demo)', () => {
  test('a browser on this machine gets the demo credentials; through a proxy or from elsewhere, never', async () => {
    const t = await startTestApp();
    try {
      const direct = await fetch(`${t.baseUrl}/config.json`);
      assert.equal(direct.headers.get('cache-control'), 'no-store');
      assert.deepEqual(((await direct.json()) as { demoCredentials: unknown }).demoCredentials, { usuario: 'admin', password: 'admin123' });
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const proxied = await fetch(`${t.baseUrl}/config.json`, {
          headers: { [header]: header === 'forwarded' ? 'for=203.0.113.7' : '203.0.113.7' },
        });
        assert.equal(((await proxied.json()) as { demoCredentials: unknown }).demoCredentials, null, header);
      }
      const remote = await t.app.inject({ url: '/config.json', remoteAddress: '192.168.1.50' });
      assert.equal(remote.json().demoCredentials, null);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const forwarded = (ip: string) => ({ 'x-forwarded-for': ip });

  test('without it, a forwarded address is ignored: the audit log records the peer', async () => {
    const t = await startTestApp();
    try {
      await client(t.baseUrl).post('/api/v1/auth/login', { json: { usuario: 'admin', password: 'admin123' }, headers: forwarded('203.0.113.7') });
      const row = await t.db
        .selectFrom('auditoria')
        .select('ip')
        .where('accion', '=', 'LOGIN')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      assert.equal(row.ip, '127.0.0.1');
    } finally {
      await t.close();
    }
  });

  test('with the proxy trusted: the audit log records the client, and per-address login limits are per client', async () => {
    const database = await databaseWithChangedPasswords();
    const app = await buildApp(testConfig(database.dataDir, database.databaseUrl, { TRUST_PROXY: '127.0.0.1', LOGIN_IP_LIMIT_PER_MIN: '3' }));
    try {
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const api = client(baseUrl);
      const login = (ip: string, password = 'wrong-password') =>
        api.post('/api/v1/auth/login', { json: { usuario: `nadie-${ip}`, password }, headers: forwarded(ip) });
      const ok = await api.post('/api/v1/auth/login', {
        json: { usuario: 'admin', password: NEW_PASSWORDS.admin },
        headers: forwarded('198.51.100.4'),
      });
      assert.equal(ok.status, 200);
      const row = await app.db
        .selectFrom('auditoria')
        .select('ip')
        .where('accion', '=', 'LOGIN')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      assert.equal(row.ip, '198.51.100.4');
      for (let i = 0; i < 3; i++) assert.equal((await login('203.0.113.7')).status, 401);
      assert.equal((await login('203.0.113.7')).status, 429, 'the 4th attempt of one client in a minute');
      assert.equal((await login('203.0.113.8')).status, 401, 'another client behind the same proxy is not limited');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
