// Sessions follow the account: every administrator change that takes rights away ends all of that user's sessions
// at once (the next request with an old token is 401 "Sesión expirada"), and touches nobody else's.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedorA: number;
let proveedorB: number;
let clienteId: number;
const RUN = Date.now().toString(36);
let seq = 0;

const BASE = '/api/v1/admin/usuarios';
const INVALID_SESSION = { error: 'sesion_invalida', message: 'Sesión expirada. Inicia sesión de nuevo.' };

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
  admin = await api.loginAdmin();
  const provs = await t.db.selectFrom('proveedores').select('id').orderBy('id').limit(2).execute();
  [proveedorA, proveedorB] = provs.map((p) => p.id);
  clienteId = (await t.db.selectFrom('clientes').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
after(async () => t?.close());

/** A provider user of proveedorA with two open sessions. */
async function userWithSessions() {
  seq++;
  const usuario = `ses${RUN}${seq}`;
  const res = await api.post(BASE, {
    token: admin,
    json: {
      usuario,
      correo: `${usuario}@ejemplo.co`,
      primer_nombre: 'Sara',
      primer_apellido: 'Sesiones',
      tipo: 1,
      proveedor_id: proveedorA,
      password: 'sesion-123',
    },
  });
  assert.equal(res.status, 201, res.text);
  return { id: res.body.id as number, usuario, tokens: [await api.login(usuario, 'sesion-123'), await api.login(usuario, 'sesion-123')] };
}

const me = (token: string) => api.get('/api/v1/usuarios/me', { token });

const ENDING: Array<[string, (id: number) => Promise<{ status: number }>]> = [
  ['deactivation', (id) => api.patch(`${BASE}/${id}/toggle-status`, { token: admin, json: { activo: false } })],
  ['deletion', (id) => api.request('DELETE', `${BASE}/${id}`, { token: admin })],
  ['password reset', (id) => api.post(`${BASE}/${id}/reset-password`, { token: admin, json: { password: 'otra-clave-1' } })],
  ['a new tipo', (id) => api.patch(`${BASE}/${id}`, { token: admin, json: { tipo: 2, cliente_id: clienteId } })],
  ['a new provider link', (id) => api.patch(`${BASE}/${id}`, { token: admin, json: { proveedor_id: proveedorB } })],
];

const KEEPING: Array<[string, (id: number) => Promise<{ status: number }>]> = [
  ['a name and phone edit', (id) => api.patch(`${BASE}/${id}`, { token: admin, json: { primer_nombre: 'Sofía', telefono: '123' } })],
  ['the same link sent again', (id) => api.patch(`${BASE}/${id}`, { token: admin, json: { tipo: 1, proveedor_id: proveedorA } })],
  ['activation of an active user', (id) => api.patch(`${BASE}/${id}/toggle-status`, { token: admin, json: { activo: true } })],
];

describe('sessions follow the account', () => {
  for (const [change, apply] of ENDING) {
    test(`${change} ends every session of that user, and only theirs`, async () => {
      const target = await userWithSessions();
      const bystander = await userWithSessions();
      for (const token of target.tokens) assert.equal((await me(token)).status, 200);
      const res = await apply(target.id);
      assert.equal(res.status, 200, change);
      for (const token of target.tokens) {
        const after = await me(token);
        assert.equal(after.status, 401, change);
        assert.deepEqual(after.body, INVALID_SESSION);
      }
      for (const token of bystander.tokens) assert.equal((await me(token)).status, 200, 'other users keep their sessions');
      assert.equal((await me(admin)).status, 200, 'the administrator keeps theirs');
    });
  }

  for (const [change, apply] of KEEPING) {
    test(`${change} keeps the sessions`, async () => {
      const target = await userWithSessions();
      assert.equal((await apply(target.id)).status, 200, change);
      for (const token of target.tokens) assert.equal((await me(token)).status, 200, change);
    });
  }

  test('a refused change (the administrator on themselves) ends nothing', async () => {
    const res = await api.patch(`${BASE}/${(await me(admin)).body.id}/toggle-status`, { token: admin });
    assert.equal(res.status, 409);
    assert.equal((await me(admin)).status, 200);
  });
});
