import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { InformeDetalle, InformeResumen, InformesOpciones, Paged } from 'shared/contracts';
import { bogotaDate } from '../src/platform/time-zone';
import { formulaFragments, parseCsv } from './helpers/csv';
import { client } from './helpers/http';
import {
  agregarArchivos,
  bogotaDay,
  cambiarEstado,
  countInformesWhere,
  crearInforme,
  informeBody,
  startInformesTestApp,
  type InformeRefs,
} from './helpers/informes';
import type { TestApp } from './helpers/test-app';
import { nuevoInforme } from './helpers/contract-fixtures';
import { contractSuite, SIGNED_IN } from './helpers/contract-suite';

/** GET /informes, /informes/:id, /informes/export, /informes/opciones — by role, scoped, filtered, sorted. */

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let cliente: string;
let refs: InformeRefs;

const BASE = '/api/v1/informes';
type Page = Paged<InformeResumen>;

before(async () => {
  ({ t, api, admin, proveedor, cliente, refs } = await startInformesTestApp());
});
after(async () => t?.close());

const list = async (query: string, token = admin) => {
  const res = await api.get<Page>(`${BASE}${query}`, { token });
  assert.equal(res.status, 200, res.text);
  return res.body;
};
const ids = (page: Page) => page.data.map((i) => i.id);

