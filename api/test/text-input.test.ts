import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { hash } from '@node-rs/argon2';
import { countRows } from './helpers/catalog';
import { cambiarEstado, crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import type { client } from './helpers/http';
import type { TestApp } from './helpers/test-app';
import { REPO_ROOT } from '../src/platform/config';
import type { DB } from '../src/platform/db/schema';

/**
 * Issue 23 (4): one text rule for every string of every body and query (shared/contracts/text-rules.ts, applied by
 * api/src/platform/http/text-input.ts; docs/decisions/text-input.md), over real HTTP, one block per route family:
 * invisible-only text reads like '' (the field's own "requerido" message, or null), lone surrogates and control
 * characters are refused naming the field and nothing is stored, text is stored in NFC, line breaks are kept in
 * multi-line fields only, identifiers refuse invisible characters, passwords refuse NUL and are hashed in NFC.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let refs: InformeRefs;

before(async () => {
  ({ t, api, admin, proveedor, refs } = await startInformesTestApp());
});
after(async () => t?.close());

const RUN = Date.now().toString(36);
const ZW = '\u200b';
/** Zero-width space, BOM, soft hyphen, right-to-left override, word joiner, Hangul filler, plus spaces. */
const INVISIBLE_ONLY = [ZW, `${ZW}${ZW}${ZW}`, ' \ufeff\u00ad ', '\u202e\u2060', '\u3164', '\u00a0\u200c\u200d'];

/** 400 validacion naming the field, as the text rule answers. */
function assertRefused(res: { status: number; body: unknown; text: string }, campo: string, message: RegExp | string): void {
  assert.equal(res.status, 400, res.text);
  const body = res.body as { error: string; message: string; campo?: string };
  assert.equal(body.error, 'validacion', res.text);
  assert.equal(body.campo, campo, res.text);
  if (typeof message === 'string') assert.equal(body.message, message);
  else assert.match(body.message, message);
  assert.match(body.message, new RegExp(`"${campo}"`), 'the message names the field');
}

/** Runs `call` and checks that `table` did not grow. */
async function nothingStored<T>(table: keyof DB, call: () => Promise<T>): Promise<T> {
  const before = await countRows(t.db, table);
  const result = await call();
  assert.equal(await countRows(t.db, table), before, `nothing stored in ${table}`);
  return result;
}

describe('servicios', () => {
  const BASE = '/api/v1/servicios';
  const post = (json: unknown) => api.post(BASE, { token: admin, json });

  test("a name of invisible characters is refused with the service's own message; nothing is stored", async () => {
    for (const nombre of INVISIBLE_ONLY) {
      const res = await nothingStored('servicios', () => post({ nombre, precio: 1 }));
      assert.equal(res.status, 400, JSON.stringify(nombre));
      assert.deepEqual(res.body, { error: 'validacion', message: 'El nombre es obligatorio' }, JSON.stringify(nombre));
    }
  });

  test('lone surrogate, NUL, line break or tab in the name → 400 naming nombre; nothing is stored', async () => {
    const cases: Array<[string, RegExp]> = [
      ['\ud800x', /mal formados/],
      ['x\udfff', /mal formados/],
      ['a\u0000b', /control/],
      ['a\u0007b', /control/],
      ['a\u009bb', /control/],
      ['Uno\nDos', /saltos de línea/],
      ['Uno\r\nDos', /saltos de línea/],
      ['Uno\u2028Dos', /saltos de línea/],
      ['Uno\tDos', /control/],
    ];
    for (const [nombre, message] of cases) {
      assertRefused(await nothingStored('servicios', () => post({ nombre, precio: 1 })), 'nombre', message);
    }
    assertRefused(await nothingStored('servicios', () => post({ nombre: 'ok', precio: 1, categoria: 'a\u0000' })), 'categoria', /control/);
  });

  test('stored in NFC; the description (a <textarea>) keeps its line breaks and tabs; invisible-only optional text is null', async () => {
    const res = await post({ nombre: ` Campan\u0303a ${RUN} `, precio: 1, descripcion: 'Línea 1\r\nLínea 2\n\tdetalle', categoria: ZW });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.nombre, `Campaña ${RUN}`);
    assert.equal(res.body.descripcion, 'Línea 1\nLínea 2\n\tdetalle');
    assert.equal(res.body.categoria, null);
    const row = await t.db
      .selectFrom('servicios')
      .select(['nombre', 'descripcion', 'categoria'])
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { nombre: `Campaña ${RUN}`, descripcion: 'Línea 1\nLínea 2\n\tdetalle', categoria: null });
    const put = await api.request('PUT', `${BASE}/${res.body.id}`, { token: admin, json: { nombre: `x${ZW}`, precio: 1, descripcion: '\u00ad' } });
    assert.equal(put.status, 200, put.text);
    assert.equal(put.body.descripcion, null);
  });

  test('query strings: a decomposed category finds the stored one; invisible-only is no filter; a control character → 400', async () => {
    const categoria = `Señalética ${RUN}`;
    const s = await post({ nombre: `Con categoría ${RUN}`, precio: 1, categoria });
    assert.equal(s.status, 201, s.text);
    const decomposed = await api.get(`${BASE}?categoria=${encodeURIComponent(categoria.normalize('NFD'))}`, { token: admin });
    assert.equal(decomposed.status, 200, decomposed.text);
    assert.deepEqual(
      decomposed.body.servicios.map((x: { id: number }) => x.id),
      [s.body.id],
    );
    const all = await api.get(BASE, { token: admin });
    const invisible = await api.get(`${BASE}?search=${encodeURIComponent(ZW)}&categoria=${encodeURIComponent('\ufeff')}`, { token: admin });
    assert.equal(invisible.status, 200, invisible.text);
    assert.equal(invisible.body.pagination.total, all.body.pagination.total);
    assertRefused(await api.get(`${BASE}?search=a%00b`, { token: admin }), 'search', /control/);
    assertRefused(await api.get(`${BASE}/export?search=a%0Ab`, { token: admin }), 'search', /saltos de línea/);
  });
});

