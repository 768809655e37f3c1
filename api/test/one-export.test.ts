import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AuthContext } from '../src/auth/guard';
import { installErrorHandler } from '../src/http/error-handler';
import { oneExportPerUser } from '../src/http/one-export';

/** One export at a time per user (issue 12): the guard every export route uses, on a slow streamed export. */
describe('oneExportPerUser', () => {
  let app: FastifyInstance;
  let base: string;
  before(async () => {
    app = Fastify();
    installErrorHandler(app);
    app.decorateRequest('auth', null);
    // The signed-in user comes from a header here (the real routes run requireAuth first).
    app.addHook('onRequest', async (request) => {
      request.auth = { user: { id: Number(request.headers['x-user']) }, sessionId: 's' } as unknown as AuthContext;
    });
    app.get('/export', { preHandler: oneExportPerUser }, async (_request, reply) => {
      let sent = 0;
      const body = new Readable({
        read() {
          setTimeout(() => this.push(sent++ < 5 ? 'fila;dato\r\n' : null), 60);
        },
      });
      return reply.type('text/csv').send(body);
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => app?.close());

  const get = (user: number) => fetch(`${base}/export`, { headers: { 'x-user': String(user) } });

  test('a second export of the same user while the first streams: 429; another user is not affected', async () => {
    const first = await get(1);
    assert.equal(first.status, 200);
    const second = await get(1);
    assert.equal(second.status, 429);
    assert.deepEqual(await second.json(), { error: 'exportacion_en_curso', message: 'Ya tienes una exportación en curso. Espera a que termine para empezar otra.' });
    const other = await get(2);
    assert.equal(other.status, 200);
    assert.equal(await first.text(), 'fila;dato\r\n'.repeat(5));
    await other.text();
    // Finished: the user may export again.
    const again = await get(1);
    assert.equal(again.status, 200);
    await again.text();
  });

  test('a client that leaves mid-export frees its slot', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/export`, { headers: { 'x-user': '3' }, signal: controller.signal });
    assert.equal(res.status, 200);
    controller.abort();
    await new Promise((r) => setTimeout(r, 200));
    const next = await get(3);
    assert.equal(next.status, 200);
    await next.text();
  });
});
