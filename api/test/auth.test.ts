import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { hashPassword } from '../src/platform/auth/password';
import { DEMO_CREDENTIALS } from 'shared/contracts';
import { client } from './helpers/http';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app';
import { contractSuite, SIGNED_IN } from './helpers/contract-suite';

let t: TestApp;
let api: ReturnType<typeof client>;

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
});
after(async () => t?.close());

const INVALID_SESSION = { error: 'sesion_invalida', message: 'Sesión expirada. Inicia sesión de nuevo.' };

async function createUser(usuario: string, password: string, extra: { activo?: boolean; tipo?: 0 | 1 | 2 } = {}): Promise<number> {
  const row = await t.db
    .insertInto('usuarios')
    .values({
      usuario,
      correo: `${usuario}@ejemplo.co`,
      password_hash: await hashPassword(password),
      primer_nombre: 'Prueba',
      segundo_nombre: null,
      primer_apellido: 'Usuario',
      segundo_apellido: null,
      tipo: extra.tipo ?? 0,
      proveedor_id: null,
      cliente_id: null,
      sexo: 'O',
      telefono: null,
      activo: extra.activo ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /auth/login', () => {
  test('by usuario (any case) returns token, SessionUser without secrets, and a 12 h expiry', async () => {
    const res = await api.post('/api/v1/auth/login', { json: { usuario: 'ADMIN', password: DEMO_CREDENTIALS.admin.password } });
    assert.equal(res.status, 200);
    assert.equal(typeof res.body.token, 'string');
    assert.equal(res.body.usuario.usuario, 'admin');
    assert.equal(res.body.usuario.tipo, 0);
    assert.equal(res.body.usuario.tipo_nombre, 'Administrador');
    assert.equal(res.body.usuario.activo, true);
    assert.ok(!('password_hash' in res.body.usuario));
    assert.doesNotMatch(res.text, /argon2/);
    const hours = (Date.parse(res.body.expiresAt) - Date.now()) / 3_600_000;
    assert.ok(hours > 11.9 && hours <= 12, `expiry in ${hours} h`);
  });

  test('by correo (case-insensitive) with recordarme gets a 30-day session', async () => {
    const res = await api.post('/api/v1/auth/login', {
      json: { usuario: 'Proveedor@ExteriorAndina.com.co', password: DEMO_CREDENTIALS.proveedor.password, recordarme: true },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.usuario.usuario, 'proveedor');
    assert.equal(res.body.usuario.tipo, 1);
    assert.equal(res.body.usuario.proveedor_nombre, 'Publicidad Exterior Andina S.A.S.');
    const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
    assert.ok(days > 29.9 && days <= 30, `expiry in ${days} days`);
    const session = await t.db.selectFrom('sesiones').selectAll().orderBy('creado_at', 'desc').limit(1).executeTakeFirstOrThrow();
    assert.equal(session.recordarme, true);
  });

  test('wrong password and unknown user get the same 401 message', async () => {
    const wrong = await api.post('/api/v1/auth/login', { json: { usuario: 'cliente', password: 'nope-nope' } });
    const unknown = await api.post('/api/v1/auth/login', { json: { usuario: 'nadie-existe', password: 'nope-nope' } });
    for (const res of [wrong, unknown]) {
      assert.equal(res.status, 401);
      assert.deepEqual(res.body, { error: 'credenciales_incorrectas', message: 'Credenciales incorrectas' });
    }
  });

  test('an inactive user, even with the right password, gets exactly the wrong-credentials answer', async () => {
    await createUser('inactivo1', 'secreto123', { activo: false });
    const right = await api.post('/api/v1/auth/login', { json: { usuario: 'inactivo1', password: 'secreto123' } });
    const wrong = await api.post('/api/v1/auth/login', { json: { usuario: 'inactivo1', password: 'otra-cosa' } });
    assert.equal(right.status, 401);
    assert.deepEqual(right.body, { error: 'credenciales_incorrectas', message: 'Credenciales incorrectas' });
    assert.deepEqual(wrong.body, right.body);
  });

  test('missing fields / wrong types → 400 naming the field, never 500', async () => {
    const missing = await api.post('/api/v1/auth/login', { json: { usuario: 'admin' } });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body, { error: 'datos_invalidos', message: 'El campo "password" es requerido' });
    const wrongType = await api.post('/api/v1/auth/login', { json: { usuario: 12345, password: 'x' } });
    assert.equal(wrongType.status, 400);
    assert.equal(wrongType.body.message, 'El campo "usuario" debe ser texto');
    const empty = await api.post('/api/v1/auth/login', { json: { usuario: '', password: 'x' } });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, 'El campo "usuario" es requerido');
    const arrayBody = await api.post('/api/v1/auth/login', { json: ['admin', 'admin123'] });
    assert.equal(arrayBody.status, 400);
    const badRemember = await api.post('/api/v1/auth/login', { json: { usuario: 'admin', password: 'x', recordarme: 'si' } });
    assert.equal(badRemember.status, 400);
    assert.equal(badRemember.body.message, 'El campo "recordarme" debe ser verdadero o falso');
  });

  test('a successful login writes a LOGIN audit row', async () => {
    const before = await t.db
      .selectFrom('auditoria')
      .select(sql<number>`count(*)`.as('n'))
      .where('accion', '=', 'LOGIN')
      .executeTakeFirstOrThrow();
    await api.loginCliente();
    const rows = await t.db.selectFrom('auditoria').selectAll().where('accion', '=', 'LOGIN').orderBy('id', 'desc').execute();
    assert.equal(rows.length, before.n + 1);
    assert.equal(rows[0].usuario, 'cliente');
    assert.equal(rows[0].tabla, 'usuarios');
    assert.equal(rows[0].ip, '127.0.0.1');
  });
});

