import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { client } from './helpers/http';
import { lastAuditOf } from './helpers/catalog';
import { startTestApp, type TestApp } from './helpers/test-app';
import { contractSuite } from './helpers/contract-suite';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let cliente: string;
/** The demo provider user's own provider, and another one. */
let ownId: number;
let ownNombre: string;
let otherId: number;
let otherNombre: string;

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
  [admin, proveedor, cliente] = await Promise.all([api.loginAdmin(), api.loginProveedor(), api.loginCliente()]);
  const me = await api.get('/api/v1/usuarios/me', { token: proveedor });
  ownId = me.body.proveedor_id;
  ownNombre = me.body.proveedor_nombre;
  const other = await t.db.selectFrom('proveedores').select(['id', 'nombre']).where('id', '!=', ownId).orderBy('id').executeTakeFirstOrThrow();
  otherId = other.id;
  otherNombre = other.nombre;
});
after(async () => t?.close());

const BASE = '/api/v1/jefes-equipo';
const put = (path: string, json: unknown, token = admin) => api.request('PUT', path, { token, json });
const del = (path: string, token = admin) => api.request('DELETE', path, { token });

async function create(json: unknown, token = admin) {
  const res = await api.post(BASE, { token, json });
  assert.equal(res.status, 201, res.text);
  return res.body as { id: number; nombres: string; apellidos: string | null; proveedor_id: number; proveedor_nombre: string; creado_at: string };
}

const lastAudit = (registroId: number) => lastAuditOf(t.db, 'jefes_equipo', registroId);

async function countJefes(proveedorId?: number): Promise<number> {
  let q = t.db.selectFrom('jefes_equipo').select(sql<number>`count(*)`.as('n'));
  if (proveedorId !== undefined) q = q.where('proveedor_id', '=', proveedorId);
  return (await q.executeTakeFirstOrThrow()).n;
}

describe('access', () => {
  test('without a token: 401 on every call', async () => {
    for (const [method, path] of [
      ['GET', BASE],
      ['POST', BASE],
      ['PUT', `${BASE}/1`],
      ['DELETE', `${BASE}/1`],
    ] as const) {
      const res = await api.request(method, path, method === 'POST' || method === 'PUT' ? { json: { nombres: 'x', proveedor_id: 1 } } : {});
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal(res.body.error, 'no_autenticado');
    }
  });

  test('a client user gets 403 with the screen text on the list, and 403 on writes', async () => {
    const list = await api.get(BASE, { token: cliente });
    assert.equal(list.status, 403);
    assert.deepEqual(list.body, { error: 'sin_permiso', message: 'No tienes permiso para ver los jefes de equipo' });
    const before = await countJefes();
    for (const res of [
      await api.post(BASE, { token: cliente, json: { nombres: 'Intruso', proveedor_id: ownId } }),
      await put(`${BASE}/1`, { nombres: 'Intruso', proveedor_id: ownId }, cliente),
      await del(`${BASE}/1`, cliente),
    ]) {
      assert.equal(res.status, 403);
      assert.equal(res.body.error, 'sin_permiso');
    }
    assert.equal(await countJefes(), before);
  });
});