async function exportCsv(query: string, token = admin) {
  const res = await fetch(`${t.baseUrl}${BASE}/export${query}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('access', () => {
  test('without a token every report route is 401 no_autenticado', async () => {
    for (const [method, path] of [
      ['GET', BASE],
      ['GET', `${BASE}/export`],
      ['GET', `${BASE}/opciones`],
      ['GET', `${BASE}/1`],
      ['POST', BASE],
      ['PATCH', `${BASE}/1`],
      ['PATCH', `${BASE}/1/estado`],
      ['DELETE', `${BASE}/1`],
    ] as const) {
      const res = await api.request(method, path, method === 'POST' || method === 'PATCH' ? { json: {} } : {});
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.deepEqual(res.body, { error: 'no_autenticado', message: 'No autenticado' });
    }
  });

  test('a report outside the caller scope is 404 exactly like a missing one, on every route', async () => {
    const ajeno = await crearInforme(api, admin, informeBody(refs, { proveedor_id: refs.otherProveedor, cliente_id: refs.unassignedCliente }));
    const missing = 2_000_000_000;
    for (const token of [proveedor, cliente]) {
      const calls = (id: number) => [
        api.get(`${BASE}/${id}`, { token }),
        api.patch(`${BASE}/${id}`, { token, json: { campana: 'Intento' } }),
        api.request('DELETE', `${BASE}/${id}`, { token }),
      ];
      const [a, b] = [await Promise.all(calls(ajeno.id)), await Promise.all(calls(missing))];
      for (let i = 0; i < a.length; i++) {
        const expected = token === cliente && i === 2 ? 403 : 404; // a client may never delete: 403 before any lookup
        assert.equal(a[i].status, expected, `call ${i}`);
        assert.deepEqual(a[i].body, b[i].body, 'same answer for a foreign and a missing report');
      }
    }
    const estado = await cambiarEstado(api, proveedor, ajeno.id, 'en_progreso');
    assert.equal(estado.status, 404);
    assert.deepEqual(estado.body, { error: 'no_encontrado', message: 'Informe no encontrado' });
    const { status, body } = await api.get<InformeDetalle>(`${BASE}/${ajeno.id}`, { token: admin });
    assert.equal(status, 200);
    assert.equal(body.estado, 'pendiente', 'nothing changed');
    assert.equal(body.campana, 'Campaña de prueba');
  });
});

describe('GET /informes', () => {
  test('admin: every report, newest first, 10 per page, with the spec read fields and names', async () => {
    const total = await countInformesWhere(t.db, sql`true`);
    const page = await list('');
    assert.deepEqual(page.meta, { total, page: 1, limit: 10, totalPages: Math.ceil(total / 10), hasNextPage: total > 10, hasPrevPage: false });
    const expected = await t.db.selectFrom('informes').select('id').orderBy('creado_at', 'desc').orderBy('id', 'desc').limit(10).execute();
    assert.deepEqual(
      ids(page),
      expected.map((e) => e.id),
    );
    assert.deepEqual(Object.keys(page.data[0]).sort(), [
      'alertas_count',
      'alertas_revisadas_count',
      'archivos_count',
      'campana',
      'campana_id',
      'cliente_id',
      'cliente_nombre',
      'control_id',
      'control_numero',
      'control_tipo',
      'creado_at',
      'creado_por',
      'descripcion',
      'estado',
      'fecha',
      'fecha_recepcion',
      'geo_elementos_count',
      'id',
      'localidad_id',
      'localidad_nombre',
      'proveedor_id',
      'proveedor_nombre',
      'provincia_id',
      'provincia_nombre',
      'servicio_id',
      'servicio_nombre',
      'sitio_codigo',
      'sitio_id',
      'sitio_nombre',
      'ubicacion_lugar',
    ]);
    const first = page.data[0];
    const names = await t.db
      .selectFrom('informes as i')
      .innerJoin('servicios as s', 's.id', 'i.servicio_id')
      .innerJoin('clientes as c', 'c.id', 'i.cliente_id')
      .innerJoin('proveedores as p', 'p.id', 'i.proveedor_id')
      .innerJoin('provincias as pr', 'pr.id', 'i.provincia_id')
      .innerJoin('localidades as l', 'l.id', 'i.localidad_id')
      .select(['s.nombre as s', 'c.razon_social as c', 'p.nombre as p', 'pr.nombre as pr', 'l.nombre as l'])
      .where('i.id', '=', first.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      [first.servicio_nombre, first.cliente_nombre, first.proveedor_nombre, first.provincia_nombre, first.localidad_nombre],
      [names.s, names.c, names.p, names.pr, names.l],
    );
  });

  test('pagination: page and limit (10/20/50/100), past the end is empty with the real total; other values 400', async () => {
    const total = await countInformesWhere(t.db, sql`true`);
    const p1 = await list('?limit=20');
    const p2 = await list('?page=2&limit=10');
    assert.deepEqual(ids(p2), ids(p1).slice(10, 20));
    assert.deepEqual(p2.meta, { total, page: 2, limit: 10, totalPages: Math.ceil(total / 10), hasNextPage: total > 20, hasPrevPage: true });
    const beyond = await list('?page=999');
    assert.deepEqual(beyond.data, []);
    assert.equal(beyond.meta.total, total);
    for (const qs of ['limit=15', 'limit=0', 'limit=101', 'page=0', 'page=x', 'sortBy=nombre', 'sortOrder=up']) {
      const res = await api.get(`${BASE}?${qs}`, { token: admin });
      assert.equal(res.status, 400, qs);
      assert.equal(res.body.error, 'datos_invalidos');
    }
    const limit15 = await api.get(`${BASE}?limit=15`, { token: admin });
    assert.equal(limit15.body.message, 'El campo "limit" debe ser uno de: 10, 20, 50, 100');
  });

  test('a provider user sees only its provider reports and a client user only its client reports', async () => {
    const provTotal = await countInformesWhere(t.db, sql`proveedor_id = ${refs.ownProveedor}`);
    const cliTotal = await countInformesWhere(t.db, sql`cliente_id = ${refs.ownCliente}`);
    assert.ok(provTotal > 0 && cliTotal > 0 && provTotal < (await countInformesWhere(t.db, sql`true`)));
    const prov = await list('?limit=100', proveedor);
    assert.equal(prov.meta.total, provTotal);
    assert.ok(prov.data.every((i) => i.proveedor_id === refs.ownProveedor));
    const cli = await list('?limit=100', cliente);
    assert.equal(cli.meta.total, cliTotal);
    assert.ok(cli.data.every((i) => i.cliente_id === refs.ownCliente));
    // Filters narrow the scope and never widen it.
    assert.equal((await list(`?proveedor_id=${refs.otherProveedor}`, proveedor)).meta.total, 0);
    assert.equal((await list(`?cliente_id=${refs.unassignedCliente}`, cliente)).meta.total, 0);
  });

  test('the dashboard and sidebar count is the same total as the list, for every role', async () => {
    for (const token of [admin, proveedor, cliente]) {
      const resumen = await api.get('/api/v1/dashboard/resumen', { token });
      assert.equal(resumen.body.informes, (await list('', token)).meta.total);
    }
  });

  test('search ignores case and accents over descripción, campaña, cliente, proveedor, servicio and localidad', async () => {
    const informe = await crearInforme(
      api,
      admin,
      informeBody(refs, {
        campana: 'Zqbúsqueda Ñandú',
        descripcion: 'Instalación zqdescripción en vía',
        proveedor_id: refs.otherProveedor,
        cliente_id: refs.unassignedCliente,
      }),
    );
    const found = async (term: string) => ids(await list(`?limit=100&search=${encodeURIComponent(term)}`)).includes(informe.id);
    for (const term of ['ZQBUSQUEDA', 'zqbúsqueda ñandu', 'ÑANDÚ', 'zqdescripcion', 'INSTALACIÓN ZQDESCRIPCIÓN']) assert.ok(await found(term), term);
    for (const name of [informe.cliente_nombre, informe.proveedor_nombre, informe.servicio_nombre, informe.localidad_nombre]) {
      const plain = name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase();
      assert.ok(await found(plain), `by name without accents: ${plain}`);
    }
    assert.ok(!(await found('zqbúsqueda-no')), 'no partial nonsense');
    const none = await list(`?search=${encodeURIComponent('nada-coincide-zq')}`);
    assert.deepEqual(none, { data: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0, hasNextPage: false, hasPrevPage: false } });
    // % and _ are literal characters, not wildcards.
    assert.equal((await list('?search=%25')).meta.total, 0);
  });

  test('renaming a client, provider or service changes what the search finds, at once', async () => {
    const informe = await crearInforme(api, admin, informeBody(refs, { campana: 'Zqrenombre' }));
    const original = await t.db.selectFrom('clientes').select('razon_social').where('id', '=', informe.cliente_id).executeTakeFirstOrThrow();
    const res = await api.patch(`/api/v1/clientes/${informe.cliente_id}`, { token: admin, json: { razon_social: 'Zqnuevo Nombre Cliente S.A.S.' } });
    assert.equal(res.status, 200, res.text);
    try {
      assert.ok(ids(await list('?limit=100&search=zqnuevo%20nombre%20cliente')).includes(informe.id));
      assert.equal((await list(`?search=${encodeURIComponent(original.razon_social)}&cliente_id=${informe.cliente_id}`)).meta.total, 0);
    } finally {
      await api.patch(`/api/v1/clientes/${informe.cliente_id}`, { token: admin, json: { razon_social: original.razon_social } });
    }
    const svc = await t.db.selectFrom('servicios').select(['nombre', 'precio']).where('id', '=', informe.servicio_id).executeTakeFirstOrThrow();
    await api.request('PUT', `/api/v1/servicios/${informe.servicio_id}`, {
      token: admin,
      json: { nombre: 'Zqservicio Renombrado', precio: svc.precio },
    });
    try {
      assert.ok(ids(await list('?limit=100&search=zqservicio%20renombrado')).includes(informe.id));
    } finally {
      await api.request('PUT', `/api/v1/servicios/${informe.servicio_id}`, { token: admin, json: { nombre: svc.nombre, precio: svc.precio } });
    }
  });

  test('estado: one or several (comma-separated or repeated); anything else is 400 naming the allowed values', async () => {
    for (const estado of ['pendiente', 'en_progreso', 'completado', 'cancelado']) {
      const page = await list(`?estado=${estado}&limit=100`);
      assert.equal(page.meta.total, await countInformesWhere(t.db, sql`estado = ${estado}`), estado);
      assert.ok(page.data.every((i) => i.estado === estado));
    }
    const two = await countInformesWhere(t.db, sql`estado in ('pendiente', 'cancelado')`);
    assert.equal((await list('?estado=pendiente,cancelado')).meta.total, two);
    assert.equal((await list('?estado=pendiente&estado=cancelado')).meta.total, two);
    const bad = await api.get(`${BASE}?estado=pendiente,archivado`, { token: admin });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, {
      error: 'datos_invalidos',
      message: 'El campo "estado" debe ser uno o varios de: pendiente, en_progreso, completado, cancelado',
    });
  });

  test('admin filters: provider, client, service, province and a Bogotá date range on fecha', async () => {
    const a = await crearInforme(api, admin, informeBody(refs, { campana: 'Zqfiltros', fecha: bogotaDay(-40) }));
    const b = await crearInforme(
      api,
      admin,
      informeBody(refs, { campana: 'Zqfiltros', fecha: bogotaDay(-20), proveedor_id: refs.otherProveedor, cliente_id: refs.unassignedCliente }),
    );
    const q = (extra: string) => list(`?search=zqfiltros&limit=100&${extra}`).then(ids);
    assert.deepEqual(await q(`proveedor_id=${refs.otherProveedor}`), [b.id]);
    assert.deepEqual(await q(`cliente_id=${refs.assignedCliente}`), [a.id]);
    assert.deepEqual((await q(`servicio_id=${refs.servicioActivo}`)).sort(), [a.id, b.id].sort());
    assert.deepEqual(await q(`provincia_id=${refs.provincia + 1}`), []);
    assert.deepEqual(await q(`fechaDesde=${bogotaDay(-30)}`), [b.id]);
    assert.deepEqual(await q(`fechaHasta=${bogotaDay(-30)}`), [a.id]);
    assert.deepEqual((await q(`fechaDesde=${a.fecha}&fechaHasta=${b.fecha}`)).sort(), [a.id, b.id].sort(), 'both days inclusive');
    const reversed = await api.get(`${BASE}?fechaDesde=${b.fecha}&fechaHasta=${a.fecha}`, { token: admin });
    assert.deepEqual(reversed.body, { error: 'datos_invalidos', message: 'La fecha "desde" no puede ser posterior a la fecha "hasta"' });
    const badDate = await api.get(`${BASE}?fechaDesde=2025-02-30x`, { token: admin });
    assert.equal(badDate.status, 400);
    assert.equal(badDate.body.message, 'El campo "fechaDesde" debe ser una fecha válida (AAAA-MM-DD)');
    // Longer than a date (the document's maxLength 10): the same sentence, not a count of characters.
    const longDate = await api.get(`${BASE}?fechaHasta=${'2025-02-01'.repeat(30)}`, { token: admin });
    assert.deepEqual([longDate.status, longDate.body.message], [400, 'El campo "fechaHasta" debe ser una fecha válida (AAAA-MM-DD)']);
  });

  test('sortBy id, fecha, creado_at, estado (workflow order), cliente and proveedor (accents ignored), both directions', async () => {
    const made: InformeDetalle[] = [];
    const pairs = [
      [refs.ownProveedor, refs.assignedCliente],
      [refs.otherProveedor, refs.unassignedCliente],
      [refs.clienteProveedor, refs.ownCliente],
    ];
    for (let i = 0; i < 6; i++) {
      const [proveedor_id, cliente_id] = pairs[i % 3];
      made.push(
        await crearInforme(api, admin, informeBody(refs, { campana: 'Zqorden', fecha: bogotaDay((-(i * 7) % 19) - 1), proveedor_id, cliente_id })),
      );
    }
    await cambiarEstado(api, admin, made[0].id, 'en_progreso');
    await cambiarEstado(api, admin, made[1].id, 'cancelado', 'Prueba de orden');
    await cambiarEstado(api, admin, made[2].id, 'en_progreso');
    await cambiarEstado(api, admin, made[2].id, 'completado');
    const rows = (await list('?search=zqorden&limit=100')).data;
    assert.equal(rows.length, 6);
    const key = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const workflow = ['pendiente', 'en_progreso', 'completado', 'cancelado'];
    const byCreated = (a: InformeResumen, b: InformeResumen) => a.creado_at.localeCompare(b.creado_at) || a.id - b.id;
    const compare: Record<string, (a: InformeResumen, b: InformeResumen) => number> = {
      id: (a, b) => a.id - b.id,
      creado_at: byCreated,
      fecha: (a, b) => a.fecha.localeCompare(b.fecha) || byCreated(a, b),
      estado: (a, b) => workflow.indexOf(a.estado) - workflow.indexOf(b.estado) || byCreated(a, b),
      cliente: (a, b) =>
        (key(a.cliente_nombre) < key(b.cliente_nombre) ? -1 : key(a.cliente_nombre) > key(b.cliente_nombre) ? 1 : a.cliente_id - b.cliente_id) ||
        byCreated(a, b),
      proveedor: (a, b) =>
        (key(a.proveedor_nombre) < key(b.proveedor_nombre)
          ? -1
          : key(a.proveedor_nombre) > key(b.proveedor_nombre)
            ? 1
            : a.proveedor_id - b.proveedor_id) || byCreated(a, b),
    };
    for (const [sortBy, cmp] of Object.entries(compare)) {
      const asc = [...rows].sort(cmp).map((r) => r.id);
      assert.deepEqual(ids(await list(`?search=zqorden&limit=100&sortBy=${sortBy}&sortOrder=ASC`)), asc, `${sortBy} ASC`);
      assert.deepEqual(ids(await list(`?search=zqorden&limit=100&sortBy=${sortBy}&sortOrder=desc`)), [...asc].reverse(), `${sortBy} DESC`);
    }
    // The same order holds when the page walks an index over many rows (no search: more than a few thousand matches
    // would be needed for that path; the demo set at least pins the default order).
    const all = await list('?limit=100&sortBy=estado&sortOrder=ASC');
    const seen = all.data.map((r) => workflow.indexOf(r.estado));
    assert.deepEqual(
      seen,
      [...seen].sort((a, b) => a - b),
    );
  });

  test('a total is exact after every kind of write: create, status change, delete, a rename, another process', async () => {
    const q = '?search=zqtotales&limit=10';
    const total = async (query = q) => (await list(query)).meta.total;
    assert.equal(await total(), 0);
    const a = await crearInforme(api, admin, informeBody(refs, { campana: 'Zqtotales uno' }));
    assert.equal(await total(), 1);
    assert.equal(await total(), 1, 'asked again: the same');
    const b = await crearInforme(api, admin, informeBody(refs, { campana: 'Zqtotales dos' }));
    assert.equal(await total(), 2);
    assert.equal(await total(`${q}&estado=pendiente`), 2);
    await cambiarEstado(api, admin, b.id, 'en_progreso');
    assert.equal(await total(`${q}&estado=pendiente`), 1);
    assert.equal((await api.request('DELETE', `${BASE}/${a.id}`, { token: admin })).status, 200);
    assert.equal(await total(), 1);
    // A rename changes what a search by name finds.
    const cliente = await t.db.selectFrom('clientes').select('razon_social').where('id', '=', b.cliente_id).executeTakeFirstOrThrow();
    const byName = `?search=${encodeURIComponent(cliente.razon_social)}&cliente_id=${b.cliente_id}`;
    const before = await total(byName);
    assert.ok(before > 0);
    await api.patch(`/api/v1/clientes/${b.cliente_id}`, { token: admin, json: { razon_social: 'Zqotro Nombre S.A.S.' } });
    try {
      assert.equal(await total(byName), 0);
    } finally {
      await api.patch(`/api/v1/clientes/${b.cliente_id}`, { token: admin, json: { razon_social: cliente.razon_social } });
    }
    assert.equal(await total(byName), before);
    // A write this process did not make (another API instance on the same database, a migration, SQL by hand).
    await t.db.updateTable('informes').set({ estado: 'pendiente' }).where('id', '=', b.id).execute();
    assert.equal(await total(`${q}&estado=pendiente`), 1);
    await t.db.deleteFrom('informes').where('id', '=', b.id).execute();
    assert.equal(await total(), 0);
  });

  test('archivos_count and geo_elementos_count count the report files and the located ones', async () => {
    const informe = await crearInforme(api, admin, informeBody(refs, { campana: 'Zqarchivos' }));
    await agregarArchivos(t.db, informe.id, 3, 2);
    const [row] = (await list('?search=zqarchivos')).data;
    assert.deepEqual([row.id, row.archivos_count, row.geo_elementos_count], [informe.id, 3, 2]);
    const detail = await api.get<InformeDetalle>(`${BASE}/${informe.id}`, { token: admin });
    assert.deepEqual([detail.body.archivos_count, detail.body.geo_elementos_count], [3, 2]);
  });
});

describe('GET /informes/:id', () => {
  test('every field, the service price, the author and the status history from the audit log', async () => {
    const informe = await crearInforme(
      api,
      proveedor,
      informeBody(refs, {
        campana: 'Zqdetalle',
        fecha_recepcion: bogotaDay(-1),
        informe_incidencias: 'Lona rasgada',
      }),
    );
    await cambiarEstado(api, proveedor, informe.id, 'en_progreso', 'Equipo en sitio');
    const res = await api.get<InformeDetalle>(`${BASE}/${informe.id}`, { token: admin });
    assert.equal(res.status, 200);
    const d = res.body;
    const svc = await t.db.selectFrom('servicios').select(['nombre', 'precio']).where('id', '=', refs.servicioActivo).executeTakeFirstOrThrow();
    assert.equal(d.servicio_nombre, svc.nombre);
    assert.equal(d.servicio_precio, svc.precio);
    assert.equal(d.informe_incidencias, 'Lona rasgada');
    assert.equal(d.fecha_recepcion, bogotaDay(-1));
    assert.equal(d.estado, 'en_progreso');
    assert.deepEqual(d.autor, { id: d.creado_por, usuario: 'proveedor', nombre: 'Carlos Andrés Rincón Vega' });
    assert.equal(d.aceptacion, null, 'not accepted');
    assert.equal(d.historial.length, 1);
    assert.deepEqual(
      { ...d.historial[0], id: 0, fecha: '' },
      {
        id: 0,
        usuario: 'proveedor',
        fecha: '',
        estado_anterior: 'pendiente',
        estado_nuevo: 'en_progreso',
        comentario: 'Equipo en sitio',
        problema: null,
      },
    );
    assert.ok(Date.parse(d.historial[0].fecha) >= Date.parse(d.creado_at));
    assert.ok(Date.parse(d.actualizado_at) >= Date.parse(d.historial[0].fecha) - 1000);
  });

  test('every demo report has a history from pendiente to its status, in order and in the past', async () => {
    const seededAt = (await t.db.selectFrom('seed_marcas').select('aplicado_at').where('nombre', '=', 'demo').executeTakeFirstOrThrow()).aplicado_at;
    const demo = await t.db.selectFrom('informes').select(['id', 'estado']).where('creado_at', '<', seededAt).orderBy('id').execute();
    assert.equal(demo.length, 60);
    let changes = 0;
    for (const r of demo) {
      const { body } = await api.get<InformeDetalle>(`${BASE}/${r.id}`, { token: admin });
      let estado = 'pendiente';
      let previous = Date.parse(body.creado_at);
      for (const h of body.historial) {
        assert.equal(h.estado_anterior, estado, `#${r.id}`);
        assert.ok(Date.parse(h.fecha) > previous && Date.parse(h.fecha) < Date.now());
        if (h.estado_nuevo === 'cancelado') assert.ok(h.comentario, 'a cancellation has its reason');
        previous = Date.parse(h.fecha);
        estado = h.estado_nuevo;
        changes++;
      }
      assert.equal(estado, r.estado, `#${r.id} ends in its status`);
    }
    assert.ok(changes > 30, `${changes} demo status changes`);
  });

  test('bad ids are 400; a missing one is 404 "Informe no encontrado"', async () => {
    assert.equal((await api.get(`${BASE}/abc`, { token: admin })).status, 400);
    assert.equal((await api.get(`${BASE}/0`, { token: admin })).status, 400);
    assert.deepEqual((await api.get(`${BASE}/2000000000`, { token: admin })).body, { error: 'no_encontrado', message: 'Informe no encontrado' });
  });
});

