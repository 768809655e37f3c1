import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { refuseDemoSeed } from '../src/platform/auth/known-passwords';
import { ConfigError, loadConfig } from '../src/platform/config';
import { StartupError } from '../src/platform/startup-error';
import { databaseWithChangedPasswords } from './helpers/changed-passwords';
import { prepareDatabase, startTestApp, testConfig } from './helpers/test-app';

/**
 * No configuration exposes a known password to a network (issue 12; docs/decisions/demo-credentials.md).
 * Behind a proxy every client keeps its own address: trust-proxy.test.ts.
 */
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
    // Behind a proxy the server is reachable from other machines whatever HOST is: the remedy says so.
    assert.throws(
      () => refuseDemoSeed(loadConfig({ HOST: '127.0.0.1', TRUST_PROXY: '1' })),
      (err: unknown) => err instanceof StartupError && /\(TRUST_PROXY\)/.test(err.message) && /sin TRUST_PROXY/.test(err.message),
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
