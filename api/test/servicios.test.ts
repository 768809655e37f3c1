import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { client } from './helpers/http';
import { countRows, lastAuditOf } from './helpers/catalog';
import { formulaFragments, parseCsv } from './helpers/csv';
import { startTestApp, type TestApp } from './helpers/test-app';
import { ADMIN_ONLY, contractSuite, SIGNED_IN } from './helpers/contract-suite';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let cliente: string;

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
  [admin, proveedor, cliente] = await Promise.all([api.loginAdmin(), api.loginProveedor(), api.loginCliente()]);
});
after(async () => t?.close());

const BASE = '/api/v1/servicios';
const put = (path: string, json: unknown, token = admin) => api.request('PUT', path, { token, json });
const del = (path: string, token = admin) => api.request('DELETE', path, { token });

interface NewServicio {
  nombre: string;
  precio: number;
  descripcion?: string | null;
  categoria?: string | null;
  activo?: boolean;
}

async function create(body: NewServicio) {
  const res = await api.post(BASE, { token: admin, json: body });
  assert.equal(res.status, 201, res.text);
  return res.body as {
    id: number;
    nombre: string;
    precio: number;
    activo: boolean;
    descripcion: string | null;
    categoria: string | null;
    fecha_actualizacion: string;
  };
}

const lastAudit = (registroId: number) => lastAuditOf(t.db, 'servicios', registroId);

const auditCount = () => countRows(t.db, 'auditoria');

