import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bogotaDate } from '../src/platform/time-zone';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';
import { contractSuite, SIGNED_IN } from './helpers/contract-suite';

let t: TestApp;
let api: ReturnType<typeof client>;

// Long enough that the SQL between the two reads never outlasts it on a loaded 2-core machine: 1.5 s did not with
// two test files at a time and other work on the machine.
const HEALTH_CACHE_MS = 4000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

before(async () => {
  t = await startTestApp({ HEALTH_CACHE_MS: String(HEALTH_CACHE_MS) });
  api = client(t.baseUrl);
});
after(async () => t?.close());

async function scalar(query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  return (await query.execute(t.db)).rows[0].n;
}

describe('GET /health', () => {
  test('no auth; campanasActivas counts the campaigns running today in Bogotá, not cancelled, and follows the data', async () => {
    const today = bogotaDate(new Date());
    const activas = () =>
      scalar(sql<{ n: number }>`select count(*)::int as n from campanas
        where cancelada_at is null and fecha_inicio <= ${today}::date and fecha_fin >= ${today}::date`);
    const res = await api.get('/api/v1/health');
    assert.equal(res.status, 200);
    const expected = await activas();
    assert.equal(res.body.status, 'ok');
    assert.equal(res.body.database, 'ok');
    assert.equal(res.body.campanasActivas, expected);
    assert.ok(Math.abs(Date.parse(res.body.time) - Date.now()) < 60_000);

    // A campaign running today: within HEALTH_CACHE_MS the answer is reused, after it the count has grown by one;
    // cancelled, it no longer counts. One that starts tomorrow never did.
    const cliente = await t.db.selectFrom('clientes').select('id').executeTakeFirstOrThrow();
    const dia = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const add = (nombre: string, inicio: string, fin: string) =>
      t.db
        .insertInto('campanas')
        .values({ cliente_id: cliente.id, nombre, descripcion: null, fecha_inicio: inicio, fecha_fin: fin })
        .returning('id')
        .executeTakeFirstOrThrow();
    const hoy = await add(`Salud hoy ${process.pid}`, today, today);
    await add(`Salud mañana ${process.pid}`, dia(1), dia(5));
    await add(`Salud ayer ${process.pid}`, dia(-5), dia(-1));
    assert.equal((await api.get('/api/v1/health')).body.campanasActivas, expected, 'reused within the window');
    await sleep(HEALTH_CACHE_MS + 50);
    assert.equal((await api.get('/api/v1/health')).body.campanasActivas, expected + 1);
    await t.db.updateTable('campanas').set({ cancelada_at: new Date() }).where('id', '=', hoy.id).execute();
    await sleep(HEALTH_CACHE_MS + 50);
    assert.equal((await api.get('/api/v1/health')).body.campanasActivas, expected);
  });
});

