import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { client } from './helpers/http';
import type { Proveedor } from 'shared/contracts';
import { countRows, lastAuditOf } from './helpers/catalog';
import { startTestApp, type TestApp } from './helpers/test-app';
import { nuevoProveedor } from './helpers/contract-fixtures';
import { ADMIN_ONLY, contractSuite } from './helpers/contract-suite';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let cliente: string;
let ownId: number;
let antioquia: { id: number; nombre: string };

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
  [admin, proveedor, cliente] = await Promise.all([api.loginAdmin(), api.loginProveedor(), api.loginCliente()]);
  ownId = (await api.get('/api/v1/usuarios/me', { token: proveedor })).body.proveedor_id;
  antioquia = await t.db.selectFrom('provincias').select(['id', 'nombre']).where('codigo_dane', '=', '05').executeTakeFirstOrThrow();
});
after(async () => t?.close());

const BASE = '/api/v1/proveedores';
const del = (path: string, token = admin) => api.request('DELETE', path, { token });

async function create(json: Record<string, unknown>): Promise<Proveedor> {
  const res = await api.post(BASE, { token: admin, json });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

const lastAudit = (registroId: number) => lastAuditOf(t.db, 'proveedores', registroId);

const count = (table: 'proveedores' | 'auditoria') => countRows(t.db, table);

describe('access', () => {
  test('401 without a token; a client user gets 403 on every call', async () => {
    for (const [method, path] of [
      ['GET', BASE],
      ['POST', BASE],
      ['PATCH', `${BASE}/1`],
      ['DELETE', `${BASE}/1`],
    ] as const) {
      const json = method === 'POST' || method === 'PATCH' ? { json: { nombre: 'x' } } : {};
      const anon = await api.request(method, path, json);
      assert.equal(anon.status, 401, `${method} ${path}`);
      const cli = await api.request(method, path, { ...json, token: cliente });
      assert.equal(cli.status, 403, `${method} ${path}`);
      assert.equal(cli.body.error, 'sin_permiso');
    }
  });

  test('a provider user cannot create or delete providers (403)', async () => {
    const before = await count('proveedores');
    assert.equal((await api.post(BASE, { token: proveedor, json: { nombre: 'Nuevo por proveedor' } })).status, 403);
    assert.equal((await del(`${BASE}/${ownId}`, proveedor)).status, 403);
    assert.equal(await count('proveedores'), before);
  });
});

describe('GET /proveedores', () => {
  test('admin: an array of every provider in name order, with the province name', async () => {
    const res = await api.get(BASE, { token: admin });
    assert.equal(res.status, 200);
    assert.ok(Array.isArray(res.body));
    assert.equal(res.body.length, await count('proveedores'));
    const names = res.body.map((p: Proveedor) => p.nombre);
    assert.deepEqual(names, [...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
    const own = res.body.find((p: Proveedor) => p.id === ownId);
    assert.deepEqual(Object.keys(own).sort(), [
      'ciudad',
      'correo',
      'direccion',
      'director',
      'id',
      'nombre',
      'provincia_id',
      'provincia_nombre',
      'sexo',
      'telefono',
      'usuario',
    ]);
    const prov = await t.db.selectFrom('provincias').select('nombre').where('id', '=', own.provincia_id).executeTakeFirstOrThrow();
    assert.equal(own.provincia_nombre, prov.nombre);
  });

  test('search (any case) over name, director, city and email', async () => {
    const p = await create({ nombre: 'Zqvallas Del Norte', director: 'Zqdirector Pérez', ciudad: 'Zqciudad', correo: 'zqcorreo@ejemplo.co' });
    for (const term of ['zqvallas', 'ZQDIRECTOR', 'zqciudad', 'zqcorreo@']) {
      const res = await api.get(`${BASE}?search=${encodeURIComponent(term)}`, { token: admin });
      assert.deepEqual(
        res.body.map((x: Proveedor) => x.id),
        [p.id],
        term,
      );
    }
    assert.deepEqual((await api.get(`${BASE}?search=nadie-coincide`, { token: admin })).body, []);
  });

  test('provider user: only its own record, whatever it searches', async () => {
    const res = await api.get(BASE, { token: proveedor });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.map((p: Proveedor) => p.id),
      [ownId],
    );
    const other = await t.db.selectFrom('proveedores').select('nombre').where('id', '!=', ownId).executeTakeFirstOrThrow();
    assert.deepEqual((await api.get(`${BASE}?search=${encodeURIComponent(other.nombre)}`, { token: proveedor })).body, []);
  });
});

describe('POST /proveedores', () => {
  test('creates (201): trimmed, empty strings → null, province name resolved, audited', async () => {
    const res = await api.post(BASE, {
      token: admin,
      json: {
        nombre: '  Vallas del Oriente S.A.S.  ',
        telefono: ' +57 604 000 0000 ',
        direccion: '',
        ciudad: 'Rionegro',
        provincia_id: antioquia.id,
        director: 'Ana María Gómez',
        correo: 'contacto@vallasoriente.co',
        usuario: '',
        sexo: 'Femenino',
      },
    });
    assert.equal(res.status, 201);
    assert.deepEqual(
      { ...res.body, id: 0 },
      {
        id: 0,
        nombre: 'Vallas del Oriente S.A.S.',
        telefono: '+57 604 000 0000',
        direccion: null,
        ciudad: 'Rionegro',
        provincia_id: antioquia.id,
        provincia_nombre: antioquia.nombre,
        director: 'Ana María Gómez',
        correo: 'contacto@vallasoriente.co',
        usuario: null,
        sexo: 'Femenino',
      },
    );
    const audit = await lastAudit(res.body.id);
    assert.equal(audit?.accion, 'CREAR');
    assert.equal(
      audit?.detalles,
      `Proveedor "Vallas del Oriente S.A.S." creado: teléfono "+57 604 000 0000"; ciudad "Rionegro"; provincia "${antioquia.nombre}"; director "Ana María Gómez"; correo "contacto@vallasoriente.co"; sexo "Femenino"`,
    );
  });

  test('only nombre is required', async () => {
    const p = await create({ nombre: 'Solo nombre' });
    assert.equal(p.telefono, null);
    assert.equal(p.provincia_nombre, null);
    assert.equal(p.sexo, null);
  });

  test('validation messages; nothing is written', async () => {
    const before = await count('proveedores');
    const audits = await count('auditoria');
    const cases: Array<[unknown, string, string]> = [
      [{}, 'validacion', 'Nombre requerido'],
      [{ nombre: '   ' }, 'validacion', 'Nombre requerido'],
      [{ nombre: null }, 'validacion', 'Nombre requerido'],
      [{ nombre: 'x'.repeat(151) }, 'validacion', 'Nombre supera 150 caracteres'],
      [{ nombre: 'Ok', correo: 'no-es-correo' }, 'validacion', 'Correo no válido'],
      [{ nombre: 'Ok', correo: 'a@b' }, 'validacion', 'Correo no válido'],
      [{ nombre: 'Ok', correo: 42 }, 'validacion', 'Correo no válido'],
      [{ nombre: 'Ok', sexo: 'M' }, 'validacion', 'Sexo debe ser Masculino, Femenino u Otro'],
      [{ nombre: 'Ok', telefono: '1'.repeat(31) }, 'validacion', 'Teléfono supera 30 caracteres'],
      [{ nombre: 'Ok', provincia_id: 99999 }, 'provincia_inexistente', 'La provincia seleccionada no existe'],
      [{ nombre: 'Ok', provincia_id: 'cinco' }, 'validacion', 'La provincia debe ser un número entero'],
    ];
    for (const [json, error, message] of cases) {
      const res = await api.post(BASE, { token: admin, json });
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.deepEqual(res.body, { error, message }, JSON.stringify(json));
    }
    for (const raw of ['{"nombre"', '[1]', 'null']) assert.equal((await api.post(BASE, { token: admin, raw })).status, 400, raw);
    assert.equal(await count('proveedores'), before);
    assert.equal(await count('auditoria'), audits);
  });
});

describe('PATCH /proveedores/:id', () => {
  test('admin: only the fields sent change; the audit lists them', async () => {
    const p = await create({ nombre: 'Parcial', telefono: '111', ciudad: 'Cali', director: 'Juan Pérez' });
    const res = await api.patch(`${BASE}/${p.id}`, { token: admin, json: { telefono: '222', ciudad: '', provincia_id: antioquia.id } });
    assert.equal(res.status, 200);
    assert.equal(res.body.telefono, '222');
    assert.equal(res.body.ciudad, null);
    assert.equal(res.body.director, 'Juan Pérez');
    assert.equal(res.body.nombre, 'Parcial');
    assert.equal(res.body.provincia_nombre, antioquia.nombre);
    assert.equal(
      (await lastAudit(p.id))?.detalles,
      `Proveedor "Parcial" actualizado: teléfono "111" → "222"; ciudad "Cali" → (vacío); provincia (vacío) → "${antioquia.nombre}"`,
    );
  });

  test('provider user: its own record 200; another provider 403 and unchanged', async () => {
    const own = await api.patch(`${BASE}/${ownId}`, { token: proveedor, json: { telefono: '+57 300 000 0001' } });
    assert.equal(own.status, 200);
    assert.equal(own.body.telefono, '+57 300 000 0001');
    assert.equal((await lastAudit(ownId))?.usuario, 'proveedor');

    const other = await create({ nombre: 'Ajeno', telefono: '999' });
    const res = await api.patch(`${BASE}/${other.id}`, { token: proveedor, json: { telefono: '000' } });
    assert.equal(res.status, 403);
    assert.equal(res.body.error, 'sin_permiso');
    assert.equal((await t.db.selectFrom('proveedores').select('telefono').where('id', '=', other.id).executeTakeFirstOrThrow()).telefono, '999');
  });

  test('validation and unknown id', async () => {
    const p = await create({ nombre: 'Validar patch' });
    assert.deepEqual((await api.patch(`${BASE}/${p.id}`, { token: admin, json: { nombre: '' } })).body, {
      error: 'validacion',
      message: 'Nombre requerido',
    });
    assert.deepEqual((await api.patch(`${BASE}/${p.id}`, { token: admin, json: { correo: 'x@' } })).body, {
      error: 'validacion',
      message: 'Correo no válido',
    });
    assert.equal((await api.patch(`${BASE}/${p.id}`, { token: admin, json: { provincia_id: 99999 } })).body.error, 'provincia_inexistente');
    const unknown = await api.patch(`${BASE}/99999999`, { token: admin, json: { telefono: '1' } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { error: 'no_encontrado', message: 'Proveedor no encontrado' });
    assert.equal((await api.patch(`${BASE}/abc`, { token: admin, json: {} })).status, 400);
  });
});

describe('DELETE /proveedores/:id', () => {
  test('a provider with leaders, assignments, reports and users is 409 proveedor_en_uso with the counts', async () => {
    const c = async (table: 'jefes_equipo' | 'asignaciones' | 'informes' | 'usuarios') =>
      (
        await t.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .where('proveedor_id', '=', ownId)
          .executeTakeFirstOrThrow()
      ).n;
    const [jefes, asignaciones, informes, usuarios] = [await c('jefes_equipo'), await c('asignaciones'), await c('informes'), await c('usuarios')];
    assert.ok(jefes > 1 && asignaciones > 1 && informes > 1 && usuarios === 1, 'demo data shape');
    const res = await del(`${BASE}/${ownId}`);
    assert.equal(res.status, 409);
    assert.deepEqual(res.body, {
      error: 'proveedor_en_uso',
      message: `No se puede eliminar el proveedor: tiene ${jefes} jefes de equipo, ${asignaciones} asignaciones, ${informes} informes y 1 usuario asociados`,
    });
    assert.ok(await t.db.selectFrom('proveedores').select('id').where('id', '=', ownId).executeTakeFirst());
  });

  test('only a team leader blocks: the message still names every count', async () => {
    const p = await create({ nombre: 'Con un jefe' });
    await api.post('/api/v1/jefes-equipo', { token: admin, json: { nombres: 'Único', proveedor_id: p.id } });
    const res = await del(`${BASE}/${p.id}`);
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'No se puede eliminar el proveedor: tiene 1 jefe de equipo, 0 asignaciones y 0 informes asociados');
  });

  test('an unreferenced provider is deleted and audited; unknown id 404', async () => {
    const p = await create({ nombre: 'Sin uso' });
    const res = await del(`${BASE}/${p.id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { ok: true, message: 'Proveedor eliminado' });
    const audit = await lastAudit(p.id);
    assert.equal(audit?.accion, 'ELIMINAR');
    assert.equal(audit?.detalles, 'Proveedor "Sin uso" eliminado');
    assert.equal((await del(`${BASE}/${p.id}`)).status, 404);
  });
});

contractSuite('proveedores', (ctx) => ({
  cases: [
    { op: 'listProviders', call: () => ({ path: '/proveedores' }), expect: [401, 403, 200, 200] },
    { op: 'createProvider', call: () => ({ path: '/proveedores', json: { nombre: `Proveedor ${ctx.n()}` } }), expect: ADMIN_ONLY(201) },
    {
      op: 'updateProvider',
      call: () => ({ path: `/proveedores/${ctx.refs.ownProveedor}`, json: { direccion: 'Calle 10 # 20-30' } }),
      expect: [401, 403, 200, 200],
    },
    {
      op: 'deleteProvider',
      call: async (role) => ({ path: `/proveedores/${role === 'administrador' ? await nuevoProveedor(ctx) : ctx.refs.otherProveedor}` }),
      expect: ADMIN_ONLY(200),
    },
  ],
}));