describe('tokens and sessions', () => {
  test('GET /usuarios/me returns the user of the token', async () => {
    const token = await api.loginCliente();
    const res = await api.get('/api/v1/usuarios/me', { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.usuario, 'cliente');
    assert.equal(res.body.tipo, 2);
    assert.equal(res.body.cliente_nombre, 'Bebidas La Sabana S.A.S.');
    assert.equal(res.body.proveedor_id, null);
    assert.deepEqual(Object.keys(res.body).sort(), [
      'activo',
      'cliente_id',
      'cliente_nombre',
      'correo',
      'id',
      'primer_apellido',
      'primer_nombre',
      'proveedor_id',
      'proveedor_nombre',
      'segundo_apellido',
      'segundo_nombre',
      'tipo',
      'tipo_nombre',
      'usuario',
    ]);
  });

  test('no token → 401 no_autenticado', async () => {
    const res = await api.get('/api/v1/usuarios/me');
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { error: 'no_autenticado', message: 'No autenticado' });
    const notBearer = await api.get('/api/v1/usuarios/me', { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } });
    assert.equal(notBearer.status, 401);
    assert.equal(notBearer.body.error, 'sesion_invalida');
  });

  test('tampered token → 401 sesion_invalida', async () => {
    const token = await api.loginAdmin();
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    payload.sub = '2';
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    for (const bad of [forged, `${token}x`, 'abc.def.ghi', 'garbage']) {
      const res = await api.get('/api/v1/usuarios/me', { token: bad });
      assert.equal(res.status, 401, bad);
      assert.deepEqual(res.body, INVALID_SESSION);
    }
  });

  test('expired token (valid signature, past exp) → 401 sesion_invalida', async () => {
    const token = await api.loginAdmin();
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await api.get('/api/v1/usuarios/me', { token: expired });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, INVALID_SESSION);
    // Same token content signed with a future exp works: it is only the expiry that fails.
    const fresh = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    assert.equal((await api.get('/api/v1/usuarios/me', { token: fresh })).status, 200);
  });

  test('session expired in the database → 401 even with a valid JWT', async () => {
    const token = await api.loginAdmin();
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    await t.db
      .updateTable('sesiones')
      .set({ expira_at: sql<string>`now() - interval '1 minute'` })
      .where('id', '=', sid)
      .execute();
    const res = await api.get('/api/v1/usuarios/me', { token });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, INVALID_SESSION);
  });

  test('logout revokes the session: the token is rejected afterwards; LOGOUT is audited', async () => {
    const token = await api.loginProveedor();
    assert.equal((await api.get('/api/v1/usuarios/me', { token })).status, 200);
    const out = await api.post('/api/v1/auth/logout', { token });
    assert.equal(out.status, 200);
    assert.deepEqual(out.body, { ok: true, message: 'Sesión cerrada' });
    const res = await api.get('/api/v1/usuarios/me', { token });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, INVALID_SESSION);
    const audit = await t.db.selectFrom('auditoria').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    assert.equal(audit.accion, 'LOGOUT');
    assert.equal(audit.usuario, 'proveedor');
    // A second logout with the dead token is a 401, not a crash.
    assert.equal((await api.post('/api/v1/auth/logout', { token })).status, 401);
  });

  test('deactivating or deleting the user kills its live sessions at once', async () => {
    const id = await createUser('temporal1', 'temporal123', { tipo: 2 });
    const token = await api.login('temporal1', 'temporal123');
    assert.equal((await api.get('/api/v1/usuarios/me', { token })).status, 200);
    await t.db.updateTable('usuarios').set({ activo: false }).where('id', '=', id).execute();
    assert.deepEqual((await api.get('/api/v1/usuarios/me', { token })).body, INVALID_SESSION);
    await t.db.updateTable('usuarios').set({ activo: true }).where('id', '=', id).execute();
    assert.equal((await api.get('/api/v1/usuarios/me', { token })).status, 200);
    await t.db.deleteFrom('usuarios').where('id', '=', id).execute();
    assert.deepEqual((await api.get('/api/v1/usuarios/me', { token })).body, INVALID_SESSION);
  });
});