/** The export as bytes decoded WITHOUT dropping the BOM (fetch's text() strips it). */
async function exportCsv(query: string, token = admin): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await fetch(`${t.baseUrl}${BASE}/export${query}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('authentication and roles', () => {
  test('every servicios call without a token is 401 no_autenticado', async () => {
    for (const [method, path] of [
      ['GET', BASE],
      ['GET', `${BASE}/export`],
      ['GET', `${BASE}/meta/categorias`],
      ['GET', `${BASE}/meta/estadisticas`],
      ['POST', BASE],
      ['PUT', `${BASE}/1`],
      ['DELETE', `${BASE}/1`],
    ] as const) {
      const res = await api.request(method, path, method === 'POST' || method === 'PUT' ? { json: { nombre: 'x', precio: 1 } } : {});
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.deepEqual(res.body, { error: 'no_autenticado', message: 'No autenticado' });
    }
  });

  test('provider and client users read services but cannot create, update, toggle or delete (403)', async () => {
    const s = await create({ nombre: 'Servicio de solo lectura', precio: 1000 });
    for (const token of [proveedor, cliente]) {
      assert.equal((await api.get(`${BASE}?page=1&limit=5`, { token })).status, 200);
      assert.equal((await api.get(`${BASE}/export`, { token })).status, 200);
      assert.equal((await api.get(`${BASE}/meta/categorias`, { token })).status, 200);
      assert.equal((await api.get(`${BASE}/meta/estadisticas`, { token })).status, 200);
      for (const res of [
        await api.post(BASE, { token, json: { nombre: 'No permitido', precio: 1 } }),
        await put(`${BASE}/${s.id}`, { activo: false }, token),
        await put(`${BASE}/${s.id}`, { nombre: 'Cambiado', precio: 2 }, token),
        await del(`${BASE}/${s.id}`, token),
      ]) {
        assert.equal(res.status, 403);
        assert.equal(res.body.error, 'sin_permiso');
      }
    }
    const after = await t.db.selectFrom('servicios').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    assert.equal(after.nombre, 'Servicio de solo lectura');
    assert.equal(after.activo, true);
    assert.equal(await t.db.selectFrom('servicios').select('id').where('nombre', '=', 'No permitido').executeTakeFirst(), undefined);
  });
});

describe('GET /servicios', () => {
  test('without any parameter returns every service, active and inactive, with limit = total', async () => {
    await create({ nombre: 'Inactivo para el formulario', precio: 5, activo: false });
    const res = await api.get(BASE, { token: cliente });
    assert.equal(res.status, 200);
    const total = await countRows(t.db, 'servicios');
    assert.equal(res.body.servicios.length, total);
    assert.deepEqual(res.body.pagination, { page: 1, limit: total, total, totalPages: 1 });
    assert.ok(
      res.body.servicios.some((s: { activo: boolean }) => !s.activo),
      'inactive services are included',
    );
    // Default order: newest first.
    const dates = res.body.servicios.map((s: { fecha_creacion: string }) => Date.parse(s.fecha_creacion));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
  });

  test('a Servicio has the contract fields; precio is a JS number', async () => {
    const s = await create({ nombre: 'Campos del contrato', precio: 1234.5, descripcion: 'Desc', categoria: 'Contrato' });
    const res = await api.get(`${BASE}?page=1&limit=1&search=${encodeURIComponent('Campos del contrato')}`, { token: admin });
    assert.deepEqual(Object.keys(res.body.servicios[0]).sort(), [
      'activo',
      'categoria',
      'descripcion',
      'fecha_actualizacion',
      'fecha_creacion',
      'id',
      'nombre',
      'precio',
    ]);
    assert.deepEqual(
      { ...res.body.servicios[0], fecha_creacion: undefined, fecha_actualizacion: undefined },
      {
        id: s.id,
        nombre: 'Campos del contrato',
        descripcion: 'Desc',
        precio: 1234.5,
        activo: true,
        categoria: 'Contrato',
        fecha_creacion: undefined,
        fecha_actualizacion: undefined,
      },
    );
    assert.match(res.body.servicios[0].fecha_creacion, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  test('pages: page/limit slice the default order (fecha_creacion DESC) and report total and totalPages', async () => {
    const total = await countRows(t.db, 'servicios');
    const all = await t.db.selectFrom('servicios').select('id').orderBy('fecha_creacion', 'desc').orderBy('id', 'desc').execute();
    const page2 = await api.get(`${BASE}?page=2&limit=5`, { token: admin });
    assert.equal(page2.status, 200);
    assert.deepEqual(page2.body.pagination, { page: 2, limit: 5, total, totalPages: Math.ceil(total / 5) });
    assert.deepEqual(
      page2.body.servicios.map((s: { id: number }) => s.id),
      all.slice(5, 10).map((r) => r.id),
    );

    const defaults = await api.get(`${BASE}?page=1`, { token: admin });
    assert.equal(defaults.body.servicios.length, 10);
    assert.equal(defaults.body.pagination.limit, 10);

    const beyond = await api.get(`${BASE}?page=999&limit=10`, { token: admin });
    assert.equal(beyond.status, 200);
    assert.deepEqual(beyond.body.servicios, []);
    assert.equal(beyond.body.pagination.total, total);

    const last = Math.ceil(total / 7);
    const lastPage = await api.get(`${BASE}?page=${last}&limit=7`, { token: admin });
    assert.equal(lastPage.body.servicios.length, total - (last - 1) * 7);
    assert.equal(lastPage.body.pagination.total, total);
  });

  test('bad paging and sorting parameters are 400 naming the field', async () => {
    const cases: Array<[string, RegExp]> = [
      ['limit=101', /"limit" debe ser menor o igual que 100/],
      ['limit=0', /"limit" debe ser mayor o igual que 1/],
      ['page=0', /"page" debe ser mayor o igual que 1/],
      ['page=abc', /"page" debe ser un número entero/],
      ['sortBy=id;drop table servicios', /"sortBy" debe ser uno de: fecha_creacion, nombre, precio/],
      ['sortOrder=UP', /"sortOrder" debe ser uno de/],
      ['activo=quizas', /"activo" debe ser verdadero o falso/],
    ];
    for (const [qs, message] of cases) {
      const res = await api.get(`${BASE}?${qs}`, { token: admin });
      assert.equal(res.status, 400, qs);
      assert.equal(res.body.error, 'datos_invalidos');
      assert.match(res.body.message, message, qs);
    }
  });

  test('sortBy precio ASC / DESC orders by price (ties by id)', async () => {
    await create({ nombre: 'Orden precio alto zqprecio', precio: 900 });
    await create({ nombre: 'Orden precio bajo zqprecio', precio: 100.25 });
    await create({ nombre: 'Orden precio medio zqprecio', precio: 500 });
    const asc = await api.get(`${BASE}?page=1&limit=10&sortBy=precio&sortOrder=ASC&search=zqprecio`, { token: admin });
    assert.deepEqual(
      asc.body.servicios.map((s: { precio: number }) => s.precio),
      [100.25, 500, 900],
    );
    const desc = await api.get(`${BASE}?page=1&limit=10&sortBy=precio&sortOrder=DESC&search=zqprecio`, { token: admin });
    assert.deepEqual(
      desc.body.servicios.map((s: { precio: number }) => s.precio),
      [900, 500, 100.25],
    );
    const lower = await api.get(`${BASE}?page=1&limit=10&sortBy=precio&sortOrder=asc&search=zqprecio`, { token: admin });
    assert.deepEqual(
      lower.body.servicios.map((s: { precio: number }) => s.precio),
      [100.25, 500, 900],
    );

    const everything = await api.get(`${BASE}?page=1&limit=100&sortBy=precio&sortOrder=ASC`, { token: admin });
    const prices = everything.body.servicios.map((s: { precio: number }) => s.precio);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
  });

  test('sortBy nombre ignores case and accents (Spanish order)', async () => {
    for (const nombre of ['Zeta zqnombre', 'ábaco zqnombre', 'Beta zqnombre', 'alfa zqnombre']) await create({ nombre, precio: 1 });
    const asc = await api.get(`${BASE}?page=1&limit=10&sortBy=nombre&sortOrder=ASC&search=zqnombre`, { token: admin });
    assert.deepEqual(
      asc.body.servicios.map((s: { nombre: string }) => s.nombre),
      ['ábaco zqnombre', 'alfa zqnombre', 'Beta zqnombre', 'Zeta zqnombre'],
    );
    const desc = await api.get(`${BASE}?page=1&limit=10&sortBy=nombre&sortOrder=DESC&search=zqnombre`, { token: admin });
    assert.deepEqual(
      desc.body.servicios.map((s: { nombre: string }) => s.nombre),
      ['Zeta zqnombre', 'Beta zqnombre', 'alfa zqnombre', 'ábaco zqnombre'],
    );
  });

  test('sortBy fecha_creacion ASC is oldest first', async () => {
    const res = await api.get(`${BASE}?page=1&limit=100&sortBy=fecha_creacion&sortOrder=ASC`, { token: admin });
    const dates = res.body.servicios.map((s: { fecha_creacion: string }) => Date.parse(s.fecha_creacion));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => a - b),
    );
  });

  test('search is case-insensitive over nombre, descripcion and categoria; % and _ are literal', async () => {
    const byName = await create({ nombre: 'Busqueda QWXNOMBRE', precio: 1 });
    const byDesc = await create({ nombre: 'Busqueda por descripción', descripcion: 'contiene qwxdesc dentro', precio: 1 });
    const byCat = await create({ nombre: 'Busqueda por categoría', categoria: 'QwxCat', precio: 1 });
    const ids = async (term: string) =>
      (await api.get(`${BASE}?page=1&limit=100&search=${encodeURIComponent(term)}`, { token: admin })).body.servicios.map(
        (s: { id: number }) => s.id,
      );
    assert.deepEqual(await ids('qwxnombre'), [byName.id]);
    assert.deepEqual(await ids('QWXDESC'), [byDesc.id]);
    assert.deepEqual(await ids('qwxcat'), [byCat.id]);
    assert.deepEqual(await ids('  qwxnombre  '), [byName.id], 'the term is trimmed');

    const pct = await create({ nombre: 'Descuento 15% qwxpct', precio: 1 });
    await create({ nombre: 'Descuento 150 qwxpct', precio: 1 });
    assert.deepEqual(await ids('15%'), [pct.id]);
    const under = await create({ nombre: 'mi_servicio qwxund', precio: 1 });
    await create({ nombre: 'miXservicio qwxund', precio: 1 });
    assert.deepEqual(await ids('mi_serv'), [under.id]);

    const res = await api.get(`${BASE}?page=1&limit=10&search=qwx`, { token: admin });
    assert.equal(res.body.pagination.total, 7);
    const none = await api.get(`${BASE}?page=1&limit=10&search=nada-coincide-jamas`, { token: admin });
    assert.deepEqual(none.body, { servicios: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
  });

  test('search totals are exact across pages (window count) and past the last page', async () => {
    for (let i = 0; i < 13; i++) await create({ nombre: `Paginado zqpag ${String(i).padStart(2, '0')}`, precio: i });
    const p1 = await api.get(`${BASE}?page=1&limit=5&search=zqpag&sortBy=precio&sortOrder=ASC`, { token: admin });
    assert.deepEqual(p1.body.pagination, { page: 1, limit: 5, total: 13, totalPages: 3 });
    const p3 = await api.get(`${BASE}?page=3&limit=5&search=zqpag&sortBy=precio&sortOrder=ASC`, { token: admin });
    assert.deepEqual(
      p3.body.servicios.map((s: { precio: number }) => s.precio),
      [10, 11, 12],
    );
    assert.equal(p3.body.pagination.total, 13);
    const p9 = await api.get(`${BASE}?page=9&limit=5&search=zqpag`, { token: admin });
    assert.deepEqual(p9.body.servicios, []);
    assert.equal(p9.body.pagination.total, 13);
  });

  test('filters: categoria (exact) and activo, combinable with search; empty parameters mean no filter', async () => {
    await create({ nombre: 'Filtro A zqfil', precio: 1, categoria: 'Zqfiltro', activo: true });
    await create({ nombre: 'Filtro B zqfil', precio: 1, categoria: 'Zqfiltro', activo: false });
    await create({ nombre: 'Filtro C zqfil', precio: 1, categoria: 'Otra zq', activo: false });
    const names = async (qs: string) =>
      (await api.get(`${BASE}?page=1&limit=100&sortBy=nombre&sortOrder=ASC&${qs}`, { token: admin })).body.servicios.map(
        (s: { nombre: string }) => s.nombre,
      );
    assert.deepEqual(await names('categoria=Zqfiltro'), ['Filtro A zqfil', 'Filtro B zqfil']);
    assert.deepEqual(await names('categoria=Zqfiltro&activo=false'), ['Filtro B zqfil']);
    assert.deepEqual(await names('search=zqfil&activo=false'), ['Filtro B zqfil', 'Filtro C zqfil']);
    assert.deepEqual(await names('search=zqfil&activo=true'), ['Filtro A zqfil']);
    assert.deepEqual(await names('search=zqfil&activo=&categoria='), ['Filtro A zqfil', 'Filtro B zqfil', 'Filtro C zqfil']);
    const inactive = await api.get(`${BASE}?page=1&limit=100&activo=false`, { token: admin });
    assert.ok(inactive.body.servicios.every((s: { activo: boolean }) => s.activo === false));
    const dbInactive = await t.db
      .selectFrom('servicios')
      .select(sql<number>`count(*)`.as('n'))
      .where('activo', '=', false)
      .executeTakeFirstOrThrow();
    assert.equal(inactive.body.pagination.total, dbInactive.n);
  });
});

describe('POST /servicios', () => {
  test('creates (201) with trimmed text, empty optionals as null, activo true by default, and audits CREAR', async () => {
    const res = await api.post(BASE, {
      token: admin,
      json: { nombre: '  Valla 8x3 Norte  ', descripcion: '   ', categoria: '', precio: 1200000.5 },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.nombre, 'Valla 8x3 Norte');
    assert.equal(res.body.descripcion, null);
    assert.equal(res.body.categoria, null);
    assert.equal(res.body.precio, 1200000.5);
    assert.equal(res.body.activo, true);
    const row = await t.db.selectFrom('servicios').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    assert.equal(row.precio, 1200000.5);
    const audit = await lastAudit(res.body.id);
    assert.equal(audit?.accion, 'CREAR');
    assert.equal(audit?.usuario, 'admin');
    assert.equal(audit?.detalles, 'Servicio "Valla 8x3 Norte" creado: precio 1200000.5; activo true');
  });

  test('limits are inclusive: 150 / 500 / 50 characters and precio 0 are accepted', async () => {
    const res = await api.post(BASE, {
      token: admin,
      json: { nombre: 'n'.repeat(150), descripcion: 'd'.repeat(500), categoria: 'c'.repeat(50), precio: 0, activo: false },
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.precio, 0);
    assert.equal(res.body.activo, false);
  });

  test('every validation rule answers 400 validacion with the spec message, and writes nothing', async () => {
    const auditBefore = await auditCount();
    const countBefore = await countRows(t.db, 'servicios');
    const cases: Array<[unknown, string]> = [
      [{ precio: 1 }, 'El nombre es obligatorio'],
      [{ nombre: '', precio: 1 }, 'El nombre es obligatorio'],
      [{ nombre: '    ', precio: 1 }, 'El nombre es obligatorio'],
      [{ nombre: null, precio: 1 }, 'El nombre es obligatorio'],
      [{ nombre: 'n'.repeat(151), precio: 1 }, 'Nombre supera 150 caracteres'],
      [{ nombre: 'ok', descripcion: 'd'.repeat(501), precio: 1 }, 'Descripción supera 500 caracteres'],
      [{ nombre: 'ok', categoria: 'c'.repeat(51), precio: 1 }, 'Categoría supera 50 caracteres'],
      [{ nombre: 'ok', precio: -1 }, 'Precio no puede ser negativo'],
      [{ nombre: 'ok', precio: -0.01 }, 'Precio no puede ser negativo'],
      [{ nombre: 'ok', precio: 10.005 }, 'Precio admite máximo 2 decimales'],
      [{ nombre: 'ok', precio: 0.001 }, 'Precio admite máximo 2 decimales'],
      [{ nombre: 'ok' }, 'El precio es obligatorio'],
      [{ nombre: 'ok', precio: null }, 'El precio es obligatorio'],
      [{ nombre: 'ok', precio: '1200' }, 'El precio debe ser un número'],
      [{ nombre: 'ok', precio: 1e11 }, 'Precio supera el máximo permitido (9.999.999.999,99)'],
    ];
    for (const [json, message] of cases) {
      const res = await api.post(BASE, { token: admin, json });
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.deepEqual(res.body, { error: 'validacion', message }, JSON.stringify(json));
    }
    assert.equal(await auditCount(), auditBefore);
    assert.equal(await countRows(t.db, 'servicios'), countBefore);
  });

  test('prices with two decimals that are inexact in binary (0.29, 19.99) are accepted as they are', async () => {
    for (const precio of [0.29, 19.99, 1.1]) {
      const res = await api.post(BASE, { token: admin, json: { nombre: `Precio ${precio}`, precio } });
      assert.equal(res.status, 201, String(precio));
      assert.equal(res.body.precio, precio);
    }
  });

  test('malformed bodies are 400, never 500', async () => {
    const cases: Array<[{ raw?: string; json?: unknown; contentType?: string }, string]> = [
      [{ raw: '{"nombre": "x", "precio": ' }, 'json_invalido'],
      [{ raw: '' }, 'json_invalido'],
      [{ json: ['nombre', 1] }, 'datos_invalidos'],
      [{ json: 'texto' }, 'datos_invalidos'],
      [{ json: 42 }, 'datos_invalidos'],
      [{ json: { nombre: 123, precio: 1 } }, 'datos_invalidos'],
      [{ json: { nombre: 'ok', precio: 1, activo: 'si' } }, 'validacion'],
      [{ json: { nombre: { a: 1 }, precio: 1 } }, 'datos_invalidos'],
    ];
    for (const [opts, code] of cases) {
      const res = await api.post(BASE, { token: admin, ...opts });
      assert.equal(res.status, 400, JSON.stringify(opts));
      assert.equal(res.body.error, code, JSON.stringify(opts));
      assert.equal(typeof res.body.message, 'string');
    }
  });

  test('unknown fields are ignored, never stored (id, fecha_creacion)', async () => {
    const res = await api.post(BASE, {
      token: admin,
      json: { nombre: 'Con campos extra', precio: 3, id: 999999, fecha_creacion: '2000-01-01T00:00:00Z' },
    });
    assert.equal(res.status, 201);
    assert.notEqual(res.body.id, 999999);
    assert.ok(Date.parse(res.body.fecha_creacion) > Date.parse('2020-01-01'));
  });
});

describe('PUT /servicios/:id', () => {
  test('full body updates and audits what changed (contract example)', async () => {
    const s = await create({ nombre: 'Valla 8x3', precio: 1200000, descripcion: 'Original', categoria: 'Vallas' });
    const res = await put(`${BASE}/${s.id}`, { nombre: 'Valla 8x3', precio: 1350000, activo: false, descripcion: 'Original', categoria: 'Vallas' });
    assert.equal(res.status, 200);
    assert.equal(res.body.precio, 1350000);
    assert.equal(res.body.activo, false);
    assert.ok(Date.parse(res.body.fecha_actualizacion) > Date.parse(s.fecha_actualizacion));
    const audit = await lastAudit(s.id);
    assert.equal(audit?.accion, 'ACTUALIZAR');
    assert.equal(audit?.detalles, 'Servicio "Valla 8x3" actualizado: precio 1200000 → 1350000; activo true → false');
  });

  test('omitted optional fields keep their value; null or "" clears them', async () => {
    const s = await create({ nombre: 'Conserva campos', precio: 10, descripcion: 'Se queda', categoria: 'Cat zq' });
    const kept = await put(`${BASE}/${s.id}`, { nombre: 'Conserva campos 2', precio: 11 });
    assert.equal(kept.status, 200);
    assert.equal(kept.body.descripcion, 'Se queda');
    assert.equal(kept.body.categoria, 'Cat zq');
    assert.equal(kept.body.activo, true);
    const cleared = await put(`${BASE}/${s.id}`, { nombre: 'Conserva campos 2', precio: 11, descripcion: null, categoria: '  ' });
    assert.equal(cleared.body.descripcion, null);
    assert.equal(cleared.body.categoria, null);
    const audit = await lastAudit(s.id);
    assert.equal(audit?.detalles, 'Servicio "Conserva campos 2" actualizado: descripción "Se queda" → (vacío); categoría "Cat zq" → (vacío)');
  });

  test('{ activo } alone toggles the state and nothing else', async () => {
    const s = await create({ nombre: 'Para alternar', precio: 77, descripcion: 'Intacta' });
    const off = await put(`${BASE}/${s.id}`, { activo: false });
    assert.equal(off.status, 200);
    assert.deepEqual({ ...off.body, fecha_actualizacion: undefined }, { ...s, activo: false, fecha_actualizacion: undefined });
    assert.equal((await lastAudit(s.id))?.detalles, 'Servicio "Para alternar" actualizado: activo true → false');
    const on = await put(`${BASE}/${s.id}`, { activo: true });
    assert.equal(on.body.activo, true);
    const row = await t.db.selectFrom('servicios').select('activo').where('id', '=', s.id).executeTakeFirstOrThrow();
    assert.equal(row.activo, true);
  });

  test('an update that changes nothing is still audited as "sin cambios"', async () => {
    const s = await create({ nombre: 'Sin cambios', precio: 5 });
    await put(`${BASE}/${s.id}`, { nombre: 'Sin cambios', precio: 5 });
    assert.equal((await lastAudit(s.id))?.detalles, 'Servicio "Sin cambios" actualizado: sin cambios');
  });

  test('validation: the full body needs nombre and precio; same messages as create', async () => {
    const s = await create({ nombre: 'Validar PUT', precio: 5 });
    const cases: Array<[unknown, string]> = [
      [{}, 'El nombre es obligatorio'],
      [{ precio: 3 }, 'El nombre es obligatorio'],
      [{ nombre: '  ', precio: 3 }, 'El nombre es obligatorio'],
      [{ nombre: 'ok' }, 'El precio es obligatorio'],
      [{ nombre: 'ok', activo: false }, 'El precio es obligatorio'],
      [{ nombre: 'ok', precio: -5 }, 'Precio no puede ser negativo'],
      [{ nombre: 'ok', precio: 1.234 }, 'Precio admite máximo 2 decimales'],
      [{ nombre: 'x'.repeat(151), precio: 1 }, 'Nombre supera 150 caracteres'],
      [{ nombre: 'ok', precio: 1, descripcion: 'x'.repeat(501) }, 'Descripción supera 500 caracteres'],
      [{ nombre: 'ok', precio: 1, categoria: 'x'.repeat(51) }, 'Categoría supera 50 caracteres'],
    ];
    for (const [json, message] of cases) {
      const res = await put(`${BASE}/${s.id}`, json);
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.deepEqual(res.body, { error: 'validacion', message }, JSON.stringify(json));
    }
    const bad = await put(`${BASE}/${s.id}`, { activo: 'no' });
    assert.equal(bad.status, 400);
    const row = await t.db.selectFrom('servicios').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    assert.equal(row.nombre, 'Validar PUT');
  });

  test('unknown id is 404 no_encontrado; a non-numeric id is 400', async () => {
    const res = await put(`${BASE}/99999999`, { activo: false });
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { error: 'no_encontrado', message: 'Servicio no encontrado' });
    const full = await put(`${BASE}/99999999`, { nombre: 'x', precio: 1 });
    assert.equal(full.status, 404);
    const bad = await put(`${BASE}/abc`, { activo: false });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'datos_invalidos');
  });
});

describe('DELETE /servicios/:id', () => {
  test('deletes an unused service and audits ELIMINAR', async () => {
    const s = await create({ nombre: 'Para borrar', precio: 1 });
    const res = await del(`${BASE}/${s.id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { ok: true, message: 'Servicio eliminado' });
    assert.equal(await t.db.selectFrom('servicios').select('id').where('id', '=', s.id).executeTakeFirst(), undefined);
    const audit = await lastAudit(s.id);
    assert.equal(audit?.accion, 'ELIMINAR');
    assert.equal(audit?.detalles, 'Servicio "Para borrar" eliminado');
    assert.equal((await del(`${BASE}/${s.id}`)).status, 404);
  });

  test('a service referenced by reports is 409 servicio_en_uso saying how many, and stays', async () => {
    const used = await t.db
      .selectFrom('informes')
      .select(['servicio_id', sql<number>`count(*)`.as('n')])
      .groupBy('servicio_id')
      .orderBy('servicio_id')
      .executeTakeFirstOrThrow();
    const auditBefore = await auditCount();
    const res = await del(`${BASE}/${used.servicio_id}`);
    assert.equal(res.status, 409);
    assert.equal(res.body.error, 'servicio_en_uso');
    assert.equal(
      res.body.message,
      `No se puede eliminar el servicio: tiene ${used.n} ${used.n === 1 ? 'informe asociado' : 'informes asociados'}. Puedes desactivarlo en su lugar.`,
    );
    assert.ok(await t.db.selectFrom('servicios').select('id').where('id', '=', used.servicio_id).executeTakeFirst());
    assert.equal(await auditCount(), auditBefore);
  });

  test('unknown id is 404', async () => {
    const res = await del(`${BASE}/99999999`);
    assert.equal(res.status, 404);
    assert.equal(res.body.error, 'no_encontrado');
  });
});

