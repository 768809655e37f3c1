import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { AdminUsuario, AdminUsuarioInput } from 'shared/contracts';
import { client } from './helpers/http';
import { countRows } from './helpers/catalog';
import { fetchCsv, parseCsv } from './helpers/csv';
import { startTestApp, usingPostgres, type TestApp } from './helpers/test-app';
import { ADMIN_ONLY, contractSuite, SIGNED_IN } from './helpers/contract-suite';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let adminId: number;
let proveedorId: number;
let clienteId: number;

const BASE = '/api/v1/admin/usuarios';
const RUN = Date.now().toString(36);
let seq = 0;

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
  admin = await api.loginAdmin();
  adminId = (await api.get('/api/v1/usuarios/me', { token: admin })).body.id;
  proveedorId = (await t.db.selectFrom('proveedores').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  clienteId = (await t.db.selectFrom('clientes').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
after(async () => t?.close());

const patch = (path: string, json: unknown, token = admin) => api.patch(path, { token, json });
const del = (path: string, token = admin) => api.request('DELETE', path, { token });
/** The newest change audited for user `id` (their own LOGIN/LOGOUT rows share the table). */
const lastAudit = (id: number) =>
  t.db
    .selectFrom('auditoria')
    .select(['accion', 'detalles', 'usuario'])
    .where('tabla', '=', 'usuarios')
    .where('registro_id', '=', id)
    .where('accion', 'in', ['CREAR', 'ACTUALIZAR', 'ELIMINAR'])
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** A fresh, unique user body (usuario/correo never seen before). */
function body(extra: Partial<AdminUsuarioInput> = {}): AdminUsuarioInput {
  seq++;
  return {
    usuario: `u${RUN}${seq}`,
    correo: `u${RUN}${seq}@ejemplo.co`,
    primer_nombre: 'Ana',
    segundo_nombre: null,
    primer_apellido: 'Prueba',
    segundo_apellido: null,
    tipo: 0,
    proveedor_id: null,
    cliente_id: null,
    sexo: 'F',
    telefono: null,
    password: 'clave-segura-1',
    ...extra,
  };
}

async function create(extra: Partial<AdminUsuarioInput> = {}): Promise<AdminUsuario & { password: string }> {
  const b = body(extra);
  const res = await api.post(BASE, { token: admin, json: b });
  assert.equal(res.status, 201, res.text);
  return { ...(res.body as AdminUsuario), password: b.password };
}

const me = (token: string) => api.get('/api/v1/usuarios/me', { token });
const loginStatus = async (usuario: string, password: string) => (await api.post('/api/v1/auth/login', { json: { usuario, password } })).status;

const INVALID_SESSION = { error: 'sesion_invalida', message: 'Sesión expirada. Inicia sesión de nuevo.' };
const WRONG_CREDENTIALS = { error: 'credenciales_incorrectas', message: 'Credenciales incorrectas' };

const USER_KEYS = [
  'acceso_bloqueado',
  'activo',
  'cliente_id',
  'cliente_nombre',
  'correo',
  'creado_at',
  'id',
  'informes_creados',
  'nombre_completo',
  'primer_apellido',
  'primer_nombre',
  'proveedor_id',
  'proveedor_nombre',
  'segundo_apellido',
  'segundo_nombre',
  'sexo',
  'telefono',
  'tipo',
  'tipo_nombre',
  'usuario',
];

describe('access: every route × role', () => {
  const routes: ReadonlyArray<readonly [string, string, unknown?]> = [
    ['GET', BASE],
    ['GET', `${BASE}/stats`],
    ['GET', `${BASE}/export`],
    ['POST', BASE, { usuario: 'x' }],
    ['PATCH', `${BASE}/1`, { primer_nombre: 'x' }],
    ['PATCH', `${BASE}/1/toggle-status`, { activo: true }],
    ['POST', `${BASE}/1/reset-password`, { password: 'abcdef' }],
    ['POST', `${BASE}/1/desbloquear`],
    ['DELETE', `${BASE}/1`],
  ];

  test('anonymous: 401 no_autenticado; provider and client users: 403 sin_permiso — nothing changes', async () => {
    const before = await countRows(t.db, 'usuarios');
    const tokens = { proveedor: await api.loginProveedor(), cliente: await api.loginCliente() };
    for (const [method, path, json] of routes) {
      const anon = await api.request(method, path, json ? { json } : {});
      assert.equal(anon.status, 401, `${method} ${path}`);
      assert.equal(anon.body.error, 'no_autenticado');
      for (const [who, token] of Object.entries(tokens)) {
        const res = await api.request(method, path, { token, ...(json ? { json } : {}) });
        assert.equal(res.status, 403, `${who} ${method} ${path}`);
        assert.deepEqual(res.body, { error: 'sin_permiso', message: 'No tienes permiso para realizar esta acción' });
      }
    }
    assert.equal(await countRows(t.db, 'usuarios'), before);
  });

  test('an administrator reads the list, the stats and the export', async () => {
    for (const path of [BASE, `${BASE}/stats`, `${BASE}/export`]) assert.equal((await api.get(path, { token: admin })).status, 200, path);
  });
});

describe('GET /admin/usuarios', () => {
  test('newest first, { data, meta }, linked provider/client names, report counts, never password material', async () => {
    const created = await create({ tipo: 1, proveedor_id: proveedorId, segundo_nombre: 'María', segundo_apellido: 'Ríos' });
    const res = await api.get(`${BASE}?page=1&limit=10`, { token: admin });
    assert.equal(res.status, 200);
    const total = await countRows(t.db, 'usuarios');
    assert.deepEqual(res.body.meta, { total, page: 1, limit: 10, totalPages: Math.ceil(total / 10), hasNextPage: total > 10, hasPrevPage: false });
    const first = res.body.data[0] as AdminUsuario;
    assert.equal(first.id, created.id);
    assert.deepEqual(Object.keys(first).sort(), USER_KEYS);
    assert.equal(first.nombre_completo, 'Ana María Prueba Ríos');
    assert.equal(first.tipo_nombre, 'Proveedor');
    assert.equal(first.proveedor_id, proveedorId);
    assert.ok(first.proveedor_nombre);
    assert.equal(first.informes_creados, 0);
    assert.doesNotMatch(res.text, /password|argon2|hash/i);

    const demo = (await api.get(`${BASE}?search=proveedor@exteriorandina&limit=10`, { token: admin })).body.data[0] as AdminUsuario;
    const reports = await t.db
      .selectFrom('informes')
      .select(sql<number>`count(*)`.as('n'))
      .where('creado_por', '=', demo.id)
      .executeTakeFirstOrThrow();
    assert.equal(demo.informes_creados, reports.n);
    assert.equal(demo.nombre_completo, 'Carlos Andrés Rincón Vega');
  });

  test('search over usuario, correo and the four name parts; filters tipo and activo', async () => {
    const u = await create({ primer_nombre: 'Zacarías', segundo_apellido: `Apellido${RUN}` });
    for (const term of [u.usuario.toUpperCase(), u.correo, `apellido${RUN}`, 'zacarías']) {
      const res = await api.get(`${BASE}?search=${encodeURIComponent(term)}`, { token: admin });
      assert.ok(
        res.body.data.some((r: AdminUsuario) => r.id === u.id),
        term,
      );
    }
    const clientes = await api.get(`${BASE}?tipo=2&limit=100`, { token: admin });
    assert.ok(clientes.body.data.length > 0 && clientes.body.data.every((r: AdminUsuario) => r.tipo === 2 && r.cliente_nombre !== null));
    const inactive = await api.get(`${BASE}?activo=false&limit=100`, { token: admin });
    const dbInactive = await t.db
      .selectFrom('usuarios')
      .select(sql<number>`count(*)`.as('n'))
      .where('activo', '=', false)
      .executeTakeFirstOrThrow();
    assert.equal(inactive.body.meta.total, dbInactive.n);
    assert.ok(inactive.body.data.every((r: AdminUsuario) => !r.activo));
    const none = await api.get(`${BASE}?search=no-existe-${RUN}`, { token: admin });
    assert.deepEqual(none.body, { data: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0, hasNextPage: false, hasPrevPage: false } });
  });

  test('sort by usuario, nombre, correo, tipo both ways; pages do not overlap', async () => {
    const all = (await t.db.selectFrom('usuarios').select(['id', 'usuario']).execute()).map((r) => r.usuario.toLowerCase()).sort();
    const asc = await api.get(`${BASE}?sortBy=usuario&sortOrder=ASC&limit=100`, { token: admin });
    assert.deepEqual(
      asc.body.data.map((r: AdminUsuario) => r.usuario.toLowerCase()),
      all.slice(0, 100),
    );
    const desc = await api.get(`${BASE}?sortBy=usuario&sortOrder=desc&limit=5`, { token: admin });
    assert.deepEqual(
      desc.body.data.map((r: AdminUsuario) => r.usuario.toLowerCase()),
      [...all].reverse().slice(0, 5),
    );
    const byTipo = await api.get(`${BASE}?sortBy=tipo&sortOrder=DESC&limit=100`, { token: admin });
    const tipos = byTipo.body.data.map((r: AdminUsuario) => r.tipo);
    assert.deepEqual(
      tipos,
      [...tipos].sort((a, b) => b - a),
    );
    for (const sortBy of ['nombre', 'correo', 'creado_at']) assert.equal((await api.get(`${BASE}?sortBy=${sortBy}`, { token: admin })).status, 200);
    const p1 = await api.get(`${BASE}?sortBy=nombre&sortOrder=ASC&limit=3&page=1`, { token: admin });
    const p2 = await api.get(`${BASE}?sortBy=nombre&sortOrder=ASC&limit=3&page=2`, { token: admin });
    const ids = new Set([...p1.body.data, ...p2.body.data].map((r: AdminUsuario) => r.id));
    assert.equal(ids.size, 6);
  });

  test('bad query values are 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['sortBy=password_hash', 'sortBy'],
      ['tipo=3', 'tipo'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['activo=quizas', 'activo'],
    ]) {
      const res = await api.get(`${BASE}?${query}`, { token: admin });
      assert.equal(res.status, 400, query);
      assert.match(res.body.message, new RegExp(`"${field}"`));
    }
  });
});

