import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { fetchCsv, parseCsv } from './helpers/csv';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';
import { contractSuite, SIGNED_IN } from './helpers/contract-suite';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;

/** Rows this file inserts with known times, around Bogota midnights (UTC-5). */
const MARKER = 'zzprueba-auditoria';
const FIXTURES = [
  // 2024-03-09 23:30 Bogota = 2024-03-10 04:30 UTC → Bogota day 2024-03-09
  {
    usuario: 'auditor1',
    accion: 'CREAR',
    tabla: 'servicios',
    creado_at: '2024-03-10T04:30:00Z',
    detalles: `${MARKER} servicio «Valla 50%_descuento» creado`,
  },
  // 2024-03-10 00:30 Bogota = 05:30 UTC → day 2024-03-10
  { usuario: 'auditor1', accion: 'ACTUALIZAR', tabla: 'servicios', creado_at: '2024-03-10T05:30:00Z', detalles: `${MARKER} servicio actualizado` },
  // 2024-03-10 23:59:59 Bogota = 2024-03-11 04:59:59 UTC → day 2024-03-10
  { usuario: 'auditor2', accion: 'ELIMINAR', tabla: 'clientes', creado_at: '2024-03-11T04:59:59Z', detalles: `${MARKER} cliente eliminado` },
  // 2024-03-11 00:00 Bogota → day 2024-03-11
  { usuario: 'auditor2', accion: 'CREAR', tabla: 'clientes', creado_at: '2024-03-11T05:00:00Z', detalles: `${MARKER} cliente creado` },
] as const;

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
  await t.db
    .insertInto('auditoria')
    .values(FIXTURES.map((f) => ({ ...f, usuario_id: null, registro_id: 7, ip: null })))
    .execute();
  admin = await api.loginAdmin();
});
after(async () => t?.close());

const list = (query: string, token = admin) => api.get(`/api/v1/auditoria${query}`, { token });