describe('GET /informes/opciones', () => {
  test('admin: every client and provider, all services with price and active flag, every assignment', async () => {
    const { body } = await api.get<InformesOpciones>(`${BASE}/opciones`, { token: admin });
    const counts = async (table: 'clientes' | 'proveedores' | 'servicios' | 'asignaciones' | 'provincias') =>
      (
        await t.db
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    assert.equal(body.clientes.length, await counts('clientes'));
    assert.equal(body.proveedores.length, await counts('proveedores'));
    assert.equal(body.servicios.length, await counts('servicios'));
    assert.equal(body.asignaciones.length, await counts('asignaciones'));
    assert.equal(body.provincias.length, await counts('provincias'));
    assert.ok(body.servicios.some((s) => !s.activo) && body.servicios.some((s) => s.activo));
    const names = body.clientes.map((c) => c.nombre);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })),
    );
  });

  test('provider user: its provider and only the clients assigned to it; client user: its client and its providers', async () => {
    const prov = (await api.get<InformesOpciones>(`${BASE}/opciones`, { token: proveedor })).body;
    assert.deepEqual(
      prov.proveedores.map((p) => p.id),
      [refs.ownProveedor],
    );
    const assigned = await t.db.selectFrom('asignaciones').select('cliente_id').where('proveedor_id', '=', refs.ownProveedor).execute();
    assert.deepEqual(prov.clientes.map((c) => c.id).sort(), assigned.map((a) => a.cliente_id).sort());
    assert.ok(prov.asignaciones.every((a) => a.proveedor_id === refs.ownProveedor));

    const cli = (await api.get<InformesOpciones>(`${BASE}/opciones`, { token: cliente })).body;
    assert.deepEqual(
      cli.clientes.map((c) => c.id),
      [refs.ownCliente],
    );
    const providers = await t.db.selectFrom('asignaciones').select('proveedor_id').where('cliente_id', '=', refs.ownCliente).execute();
    assert.deepEqual(cli.proveedores.map((p) => p.id).sort(), providers.map((a) => a.proveedor_id).sort());
  });
});