describe('GET /admin/usuarios/stats', () => {
  test('counts by tipo and state, from the database, and follows a new user', async () => {
    const count = async (where = sql`true`) =>
      (await sql<{ n: number }>`select count(*)::int as n from usuarios where ${where}`.execute(t.db)).rows[0].n;
    const before = (await api.get(`${BASE}/stats`, { token: admin })).body;
    assert.deepEqual(before, {
      total: await count(),
      administradores: await count(sql`tipo = 0`),
      proveedores: await count(sql`tipo = 1`),
      clientes: await count(sql`tipo = 2`),
      activos: await count(sql`activo`),
      inactivos: await count(sql`not activo`),
    });
    await create({ tipo: 2, cliente_id: clienteId });
    const after = (await api.get(`${BASE}/stats`, { token: admin })).body;
    assert.equal(after.total, before.total + 1);
    assert.equal(after.clientes, before.clientes + 1);
    assert.equal(after.activos, before.activos + 1);
  });
});

describe('GET /admin/usuarios/export', () => {
  test('RFC 4180 with BOM, the whole filtered list in the list order, formulas neutralised, no password material', async () => {
    const tricky = await create({ primer_nombre: '=HYPERLINK("http://x","y")', segundo_apellido: `Coma, "comillas" ${RUN}` });
    const res = await fetchCsv(`${t.baseUrl}${BASE}/export?search=${RUN}&sortBy=usuario&sortOrder=ASC`, admin);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv; charset=utf-8/);
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"$/);
    assert.ok(res.text.startsWith('\uFEFF'));
    assert.ok(res.text.endsWith('\r\n'));
    const rows = parseCsv(res.text.slice(1));
    assert.deepEqual(rows[0], [
      'ID',
      'Usuario',
      'Correo',
      'Nombre',
      'Tipo',
      'Proveedor',
      'Cliente',
      'Sexo',
      'Teléfono',
      'Estado',
      'Informes creados',
      'Fecha de creación',
    ]);
    const list = await api.get(`${BASE}?search=${RUN}&sortBy=usuario&sortOrder=ASC&limit=100`, { token: admin });
    assert.deepEqual(
      rows.slice(1).map((r) => Number(r[0])),
      list.body.data.map((u: AdminUsuario) => u.id),
    );
    const line = rows.find((r) => Number(r[0]) === tricky.id);
    assert.ok(line);
    assert.equal(line[3], `'=HYPERLINK("http://x","y") Prueba Coma, "comillas" ${RUN}`);
    assert.equal(line[4], 'Administrador');
    assert.equal(line[9], 'Activo');
    assert.match(line[11], /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.doesNotMatch(res.text, /argon2|password|contraseña|clave-segura/i);
  });
});