async function countWhere(where = sql`true`): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from auditoria where ${where}`.execute(t.db);
  return r.rows[0].n;
}

describe('GET /auditoria', () => {
  test('default page: 10 newest events first, meta from the real total', async () => {
    const res = await list('');
    assert.equal(res.status, 200);
    const total = await countWhere();
    assert.deepEqual(res.body.meta, {
      total,
      page: 1,
      limit: 10,
      totalPages: Math.ceil(total / 10),
      hasNextPage: total > 10,
      hasPrevPage: false,
    });
    assert.equal(res.body.data.length, 10);
    // Newest first: the admin's own LOGIN of this test is on top.
    assert.equal(res.body.data[0].accion, 'LOGIN');
    assert.equal(res.body.data[0].usuario, 'admin');
    const ids = res.body.data.map((e: { id: number }) => e.id);
    const expected = (await t.db.selectFrom('auditoria').select('id').orderBy('creado_at', 'desc').orderBy('id', 'desc').limit(10).execute()).map(
      (r) => r.id,
    );
    assert.deepEqual(ids, expected);
    const e = res.body.data[0];
    assert.deepEqual(Object.keys(e).sort(), ['accion', 'detalles', 'fecha', 'hora', 'id', 'registro_id', 'tabla', 'usuario']);
    assert.match(e.fecha, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(e.hora, /^\d{2}:\d{2}:\d{2}$/);
  });

  test('pagination: page 2 continues page 1, last page has no next, page past the end is empty', async () => {
    const total = await countWhere();
    const p1 = await list('?limit=20&page=1');
    const p2 = await list('?limit=20&page=2');
    assert.equal(p2.body.meta.page, 2);
    assert.equal(p2.body.meta.hasPrevPage, true);
    const seen = new Set([...p1.body.data, ...p2.body.data].map((e: { id: number }) => e.id));
    assert.equal(seen.size, 40, 'no overlap between pages');
    const last = Math.ceil(total / 20);
    const pl = await list(`?limit=20&page=${last}`);
    assert.equal(pl.body.meta.hasNextPage, false);
    assert.equal(pl.body.data.length, total - (last - 1) * 20);
    const beyond = await list(`?limit=20&page=${last + 1}`);
    assert.equal(beyond.status, 200);
    assert.deepEqual(beyond.body.data, []);
  });

  test('limit must be 10, 20, 50 or 100; page a positive integer', async () => {
    for (const limit of [10, 20, 50, 100]) assert.equal((await list(`?limit=${limit}`)).body.data.length, limit);
    for (const bad of ['?limit=15', '?limit=0', '?limit=abc', '?limit=1000']) {
      const res = await list(bad);
      assert.equal(res.status, 400, bad);
      assert.deepEqual(res.body, { error: 'datos_invalidos', message: 'El campo "limit" debe ser uno de: 10, 20, 50, 100' });
    }
    for (const bad of ['?page=0', '?page=-1', '?page=x', '?page=1.5']) {
      const res = await list(bad);
      assert.equal(res.status, 400, bad);
      assert.match(res.body.message, /"page"/);
    }
  });

  test('filters: usuario, accion, entidad — each matches an independent count', async () => {
    const byUser = await list('?usuario=auditor1&limit=100');
    assert.equal(byUser.body.meta.total, 2);
    assert.ok(byUser.body.data.every((e: { usuario: string }) => e.usuario === 'auditor1'));

    const byAction = await list('?accion=ELIMINAR&limit=100');
    assert.equal(byAction.body.meta.total, await countWhere(sql`accion = 'ELIMINAR'`));
    assert.ok(byAction.body.data.every((e: { accion: string }) => e.accion === 'ELIMINAR'));

    const byTable = await list('?entidad=informes&limit=100');
    assert.equal(byTable.body.meta.total, await countWhere(sql`tabla = 'informes'`));
    assert.ok(byTable.body.meta.total >= 60);

    const combined = await list('?usuario=auditor2&accion=CREAR&entidad=clientes');
    assert.equal(combined.body.meta.total, 1);
    assert.equal(combined.body.data[0].detalles, `${MARKER} cliente creado`);

    const badAction = await list('?accion=BORRAR');
    assert.equal(badAction.status, 400);
    assert.match(badAction.body.message, /"accion" debe ser uno de: CREAR, ACTUALIZAR, ELIMINAR, LOGIN, LOGOUT/);
  });

  test('date range: inclusive Bogota calendar days; fecha/hora shown in Bogota time', async () => {
    const day10 = await list(`?fechaInicio=2024-03-10&fechaFin=2024-03-10&search=${MARKER}`);
    assert.equal(day10.body.meta.total, 2);
    assert.deepEqual(
      day10.body.data.map((e: { fecha: string; hora: string }) => `${e.fecha} ${e.hora}`),
      ['2024-03-10 23:59:59', '2024-03-10 00:30:00'],
    );
    const from10 = await list(`?fechaInicio=2024-03-10&search=${MARKER}`);
    assert.equal(from10.body.meta.total, 3);
    const until9 = await list(`?fechaFin=2024-03-09&search=${MARKER}`);
    assert.equal(until9.body.meta.total, 1);
    assert.equal(until9.body.data[0].fecha, '2024-03-09');
    assert.equal(until9.body.data[0].hora, '23:30:00');

    const reversed = await list('?fechaInicio=2024-03-11&fechaFin=2024-03-10');
    assert.equal(reversed.status, 400);
    const invalid = await list('?fechaInicio=2024-02-30');
    assert.equal(invalid.status, 400);
    assert.equal(invalid.body.message, 'El campo "fechaInicio" debe ser una fecha válida (AAAA-MM-DD)');
    const notADate = await list('?fechaFin=ayer');
    assert.equal(notADate.status, 400);
  });

  test('search: case-insensitive over detalles, usuario and tabla; % and _ are literal', async () => {
    const byDetail = await list(`?search=${encodeURIComponent(MARKER.toUpperCase())}&limit=100`);
    assert.equal(byDetail.body.meta.total, 4);
    const byUser = await list('?search=AUDITOR2');
    assert.equal(byUser.body.meta.total, 2);
    const byTable = await list('?search=jefes_equipo&limit=100');
    assert.equal(
      byTable.body.meta.total,
      await countWhere(sql`tabla = 'jefes_equipo' or detalles ilike '%jefes\\_equipo%' or usuario ilike '%jefes\\_equipo%'`),
    );
    assert.ok(byTable.body.meta.total > 0);
    const literal = await list(`?search=${encodeURIComponent('50%_desc')}`);
    assert.equal(literal.body.meta.total, 1);
    const wildcardOnly = await list(`?search=${encodeURIComponent('%')}`);
    assert.equal(wildcardOnly.body.meta.total, 1, '"%" matches only rows containing a percent sign');
    const none = await list('?search=no-existe-en-ningun-evento');
    assert.deepEqual(none.body, { data: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0, hasNextPage: false, hasPrevPage: false } });
    const accented = await list(`?search=${encodeURIComponent('Cóndor')}`);
    assert.ok(accented.body.meta.total >= 1);
  });

  test('anonymous: 401 on the list, the options and the export', async () => {
    for (const path of ['/api/v1/auditoria', '/api/v1/auditoria/opciones', '/api/v1/auditoria/export']) {
      const res = await api.get(path);
      assert.equal(res.status, 401, path);
      assert.equal(res.body.error, 'no_autenticado');
    }
  });
});

describe('scoping per role', () => {
  test('a provider or client user sees exactly the events they caused; the usuario filter cannot reach others', async () => {
    for (const [login, usuario] of [
      [api.loginProveedor, 'proveedor'],
      [api.loginCliente, 'cliente'],
    ] as const) {
      const token = await login();
      const me = (await api.get('/api/v1/usuarios/me', { token })).body;
      const res = await list('?limit=100', token);
      assert.equal(res.status, 200);
      assert.equal(res.body.meta.total, await countWhere(sql`usuario_id = ${me.id}`));
      assert.ok(res.body.data.length > 0);
      assert.ok(
        res.body.data.every((e: { usuario: string }) => e.usuario === usuario),
        usuario,
      );
      assert.equal(res.body.data[0].accion, 'LOGIN');
      // Asking for another user's events, or searching for them, finds nothing.
      assert.equal((await list('?usuario=admin', token)).body.meta.total, 0);
      assert.equal((await list(`?search=${MARKER}`, token)).body.meta.total, 0);
      // Filters still work inside the scope.
      const logins = await list('?accion=LOGIN&limit=100', token);
      assert.equal(logins.body.meta.total, await countWhere(sql`usuario_id = ${me.id} and accion = 'LOGIN'`));
    }
  });

  test('the options of a non-administrator list only their own name and tables', async () => {
    const token = await api.loginCliente();
    const me = (await api.get('/api/v1/usuarios/me', { token })).body;
    const res = await api.get('/api/v1/auditoria/opciones', { token });
    assert.equal(res.status, 200);
    const tables = (
      await sql<{ tabla: string }>`select distinct tabla from auditoria where usuario_id = ${me.id} order by tabla`.execute(t.db)
    ).rows.map((r) => r.tabla);
    assert.deepEqual(res.body, { usuarios: ['cliente'], entidades: tables });
  });
});

describe('GET /auditoria/export', () => {
  const exportCsv = (query: string, token = admin, headers: Record<string, string> = {}) =>
    fetchCsv(`${t.baseUrl}/api/v1/auditoria/export${query}`, token, headers);

  test('CSV of every event matching the filters, newest first, same as the list; BOM, RFC 4180, formulas neutralised', async () => {
    await t.db
      .insertInto('auditoria')
      .values({
        usuario: 'auditor3',
        usuario_id: null,
        accion: 'CREAR',
        tabla: 'servicios',
        registro_id: null,
        ip: null,
        creado_at: '2024-03-12T15:00:00Z',
        detalles: `${MARKER} =SUMA(A1) "con comillas", y coma\nsegunda línea`,
      })
      .execute();
    const res = await exportCsv(`?search=${MARKER}`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv; charset=utf-8/);
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="registro-eventos-\d{4}-\d{2}-\d{2}\.csv"$/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.ok(res.text.startsWith('\uFEFF'));
    const rows = parseCsv(res.text.slice(1));
    assert.deepEqual(rows[0], ['ID', 'Fecha', 'Hora', 'Usuario', 'Acción', 'Tabla', 'Registro', 'Detalles']);
    const listed = await list(`?search=${MARKER}&limit=100`);
    assert.deepEqual(
      rows.slice(1).map((r) => Number(r[0])),
      listed.body.data.map((e: { id: number }) => e.id),
    );
    assert.deepEqual(rows[1].slice(1), [
      '2024-03-12',
      '10:00:00',
      'auditor3',
      'CREAR',
      'servicios',
      '',
      `${MARKER} =SUMA(A1) "con comillas", y coma\nsegunda línea`,
    ]);
    assert.deepEqual(rows[2].slice(1, 7), ['2024-03-11', '00:00:00', 'auditor2', 'CREAR', 'clientes', '7']);
    const byDay = parseCsv((await exportCsv(`?search=${MARKER}&fechaInicio=2024-03-10&fechaFin=2024-03-10&accion=ACTUALIZAR`)).text.slice(1));
    assert.equal(byDay.length, 2);
    assert.equal(byDay[1][2], '00:30:00');
    const reversed = await exportCsv('?fechaInicio=2024-03-11&fechaFin=2024-03-10');
    assert.equal(reversed.status, 400);
  });

  test('a text cell that starts like a formula gets an apostrophe', async () => {
    await t.db
      .insertInto('auditoria')
      .values({ usuario: '=cmd', usuario_id: null, accion: 'LOGIN', tabla: 'usuarios', registro_id: null, ip: null, detalles: `@${MARKER}-formula` })
      .execute();
    const rows = parseCsv((await exportCsv(`?search=${MARKER}-formula`)).text.slice(1));
    assert.equal(rows.length, 2);
    assert.equal(rows[1][3], "'=cmd");
    assert.equal(rows[1][7], `'@${MARKER}-formula`);
  });

  test('keyset pages: 12 001 events with the same instant come out once each, in id order, compressed when asked', async () => {
    const marker = `${MARKER}-lote`;
    await sql`insert into auditoria (usuario, accion, tabla, detalles, creado_at)
              select 'lote', 'CREAR', 'servicios', ${marker} || ' ' || i, timestamptz '2023-06-01 12:00:00+00'
              from generate_series(1, 12001) as i`.execute(t.db);
    const res = await exportCsv(`?search=${marker}`, admin, { 'accept-encoding': 'gzip' });
    assert.equal(res.status, 200);
    const rows = parseCsv(res.text.slice(1)).slice(1);
    assert.equal(rows.length, 12001);
    const ids = rows.map((r) => Number(r[0]));
    assert.equal(new Set(ids).size, 12001);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    const raw = await fetch(`${t.baseUrl}/api/v1/auditoria/export?search=${marker}`, {
      headers: { authorization: `Bearer ${admin}`, 'accept-encoding': 'gzip' },
    });
    assert.equal(raw.headers.get('content-encoding'), 'gzip');
    await raw.arrayBuffer();
  });

  test('a non-administrator exports only their own events', async () => {
    const token = await api.loginProveedor();
    const me = (await api.get('/api/v1/usuarios/me', { token })).body;
    const res = await exportCsv('', token);
    assert.equal(res.status, 200);
    const rows = parseCsv(res.text.slice(1)).slice(1);
    assert.equal(rows.length, await countWhere(sql`usuario_id = ${me.id}`));
    assert.ok(rows.every((r) => r[3] === 'proveedor'));
  });
});