describe('GET /servicios/meta/*', () => {
  test('categorias: distinct non-empty categories in Spanish alphabetical order', async () => {
    await create({ nombre: 'Cat 1', precio: 1, categoria: 'Ñandú zqcat' });
    await create({ nombre: 'Cat 2', precio: 1, categoria: 'Ñandú zqcat' });
    await create({ nombre: 'Cat 3', precio: 1, categoria: null });
    const res = await api.get(`${BASE}/meta/categorias`, { token: cliente });
    assert.equal(res.status, 200);
    const db = await t.db.selectFrom('servicios').select('categoria').distinct().where('categoria', 'is not', null).execute();
    assert.equal(res.body.categorias.length, db.length);
    assert.equal(res.body.categorias.filter((c: string) => c === 'Ñandú zqcat').length, 1);
    assert.deepEqual(res.body.categorias, [...res.body.categorias].sort(new Intl.Collator('es').compare));
  });

  test('estadisticas: totals, active count, distinct categories and average price from the table', async () => {
    const res = await api.get(`${BASE}/meta/estadisticas`, { token: proveedor });
    assert.equal(res.status, 200);
    const rows = await t.db.selectFrom('servicios').select(['activo', 'categoria', 'precio']).execute();
    const avg = rows.reduce((s, r) => s + r.precio, 0) / rows.length;
    assert.equal(res.body.total, rows.length);
    assert.equal(res.body.activos, rows.filter((r) => r.activo).length);
    assert.equal(res.body.total_categorias, new Set(rows.map((r) => r.categoria).filter((c) => c !== null)).size);
    assert.equal(typeof res.body.precio_promedio, 'number');
    assert.ok(Math.abs(res.body.precio_promedio - avg) < 0.006, `${res.body.precio_promedio} vs ${avg}`);
  });
});