describe('jefes-equipo', () => {
  const post = (json: Record<string, unknown>) =>
    api.post('/api/v1/jefes-equipo', { token: admin, json: { proveedor_id: refs.ownProveedor, ...json } });

  test('invisible-only names → "Nombres requeridos"; control characters → 400 naming the field; NFC stored', async () => {
    for (const nombres of INVISIBLE_ONLY) {
      const res = await nothingStored('jefes_equipo', () => post({ nombres }));
      assert.deepEqual(res.body, { error: 'validacion', message: 'Nombres requeridos' }, JSON.stringify(nombres));
    }
    assertRefused(await nothingStored('jefes_equipo', () => post({ nombres: 'Ana\tMaría' })), 'nombres', /control/);
    assertRefused(await nothingStored('jefes_equipo', () => post({ nombres: 'Ana', apellidos: 'Pe\ud83dz' })), 'apellidos', /mal formados/);
    const ok = await post({ nombres: `Mari\u0301a ${RUN}`, apellidos: `${ZW} ` });
    assert.equal(ok.status, 201, ok.text);
    assert.equal(ok.body.nombres, `María ${RUN}`);
    assert.equal(ok.body.apellidos, null);
  });
});

describe('proveedores', () => {
  const post = (json: Record<string, unknown>) => api.post('/api/v1/proveedores', { token: admin, json });

  test('invisible-only nombre → "Nombre requerido"; usuario and correo refuse invisible characters anywhere', async () => {
    for (const nombre of INVISIBLE_ONLY) {
      const res = await nothingStored('proveedores', () => post({ nombre }));
      assert.deepEqual(res.body, { error: 'validacion', message: 'Nombre requerido' }, JSON.stringify(nombre));
    }
    assertRefused(await nothingStored('proveedores', () => post({ nombre: 'Vallas', usuario: `vallas${ZW}` })), 'usuario', /invisibles/);
    assertRefused(await nothingStored('proveedores', () => post({ nombre: 'Vallas', correo: `ana\u2060@vallas.co` })), 'correo', /invisibles/);
    assertRefused(await nothingStored('proveedores', () => post({ nombre: 'Vallas', usuario: 'va\u00a0llas' })), 'usuario', /espacio normal/);
    const ok = await post({ nombre: `Lonas del Nin\u0303o ${RUN}`, usuario: ZW, correo: '\ufeff', direccion: 'Calle 1\u00ad' });
    assert.equal(ok.status, 201, ok.text);
    assert.equal(ok.body.nombre, `Lonas del Niño ${RUN}`);
    assert.equal(ok.body.usuario, null);
    assert.equal(ok.body.correo, null);
  });
});