describe('GET /dashboard/resumen', () => {
  test('admin: all reports; recibidos = with fecha_recepcion; descargados = with a downloaded file; mensajes = its unread messages', async () => {
    // Two files on one report downloaded, one file never downloaded on another.
    const [a, b] = await t.db.selectFrom('informes').select('id').orderBy('id').limit(2).execute();
    await t.db
      .insertInto('informe_archivos')
      .values([
        { informe_id: a.id, nombre_original: 'a1.jpg', nombre_almacenado: 'test-a1.jpg', mime: 'image/jpeg', tamano: 1000, descargas: 3 },
        { informe_id: a.id, nombre_original: 'a2.jpg', nombre_almacenado: 'test-a2.jpg', mime: 'image/jpeg', tamano: 1000, descargas: 1 },
        { informe_id: b.id, nombre_original: 'b1.jpg', nombre_almacenado: 'test-b1.jpg', mime: 'image/jpeg', tamano: 1000, descargas: 0 },
      ])
      .execute();
    const token = await api.loginAdmin();
    const res = await api.get('/api/v1/dashboard/resumen', { token });
    assert.equal(res.status, 200);
    const total = await scalar(sql<{ n: number }>`select count(*)::int as n from informes`);
    const recibidos = await scalar(sql<{ n: number }>`select count(*)::int as n from informes where fecha_recepcion is not null`);
    assert.equal(res.body.informes, total);
    assert.equal(res.body.recibidos, recibidos);
    assert.ok(recibidos > 0 && recibidos < total);
    assert.equal(res.body.descargados, 1);
    // The demo's conversations leave the administrator unread messages: the same total as Mensajes' badge.
    const unread = (await api.get('/api/v1/mensajes/no-leidos', { token })).body.total;
    assert.ok(unread > 0);
    assert.equal(res.body.mensajes, unread);
    assert.equal(res.body.actividadReciente.length, 8);
    assert.equal(res.body.actividadReciente[0].accion, 'LOGIN');
    assert.ok(new Set(res.body.actividadReciente.map((e: { usuario: string }) => e.usuario)).size >= 1);
  });

  test('proveedor: only its provider reports; actividad only its own events', async () => {
    const token = await api.loginProveedor();
    const me = (await api.get('/api/v1/usuarios/me', { token })).body;
    const res = await api.get('/api/v1/dashboard/resumen', { token });
    assert.equal(res.status, 200);
    const own = await scalar(sql<{ n: number }>`select count(*)::int as n from informes where proveedor_id = ${me.proveedor_id}`);
    const ownRec = await scalar(
      sql<{ n: number }>`select count(*)::int as n from informes where proveedor_id = ${me.proveedor_id} and fecha_recepcion is not null`,
    );
    const total = await scalar(sql<{ n: number }>`select count(*)::int as n from informes`);
    assert.ok(own > 0 && own < total);
    assert.equal(res.body.informes, own);
    assert.equal(res.body.recibidos, ownRec);
    assert.ok(res.body.actividadReciente.length > 0);
    assert.ok(res.body.actividadReciente.every((e: { usuario: string }) => e.usuario === 'proveedor'));
  });

  test('cliente: only its client reports', async () => {
    const token = await api.loginCliente();
    const me = (await api.get('/api/v1/usuarios/me', { token })).body;
    const res = await api.get('/api/v1/dashboard/resumen', { token });
    const own = await scalar(sql<{ n: number }>`select count(*)::int as n from informes where cliente_id = ${me.cliente_id}`);
    assert.ok(own > 0);
    assert.equal(res.body.informes, own);
    assert.equal(res.body.mensajes, (await api.get('/api/v1/mensajes/no-leidos', { token })).body.total);
    assert.ok(res.body.actividadReciente.every((e: { usuario: string }) => e.usuario === 'cliente'));
  });

  test('campanasActivas: the active campaigns today (Bogotá) each user sees, as GET /campanas scopes them', async () => {
    const today = bogotaDate(new Date());
    const activas = sql`ca.cancelada_at is null and ca.fecha_inicio <= ${today}::date and ca.fecha_fin >= ${today}::date`;
    const [admin, cliente, proveedor] = [await api.loginAdmin(), await api.loginCliente(), await api.loginProveedor()];
    const me = async (token: string) => (await api.get('/api/v1/usuarios/me', { token })).body as { cliente_id: number; proveedor_id: number };
    const { cliente_id: clienteId } = await me(cliente);
    const { proveedor_id: proveedorId } = await me(proveedor);
    const expected = async () => ({
      admin: await scalar(sql<{ n: number }>`select count(*)::int as n from campanas ca where ${activas}`),
      cliente: await scalar(sql<{ n: number }>`select count(*)::int as n from campanas ca where ${activas} and ca.cliente_id = ${clienteId}`),
      proveedor: await scalar(sql<{ n: number }>`select count(*)::int as n from campanas ca where ${activas}
        and exists (select 1 from campana_lineas cl where cl.campana_id = ca.id and cl.proveedor_id = ${proveedorId})`),
    });
    const counts = async () => ({
      admin: (await api.get('/api/v1/dashboard/resumen', { token: admin })).body.campanasActivas,
      cliente: (await api.get('/api/v1/dashboard/resumen', { token: cliente })).body.campanasActivas,
      proveedor: (await api.get('/api/v1/dashboard/resumen', { token: proveedor })).body.campanasActivas,
    });
    const before = await expected();
    assert.deepEqual(await counts(), before);
    assert.ok(before.admin > 0, 'the demo has active campaigns');
    // The same number as the list the dashboard links to.
    const lista = await api.get('/api/v1/campanas?estado=activa&limit=10', { token: cliente });
    assert.equal(lista.body.meta.total, before.cliente);

    // A campaign running today for the client user's client: the administrator and that client see one more, the
    // provider (no line in it) does not; a line of the provider's then counts it for the provider too.
    const otro = await t.db.selectFrom('clientes').select('id').where('id', '!=', clienteId).executeTakeFirstOrThrow();
    const nueva = await t.db
      .insertInto('campanas')
      .values({ cliente_id: clienteId, nombre: `Panel hoy ${process.pid}`, descripcion: null, fecha_inicio: today, fecha_fin: today })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.deepEqual(await counts(), { ...before, admin: before.admin + 1, cliente: before.cliente + 1 });
    const sitio = await t.db.selectFrom('sitios').select('id').executeTakeFirstOrThrow();
    const servicio = await t.db.selectFrom('servicios').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('campana_lineas')
      .values({ campana_id: nueva.id, sitio_id: sitio.id, proveedor_id: proveedorId, servicio_id: servicio.id, instalacion_dias: 3 })
      .execute();
    assert.deepEqual(await counts(), { admin: before.admin + 1, cliente: before.cliente + 1, proveedor: before.proveedor + 1 });
    // Another client's campaign moves only the administrator's count; cancelled, today's campaign no longer counts.
    await t.db
      .insertInto('campanas')
      .values({ cliente_id: otro.id, nombre: `Panel otro ${process.pid}`, descripcion: null, fecha_inicio: today, fecha_fin: today })
      .execute();
    await t.db.updateTable('campanas').set({ cancelada_at: new Date() }).where('id', '=', nueva.id).execute();
    assert.deepEqual(await counts(), { ...before, admin: before.admin + 1 });
    assert.deepEqual(await counts(), await expected());
  });

  test('a provider user without a linked provider sees zero, not everything', async () => {
    const hash = (await t.db.selectFrom('usuarios').select('password_hash').where('usuario', '=', 'proveedor').executeTakeFirstOrThrow())
      .password_hash;
    await t.db
      .insertInto('usuarios')
      .values({
        usuario: 'prov-sin-empresa',
        correo: 'pse@ejemplo.co',
        password_hash: hash,
        primer_nombre: 'P',
        segundo_nombre: null,
        primer_apellido: 'S',
        segundo_apellido: null,
        tipo: 1,
        proveedor_id: null,
        cliente_id: null,
        sexo: null,
        telefono: null,
      })
      .execute();
    const token = await api.login('prov-sin-empresa', 'proveedor123');
    const res = await api.get('/api/v1/dashboard/resumen', { token });
    assert.equal(res.body.informes, 0);
    assert.equal(res.body.recibidos, 0);
    assert.equal(res.body.campanasActivas, 0);
  });

  test('anonymous → 401', async () => {
    assert.equal((await api.get('/api/v1/dashboard/resumen')).status, 401);
  });
});

describe('database down', () => {
  test('GET /health answers 503 base_de_datos_no_disponible; other routes answer 503, not 500', async () => {
    const token = await api.loginAdmin();
    await t.app.database.close();
    await sleep(HEALTH_CACHE_MS + 50);
    const res = await api.get('/api/v1/health');
    assert.equal(res.status, 503);
    assert.equal(res.body.error, 'base_de_datos_no_disponible');
    assert.equal(typeof res.body.message, 'string');
    const me = await api.get('/api/v1/usuarios/me', { token });
    assert.equal(me.status, 503);
    assert.equal(me.body.error, 'base_de_datos_no_disponible');
  });
});

// HEALTH_CACHE_MS 0: a /health answer reused from before the database went away would hide its 503.
contractSuite(
  'health and dashboard',
  {
    cases: [
      { op: 'getHealth', call: () => ({ path: '/health' }), expect: [200, 200, 200, 200] },
      { op: 'getDashboardSummary', call: () => ({ path: '/dashboard/resumen' }), expect: SIGNED_IN },
    ],
  },
  { env: { HEALTH_CACHE_MS: '0' } },
);