describe('GET /servicios/export', () => {
  test('CSV with BOM, header, quoting, every matching row (not a page) in the requested order', async () => {
    await create({ nombre: 'Valla, "8x3" norte zqcsv', descripcion: 'Línea 1\nLínea 2', categoria: 'Vallas', precio: 1200000.5 });
    await create({ nombre: '=HYPERLINK("x") zqcsv', precio: 10, activo: false });
    // Colombian Excel splits on ';': a formula after it must not become a formula cell; nor after a comma.
    await create({ nombre: 'Lona zqcsv', descripcion: 'a;=HYPERLINK("http://x";"y") b,+1+2 c;@SUM(A1)', precio: 11 });
    for (let i = 0; i < 12; i++) await create({ nombre: `Exportado ${i} zqcsv`, precio: 100 + i, categoria: 'Exportación' });
    // As text these would sort first ('9.50' > '25.00' > '1200000.50'): the order must be numeric.
    await create({ nombre: 'Barato zqcsv', precio: 9.5 });
    await create({ nombre: 'Medio zqcsv', precio: 25 });

    const res = await exportCsv('?search=zqcsv&sortBy=precio&sortOrder=DESC', cliente);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="servicios-\d{4}-\d{2}-\d{2}\.csv"$/);
    assert.ok(res.text.startsWith('\uFEFF'), 'starts with a UTF-8 BOM');
    assert.ok(res.text.startsWith('\uFEFFID;Nombre;Descripción;Categoría;Precio;Estado;Fecha de creación\r\n'));
    assert.ok(res.text.includes('"Valla, ""8x3"" norte zqcsv";"Línea 1\nLínea 2";Vallas;"1200000,50";Activo;'), 'quoted fields, decimal comma');
    assert.ok(res.text.endsWith('\r\n'));

    const rows = parseCsv(res.text);
    assert.deepEqual(rows[0], ['ID', 'Nombre', 'Descripción', 'Categoría', 'Precio', 'Estado', 'Fecha de creación']);
    const data = rows.slice(1);
    assert.equal(data.length, 17, 'all 17 matching rows, not a page of 10');
    const precio = (r: string[]) => Number(r[4].replace(',', '.'));
    assert.deepEqual(data.map(precio), [1200000.5, 111, 110, 109, 108, 107, 106, 105, 104, 103, 102, 101, 100, 25, 11, 10, 9.5]);
    assert.equal(data[16][4], '9,50');

    const asc = parseCsv((await exportCsv('?search=zqcsv&sortBy=precio&sortOrder=ASC')).text).slice(1);
    assert.deepEqual(asc.map(precio), [9.5, 10, 11, 25, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 1200000.5]);
    const byDate = parseCsv((await exportCsv('?search=zqcsv')).text).slice(1);
    assert.deepEqual(
      byDate.slice(0, 2).map((r) => r[1]),
      ['Medio zqcsv', 'Barato zqcsv'],
      'default order: newest first',
    );
    assert.ok(data.every((r) => r.length === 7));
    const formula = data.find((r) => r[1].includes('HYPERLINK'))!;
    assert.equal(formula[1], `'=HYPERLINK("x") zqcsv`, 'formula neutralised for spreadsheets');
    assert.equal(formula[5], 'Inactivo');
    assert.equal(formula[3], '');
    const lona = data.find((r) => r[1] === 'Lona zqcsv')!;
    assert.equal(lona[2], `a;'=HYPERLINK("http://x";"y") b,'+1+2 c;'@SUM(A1)`, 'every fragment after ; or , neutralised');
    assert.match(data[0][6], /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // Read with ';' (Colombian Excel) and with ',' (other locales): no cell or fragment runs as a formula.
    assert.deepEqual(formulaFragments(res.text), []);
  });

  test('filters apply; without filters it exports every service', async () => {
    const inactive = await exportCsv('?activo=false');
    const rows = parseCsv(inactive.text).slice(1);
    const dbInactive = await t.db.selectFrom('servicios').select('id').where('activo', '=', false).execute();
    assert.equal(rows.length, dbInactive.length);
    assert.ok(rows.every((r) => r[5] === 'Inactivo'));

    const all = await exportCsv('');
    const total = await countRows(t.db, 'servicios');
    assert.equal(parseCsv(all.text).length - 1, total);

    const none = await exportCsv('?search=no-existe-nunca');
    assert.equal(none.text, '\uFEFFID;Nombre;Descripción;Categoría;Precio;Estado;Fecha de creación\r\n');
    const bad = await exportCsv('?sortBy=precio;drop');
    assert.equal(bad.status, 400);
  });
});

