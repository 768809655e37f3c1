import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { client } from './helpers/http';
import { countRows, lastAuditOf } from './helpers/catalog';
import { startTestApp, type TestApp } from './helpers/test-app';
import { nuevoCliente } from './helpers/contract-fixtures';
import { ADMIN_ONLY, contractSuite } from './helpers/contract-suite';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let cliente: string;
let valle: { id: number; nombre: string };

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
  [admin, proveedor, cliente] = await Promise.all([api.loginAdmin(), api.loginProveedor(), api.loginCliente()]);
  valle = await t.db.selectFrom('provincias').select(['id', 'nombre']).where('codigo_dane', '=', '76').executeTakeFirstOrThrow();
});
after(async () => t?.close());

const BASE = '/api/v1/clientes';
const del = (path: string, token = admin) => api.request('DELETE', path, { token });
const DUPLICATE = { error: 'razon_social_existente', message: 'Ya existe un cliente con esa razón social', campo: 'razon_social' };

type Cliente = Record<string, unknown> & { id: number; razon_social: string; nombre: string; provincia: string | null };

async function create(json: Record<string, unknown>): Promise<Cliente> {
  const res = await api.post(BASE, { token: admin, json });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

const lastAudit = (registroId: number) => lastAuditOf(t.db, 'clientes', registroId);

const count = (table: 'clientes' | 'auditoria') => countRows(t.db, table);

describe('access', () => {
  test('401 without a token; provider and client users get 403 on every call', async () => {
    for (const [method, path] of [
      ['GET', BASE],
      ['POST', BASE],
      ['PATCH', `${BASE}/1`],
      ['DELETE', `${BASE}/1`],
    ] as const) {
      const json = method === 'POST' || method === 'PATCH' ? { json: { razon_social: 'x' } } : {};
      assert.equal((await api.request(method, path, json)).status, 401, `${method} ${path}`);
      for (const token of [proveedor, cliente]) {
        const res = await api.request(method, path, { ...json, token });
        assert.equal(res.status, 403, `${method} ${path}`);
        assert.equal(res.body.error, 'sin_permiso');
      }
    }
  });
});

describe('GET /clientes', () => {
  test('an array of every client by razón social, with province name and nombre = razón social', async () => {
    const res = await api.get(BASE, { token: admin });
    assert.equal(res.status, 200);
    assert.equal(res.body.length, await count('clientes'));
    const names = res.body.map((c: Cliente) => c.razon_social);
    assert.deepEqual(names, [...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
    for (const c of res.body as Cliente[]) assert.equal(c.nombre, c.razon_social);
    assert.deepEqual(Object.keys(res.body[0]).sort(), [
      'apellidos_representante',
      'ciudad',
      'correo',
      'direccion',
      'id',
      'nif',
      'nombre',
      'nombres_representante',
      'provincia',
      'provincia_id',
      'razon_social',
      'sexo',
      'telefono',
      'usuario',
    ]);
    const first = res.body[0] as Cliente;
    const prov = await t.db
      .selectFrom('provincias')
      .select('nombre')
      .where('id', '=', first.provincia_id as number)
      .executeTakeFirstOrThrow();
    assert.equal(first.provincia, prov.nombre);
  });

  test('search (any case) over razón social, NIF, representative, city and email', async () => {
    const c = await create({
      razon_social: 'Zqalimentos S.A.S.',
      nif: '900.777.zq1-1',
      nombres_representante: 'Zqrepre',
      apellidos_representante: 'Zqapellido',
      ciudad: 'Zqcity',
      correo: 'zqmail@ejemplo.co',
    });
    for (const term of ['ZQALIMENTOS', '777.zq1', 'zqrepre', 'zqapellido', 'zqcity', 'zqmail@']) {
      assert.deepEqual(
        (await api.get(`${BASE}?search=${encodeURIComponent(term)}`, { token: admin })).body.map((x: Cliente) => x.id),
        [c.id],
        term,
      );
    }
    assert.deepEqual((await api.get(`${BASE}?search=nadie-coincide`, { token: admin })).body, []);
  });
});

describe('POST /clientes', () => {
  test('creates (201): trimmed, empty strings → null, provincia name, audited', async () => {
    const res = await api.post(BASE, {
      token: admin,
      json: {
        razon_social: '  Lácteos del Valle S.A.  ',
        direccion: 'Calle 5 # 10-20',
        ciudad: 'Cali',
        provincia_id: valle.id,
        telefono: '',
        nif: '800.111.222-3',
        nombres_representante: 'Pedro',
        apellidos_representante: 'Salas',
        correo: 'ventas@lacteosvalle.co',
        usuario: '   ',
        sexo: 'Masculino',
      },
    });
    assert.equal(res.status, 201);
    assert.deepEqual(
      { ...res.body, id: 0 },
      {
        id: 0,
        razon_social: 'Lácteos del Valle S.A.',
        direccion: 'Calle 5 # 10-20',
        ciudad: 'Cali',
        provincia_id: valle.id,
        provincia: valle.nombre,
        telefono: null,
        nif: '800.111.222-3',
        nombres_representante: 'Pedro',
        apellidos_representante: 'Salas',
        correo: 'ventas@lacteosvalle.co',
        usuario: null,
        sexo: 'Masculino',
        nombre: 'Lácteos del Valle S.A.',
      },
    );
    const audit = await lastAudit(res.body.id);
    assert.equal(audit?.accion, 'CREAR');
    assert.match(
      audit?.detalles ?? '',
      /^Cliente "Lácteos del Valle S\.A\." creado: NIF "800\.111\.222-3"; dirección "Calle 5 # 10-20"; ciudad "Cali"; provincia "/,
    );
  });

  test('a razón social that exists in any case or with surrounding spaces is 409 razon_social_existente', async () => {
    await create({ razon_social: 'Duplicada Zq S.A.S.' });
    const before = await count('clientes');
    const audits = await count('auditoria');
    for (const razon_social of ['Duplicada Zq S.A.S.', 'DUPLICADA ZQ S.A.S.', '  duplicada zq s.a.s.  ']) {
      const res = await api.post(BASE, { token: admin, json: { razon_social } });
      assert.equal(res.status, 409, razon_social);
      assert.deepEqual(res.body, DUPLICATE);
    }
    assert.equal(await count('clientes'), before);
    assert.equal(await count('auditoria'), audits, 'the audit row rolled back with the insert');
  });

  test('validation messages', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{}, 'validacion', 'Razón social es requerida'],
      [{ razon_social: '   ' }, 'validacion', 'Razón social es requerida'],
      [{ razon_social: null }, 'validacion', 'Razón social es requerida'],
      [{ razon_social: 'x'.repeat(201) }, 'validacion', 'Razón social supera 200 caracteres'],
      [{ razon_social: 'Ok', correo: 'sin-arroba' }, 'validacion', 'Correo no válido'],
      [{ razon_social: 'Ok', sexo: 'F' }, 'validacion', 'Sexo debe ser Masculino, Femenino u Otro'],
      [{ razon_social: 'Ok', nif: 'x'.repeat(31) }, 'validacion', 'NIF supera 30 caracteres'],
      [{ razon_social: 'Ok', provincia_id: 99999 }, 'provincia_inexistente', 'La provincia seleccionada no existe'],
    ];
    const before = await count('clientes');
    for (const [json, error, message] of cases) {
      const res = await api.post(BASE, { token: admin, json });
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.deepEqual(res.body, { error, message }, JSON.stringify(json));
    }
    for (const raw of ['{', '[]', '"texto"']) assert.equal((await api.post(BASE, { token: admin, raw })).status, 400, raw);
    assert.equal(await count('clientes'), before);
  });
});