describe('GET /jefes-equipo', () => {
  test('admin: every leader, newest first, 10 per page by default, with provider name', async () => {
    const total = await countJefes();
    const res = await api.get(BASE, { token: admin });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.pagination, { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) });
    assert.equal(res.body.data.length, Math.min(10, total));
    const expected = await t.db
      .selectFrom('jefes_equipo as j')
      .innerJoin('proveedores as p', 'p.id', 'j.proveedor_id')
      .select(['j.id', 'p.nombre'])
      .orderBy('j.creado_at', 'desc')
      .orderBy('j.id', 'desc')
      .limit(10)
      .execute();
    assert.deepEqual(
      res.body.data.map((j: { id: number }) => j.id),
      expected.map((e) => e.id),
    );
    assert.deepEqual(
      res.body.data.map((j: { proveedor_nombre: string }) => j.proveedor_nombre),
      expected.map((e) => e.nombre),
    );
    assert.deepEqual(Object.keys(res.body.data[0]).sort(), ['apellidos', 'creado_at', 'id', 'nombres', 'proveedor_id', 'proveedor_nombre']);
  });

  test('pagination: page and limit, past the end is empty with the real total; bad values 400', async () => {
    const total = await countJefes();
    const p2 = await api.get(`${BASE}?page=2&limit=3`, { token: admin });
    assert.deepEqual(p2.body.pagination, { page: 2, limit: 3, total, totalPages: Math.ceil(total / 3) });
    const p1 = await api.get(`${BASE}?page=1&limit=6`, { token: admin });
    assert.deepEqual(
      p2.body.data.map((j: { id: number }) => j.id),
      p1.body.data.slice(3, 6).map((j: { id: number }) => j.id),
    );
    const beyond = await api.get(`${BASE}?page=500`, { token: admin });
    assert.deepEqual(beyond.body.data, []);
    assert.equal(beyond.body.pagination.total, total);
    for (const qs of ['limit=101', 'limit=0', 'page=0', 'page=x']) {
      const res = await api.get(`${BASE}?${qs}`, { token: admin });
      assert.equal(res.status, 400, qs);
      assert.equal(res.body.error, 'datos_invalidos');
    }
  });

  test('search: names and surnames (any case) and the provider name', async () => {
    const a = await create({ nombres: 'Zqbúsqueda', apellidos: 'Primero', proveedor_id: otherId });
    const b = await create({ nombres: 'Otro', apellidos: 'ZQBÚSQUEDA Segundo', proveedor_id: otherId });
    const ids = async (term: string, token = admin) =>
      (await api.get(`${BASE}?limit=100&search=${encodeURIComponent(term)}`, { token })).body.data.map((j: { id: number }) => j.id).sort();
    assert.deepEqual(await ids('zqbúsqueda'), [a.id, b.id].sort());
    assert.deepEqual(await ids('zqbúsqueda primero'), [a.id]);
    const byProvider = await ids(otherNombre.slice(0, 12).toUpperCase());
    const dbCount = await countJefes(otherId);
    assert.ok(byProvider.length >= dbCount, 'every leader of the searched provider is found');
    const res = await api.get(`${BASE}?search=${encodeURIComponent('nadie-se-llama-asi')}`, { token: admin });
    assert.deepEqual(res.body, { data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
  });

  test('provider user: only its own provider leaders, even when searching for others', async () => {
    await create({ nombres: 'Ajeno zqscope', proveedor_id: otherId });
    const own = await create({ nombres: 'Propio zqscope', proveedor_id: ownId });
    const res = await api.get(`${BASE}?limit=100`, { token: proveedor });
    assert.equal(res.status, 200);
    assert.equal(res.body.pagination.total, await countJefes(ownId));
    assert.ok(res.body.data.every((j: { proveedor_id: number }) => j.proveedor_id === ownId));
    const search = await api.get(`${BASE}?search=zqscope`, { token: proveedor });
    assert.deepEqual(
      search.body.data.map((j: { id: number }) => j.id),
      [own.id],
    );
    const searchOther = await api.get(`${BASE}?search=${encodeURIComponent(otherNombre)}`, { token: proveedor });
    assert.deepEqual(searchOther.body.data, []);
  });
});

