import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_CREDENTIALS } from 'shared/contracts';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Sign-in limits (issue 12; docs/decisions/login-limits.md): atomic around the slow hash, by account
 * and source address, a slower per-account limit that delays instead of locking the owner out, a hard
 * limit an administrator lifts, audit rows for failures, and the same limits on "Cambiar Contraseña".
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function loginFrom(t: TestApp, ip: string, usuario: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { usuario, password }, remoteAddress: ip });
}

async function failedRows(t: TestApp, usuario: string) {
  return t.db
    .selectFrom('auditoria')
    .select(['usuario', 'usuario_id', 'detalles', 'ip'])
    .where('accion', '=', 'LOGIN_FALLIDO')
    .where('usuario', '=', usuario)
    .orderBy('id')
    .execute();
}

describe('per account and source address', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ LOGIN_ACCOUNT_MAX_FAILURES: '5', LOGIN_ACCOUNT_SLOW_AFTER: '50' });
  });
  after(async () => t?.close());

  test('20 concurrent wrong passwords for one account from one address: exactly 5 are checked, 15 get 429', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => loginFrom(t, '198.51.100.1', 'proveedor', `adivina-${i}`)));
    const statuses = results.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [...Array(5).fill(401), ...Array(15).fill(429)]);
    const rows = await failedRows(t, 'proveedor');
    assert.equal(rows.length, 5, 'five failures checked and audited');
    assert.ok(rows.every((r) => r.ip === '198.51.100.1' && r.usuario_id !== null));
    assert.ok(
      rows.every((r) => !r.detalles.includes('adivina')),
      'no password material in the audit log',
    );
    // The failure that reached the limit says so (concurrent attempts may be written in any order).
    assert.equal(rows.filter((r) => /contraseña incorrecta\. Intentos bloqueados/.test(r.detalles)).length, 1);
  });

  // One account's attempts from one address are checked one after the other (each must know the previous one's
  // outcome), and each waits up to 15 s for its turn: 20 password hashes fit in that on a busy two-core machine.
  test('20 concurrent correct sign-ins of one account from one address (an office behind one router) all get in', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => loginFrom(t, '198.51.100.77', 'cliente', DEMO_CREDENTIALS.cliente.password)));
    assert.deepEqual([...new Set(results.map((r) => r.statusCode))], [200]);
  });

  test("the owner, from another address, still signs in; the attacker's address stays locked, even with the right password", async () => {
    const owner = await loginFrom(t, '203.0.113.20', 'proveedor', DEMO_CREDENTIALS.proveedor.password);
    assert.equal(owner.statusCode, 200);
    const attacker = await loginFrom(t, '198.51.100.1', 'proveedor', DEMO_CREDENTIALS.proveedor.password);
    assert.equal(attacker.statusCode, 429);
    assert.deepEqual(attacker.json(), { error: 'demasiados_intentos', message: 'Demasiados intentos. Intenta de nuevo en 15 minutos.' });
  });

  test('unknown names are limited like accounts (no enumeration), and audited without an account', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await loginFrom(t, '198.51.100.2', 'cliente', 'mala')).statusCode);
      unknown.push((await loginFrom(t, '198.51.100.2', 'no-existe-nadie', 'mala')).statusCode);
    }
    assert.deepEqual(known, [401, 401, 401, 401, 401, 429]);
    assert.deepEqual(unknown, known);
    const rows = await failedRows(t, 'no-existe-nadie');
    assert.equal(rows.length, 5);
    assert.ok(rows.every((r) => r.usuario_id === null && /usuario desconocido/.test(r.detalles)));
  });

  test('spraying many names cannot push a locked pair out of the limiter', async () => {
    await Promise.all(Array.from({ length: 300 }, (_, i) => loginFrom(t, `10.9.${Math.floor(i / 200)}.${i % 200}`, `rociado-${i}`, 'x')));
    assert.equal((await loginFrom(t, '198.51.100.1', 'proveedor', DEMO_CREDENTIALS.proveedor.password)).statusCode, 429);
    assert.equal(await t.app.loginLimits.sweep(), 0, 'nothing is old enough to sweep yet');
  });

  test('guessing the current password on "Cambiar Contraseña" is limited like a sign-in and audited', async () => {
    const api = client(t.baseUrl);
    const token = await api.loginAdmin();
    const change = (currentPassword: string) =>
      api.patch('/api/v1/auth/change-password', { token, json: { currentPassword, newPassword: 'Nueva-Clave-2026' } });
    for (let i = 0; i < 5; i++) {
      const res = await change(`quizas-${i}`);
      assert.deepEqual(res.body, { error: 'current_password_incorrect', message: 'La contraseña actual es incorrecta' });
    }
    const limited = await change(DEMO_CREDENTIALS.admin.password);
    assert.equal(limited.status, 429);
    const rows = (await failedRows(t, 'admin')).filter((r) => r.detalles.startsWith('Cambio de contraseña fallido'));
    assert.equal(rows.length, 5);
    // The password did not change.
    assert.equal((await loginFrom(t, '203.0.113.30', 'admin', DEMO_CREDENTIALS.admin.password)).statusCode, 200);
  });
});