describe('POST /admin/usuarios', () => {
  test('creates one user of each tipo; each signs in with its password and gets its rights; audited without the password', async () => {
    for (const [tipo, extra] of [
      [0, {}],
      [1, { proveedor_id: proveedorId }],
      [2, { cliente_id: clienteId }],
    ] as const) {
      const u = await create({ tipo, ...extra });
      assert.equal(u.tipo, tipo);
      assert.equal(u.activo, true);
      assert.deepEqual(
        Object.keys(u)
          .filter((k) => k !== 'password')
          .sort(),
        USER_KEYS,
      );
      const token = await api.login(u.usuario, u.password);
      const session = (await me(token)).body;
      assert.equal(session.tipo, tipo);
      assert.equal(session.proveedor_id, tipo === 1 ? proveedorId : null);
      assert.equal(session.cliente_id, tipo === 2 ? clienteId : null);
      const audit = await lastAudit(u.id);
      assert.equal(audit?.accion, 'CREAR');
      assert.equal(audit?.usuario, 'admin');
      assert.match(audit?.detalles ?? '', new RegExp(`Usuario "${u.usuario}" creado`));
      assert.doesNotMatch(audit?.detalles ?? '', /clave-segura/);
    }
  });

  test('a link that does not match the tipo is not stored; passwords keep their spaces', async () => {
    const u = await create({ tipo: 0, proveedor_id: proveedorId, cliente_id: clienteId, password: '  con espacios  ' });
    assert.equal(u.proveedor_id, null);
    assert.equal(u.cliente_id, null);
    assert.equal(await loginStatus(u.usuario, '  con espacios  '), 200);
    assert.equal(await loginStatus(u.usuario, 'con espacios'), 401);
  });

  test('validation: the spec messages, with the field they are about, and nothing is written', async () => {
    const before = await countRows(t.db, 'usuarios');
    const cases: Array<[Partial<AdminUsuarioInput> | Record<string, unknown>, string, string | undefined]> = [
      [{ usuario: '' }, 'Campos requeridos: usuario, correo, primer nombre, primer apellido', 'usuario'],
      [{ correo: '   ' }, 'Campos requeridos: usuario, correo, primer nombre, primer apellido', 'correo'],
      [{ primer_nombre: null as unknown as string }, 'Campos requeridos: usuario, correo, primer nombre, primer apellido', 'primer_nombre'],
      [{ primer_apellido: undefined }, 'Campos requeridos: usuario, correo, primer nombre, primer apellido', 'primer_apellido'],
      [{ correo: 'no-es-correo' }, 'Correo no válido', undefined],
      [{ tipo: 1 }, 'Proveedor requerido para usuarios de tipo Proveedor', 'proveedor_id'],
      [{ tipo: 2 }, 'Cliente requerido para usuarios de tipo Cliente', 'cliente_id'],
      [{ tipo: 1, proveedor_id: 2_000_000_000 }, 'El proveedor seleccionado no existe', 'proveedor_id'],
      [{ tipo: 2, cliente_id: 2_000_000_000 }, 'El cliente seleccionado no existe', 'cliente_id'],
      [{ tipo: 7 as 0 }, 'Tipo de usuario no válido', undefined],
      [{ tipo: undefined }, 'Tipo de usuario requerido', 'tipo'],
      [{ sexo: 'X' as 'M' }, 'Sexo debe ser M, F u O', undefined],
      [{ usuario: 'u'.repeat(51) }, 'Usuario supera 50 caracteres', undefined],
      [{ password: undefined }, 'Contraseña requerida para nuevos usuarios', 'password'],
      [{ password: '      ' }, 'La contraseña no puede ser solo espacios', 'password'],
      [{ password: 'abc12' }, 'Contraseña debe tener al menos 6 caracteres', 'password'],
      [{ usuario: 'rosa.mejia', password: 'Rosa.Mejía' }, 'La contraseña no puede ser igual al nombre de usuario', 'password'],
      [{ password: 'Password1' }, 'Esa contraseña es de las más usadas y fácil de adivinar; elige otra', 'password'],
    ];
    for (const [extra, message, campo] of cases) {
      const json = { ...body(), ...extra };
      for (const key of Object.keys(extra)) if ((extra as Record<string, unknown>)[key] === undefined) delete (json as Record<string, unknown>)[key];
      const res = await api.post(BASE, { token: admin, json });
      assert.equal(res.status, 400, `${JSON.stringify(extra)} → ${res.text}`);
      assert.equal(res.body.message, message, JSON.stringify(extra));
      assert.equal(res.body.campo, campo, JSON.stringify(extra));
    }
    assert.equal(await countRows(t.db, 'usuarios'), before);
  });

  test('409 usuario_o_correo_existente (case-insensitive), naming the field that clashes', async () => {
    const u = await create();
    const sameUser = await api.post(BASE, { token: admin, json: body({ usuario: u.usuario.toUpperCase() }) });
    assert.equal(sameUser.status, 409);
    assert.deepEqual(sameUser.body, { error: 'usuario_o_correo_existente', message: 'El usuario o correo ya existe', campo: 'usuario' });
    const sameMail = await api.post(BASE, { token: admin, json: body({ correo: u.correo.toUpperCase() }) });
    assert.equal(sameMail.status, 409);
    assert.deepEqual(sameMail.body, { error: 'usuario_o_correo_existente', message: 'El usuario o correo ya existe', campo: 'correo' });
  });
});