describe('POST /jefes-equipo', () => {
  test('admin creates for any provider (201), trimmed, empty apellidos → null, audited', async () => {
    const res = await api.post(BASE, { token: admin, json: { nombres: '  Lucía  ', apellidos: '   ', proveedor_id: otherId } });
    assert.equal(res.status, 201);
    assert.equal(res.body.nombres, 'Lucía');
    assert.equal(res.body.apellidos, null);
    assert.equal(res.body.proveedor_id, otherId);
    assert.equal(res.body.proveedor_nombre, otherNombre);
    const audit = await lastAudit(res.body.id);
    assert.equal(audit?.accion, 'CREAR');
    assert.equal(audit?.usuario, 'admin');
    assert.equal(audit?.detalles, `Jefe de equipo "Lucía" creado: proveedor "${otherNombre}"`);
  });

  test('provider user: the leader always belongs to its own provider, whatever the body says', async () => {
    const forced = await create({ nombres: 'Forzado', apellidos: 'Propio', proveedor_id: otherId }, proveedor);
    assert.equal(forced.proveedor_id, ownId);
    assert.equal(forced.proveedor_nombre, ownNombre);
    const withoutId = await create({ nombres: 'Sin proveedor en el cuerpo' }, proveedor);
    assert.equal(withoutId.proveedor_id, ownId);
    assert.equal((await lastAudit(forced.id))?.usuario, 'proveedor');
  });

  test('validation: spec messages; unknown provider is 400 proveedor_inexistente; nothing written', async () => {
    const before = await countJefes();
    const cases: Array<[unknown, string, string]> = [
      [{ proveedor_id: otherId }, 'validacion', 'Nombres requeridos'],
      [{ nombres: '   ', proveedor_id: otherId }, 'validacion', 'Nombres requeridos'],
      [{ nombres: null, proveedor_id: otherId }, 'validacion', 'Nombres requeridos'],
      [{ nombres: 'Ana' }, 'validacion', 'Proveedor requerido'],
      [{ nombres: 'Ana', proveedor_id: null }, 'validacion', 'Proveedor requerido'],
      [{ nombres: 'Ana', proveedor_id: 99999999 }, 'proveedor_inexistente', 'El proveedor seleccionado no existe'],
      [{ nombres: 'x'.repeat(101), proveedor_id: otherId }, 'validacion', 'Nombres supera 100 caracteres'],
      [{ nombres: 'Ana', apellidos: 'x'.repeat(101), proveedor_id: otherId }, 'validacion', 'Apellidos supera 100 caracteres'],
      [{ nombres: 'Ana', proveedor_id: '3' }, 'validacion', 'El proveedor debe ser un número entero'],
    ];
    for (const [json, error, message] of cases) {
      const res = await api.post(BASE, { token: admin, json });
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.deepEqual(res.body, { error, message }, JSON.stringify(json));
    }
    for (const raw of ['{"nombres":', '[]', '"x"']) {
      const res = await api.post(BASE, { token: admin, raw });
      assert.equal(res.status, 400, raw);
    }
    assert.equal(await countJefes(), before);
  });
});

describe('PUT /jefes-equipo/:id', () => {
  test('admin updates names and provider; the audit says what changed', async () => {
    const j = await create({ nombres: 'Mario', apellidos: 'Ruiz', proveedor_id: ownId });
    const res = await put(`${BASE}/${j.id}`, { nombres: 'Mario', apellidos: 'Ruiz Gómez', proveedor_id: otherId });
    assert.equal(res.status, 200);
    assert.equal(res.body.apellidos, 'Ruiz Gómez');
    assert.equal(res.body.proveedor_id, otherId);
    assert.equal(res.body.proveedor_nombre, otherNombre);
    assert.equal(res.body.creado_at, j.creado_at);
    const audit = await lastAudit(j.id);
    assert.equal(audit?.accion, 'ACTUALIZAR');
    assert.equal(
      audit?.detalles,
      `Jefe de equipo "Mario Ruiz" actualizado: apellidos "Ruiz" → "Ruiz Gómez"; proveedor "${ownNombre}" → "${otherNombre}"`,
    );
  });

  test("provider user: another provider's leader is 404 and unchanged; its own stays with it", async () => {
    const foreign = await create({ nombres: 'De otro', proveedor_id: otherId });
    const res = await put(`${BASE}/${foreign.id}`, { nombres: 'Robado' }, proveedor);
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { error: 'no_encontrado', message: 'Jefe de equipo no encontrado' });
    assert.equal((await t.db.selectFrom('jefes_equipo').select('nombres').where('id', '=', foreign.id).executeTakeFirstOrThrow()).nombres, 'De otro');

    const own = await create({ nombres: 'Mío' }, proveedor);
    const moved = await put(`${BASE}/${own.id}`, { nombres: 'Mío editado', proveedor_id: otherId }, proveedor);
    assert.equal(moved.status, 200);
    assert.equal(moved.body.nombres, 'Mío editado');
    assert.equal(moved.body.proveedor_id, ownId, 'a provider user cannot move a leader to another provider');
  });

  test('validation, unknown provider, unknown id', async () => {
    const j = await create({ nombres: 'Validar', proveedor_id: ownId });
    assert.deepEqual((await put(`${BASE}/${j.id}`, { nombres: '', proveedor_id: ownId })).body, {
      error: 'validacion',
      message: 'Nombres requeridos',
    });
    assert.deepEqual((await put(`${BASE}/${j.id}`, { nombres: 'Ok' })).body, { error: 'validacion', message: 'Proveedor requerido' });
    const missing = await put(`${BASE}/${j.id}`, { nombres: 'Ok', proveedor_id: 99999999 });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error, 'proveedor_inexistente');
    const unknown = await put(`${BASE}/99999999`, { nombres: 'Ok', proveedor_id: ownId });
    assert.equal(unknown.status, 404);
    const bad = await put(`${BASE}/abc`, { nombres: 'Ok', proveedor_id: ownId });
    assert.equal(bad.status, 400);
    assert.equal((await t.db.selectFrom('jefes_equipo').select('nombres').where('id', '=', j.id).executeTakeFirstOrThrow()).nombres, 'Validar');
  });
});