describe('per account, from anywhere', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ LOGIN_ACCOUNT_MAX_FAILURES: '50', LOGIN_ACCOUNT_SLOW_AFTER: '3', LOGIN_ACCOUNT_LOCK_AFTER: '6' });
  });
  after(async () => t?.close());

  test('after 3 consecutive failures each attempt must wait (1 s, then 2 s…) instead of being locked out', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await loginFrom(t, `192.0.2.${i + 1}`, 'cliente', 'mala')).statusCode, 401);
    const early = await loginFrom(t, '192.0.2.50', 'cliente', DEMO_CREDENTIALS.cliente.password);
    assert.equal(early.statusCode, 429);
    assert.equal(early.headers['retry-after'], '1');
    await sleep(1100);
    assert.equal(
      (await loginFrom(t, '192.0.2.50', 'cliente', DEMO_CREDENTIALS.cliente.password)).statusCode,
      200,
      'the owner gets in after the wait',
    );
    // The success cleared the count: three more failures are checked at once.
    for (let i = 0; i < 3; i++) assert.equal((await loginFrom(t, `192.0.2.${i + 10}`, 'cliente', 'mala')).statusCode, 401);
  });

  test('the hard limit locks the account for every address until an administrator unlocks it', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await loginFrom(t, `192.0.2.${i + 100}`, 'proveedor', 'mala');
      if (res.statusCode === 429) await sleep(Number(res.headers['retry-after']) * 1000 + 100);
      if (res.statusCode === 429) i--;
    }
    const locked = await loginFrom(t, '192.0.2.200', 'proveedor', DEMO_CREDENTIALS.proveedor.password);
    assert.equal(locked.statusCode, 429);
    assert.deepEqual(locked.json(), {
      error: 'cuenta_bloqueada',
      message: 'La cuenta está bloqueada por demasiados intentos fallidos. Un administrador debe desbloquearla.',
    });
    const user = await t.db.selectFrom('usuarios').select('id').where('usuario', '=', 'proveedor').executeTakeFirstOrThrow();

    // /administradores shows it locked; only an administrator may unlock it, and that is audited.
    const admin = (await loginFrom(t, '203.0.113.9', 'admin', DEMO_CREDENTIALS.admin.password)).json().token as string;
    const asAdmin = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { authorization: `Bearer ${admin}` } });
    const listed = (await asAdmin('GET', '/api/v1/admin/usuarios?search=proveedor&limit=100'))
      .json()
      .data.find((u: { id: number }) => u.id === user.id);
    assert.equal(listed.acceso_bloqueado, true);
    const cliente = (await loginFrom(t, '203.0.113.10', 'cliente', DEMO_CREDENTIALS.cliente.password)).json().token as string;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/usuarios/${user.id}/desbloquear`,
      headers: { authorization: `Bearer ${cliente}` },
    });
    assert.equal(refused.statusCode, 403);
    const unlocked = await asAdmin('POST', `/api/v1/admin/usuarios/${user.id}/desbloquear`);
    assert.equal(unlocked.statusCode, 200, unlocked.body);
    assert.equal(unlocked.json().acceso_bloqueado, false);
    const audit = await t.db
      .selectFrom('auditoria')
      .select(['accion', 'detalles', 'usuario'])
      .where('registro_id', '=', user.id)
      .where('tabla', '=', 'usuarios')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(audit, { accion: 'ACTUALIZAR', detalles: 'Acceso de Usuario "proveedor" desbloqueado', usuario: 'admin' });
    assert.equal((await loginFrom(t, '192.0.2.200', 'proveedor', DEMO_CREDENTIALS.proveedor.password)).statusCode, 200);
    assert.equal((await asAdmin('POST', '/api/v1/admin/usuarios/999999/desbloquear')).statusCode, 404);
  });
});