describe('GET /auditoria/opciones', () => {
  test('distinct users and tables, sorted', async () => {
    const res = await api.get('/api/v1/auditoria/opciones', { token: admin });
    assert.equal(res.status, 200);
    const users = (await sql<{ usuario: string }>`select distinct usuario from auditoria order by usuario`.execute(t.db)).rows.map((r) => r.usuario);
    const tables = (await sql<{ tabla: string }>`select distinct tabla from auditoria order by tabla`.execute(t.db)).rows.map((r) => r.tabla);
    assert.deepEqual(res.body, { usuarios: users, entidades: tables });
    assert.ok(res.body.usuarios.includes('auditor1'));
    assert.ok(res.body.entidades.includes('informes'));
  });
});

contractSuite('auditoria', {
  cases: [
    { op: 'listAuditEntries', call: () => ({ path: '/auditoria?limit=10' }), expect: SIGNED_IN },
    { op: 'getAuditFilterOptions', call: () => ({ path: '/auditoria/opciones' }), expect: SIGNED_IN },
    { op: 'exportAuditEntries', call: () => ({ path: '/auditoria/export' }), expect: SIGNED_IN },
  ],
  invalid: [{ of: 'listAuditEntries', call: () => ({ path: '/auditoria?fechaInicio=2026-02-01&fechaFin=2026-01-01' }), status: 400 }],
});
