import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Sessions without "Recordarme" end after SESSION_IDLE_MINUTES without requests (issue 12). */
describe('idle sessions', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  before(async () => {
    t = await startTestApp({ SESSION_IDLE_MINUTES: '60' });
    api = client(t.baseUrl);
  });
  after(async () => t?.close());

  /** Moves a session's last activity `minutes` into the past (what an idle hour looks like). */
  async function idleFor(token: string, minutes: number) {
    const me = await api.get('/api/v1/usuarios/me', { token });
    assert.equal(me.status, 200);
    await sql`update sesiones set ultima_actividad_at = now() - make_interval(mins => ${minutes})
              where revocada_at is null and usuario_id = ${me.body.id}`.execute(t.db);
  }

  test('without "Recordarme": 61 idle minutes end it with "Sesión expirada"; 59 do not', async () => {
    const fresh = await api.login('proveedor', 'proveedor123');
    await idleFor(fresh, 59);
    assert.equal((await api.get('/api/v1/usuarios/me', { token: fresh })).status, 200);
    await idleFor(fresh, 61);
    const res = await api.get('/api/v1/usuarios/me', { token: fresh });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { error: 'sesion_invalida', message: 'Sesión expirada. Inicia sesión de nuevo.' });
  });

  test('with "Recordarme" the session survives idle hours (it ends at its 30-day expiry)', async () => {
    const remembered = await api.login('cliente', 'cliente123', true);
    await idleFor(remembered, 600);
    assert.equal((await api.get('/api/v1/usuarios/me', { token: remembered })).status, 200);
  });

  test('a request refreshes the activity time (at most once a minute), so working keeps the session', async () => {
    const token = await api.login('admin', 'admin123');
    await idleFor(token, 50);
    assert.equal((await api.get('/api/v1/usuarios/me', { token })).status, 200);
    const row = await sql<{ idle: number }>`select extract(epoch from now() - max(ultima_actividad_at))::int as idle
      from sesiones where revocada_at is null and usuario_id = (select id from usuarios where usuario = 'admin')`.execute(t.db);
    assert.ok(row.rows[0].idle < 60, `refreshed: ${row.rows[0].idle} s idle`);
  });
});
