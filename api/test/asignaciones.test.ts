import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Asignacion } from 'shared/contracts';
import { client } from './helpers/http';
import { countRows, lastAuditOf } from './helpers/catalog';
import { startTestApp, type TestApp } from './helpers/test-app';
import { nuevoCliente, nuevoProveedor } from './helpers/contract-fixtures';
import { ADMIN_ONLY, contractSuite } from './helpers/contract-suite';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
/** A provider and a client created by this file, so their pairs are new. */
let proveedor: { id: number; nombre: string };
let cliente: { id: number; razon_social: string };
const RUN = Date.now().toString(36);

const BASE = '/api/v1/asignaciones';

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
  admin = await api.loginAdmin();
  const p = await api.post('/api/v1/proveedores', { token: admin, json: { nombre: `Proveedor Asig ${RUN}` } });
  const c = await api.post('/api/v1/clientes', { token: admin, json: { razon_social: `Cliente Asig ${RUN}` } });
  assert.equal(p.status, 201, p.text);
  assert.equal(c.status, 201, c.text);
  proveedor = p.body;
  cliente = c.body;
});
after(async () => t?.close());

const create = (json: unknown, token = admin) => api.post(BASE, { token, json });
const del = (id: number | string, token = admin) => api.request('DELETE', `${BASE}/${id}`, { token });

describe('access: every route × role', () => {
  test('anonymous 401; provider and client users 403; nothing is written', async () => {
    const before = await countRows(t.db, 'asignaciones');
    const tokens = [await api.loginProveedor(), await api.loginCliente()];
    const routes = [
      ['GET', BASE],
      ['POST', BASE],
      ['DELETE', `${BASE}/1`],
    ] as const;
    for (const [method, path] of routes) {
      const json = method === 'POST' ? { proveedor_id: proveedor.id, cliente_id: cliente.id } : undefined;
      const anon = await api.request(method, path, json ? { json } : {});
      assert.equal(anon.status, 401, `${method} ${path}`);
      for (const token of tokens) {
        const res = await api.request(method, path, { token, ...(json ? { json } : {}) });
        assert.equal(res.status, 403, `${method} ${path}`);
        assert.equal(res.body.error, 'sin_permiso');
      }
    }
    assert.equal(await countRows(t.db, 'asignaciones'), before);
  });
});