describe('PATCH /admin/usuarios/:id', () => {
  test('edits the given fields, audits what changed; a password in the body is ignored; sessions stay when rights do not change', async () => {
    const u = await create({ tipo: 2, cliente_id: clienteId });
    const token = await api.login(u.usuario, u.password);
    const res = await patch(`${BASE}/${u.id}`, { primer_nombre: 'Beatriz', telefono: '+57 300 000 0000', password: 'otra-clave-9' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.primer_nombre, 'Beatriz');
    assert.equal(res.body.telefono, '+57 300 000 0000');
    assert.equal(res.body.cliente_id, clienteId, 'fields left out keep their value');
    assert.equal(await loginStatus(u.usuario, u.password), 200, 'the password did not change');
    assert.equal((await me(token)).status, 200, 'the session goes on');
    const audit = await lastAudit(u.id);
    assert.equal(audit?.accion, 'ACTUALIZAR');
    assert.match(audit?.detalles ?? '', /nombre "Ana Prueba" → "Beatriz Prueba"/);
    assert.match(audit?.detalles ?? '', /teléfono \(vacío\) → "\+57 300 000 0000"/);
    assert.doesNotMatch(audit?.detalles ?? '', /otra-clave|sesi/);
  });

  test("a new tipo or a new provider/client link ends the user's sessions at once", async () => {
    const otherProveedor = (await t.db.selectFrom('proveedores').select('id').where('id', '!=', proveedorId).orderBy('id').executeTakeFirstOrThrow())
      .id;
    const u = await create({ tipo: 1, proveedor_id: proveedorId });
    const [a, b] = [await api.login(u.usuario, u.password), await api.login(u.usuario, u.password)];
    const relinked = await patch(`${BASE}/${u.id}`, { proveedor_id: otherProveedor });
    assert.equal(relinked.status, 200);
    for (const token of [a, b]) assert.deepEqual((await me(token)).body, INVALID_SESSION);
    assert.match((await lastAudit(u.id))?.detalles ?? '', /2 sesiones cerradas/);

    const c = await api.login(u.usuario, u.password);
    const retyped = await patch(`${BASE}/${u.id}`, { tipo: 2, cliente_id: clienteId });
    assert.equal(retyped.status, 200);
    assert.equal(retyped.body.proveedor_id, null, 'the provider link goes with the old tipo');
    assert.equal(retyped.body.cliente_id, clienteId);
    assert.equal((await me(c)).status, 401);
    const fresh = await api.login(u.usuario, u.password);
    assert.equal((await me(fresh)).body.tipo, 2);
  });

  test('validation on the merged record: explicit null of a required field, a tipo without its link; 404; 409', async () => {
    const u = await create();
    const other = await create();
    const required = await patch(`${BASE}/${u.id}`, { correo: '' });
    assert.deepEqual(required.body, {
      error: 'validacion',
      message: 'Campos requeridos: usuario, correo, primer nombre, primer apellido',
      campo: 'correo',
    });
    const noLink = await patch(`${BASE}/${u.id}`, { tipo: 1 });
    assert.equal(noLink.status, 400);
    assert.equal(noLink.body.message, 'Proveedor requerido para usuarios de tipo Proveedor');
    const clash = await patch(`${BASE}/${u.id}`, { correo: other.correo });
    assert.equal(clash.status, 409);
    assert.equal(clash.body.campo, 'correo');
    const missing = await patch(`${BASE}/2000000000`, { primer_nombre: 'X' });
    assert.deepEqual(missing.body, { error: 'no_encontrado', message: 'Usuario no encontrado' });
    assert.equal((await patch(`${BASE}/abc`, {})).status, 400);
  });

  test('an administrator cannot change their own tipo (other fields of their own account, yes)', async () => {
    const res = await patch(`${BASE}/${adminId}`, { tipo: 1, proveedor_id: proveedorId });
    assert.equal(res.status, 409);
    assert.deepEqual(res.body, { error: 'propio_usuario', message: 'No puedes cambiar tu propio tipo de usuario' });
    const own = await patch(`${BASE}/${adminId}`, { telefono: '+57 310 555 0101' });
    assert.equal(own.status, 200);
    assert.equal((await me(admin)).body.tipo, 0);
  });
});

describe('PATCH /admin/usuarios/:id/toggle-status', () => {
  test('deactivating ends every session; the login then answers like wrong credentials; activating lets them back', async () => {
    const u = await create({ tipo: 1, proveedor_id: proveedorId });
    const token = await api.login(u.usuario, u.password);
    const off = await api.patch(`${BASE}/${u.id}/toggle-status`, { token: admin });
    assert.equal(off.status, 200, off.text);
    assert.equal(off.body.activo, false);
    assert.deepEqual((await me(token)).body, INVALID_SESSION);
    const login = await api.post('/api/v1/auth/login', { json: { usuario: u.usuario, password: u.password } });
    assert.equal(login.status, 401);
    assert.deepEqual(login.body, WRONG_CREDENTIALS);
    assert.match((await lastAudit(u.id))?.detalles ?? '', new RegExp(`Usuario "${u.usuario}" desactivado; 1 sesión cerrada`));

    // The screen sends the state it wants: asking again for "inactive" changes nothing.
    const again = await patch(`${BASE}/${u.id}/toggle-status`, { activo: false });
    assert.equal(again.body.activo, false);
    const on = await patch(`${BASE}/${u.id}/toggle-status`, { activo: true });
    assert.equal(on.body.activo, true);
    assert.equal(await loginStatus(u.usuario, u.password), 200);
  });

  test('an administrator cannot deactivate themselves; 404 for an unknown user', async () => {
    const res = await api.patch(`${BASE}/${adminId}/toggle-status`, { token: admin });
    assert.equal(res.status, 409);
    assert.deepEqual(res.body, { error: 'propio_usuario', message: 'No puedes desactivar tu propio usuario' });
    assert.equal((await me(admin)).status, 200);
    assert.equal((await api.patch(`${BASE}/2000000000/toggle-status`, { token: admin })).status, 404);
  });
});

describe('POST /admin/usuarios/:id/reset-password', () => {
  test('short or missing: "Contraseña debe tener al menos 6 caracteres"; only spaces: its own message', async () => {
    const u = await create();
    for (const password of ['abc', '', undefined]) {
      const res = await api.post(`${BASE}/${u.id}/reset-password`, { token: admin, json: password === undefined ? {} : { password } });
      assert.equal(res.status, 400, String(password));
      assert.equal(res.body.message, 'Contraseña debe tener al menos 6 caracteres');
    }
    const blank = await api.post(`${BASE}/${u.id}/reset-password`, { token: admin, json: { password: '      ' } });
    assert.equal(blank.body.message, 'La contraseña no puede ser solo espacios');
    assert.equal(await loginStatus(u.usuario, u.password), 200);
  });

  test('the new password works, the old one fails, old tokens are 401; audited without the password', async () => {
    const u = await create({ tipo: 2, cliente_id: clienteId });
    const token = await api.login(u.usuario, u.password);
    const res = await api.post(`${BASE}/${u.id}/reset-password`, { token: admin, json: { password: 'nueva-clave-77' } });
    assert.deepEqual(res.body, { ok: true, message: 'Contraseña actualizada' });
    assert.deepEqual((await me(token)).body, INVALID_SESSION);
    assert.equal(await loginStatus(u.usuario, u.password), 401);
    assert.equal(await loginStatus(u.usuario, 'nueva-clave-77'), 200);
    const audit = await lastAudit(u.id);
    assert.match(audit?.detalles ?? '', /Contraseña del usuario ".*" restablecida; 1 sesión cerrada/);
    assert.doesNotMatch(audit?.detalles ?? '', /nueva-clave/);
  });

  test("resetting one's own password keeps the session in use, ends the others", async () => {
    const own = await create();
    const mine = await api.login(own.usuario, own.password);
    const other = await api.login(own.usuario, own.password);
    const res = await api.post(`${BASE}/${own.id}/reset-password`, { token: mine, json: { password: 'propia-nueva-1' } });
    assert.equal(res.status, 200);
    assert.equal((await me(mine)).status, 200);
    assert.equal((await me(other)).status, 401);
  });
});

describe('DELETE /admin/usuarios/:id', () => {
  test('deletes the user and their sessions; their reports stay, without author; audited with the count', async () => {
    const u = await create({ tipo: 1, proveedor_id: proveedorId });
    const token = await api.login(u.usuario, u.password);
    const informe = await t.db.selectFrom('informes').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('informes').set({ creado_por: u.id }).where('id', '=', informe.id).execute();
    const listed = (await api.get(`${BASE}?search=${u.usuario}`, { token: admin })).body.data[0] as AdminUsuario;
    assert.equal(listed.informes_creados, 1);

    const res = await del(`${BASE}/${u.id}`);
    assert.deepEqual(res.body, { ok: true, message: 'Usuario eliminado' });
    assert.equal((await me(token)).status, 401);
    assert.equal(await loginStatus(u.usuario, u.password), 401);
    const kept = await t.db.selectFrom('informes').select(['id', 'creado_por']).where('id', '=', informe.id).executeTakeFirst();
    assert.deepEqual(kept, { id: informe.id, creado_por: null });
    const audit = await lastAudit(u.id);
    assert.equal(audit?.accion, 'ELIMINAR');
    assert.equal(audit?.detalles, `Usuario "${u.usuario}" eliminado; 1 informe conservado sin autor`);
    assert.equal((await del(`${BASE}/${u.id}`)).status, 404);
  });

  test('an administrator cannot delete themselves', async () => {
    const res = await del(`${BASE}/${adminId}`);
    assert.equal(res.status, 409);
    assert.deepEqual(res.body, { error: 'propio_usuario', message: 'No puedes eliminar tu propio usuario' });
  });
});

describe('the last active administrator', () => {
  const activeAdmins = async () =>
    (
      await t.db
        .selectFrom('usuarios')
        .select(sql<number>`count(*)`.as('n'))
        .where('tipo', '=', 0)
        .where('activo', '=', true)
        .executeTakeFirstOrThrow()
    ).n;

  test('two administrators deactivating each other at once: one wins, the other is refused, one stays active', async () => {
    // Only the demo admin and two new ones are active administrators from here on.
    const a = await create({ tipo: 0 });
    const b = await create({ tipo: 0 });
    const others = await t.db.selectFrom('usuarios').select('id').where('tipo', '=', 0).where('id', 'not in', [a.id, b.id]).execute();
    await t.db
      .updateTable('usuarios')
      .set({ activo: false })
      .where(
        'id',
        'in',
        others.map((o) => o.id),
      )
      .execute();
    const [ta, tb] = [await api.login(a.usuario, a.password), await api.login(b.usuario, b.password)];

    const race = () =>
      Promise.all([
        api.patch(`${BASE}/${b.id}/toggle-status`, { token: ta, json: { activo: false } }),
        api.patch(`${BASE}/${a.id}/toggle-status`, { token: tb, json: { activo: false } }),
      ]);
    let results;
    if (usingPostgres()) {
      // Hold the administrators' rows until both requests wait for them inside their transactions.
      let pending: ReturnType<typeof race> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('usuarios').select('id').where('tipo', '=', 0).where('activo', '=', true).forUpdate().execute();
        pending = race();
        await waitFor(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_locks where not granted`.execute(t.db)).rows[0].n >= 2);
      });
      results = await pending!;
    } else {
      results = await race();
    }
    const statuses = results.map((r) => r.status).sort();
    assert.equal(statuses[0], 200, JSON.stringify(results.map((r) => r.body)));
    const loser = results.find((r) => r.status !== 200);
    assert.ok(loser);
    if (loser.status === 409) {
      assert.deepEqual(loser.body, { error: 'ultimo_administrador', message: 'No se puede desactivar al último administrador activo' });
    } else {
      // Embedded database: the loser's session may already be gone when its request is authenticated.
      assert.deepEqual(loser.body, INVALID_SESSION);
    }
    if (usingPostgres()) assert.equal(loser.status, 409, 'with the rows held, the second one sees itself as the last one');
    assert.equal(await activeAdmins(), 1);

    // Put the demo administrators back for the other files' habits.
    await t.db
      .updateTable('usuarios')
      .set({ activo: true })
      .where('id', 'in', [a.id, b.id, ...others.map((o) => o.id)])
      .execute();
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condición no alcanzada');
    await new Promise((r) => setTimeout(r, 20));
  }
}

contractSuite('usuarios', async (ctx) => {
  const usuarioBody = () => {
    const u = `contrato${ctx.n()}`;
    return {
      usuario: u,
      correo: `${u}@example.com`,
      primer_nombre: 'Ana',
      primer_apellido: 'Ríos',
      tipo: 0,
      password: 'Una clave bastante larga 2024',
    };
  };
  const nuevoUsuario = async () => (await ctx.ok<{ id: number }>('POST', '/admin/usuarios', ctx.admin(), usuarioBody())).id;
  const usuarioU = await nuevoUsuario();
  return {
    cases: [
      { op: 'getCurrentUser', call: () => ({ path: '/usuarios/me' }), expect: SIGNED_IN },
      { op: 'listUsers', call: () => ({ path: '/admin/usuarios' }), expect: ADMIN_ONLY(200) },
      { op: 'createUser', call: () => ({ path: '/admin/usuarios', json: usuarioBody() }), expect: ADMIN_ONLY(201) },
      { op: 'getUserStats', call: () => ({ path: '/admin/usuarios/stats' }), expect: ADMIN_ONLY(200) },
      { op: 'exportUsers', call: () => ({ path: '/admin/usuarios/export' }), expect: ADMIN_ONLY(200) },
      { op: 'updateUser', call: () => ({ path: `/admin/usuarios/${usuarioU}`, json: { primer_nombre: 'Beatriz' } }), expect: ADMIN_ONLY(200) },
      {
        op: 'deleteUser',
        call: async (role) => ({ path: `/admin/usuarios/${role === 'administrador' ? await nuevoUsuario() : usuarioU}` }),
        expect: ADMIN_ONLY(200),
      },
      {
        op: 'setUserActive',
        call: async (role) => ({
          path: `/admin/usuarios/${role === 'administrador' ? await nuevoUsuario() : usuarioU}/toggle-status`,
          json: { activo: false },
        }),
        expect: ADMIN_ONLY(200),
      },
      { op: 'unlockUser', call: () => ({ path: `/admin/usuarios/${usuarioU}/desbloquear` }), expect: ADMIN_ONLY(200) },
      {
        op: 'resetUserPassword',
        call: () => ({ path: `/admin/usuarios/${usuarioU}/reset-password`, json: { password: 'Otra clave bastante larga 2025' } }),
        expect: ADMIN_ONLY(200),
      },
    ],
    invalid: [{ of: 'getCurrentUser', call: () => ({ path: '/usuarios/me', token: 'no-es-un-token' }), status: 401 }],
  };
});
