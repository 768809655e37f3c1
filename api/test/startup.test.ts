import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { StartupError } from '../src/platform/startup-error';
import { client } from './helpers/http';
import { prepareDatabase, testConfig } from './helpers/test-app';

let database: Awaited<ReturnType<typeof prepareDatabase>>;

before(async () => {
  database = await prepareDatabase();
});
after(async () => database?.drop());

/** Starts the app on this file's database; JWT_SECRET unset → secret kept in DATA_DIR. */
async function start(env: Record<string, string> = {}) {
  const app = await buildApp(testConfig(database.dataDir, database.databaseUrl, { JWT_SECRET: '', ...env }));
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, api: client(baseUrl) };
}

async function counts(db: Awaited<ReturnType<typeof start>>['app']['db']) {
  const r = await sql<Record<string, number>>`
    select (select count(*)::int from provincias) provincias, (select count(*)::int from localidades) localidades,
           (select count(*)::int from servicios) servicios, (select count(*)::int from proveedores) proveedores,
           (select count(*)::int from clientes) clientes, (select count(*)::int from informes) informes,
           (select count(*)::int from usuarios) usuarios, (select count(*)::int from jefes_equipo) jefes,
           (select count(*)::int from asignaciones) asignaciones`.execute(db);
  return r.rows[0];
}

describe('start-up and restart', () => {
  test('seeded data, then restart on the same data: no re-seed, sessions and the stored JWT secret survive, start takes seconds', async () => {
    const first = await start();
    const token = await first.api.loginAdmin();
    const before = await counts(first.app.db);
    // What the seed loaded: 33 departments, 1122 municipalities (DANE codes), the demo set in all four states.
    assert.equal(before.provincias, 33);
    assert.equal(before.localidades, 1122);
    assert.equal(before.servicios, 25);
    assert.equal(before.proveedores, 8);
    assert.equal(before.clientes, 10);
    assert.equal(before.informes, 60);
    assert.ok(before.jefes >= 8 && before.asignaciones >= 10);
    const bogota = await first.app.db.selectFrom('localidades').selectAll().where('codigo_dane', '=', '11001').executeTakeFirstOrThrow();
    assert.equal(bogota.nombre, 'Bogotá, D.C.');
    assert.ok(Math.abs(bogota.latitud! - 4.6) < 0.1 && Math.abs(bogota.longitud! + 74.08) < 0.1);
    const estados = (await first.app.db.selectFrom('informes').select('estado').distinct().execute()).map((r) => r.estado).sort();
    assert.deepEqual(estados, ['cancelado', 'completado', 'en_progreso', 'pendiente']);
    const nits = (await first.app.db.selectFrom('clientes').select('nif').execute()).map((r) => r.nif);
    assert.ok(nits.every((n) => /^\d{3}\.\d{3}\.\d{3}-\d$/.test(n ?? '')));
    await first.app.close();

    const t0 = Date.now();
    const second = await start();
    const ms = Date.now() - t0;
    try {
      assert.ok(ms < 30_000, `restart took ${ms} ms`); // ~1–2 s idle; generous for loaded CI machines
      assert.deepEqual(await counts(second.app.db), before);
      const me = await second.api.get('/api/v1/usuarios/me', { token });
      assert.equal(me.status, 200, 'token issued before the restart still works');
      assert.equal(me.body.usuario, 'admin');
    } finally {
      await second.app.close();
    }
  });

  test('no administrator: refuses to start without ADMIN_USUARIO; creates the first admin with it, once', async () => {
    const setup = await start();
    await setup.app.db.deleteFrom('usuarios').execute();
    await setup.app.close();

    await assert.rejects(start({ SEED_DEMO: 'false' }), (err: unknown) => {
      assert.ok(err instanceof StartupError);
      assert.match(err.message, /No existe ningún administrador\. Define ADMIN_USUARIO y ADMIN_PASSWORD/);
      return true;
    });

    const env = { SEED_DEMO: 'false', ADMIN_USUARIO: 'Jefa', ADMIN_PASSWORD: 'clave-segura', ADMIN_CORREO: 'jefa@empresa.co' };
    const withAdmin = await start(env);
    try {
      const res = await withAdmin.api.post('/api/v1/auth/login', { json: { usuario: 'jefa@EMPRESA.co', password: 'clave-segura' } });
      assert.equal(res.status, 200);
      assert.equal(res.body.usuario.tipo, 0);
      assert.equal(res.body.usuario.usuario, 'Jefa');
      const audit = await withAdmin.app.db.selectFrom('auditoria').selectAll().where('detalles', 'like', 'Administrador inicial%').execute();
      assert.equal(audit.length, 1);
      assert.equal(audit[0].usuario, 'sistema');
      assert.doesNotMatch(audit[0].detalles, /clave-segura/);
    } finally {
      await withAdmin.app.close();
    }
    // Restart with the variables still set: no second admin.
    const again = await start(env);
    try {
      const admins = await again.app.db.selectFrom('usuarios').select('usuario').where('tipo', '=', 0).execute();
      assert.deepEqual(
        admins.map((a) => a.usuario),
        ['Jefa'],
      );
    } finally {
      await again.app.close();
    }
  });
});
