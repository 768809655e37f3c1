import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { requireAuth } from '../src/platform/auth/guard';
import { oneExportPerUser } from '../src/platform/http/one-export';
import { client } from './helpers/http';
import { prepareDatabase, testConfig } from './helpers/test-app';

/**
 * One export at a time per user (issue 12), the guard every export route uses, on a slow streamed export of
 * the real app; with PostgreSQL, across two API instances on one database (issue 11).
 */
async function appWithSlowExport(dataDir: string, databaseUrl: string | null): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(testConfig(dataDir, databaseUrl));
  // A test's own route: not part of the published API (hidden from its document, no contract).
  app.get('/api/v1/prueba/export', { onRequest: requireAuth, preHandler: oneExportPerUser, schema: { hide: true } }, async (_request, reply) => {
    let sent = 0;
    const body = new Readable({
      read() {
        setTimeout(() => this.push(sent++ < 5 ? 'fila;dato\r\n' : null), 80);
      },
    });
    return reply.type('text/csv').send(body);
  });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

describe('oneExportPerUser', () => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  const apps: FastifyInstance[] = [];
  let first: string;
  let second: string;
  before(async () => {
    database = await prepareDatabase();
    const a = await appWithSlowExport(database.dataDir, database.databaseUrl);
    apps.push(a.app);
    first = a.url;
    // A second instance needs a shared database: PostgreSQL. The embedded one serves one process.
    if (database.databaseUrl) {
      const b = await appWithSlowExport(`${database.dataDir}-b`, database.databaseUrl);
      apps.push(b.app);
      second = b.url;
    } else second = first;
  });
  after(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  const exportAs = (base: string, token: string, signal?: AbortSignal) =>
    fetch(`${base}/api/v1/prueba/export`, { headers: { authorization: `Bearer ${token}` }, signal });

  test('a second export of the same user while one streams: 429 (also on the other instance); others are not affected', async () => {
    const admin = await client(first).loginAdmin();
    const cliente = await client(first).loginCliente();
    const running = await exportAs(first, admin);
    assert.equal(running.status, 200);
    const again = await exportAs(second, admin);
    assert.equal(again.status, 429);
    assert.deepEqual(await again.json(), {
      error: 'exportacion_en_curso',
      message: 'Ya tienes una exportación en curso. Espera a que termine para empezar otra.',
    });
    const other = await exportAs(first, cliente);
    assert.equal(other.status, 200);
    assert.equal(await running.text(), 'fila;dato\r\n'.repeat(5));
    await other.text();
    await new Promise((r) => setTimeout(r, 100));
    const afterwards = await exportAs(second, admin);
    assert.equal(afterwards.status, 200, 'finished: the user may export again');
    await afterwards.text();
  });

  test('exports one after another, each asked for the moment the previous one arrived: never a 429', async () => {
    const admin = await client(first).loginAdmin();
    for (let i = 0; i < 15; i++) {
      const res = await fetch(`${first}/api/v1/servicios/export`, { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(res.status, 200, `export ${i + 1}: ${res.status}`);
      await res.text();
    }
  });

  test('a client that leaves mid-export frees its slot; a slot of a dead instance expires', async () => {
    const token = await client(first).loginProveedor();
    const controller = new AbortController();
    const res = await exportAs(first, token, controller.signal);
    assert.equal(res.status, 200);
    controller.abort();
    await new Promise((r) => setTimeout(r, 300));
    const next = await exportAs(first, token);
    assert.equal(next.status, 200);
    await next.text();
    await new Promise((r) => setTimeout(r, 100));
    // An instance that died mid-export left its row: it stops counting once expired.
    const db = apps[0].db;
    const user = await db.selectFrom('usuarios').select('id').where('usuario', '=', 'proveedor').executeTakeFirstOrThrow();
    await db
      .insertInto('exportaciones_en_curso')
      .values({ usuario_id: user.id, clave: '00000000-0000-4000-8000-000000000000', hasta: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const revived = await exportAs(first, token);
    assert.equal(revived.status, 200);
    await revived.text();
  });
});