describe('PATCH /auth/change-password', () => {
  test('errors: missing token, required, too short, wrong current, same as current', async () => {
    await createUser('cambio1', 'original1');
    const token = await api.login('cambio1', 'original1');
    const change = (body: unknown, tk: string | null = token) => api.patch('/api/v1/auth/change-password', { token: tk ?? undefined, json: body });

    assert.equal((await change({ currentPassword: 'original1', newPassword: 'otra123' }, null)).status, 401);
    assert.deepEqual((await change({ currentPassword: '', newPassword: 'otra123' })).body, {
      error: 'current_password_required',
      message: 'La contraseña actual es requerida',
    });
    assert.deepEqual((await change({ currentPassword: 'original1', newPassword: '' })).body, {
      error: 'password_requerida',
      message: 'La nueva contraseña es requerida',
      campo: 'newPassword',
    });
    const short = await change({ currentPassword: 'original1', newPassword: '12345' });
    assert.equal(short.status, 400);
    assert.deepEqual(short.body, {
      error: 'password_muy_corta',
      message: 'La nueva contraseña debe tener al menos 6 caracteres',
      campo: 'newPassword',
    });
    const wrong = await change({ currentPassword: 'equivocada', newPassword: 'nueva123' });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body, { error: 'current_password_incorrect', message: 'La contraseña actual es incorrecta' });
    const same = await change({ currentPassword: 'original1', newPassword: 'original1' });
    assert.equal(same.status, 400);
    assert.deepEqual(same.body, { error: 'password_igual', message: 'La nueva contraseña debe ser diferente a la actual' });
    const missing = await change({ currentPassword: 'original1' });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, 'El campo "newPassword" es requerido');
    // Nothing changed: the old password still works.
    await api.login('cambio1', 'original1');
  });

  test('success: new password works, old fails, other sessions revoked, own kept, audited without the password', async () => {
    const id = await createUser('cambio2', 'original2');
    const mine = await api.login('cambio2', 'original2');
    const other1 = await api.login('cambio2', 'original2');
    const other2 = await api.login('cambio2', 'original2', true);
    const otherUser = await api.loginAdmin();

    const res = await api.patch('/api/v1/auth/change-password', {
      token: mine,
      json: { currentPassword: 'original2', newPassword: 'Nueva-Clave-9' },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { ok: true, message: 'Contraseña cambiada exitosamente' });

    assert.equal((await api.get('/api/v1/usuarios/me', { token: mine })).status, 200);
    for (const tk of [other1, other2]) assert.deepEqual((await api.get('/api/v1/usuarios/me', { token: tk })).body, INVALID_SESSION);
    assert.equal((await api.get('/api/v1/usuarios/me', { token: otherUser })).status, 200, 'other users keep their sessions');

    assert.equal((await api.post('/api/v1/auth/login', { json: { usuario: 'cambio2', password: 'original2' } })).status, 401);
    await api.login('cambio2', 'Nueva-Clave-9');

    const audit = await t.db.selectFrom('auditoria').selectAll().where('usuario_id', '=', id).where('accion', '=', 'ACTUALIZAR').execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0].tabla, 'usuarios');
    assert.equal(audit[0].registro_id, id);
    assert.equal(audit[0].detalles, 'Cambio de contraseña');
    const all = JSON.stringify(await t.db.selectFrom('auditoria').selectAll().where('usuario_id', '=', id).execute());
    assert.doesNotMatch(all, /Nueva-Clave-9|original2/);
  });
});

contractSuite('auth', ({ api }) => ({
  cases: [
    {
      op: 'login',
      call: (role) =>
        role === 'anonimo'
          ? { path: '/auth/login', json: { usuario: 'nadie', password: 'incorrecta' } }
          : { path: '/auth/login', json: DEMO_CREDENTIALS[role === 'administrador' ? 'admin' : role] },
      expect: [401, 200, 200, 200],
    },
    {
      op: 'logout',
      call: async (role) => {
        if (role === 'anonimo') return { path: '/auth/logout' };
        const { usuario, password } = DEMO_CREDENTIALS[role === 'administrador' ? 'admin' : role];
        return { path: '/auth/logout', token: await api.login(usuario, password) };
      },
      expect: SIGNED_IN,
    },
    {
      op: 'changePassword',
      call: (role) => {
        const { password } = DEMO_CREDENTIALS[role === 'administrador' ? 'admin' : role === 'anonimo' ? 'cliente' : role];
        return { path: '/auth/change-password', json: { currentPassword: password, newPassword: password } };
      },
      expect: [401, 400, 400, 400],
    },
    {
      op: 'forgotPassword',
      call: (role) => ({ path: '/auth/olvide-contrasena', json: { usuario: `nadie-${role}` } }),
      expect: [202, 202, 202, 202],
    },
    {
      op: 'resetPassword',
      call: () => ({ path: '/auth/restablecer-contrasena', json: { token: 'no-es-un-enlace', nueva: 'Una clave nueva y larga 2025' } }),
      expect: [400, 400, 400, 400],
    },
  ],
  invalid: [
    {
      of: 'login',
      call: () => ({ path: '/auth/login', body: Buffer.from('{"usuario":'), headers: { 'content-type': 'application/json' } }),
      status: 400,
    },
    { of: 'login', call: () => ({ path: '/auth/login', body: Buffer.from('<x/>'), headers: { 'content-type': 'application/xml' } }), status: 415 },
  ],
}));