describe('clientes', () => {
  const post = (json: Record<string, unknown>) => api.post('/api/v1/clientes', { token: admin, json });

  test('invisible-only razón social → its message; a decomposed twin of an existing one is the same name (409)', async () => {
    for (const razon_social of INVISIBLE_ONLY) {
      const res = await nothingStored('clientes', () => post({ razon_social }));
      assert.deepEqual(res.body, { error: 'validacion', message: 'Razón social es requerida' }, JSON.stringify(razon_social));
    }
    const first = await post({ razon_social: `Compañía Única ${RUN}` });
    assert.equal(first.status, 201, first.text);
    const twin = await nothingStored('clientes', () => post({ razon_social: `Compan\u0303i\u0301a U\u0301nica ${RUN}` }));
    assert.equal(twin.status, 409, twin.text);
    assert.equal(twin.body.campo, 'razon_social');
    assertRefused(await nothingStored('clientes', () => post({ razon_social: 'X', usuario: '\u202eadmin' })), 'usuario', /invisibles/);
    assertRefused(await nothingStored('clientes', () => post({ razon_social: 'X', nif: '900\u0000' })), 'nif', /control/);
    const patch = (json: unknown) => api.patch(`/api/v1/clientes/${first.body.id}`, { token: admin, json });
    assertRefused(await patch({ usuario: `cli${ZW}${RUN}` }), 'usuario', /invisibles/);
    assert.deepEqual((await patch({ razon_social: '\u2060' })).body, { error: 'validacion', message: 'Razón social es requerida' });
    const kept = await t.db.selectFrom('clientes').select(['razon_social', 'usuario']).where('id', '=', first.body.id).executeTakeFirstOrThrow();
    assert.deepEqual(kept, { razon_social: `Compañía Única ${RUN}`, usuario: null }, 'nothing changed');
  });
});

describe('admin-usuarios', () => {
  const BASE = '/api/v1/admin/usuarios';
  const body = (over: Record<string, unknown>) => ({
    usuario: `u${RUN}`,
    correo: `u${RUN}@ejemplo.co`,
    primer_nombre: 'Lucía',
    primer_apellido: 'Prueba',
    tipo: 0,
    password: 'clave-de-campo-7',
    ...over,
  });
  const post = (over: Record<string, unknown>) => api.post(BASE, { token: admin, json: body(over) });

  test('a usuario of zero-width spaces is missing ("Campos requeridos"), never a user; nothing is stored', async () => {
    for (const usuario of INVISIBLE_ONLY) {
      const res = await nothingStored('usuarios', () => post({ usuario }));
      assert.equal(res.status, 400, res.text);
      assert.deepEqual(res.body, {
        error: 'validacion',
        message: 'Campos requeridos: usuario, correo, primer nombre, primer apellido',
        campo: 'usuario',
      });
    }
    const noName = await nothingStored('usuarios', () => post({ usuario: `n${RUN}`, correo: `n${RUN}@ejemplo.co`, primer_nombre: '\u2060' }));
    assert.equal(noName.body.campo, 'primer_nombre');
  });

  test('"ana" and "ana\\u200b" cannot be two users; a lone surrogate is refused, not stored as U+FFFD', async () => {
    const ana = await post({ usuario: `ana${RUN}`, correo: `ana${RUN}@ejemplo.co` });
    assert.equal(ana.status, 201, ana.text);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ usuario: `ana${RUN}${ZW}` }, 'usuario', /invisibles/],
      [{ usuario: `${ZW}ana${RUN}` }, 'usuario', /invisibles/],
      [{ usuario: `a\u00adna${RUN}` }, 'usuario', /invisibles/],
      [{ usuario: `ana\u00a0${RUN}` }, 'usuario', /espacio normal/],
      [{ usuario: `\ud800x${RUN}` }, 'usuario', /mal formados/],
      [{ usuario: `\udbffx${RUN}` }, 'usuario', /mal formados/],
      [{ usuario: `tab\t${RUN}` }, 'usuario', /control/],
      [{ correo: `ana${RUN}${ZW}@ejemplo.co`, usuario: `otra${RUN}` }, 'correo', /invisibles/],
      [{ primer_nombre: 'Lu\ud83dcía', usuario: `otra${RUN}` }, 'primer_nombre', /mal formados/],
      [{ primer_apellido: 'Prueba\nDos', usuario: `otra${RUN}` }, 'primer_apellido', /saltos de línea/],
    ];
    for (const [over, campo, message] of cases) assertRefused(await nothingStored('usuarios', () => post(over)), campo, message);
    const stored = await t.db.selectFrom('usuarios').select('usuario').where('usuario', 'like', `%x${RUN}`).execute();
    assert.deepEqual(stored, [], 'no "\\uFFFDx…" user');
  });

  test('NUL or a lone surrogate in a password → 400 naming it, on create and on reset; the old password keeps working', async () => {
    for (const password of ['clave\u0000segura-7', 'clave\u001bsegura-7', 'clave-segura-7\ud800', '\tclave-segura-7']) {
      assertRefused(
        await nothingStored('usuarios', () => post({ usuario: `p${RUN}`, correo: `p${RUN}@ejemplo.co`, password })),
        'password',
        /control|mal formados/,
      );
    }
    const u = await post({ usuario: `r${RUN}`, correo: `r${RUN}@ejemplo.co` });
    assert.equal(u.status, 201, u.text);
    for (const password of ['nueva\u0000clave-7', 'nueva-clave-7\udc00']) {
      assertRefused(await api.post(`${BASE}/${u.body.id}/reset-password`, { token: admin, json: { password } }), 'password', /control|mal formados/);
    }
    assert.equal((await api.post('/api/v1/auth/login', { json: { usuario: `r${RUN}`, password: 'clave-de-campo-7' } })).status, 200);
  });

  test('names are stored in NFC; an invisible-only optional name is null', async () => {
    const res = await post({ usuario: `m${RUN}`, correo: `m${RUN}@ejemplo.co`, primer_nombre: 'Mari\u0301a', segundo_apellido: '\u200b' });
    assert.equal(res.status, 201, res.text);
    const row = await t.db
      .selectFrom('usuarios')
      .select(['primer_nombre', 'segundo_apellido'])
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { primer_nombre: 'María', segundo_apellido: null });
  });
});