describe('GET /asignaciones', () => {
  test('newest first with both names and the date; { data, meta } with the real total', async () => {
    const res = await api.get(`${BASE}?limit=100`, { token: admin });
    assert.equal(res.status, 200);
    const total = await countRows(t.db, 'asignaciones');
    assert.ok(total > 0, 'the demo data has assignments');
    assert.equal(res.body.meta.total, total);
    const rows = res.body.data as Asignacion[];
    assert.deepEqual(Object.keys(rows[0]).sort(), ['cliente_id', 'cliente_nombre', 'creado_at', 'id', 'proveedor_id', 'proveedor_nombre']);
    const times = rows.map((r) => Date.parse(r.creado_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
  });

  test('search matches either name, case-insensitive; pages', async () => {
    const made = await create({ proveedor_id: proveedor.id, cliente_id: cliente.id });
    assert.equal(made.status, 201);
    for (const term of [`PROVEEDOR ASIG ${RUN}`, `cliente asig ${RUN}`]) {
      const res = await api.get(`${BASE}?search=${encodeURIComponent(term)}`, { token: admin });
      assert.deepEqual(
        res.body.data.map((r: Asignacion) => r.id),
        [made.body.id],
        term,
      );
      assert.equal(res.body.meta.total, 1);
    }
    const none = await api.get(`${BASE}?search=no-existe-${RUN}`, { token: admin });
    assert.deepEqual(none.body.meta, { total: 0, page: 1, limit: 10, totalPages: 0, hasNextPage: false, hasPrevPage: false });
    const p1 = await api.get(`${BASE}?limit=2&page=1`, { token: admin });
    const p2 = await api.get(`${BASE}?limit=2&page=2`, { token: admin });
    assert.equal(new Set([...p1.body.data, ...p2.body.data].map((r: Asignacion) => r.id)).size, 4);
    assert.equal((await del(made.body.id)).status, 200);
  });
});

describe('POST /asignaciones', () => {
  test('creates the pair (201, names, audit); the same pair again is 409 "Esta asignación ya existe"', async () => {
    const res = await create({ proveedor_id: proveedor.id, cliente_id: cliente.id });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.proveedor_nombre, proveedor.nombre);
    assert.equal(res.body.cliente_nombre, cliente.razon_social);
    const audit = await lastAuditOf(t.db, 'asignaciones', res.body.id);
    assert.equal(audit?.accion, 'CREAR');
    assert.equal(audit?.detalles, `Asignación "${proveedor.nombre}" → "${cliente.razon_social}" creada`);

    const before = await countRows(t.db, 'asignaciones');
    const again = await create({ proveedor_id: proveedor.id, cliente_id: cliente.id });
    assert.equal(again.status, 409);
    assert.deepEqual(again.body, { error: 'asignacion_ya_existe', message: 'Esta asignación ya existe' });
    assert.equal(await countRows(t.db, 'asignaciones'), before);
    await del(res.body.id);
  });

  test('"Proveedor y cliente son requeridos"; ids that do not exist; wrong types — never a 500, nothing written', async () => {
    const before = await countRows(t.db, 'asignaciones');
    for (const json of [
      {},
      { proveedor_id: proveedor.id },
      { cliente_id: cliente.id },
      { proveedor_id: null, cliente_id: cliente.id },
      { proveedor_id: '', cliente_id: '' },
    ]) {
      const res = await create(json);
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.equal(res.body.message, 'Proveedor y cliente son requeridos', JSON.stringify(json));
    }
    const noProveedor = await create({ proveedor_id: 2_000_000_000, cliente_id: cliente.id });
    assert.deepEqual(noProveedor.body, { error: 'proveedor_inexistente', message: 'El proveedor seleccionado no existe', campo: 'proveedor_id' });
    const noCliente = await create({ proveedor_id: proveedor.id, cliente_id: 2_000_000_000 });
    assert.equal(noCliente.body.message, 'El cliente seleccionado no existe');
    const wrongType = await create({ proveedor_id: 'uno', cliente_id: cliente.id });
    assert.equal(wrongType.status, 400);
    assert.equal(await countRows(t.db, 'asignaciones'), before);
  });
});

describe('DELETE /asignaciones/:id', () => {
  test('deletes and audits; an unknown id is 404; a bad id 400', async () => {
    const made = (await create({ proveedor_id: proveedor.id, cliente_id: cliente.id })).body as Asignacion;
    const res = await del(made.id);
    assert.deepEqual(res.body, { ok: true, message: 'Asignación eliminada' });
    const audit = await lastAuditOf(t.db, 'asignaciones', made.id);
    assert.equal(audit?.accion, 'ELIMINAR');
    assert.equal(audit?.usuario, 'admin');
    const gone = await del(made.id);
    assert.deepEqual(gone.body, { error: 'no_encontrado', message: 'Asignación no encontrada' });
    assert.equal((await del('x')).status, 400);
  });
});

contractSuite('asignaciones', (ctx) => {
  const nuevaPareja = async () => ({ proveedor_id: await nuevoProveedor(ctx), cliente_id: await nuevoCliente(ctx) });
  return {
    cases: [
      { op: 'listAssignments', call: () => ({ path: '/asignaciones' }), expect: ADMIN_ONLY(200) },
      {
        op: 'createAssignment',
        call: async (role) => ({ path: '/asignaciones', json: role === 'administrador' ? await nuevaPareja() : { proveedor_id: 1, cliente_id: 1 } }),
        expect: ADMIN_ONLY(201),
      },
      {
        op: 'deleteAssignment',
        call: async (role) => {
          if (role !== 'administrador') return { path: '/asignaciones/1' };
          return { path: `/asignaciones/${(await ctx.ok<{ id: number }>('POST', '/asignaciones', ctx.admin(), await nuevaPareja())).id}` };
        },
        expect: ADMIN_ONLY(200),
      },
    ],
  };
});