describe('GET /informes/export', () => {
  test('CSV of the whole filtered list in list order: BOM, header, quoting, formulas neutralised, Bogotá file name', async () => {
    const tricky = await crearInforme(
      api,
      admin,
      informeBody(refs, {
        campana: '=HYPERLINK("http://x") zqcsv',
        descripcion: 'Con "comillas", comas\ny salto de línea zqcsv',
        informe_incidencias: '+57 300 zqcsv',
      }),
    );
    const before = bogotaDate(new Date());
    const res = await exportCsv('?search=zqcsv');
    const afterDay = bogotaDate(new Date());
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv; charset=utf-8/);
    const disposition = res.headers.get('content-disposition');
    assert.ok(
      [`attachment; filename="informes-${before}.csv"`, `attachment; filename="informes-${afterDay}.csv"`].includes(disposition ?? ''),
      disposition ?? '',
    );
    assert.deepEqual([...res.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM');
    const rows = parseCsv(res.text.slice(1));
    assert.deepEqual(rows[0], [
      'ID',
      'Campaña',
      'Descripción',
      'Estado',
      'Servicio',
      'Cliente',
      'Proveedor',
      'Provincia',
      'Localidad',
      'Ubicación',
      'Fecha',
      'Fecha de recepción',
      'Archivos',
      'Archivos con ubicación',
      'Alertas',
      'Incidencias',
      'Creado',
    ]);
    assert.equal(rows.length, 2);
    const r = rows[1];
    assert.equal(r[0], String(tricky.id));
    assert.equal(r[1], `'=HYPERLINK("http://x") zqcsv`);
    assert.equal(r[2], 'Con "comillas", comas\ny salto de línea zqcsv');
    assert.equal(r[3], 'Pendiente');
    assert.equal(r[14], ''); // Alertas: no photos, no verification state
    assert.equal(r[15], `'+57 300 zqcsv`);
    assert.match(r[16], /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.deepEqual(formulaFragments(res.text), [], 'no cell or fragment a spreadsheet would run, read with ; or ,');
    assert.deepEqual(parseCsv(res.text, ',')[0].length, 1, 'the separator is ; (Excel with Colombian settings)');
  });

  test('every matching row (not a page), the same order and scope as the list', async () => {
    const total = (await list('?estado=completado')).meta.total;
    assert.ok(total > 10);
    const rows = parseCsv((await exportCsv('?estado=completado&sortBy=cliente&sortOrder=DESC')).text.slice(1)).slice(1);
    assert.equal(rows.length, total);
    const listed = await list('?estado=completado&sortBy=cliente&sortOrder=DESC&limit=100');
    assert.deepEqual(
      rows.slice(0, listed.data.length).map((row) => Number(row[0])),
      ids(listed),
    );
    assert.ok(rows.every((row) => row[3] === 'Completado' && row.length === 17));

    const prov = parseCsv((await exportCsv('', proveedor)).text.slice(1)).slice(1);
    assert.equal(prov.length, await countInformesWhere(t.db, sql`proveedor_id = ${refs.ownProveedor}`));
    const provNombre = (await t.db.selectFrom('proveedores').select('nombre').where('id', '=', refs.ownProveedor).executeTakeFirstOrThrow()).nombre;
    assert.ok(
      prov.every((row) => row[6] === provNombre),
      'a provider user exports only its reports',
    );
    const bad = await exportCsv('?estado=nada');
    assert.equal(bad.status, 400);
  });
});

contractSuite('informes', async (ctx) => {
  const { refs } = ctx;
  // R is the administrator's, of the demo provider for the demo client: every role sees it.
  const informeR = await nuevoInforme(ctx, 'Contrato R');
  // L proves a campaign of the demo client at a site of the demo provider's line, and the check of its date: the
  // answers carry campana_id, sitio_id and control_id with their names (issue 36).
  const sitio = await ctx.ok<{ id: number }>('POST', '/sitios', ctx.admin(), {
    codigo: `CI-${ctx.n()}`,
    nombre: 'Valla contrato',
    tipo: 'valla',
    provincia_id: refs.provincia,
    localidad_id: refs.localidad,
    latitud: 6.2442,
    longitud: -75.5812,
  });
  const campana = await ctx.ok<{ id: number }>('POST', '/campanas', ctx.admin(), {
    cliente_id: refs.ownCliente,
    nombre: `Campaña informes ${ctx.n()}`,
    fecha_inicio: bogotaDay(-5),
    fecha_fin: bogotaDay(20),
  });
  await ctx.ok('POST', `/campanas/${campana.id}/lineas`, ctx.admin(), {
    sitio_ids: [sitio.id],
    proveedor_id: refs.ownProveedor,
    servicio_id: refs.servicioActivo,
    instalacion_dias: 5,
  });
  const enlace = { cliente_id: refs.ownCliente, campana_id: campana.id, sitio_id: sitio.id };
  const informeL = (await ctx.ok<InformeDetalle>('POST', '/informes', ctx.admin(), informeBody(refs, enlace))).id;
  const completado = async (): Promise<number> => {
    const id = await nuevoInforme(ctx);
    await ctx.ok('PATCH', `/informes/${id}/estado`, ctx.admin(), { estado: 'en_progreso' });
    await ctx.ok('PATCH', `/informes/${id}/estado`, ctx.admin(), { estado: 'completado' });
    return id;
  };
  return {
    cases: [
      { op: 'listReports', call: () => ({ path: `/informes?limit=10&campana_id=${campana.id}&sitio_id=${sitio.id}` }), expect: SIGNED_IN },
      {
        op: 'createReport',
        call: (role) => ({
          path: '/informes',
          json:
            role === 'cliente'
              ? informeBody(refs, { cliente_id: refs.ownCliente, proveedor_id: refs.clienteProveedor })
              : informeBody(refs, role === 'administrador' ? { cliente_id: refs.ownCliente } : {}),
        }),
        expect: [401, 201, 201, 201],
      },
      { op: 'exportReports', call: () => ({ path: '/informes/export' }), expect: SIGNED_IN },
      { op: 'getReportFilterOptions', call: () => ({ path: '/informes/opciones' }), expect: SIGNED_IN },
      { op: 'getReport', call: () => ({ path: `/informes/${informeL}` }), expect: SIGNED_IN },
      // The provider and the client see R and may not edit it.
      {
        op: 'updateReport',
        call: () => ({ path: `/informes/${informeR}`, json: { informe_incidencias: 'Ninguna' } }),
        expect: [401, 403, 403, 200],
      },
      {
        op: 'deleteReport',
        call: async (role) => ({ path: `/informes/${role === 'anonimo' ? informeR : await nuevoInforme(ctx)}` }),
        expect: [401, 403, 200, 200],
      },
      {
        op: 'setReportStatus',
        call: async (role) => ({
          path: `/informes/${role === 'anonimo' ? informeR : await nuevoInforme(ctx)}/estado`,
          json: { estado: 'en_progreso' },
        }),
        expect: [401, 403, 200, 200],
      },
      {
        op: 'acceptReport',
        call: async (role) => ({ path: `/informes/${role === 'anonimo' ? informeR : await completado()}/aceptacion` }),
        expect: [401, 200, 403, 403],
      },
      {
        op: 'reportProblem',
        call: async (role) => ({
          path: `/informes/${role === 'anonimo' ? informeR : await completado()}/problema`,
          json: { comentario: 'Falta la foto del frente' },
        }),
        expect: [401, 200, 403, 403],
      },
    ],
    invalid: [
      { of: 'getReport', call: () => ({ path: '/informes/abc' }), status: 400 },
      { of: 'getReport', call: () => ({ path: '/informes/999999' }), status: 404 },
      // R is pending: it cannot be completed without being in progress first.
      { of: 'setReportStatus', call: () => ({ path: `/informes/${informeR}/estado`, json: { estado: 'completado' } }), status: 409 },
      // A campaign that is not the client's, a site without its campaign, a check not of the site's line.
      { of: 'createReport', call: () => ({ path: '/informes', json: informeBody(refs, { ...enlace, campana_id: 999999 }) }), status: 400 },
      { of: 'createReport', call: () => ({ path: '/informes', json: informeBody(refs, { ...enlace, campana_id: null }) }), status: 400 },
      { of: 'createReport', call: () => ({ path: '/informes', json: informeBody(refs, { ...enlace, control_id: 999999 }) }), status: 400 },
      { of: 'updateReport', call: () => ({ path: `/informes/${informeR}`, json: { campana_id: 999999 } }), status: 400 },
    ],
  };
});
