import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 12 (7): the server refuses a password that is only spaces, equals the account's usuario, or is on the
 * maintained lists of common passwords (docs/decisions/password-rules.md) — on every route that sets one — with
 * its own Spanish message and the field it is about; nothing is written and the old password keeps working.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;

const RUN = Date.now().toString(36);
const COMMON = 'Esa contraseña es de las más usadas y fácil de adivinar; elige otra';
const SAME = 'La contraseña no puede ser igual al nombre de usuario';
const SPACES = 'La contraseña no puede ser solo espacios';

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
  admin = await api.loginAdmin();
});
after(async () => t?.close());

async function newUser(usuario: string, password = 'clave-de-campo-7') {
  const res = await api.post('/api/v1/admin/usuarios', {
    token: admin,
    json: { usuario, correo: `${usuario}@ejemplo.co`, primer_nombre: 'Lucía', primer_apellido: 'Prueba', tipo: 0, password },
  });
  assert.equal(res.status, 201, res.text);
  return { id: res.body.id as number, usuario, password };
}

const loginStatus = async (usuario: string, password: string) => (await api.post('/api/v1/auth/login', { json: { usuario, password } })).status;

describe('password rules on the server', () => {
  test('create: common passwords from both lists, any case or accents, are refused; a long uncommon one is accepted', async () => {
    for (const password of ['password1', 'QWERTY123', 'contraseña', 'Colombia', 'medellín', 'alejandro']) {
      const res = await api.post('/api/v1/admin/usuarios', {
        token: admin,
        json: { usuario: `c${RUN}x`, correo: `c${RUN}x@ejemplo.co`, primer_nombre: 'A', primer_apellido: 'B', tipo: 0, password },
      });
      assert.equal(res.status, 400, `${password} → ${res.text}`);
      assert.deepEqual(res.body, { error: 'password_comun', message: COMMON, campo: 'password' }, password);
    }
    assert.equal(await loginStatus(`c${RUN}x`, 'password1'), 401, 'no user was created');
    await newUser(`c${RUN}ok`, 'tres perros en la bodega');
  });

  test('reset by an administrator: each rule with its message; the old password still signs in', async () => {
    const u = await newUser(`r${RUN}`);
    const cases: Array<[string, string, string]> = [
      ['        ', 'password_solo_espacios', SPACES],
      [u.usuario.toUpperCase(), 'password_igual_usuario', SAME],
      ['iloveyou', 'password_comun', COMMON],
    ];
    for (const [password, error, message] of cases) {
      const res = await api.post(`/api/v1/admin/usuarios/${u.id}/reset-password`, { token: admin, json: { password } });
      assert.equal(res.status, 400, `${password} → ${res.text}`);
      assert.deepEqual(res.body, { error, message, campo: 'password' });
    }
    assert.equal(await loginStatus(u.usuario, u.password), 200);
  });

  test("change of one's own password: each rule under newPassword; the session and old password stay", async () => {
    const u = await newUser(`p${RUN}`);
    const token = await api.login(u.usuario, u.password);
    const cases: Array<[string, string, string]> = [
      ['   ', 'password_solo_espacios', SPACES],
      [` ${u.usuario} `, 'password_igual_usuario', SAME],
      ['Mariposa', 'password_comun', COMMON],
    ];
    for (const [newPassword, error, message] of cases) {
      const res = await api.patch('/api/v1/auth/change-password', { token, json: { currentPassword: u.password, newPassword } });
      assert.equal(res.status, 400, `${newPassword} → ${res.text}`);
      assert.deepEqual(res.body, { error, message, campo: 'newPassword' });
    }
    assert.equal((await api.get('/api/v1/usuarios/me', { token })).status, 200);
    assert.equal(await loginStatus(u.usuario, u.password), 200);
    const ok = await api.patch('/api/v1/auth/change-password', { token, json: { currentPassword: u.password, newPassword: 'otra clave del campo' } });
    assert.equal(ok.status, 200, ok.text);
  });
});