describe('PATCH /clientes/:id', () => {
  test('only the fields sent change; the audit lists them', async () => {
    const c = await create({ razon_social: 'Patch Zq Ltda.', telefono: '123', ciudad: 'Pasto' });
    const res = await api.patch(`${BASE}/${c.id}`, { token: admin, json: { razon_social: 'Patch Zq Ltda. (renombrada)', telefono: null } });
    assert.equal(res.status, 200);
    assert.equal(res.body.razon_social, 'Patch Zq Ltda. (renombrada)');
    assert.equal(res.body.nombre, 'Patch Zq Ltda. (renombrada)');
    assert.equal(res.body.telefono, null);
    assert.equal(res.body.ciudad, 'Pasto');
    assert.equal(
      (await lastAudit(c.id))?.detalles,
      'Cliente "Patch Zq Ltda." actualizado: razón social "Patch Zq Ltda." → "Patch Zq Ltda. (renombrada)"; teléfono "123" → (vacío)',
    );
  });

  test('renaming onto another client (any case) is 409; keeping its own name in another case is allowed', async () => {
    await create({ razon_social: 'Ocupada Zq S.A.' });
    const c = await create({ razon_social: 'Libre Zq S.A.' });
    const res = await api.patch(`${BASE}/${c.id}`, { token: admin, json: { razon_social: 'ocupada zq s.a.' } });
    assert.equal(res.status, 409);
    assert.deepEqual(res.body, DUPLICATE);
    const same = await api.patch(`${BASE}/${c.id}`, { token: admin, json: { razon_social: 'LIBRE ZQ S.A.' } });
    assert.equal(same.status, 200);
  });

  test('validation and unknown id', async () => {
    const c = await create({ razon_social: 'Validar Zq' });
    assert.deepEqual((await api.patch(`${BASE}/${c.id}`, { token: admin, json: { razon_social: '' } })).body, {
      error: 'validacion',
      message: 'Razón social es requerida',
    });
    assert.deepEqual((await api.patch(`${BASE}/${c.id}`, { token: admin, json: { correo: 'x' } })).body, {
      error: 'validacion',
      message: 'Correo no válido',
    });
    const unknown = await api.patch(`${BASE}/99999999`, { token: admin, json: { ciudad: 'x' } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { error: 'no_encontrado', message: 'Cliente no encontrado' });
  });
});

describe('DELETE /clientes/:id', () => {
  test('a client with assignments, reports and users is 409 cliente_en_uso with the counts', async () => {
    const me = await api.get('/api/v1/usuarios/me', { token: cliente });
    const id = me.body.cliente_id as number;
    const c = async (table: 'asignaciones' | 'informes' | 'usuarios') =>
      (
        await t.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .where('cliente_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n;
    const [asignaciones, informes, usuarios] = [await c('asignaciones'), await c('informes'), await c('usuarios')];
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const res = await del(`${BASE}/${id}`);
    assert.equal(res.status, 409);
    assert.deepEqual(res.body, {
      error: 'cliente_en_uso',
      message: `No se puede eliminar el cliente: tiene ${plural(asignaciones, 'asignación', 'asignaciones')}, ${plural(informes, 'informe', 'informes')} y ${plural(usuarios, 'usuario', 'usuarios')} asociados`,
    });
    assert.ok(usuarios >= 1 && informes >= 1);
    assert.ok(await t.db.selectFrom('clientes').select('id').where('id', '=', id).executeTakeFirst());
  });

  test('an unreferenced client is deleted and audited; again 404', async () => {
    const c = await create({ razon_social: 'Borrar Zq' });
    const res = await del(`${BASE}/${c.id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { ok: true, message: 'Cliente eliminado' });
    const audit = await lastAudit(c.id);
    assert.equal(audit?.accion, 'ELIMINAR');
    assert.equal(audit?.detalles, 'Cliente "Borrar Zq" eliminado');
    assert.equal((await del(`${BASE}/${c.id}`)).status, 404);
    assert.equal((await del(`${BASE}/abc`)).status, 400);
  });
});

contractSuite('clientes', async (ctx) => {
  const clienteC = await nuevoCliente(ctx);
  return {
    cases: [
      { op: 'listClients', call: () => ({ path: '/clientes' }), expect: ADMIN_ONLY(200) },
      { op: 'createClient', call: () => ({ path: '/clientes', json: { razon_social: `Cliente ${ctx.n()}` } }), expect: ADMIN_ONLY(201) },
      { op: 'updateClient', call: () => ({ path: `/clientes/${clienteC}`, json: { direccion: 'Carrera 7 # 1-2' } }), expect: ADMIN_ONLY(200) },
      {
        op: 'deleteClient',
        call: async (role) => ({ path: `/clientes/${role === 'administrador' ? await nuevoCliente(ctx) : clienteC}` }),
        expect: ADMIN_ONLY(200),
      },
    ],
    // The demo client user's client has reports: it cannot go.
    invalid: [{ of: 'deleteClient', call: () => ({ path: `/clientes/${ctx.refs.ownCliente}` }), status: 409 }],
  };
});