contractSuite('servicios', async (ctx) => {
  const nuevoServicio = async () =>
    (await ctx.ok<{ id: number }>('POST', '/servicios', ctx.admin(), { nombre: `Servicio ${ctx.n()}`, precio: 1000 })).id;
  const servicio = await nuevoServicio();
  return {
    cases: [
      { op: 'listServices', call: () => ({ path: '/servicios' }), expect: SIGNED_IN },
      { op: 'createService', call: () => ({ path: '/servicios', json: { nombre: `Servicio ${ctx.n()}`, precio: 1500 } }), expect: ADMIN_ONLY(201) },
      { op: 'exportServices', call: () => ({ path: '/servicios/export' }), expect: SIGNED_IN },
      { op: 'listServiceCategories', call: () => ({ path: '/servicios/meta/categorias' }), expect: SIGNED_IN },
      { op: 'getServiceStats', call: () => ({ path: '/servicios/meta/estadisticas' }), expect: SIGNED_IN },
      {
        op: 'updateService',
        call: () => ({ path: `/servicios/${servicio}`, json: { nombre: 'Servicio del contrato', precio: 2000 } }),
        expect: ADMIN_ONLY(200),
      },
      {
        op: 'deleteService',
        call: async (role) => ({ path: `/servicios/${role === 'administrador' ? await nuevoServicio() : servicio}` }),
        expect: ADMIN_ONLY(200),
      },
    ],
    invalid: [{ of: 'createService', call: () => ({ path: '/servicios', json: {} }), status: 400 }],
  };
});