describe('DELETE /jefes-equipo/:id', () => {
  test('admin deletes any leader and it is audited; again is 404', async () => {
    const j = await create({ nombres: 'Borrable', apellidos: 'Uno', proveedor_id: otherId });
    const res = await del(`${BASE}/${j.id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { ok: true, message: 'Jefe de equipo eliminado' });
    const audit = await lastAudit(j.id);
    assert.equal(audit?.accion, 'ELIMINAR');
    assert.equal(audit?.detalles, `Jefe de equipo "Borrable Uno" eliminado (proveedor "${otherNombre}")`);
    assert.equal((await del(`${BASE}/${j.id}`)).status, 404);
  });

  test("provider user deletes its own leaders only (another provider's is 404 and stays)", async () => {
    const foreign = await create({ nombres: 'No tocar', proveedor_id: otherId });
    assert.equal((await del(`${BASE}/${foreign.id}`, proveedor)).status, 404);
    assert.ok(await t.db.selectFrom('jefes_equipo').select('id').where('id', '=', foreign.id).executeTakeFirst());
    const own = await create({ nombres: 'Mío para borrar' }, proveedor);
    assert.equal((await del(`${BASE}/${own.id}`, proveedor)).status, 200);
    assert.equal(await t.db.selectFrom('jefes_equipo').select('id').where('id', '=', own.id).executeTakeFirst(), undefined);
  });
});

contractSuite('jefes-equipo', async (ctx) => {
  const nuevoJefe = async () =>
    (await ctx.ok<{ id: number }>('POST', '/jefes-equipo', ctx.admin(), { nombres: `Jefe ${ctx.n()}`, proveedor_id: ctx.refs.ownProveedor })).id;
  const jefe = await nuevoJefe();
  return {
    cases: [
      { op: 'listTeamLeaders', call: () => ({ path: '/jefes-equipo' }), expect: [401, 403, 200, 200] },
      {
        op: 'createTeamLeader',
        call: () => ({ path: '/jefes-equipo', json: { nombres: `Jefe ${ctx.n()}`, proveedor_id: ctx.refs.ownProveedor } }),
        expect: [401, 403, 201, 201],
      },
      { op: 'getTeamLeader', call: () => ({ path: `/jefes-equipo/${jefe}` }), expect: [401, 403, 200, 200] },
      {
        op: 'updateTeamLeader',
        call: () => ({ path: `/jefes-equipo/${jefe}`, json: { nombres: 'Jefe del contrato', proveedor_id: ctx.refs.ownProveedor } }),
        expect: [401, 403, 200, 200],
      },
      {
        op: 'deleteTeamLeader',
        call: async (role) => ({ path: `/jefes-equipo/${role === 'anonimo' || role === 'cliente' ? jefe : await nuevoJefe()}` }),
        expect: [401, 403, 200, 200],
      },
    ],
  };
});
