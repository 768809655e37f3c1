import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';
import { contractSuite, SIGNED_IN } from './helpers/contract-suite';

let t: TestApp;
let api: ReturnType<typeof client>;
let tokens: string[];

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
  tokens = await Promise.all([api.loginAdmin(), api.loginProveedor(), api.loginCliente()]);
});
after(async () => t?.close());

const spanish = new Intl.Collator('es', { sensitivity: 'base' });
type Item = { id: number; nombre: string; latitud?: number | null; longitud?: number | null };

describe('provinces', () => {
  test('401 without a token', async () => {
    for (const path of ['/api/v1/provincias', '/api/v1/catalogos/provincias', '/api/v1/catalogos/localidades/1']) {
      const res = await api.get(path);
      assert.equal(res.status, 401, path);
      assert.equal(res.body.error, 'no_autenticado');
    }
  });

  test('GET /provincias and /catalogos/provincias: the 33 DANE departments as {id, nombre}, Spanish order, for every role', async () => {
    const db = await t.db.selectFrom('provincias').select(['id', 'nombre']).execute();
    assert.equal(db.length, 33);
    const expected = [...db].sort((a, b) => spanish.compare(a.nombre, b.nombre));
    for (const token of tokens) {
      for (const path of ['/api/v1/provincias', '/api/v1/catalogos/provincias']) {
        const res = await api.get(path, { token });
        assert.equal(res.status, 200, path);
        assert.deepEqual(res.body, expected, path);
      }
    }
    const names = expected.map((p) => p.nombre);
    assert.ok(names.indexOf('Antioquia') < names.indexOf('Atlántico'));
    assert.ok(names.indexOf('Bogotá, D.C.') < names.indexOf('Bolívar'));
  });
});

describe('GET /catalogos/localidades/:provinceId', () => {
  test("a department's municipalities as {id, nombre, latitud, longitud} in Spanish order (accented initials in place)", async () => {
    const santander = await t.db.selectFrom('provincias').select('id').where('codigo_dane', '=', '54').executeTakeFirstOrThrow(); // Norte de Santander
    const res = await api.get(`/api/v1/catalogos/localidades/${santander.id}`, { token: tokens[2] });
    assert.equal(res.status, 200);
    const db = await t.db
      .selectFrom('localidades')
      .select(['id', 'nombre', 'latitud', 'longitud'])
      .where('provincia_id', '=', santander.id)
      .execute();
    assert.equal(res.body.length, db.length);
    assert.deepEqual(
      res.body,
      [...db].sort((a, b) => spanish.compare(a.nombre, b.nombre) || a.id - b.id),
    );
    const names = res.body.map((l: Item) => l.nombre);
    assert.ok(names.includes('San José de Cúcuta'));
    assert.ok(names.includes('Ábrego'));
    assert.ok(names.indexOf('Ábrego') < names.indexOf('Arboledas'), 'Á sorts with A, not after Z');
    assert.deepEqual(Object.keys(res.body[0]).sort(), ['id', 'latitud', 'longitud', 'nombre']);
    // DANE coordinates (they centre the photo map on the chosen municipality).
    const cucuta = res.body.find((l: Item) => l.nombre === 'San José de Cúcuta')!;
    assert.ok(Math.abs(cucuta.latitud! - 7.89) < 0.1 && Math.abs(cucuta.longitud! + 72.5) < 0.1, JSON.stringify(cucuta));
  });

  test('unknown department is 404; a non-numeric id is 400', async () => {
    const res = await api.get('/api/v1/catalogos/localidades/99999', { token: tokens[0] });
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { error: 'no_encontrado', message: 'Provincia no encontrada' });
    const bad = await api.get('/api/v1/catalogos/localidades/bogota', { token: tokens[0] });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'datos_invalidos');
  });
});

contractSuite('catalogos', ({ refs }) => ({
  cases: [
    { op: 'listCatalogProvinces', call: () => ({ path: '/catalogos/provincias' }), expect: SIGNED_IN },
    { op: 'listLocalities', call: () => ({ path: `/catalogos/localidades/${refs.provincia}` }), expect: SIGNED_IN },
    { op: 'listProvinces', call: () => ({ path: '/provincias' }), expect: SIGNED_IN },
  ],
}));