describe('auth: login and change-password', () => {
  const login = (json: unknown) => api.post('/api/v1/auth/login', { json });

  test('an invisible-only usuario is missing (400 "requerido"), an invisible character in it or NUL in the password is refused', async () => {
    for (const usuario of INVISIBLE_ONLY) {
      const res = await login({ usuario, password: 'admin123' });
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.message, 'El campo "usuario" es requerido');
    }
    assertRefused(await login({ usuario: `admin${ZW}`, password: 'admin123' }), 'usuario', /invisibles/);
    assertRefused(await login({ usuario: 'admin', password: 'admin123\u0000' }), 'password', /control/);
    assertRefused(await login({ usuario: 'admin', password: '\ud800admin123' }), 'password', /mal formados/);
    assert.equal((await login({ usuario: ' admin ', password: 'admin123' })).status, 200, 'surrounding spaces of a usuario are not part of it');
  });

  test('a password is the same typed composed or decomposed (NFC at set and at verify time)', async () => {
    const composed = `Campaña-${RUN}-Ñandú`;
    const decomposed = composed.normalize('NFD');
    assert.notEqual(composed, decomposed);
    const created = await api.post('/api/v1/admin/usuarios', {
      token: admin,
      json: { usuario: `nfc${RUN}`, correo: `nfc${RUN}@ejemplo.co`, primer_nombre: 'N', primer_apellido: 'F', tipo: 0, password: decomposed },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal((await login({ usuario: `nfc${RUN}`, password: composed })).status, 200);
    const res = await login({ usuario: `nfc${RUN}`, password: decomposed });
    assert.equal(res.status, 200);
    const change = (json: unknown) => api.patch('/api/v1/auth/change-password', { token: res.body.token as string, json });
    const same = await change({ currentPassword: composed, newPassword: decomposed });
    assert.deepEqual(same.body, { error: 'password_igual', message: 'La nueva contraseña debe ser diferente a la actual' });
    assertRefused(await change({ currentPassword: composed, newPassword: 'otra\u0000clave-9' }), 'newPassword', /control/);
    assertRefused(await change({ currentPassword: 'x\u0000', newPassword: 'otra-clave-9' }), 'currentPassword', /control/);
    assert.equal((await login({ usuario: `nfc${RUN}`, password: composed })).status, 200, 'nothing changed');
  });

  test('an account whose hash was made from a decomposed password (before NFC) still signs in with it', async () => {
    const typed = `Pin\u0303a-${RUN}`;
    const created = await api.post('/api/v1/admin/usuarios', {
      token: admin,
      json: { usuario: `old${RUN}`, correo: `old${RUN}@ejemplo.co`, primer_nombre: 'O', primer_apellido: 'L', tipo: 0, password: 'provisional-77' },
    });
    assert.equal(created.status, 201, created.text);
    await t.db
      .updateTable('usuarios')
      .set({ password_hash: await hash(typed) })
      .where('id', '=', created.body.id)
      .execute();
    assert.equal((await login({ usuario: `old${RUN}`, password: typed })).status, 200);
  });
});

describe('informes', () => {
  const post = (over: Record<string, unknown>) => api.post('/api/v1/informes', { token: proveedor, json: { ...informeBody(refs), ...over } });

  test('incidencias (multi-line) keep their line breaks; campaña (single-line) refuses them; NFC stored', async () => {
    const informe = await crearInforme(api, proveedor, {
      ...informeBody(refs),
      campana: `Campan\u0303a ${RUN}`,
      informe_incidencias: '  Valla 1: rota\r\nValla 2: bien\n\n\tNota final  ',
      descripcion: '\u200b\u00ad',
    });
    assert.equal(informe.campana, `Campaña ${RUN}`);
    assert.equal(informe.informe_incidencias, 'Valla 1: rota\nValla 2: bien\n\n\tNota final');
    assert.notEqual(informe.descripcion, '\u200b\u00ad');
    assert.ok(informe.descripcion && informe.descripcion.trim() !== '', 'an invisible description is empty: the automatic one is written');
    const row = await t.db.selectFrom('informes').select(['campana', 'informe_incidencias']).where('id', '=', informe.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { campana: `Campaña ${RUN}`, informe_incidencias: 'Valla 1: rota\nValla 2: bien\n\n\tNota final' });

    for (const campana of INVISIBLE_ONLY) {
      const res = await nothingStored('informes', () => post({ campana }));
      assert.deepEqual(res.body, { error: 'validacion', message: 'Campaña es requerida' }, JSON.stringify(campana));
    }
    assertRefused(await nothingStored('informes', () => post({ campana: 'Uno\nDos' })), 'campana', /saltos de línea/);
    assertRefused(await nothingStored('informes', () => post({ ubicacion_lugar: 'Calle\r\n5' })), 'ubicacion_lugar', /saltos de línea/);
    assertRefused(await nothingStored('informes', () => post({ informe_incidencias: 'Nota\u0000oculta' })), 'informe_incidencias', /control/);
    assertRefused(await nothingStored('informes', () => post({ informe_incidencias: 'Nota\u000boculta' })), 'informe_incidencias', /control/);
    assertRefused(await nothingStored('informes', () => post({ informe_incidencias: 'Nota \udc00' })), 'informe_incidencias', /mal formados/);

    const patch = (json: unknown) => api.patch(`/api/v1/informes/${informe.id}`, { token: proveedor, json });
    const edited = await patch({ informe_incidencias: 'Primera\r\nSegunda', campana: ` Otra campan\u0303a ${RUN}\n` });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.informe_incidencias, 'Primera\nSegunda');
    assert.equal(edited.body.campana, `Otra campaña ${RUN}`);
    assertRefused(await patch({ campana: 'Una\u2029Dos' }), 'campana', /saltos de línea/);
  });

  test('a status comment (multi-line) keeps its line breaks; an invisible-only one is missing', async () => {
    const informe = await crearInforme(api, proveedor, informeBody(refs));
    const missing = await cambiarEstado(api, admin, informe.id, 'cancelado', `${ZW}\u2060`);
    assert.equal(missing.status, 400, JSON.stringify(missing.body));
    assert.match((missing.body as unknown as { message: string }).message, /comentario es obligatorio/);
    const res = await cambiarEstado(api, admin, informe.id, 'cancelado', 'Motivo:\r\nsin permiso\tdel municipio');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.historial.at(-1)?.comentario, 'Motivo:\nsin permiso\tdel municipio');
  });

  test("the list's query: search with a control character → 400 naming it; invisible-only is no filter", async () => {
    assertRefused(await api.get('/api/v1/informes?search=%1B', { token: admin }), 'search', /control/);
    const all = await api.get('/api/v1/informes', { token: admin });
    const invisible = await api.get(`/api/v1/informes?search=${encodeURIComponent(ZW + ZW)}`, { token: admin });
    assert.equal(invisible.status, 200, invisible.text);
    assert.equal(invisible.body.meta.total, all.body.meta.total);
    assertRefused(await api.get('/api/v1/auditoria?usuario=admin%00', { token: admin }), 'usuario', /control/);
  });
});

describe('archivos: the uploaded file name', () => {
  test('a file name with invisible and control characters is cleaned by the same rule, never refused', async () => {
    const informe = await crearInforme(api, proveedor, informeBody(refs));
    const png = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', 'no-gps.png'));
    const form = new FormData();
    form.append('archivo', new Blob([png], { type: 'image/png' }), `foto\u202egnp.exe${ZW} Nin\u0303o.png`);
    const res = await fetch(`${t.baseUrl}/api/v1/upload/${informe.id}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${proveedor}` },
    });
    const text = await res.text();
    assert.equal(res.status, 201, text);
    const row = await t.db.selectFrom('informe_archivos').select('nombre_original').where('informe_id', '=', informe.id).executeTakeFirstOrThrow();
    assert.equal(row.nombre_original, 'fotognp.exe Niño.png');
  });
});
