import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ArchivoInforme } from 'shared/contracts';
import { client } from './helpers/http';
import { lastAuditOf } from './helpers/catalog';
import { ADMIN_ONLY, contractSuite, SIGNED_IN } from './helpers/contract-suite';
import { bogotaDay, informeBody } from './helpers/informes';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Sites (issue 36; docs/decisions/sitios-campanas.md): who sees which, their checks, the spreadsheet import and export. */
let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let cliente: string;
let proveedorId: number;
let clienteId: number;
let bogota: { provincia_id: number; localidad_id: number };
let medellin: { provincia_id: number; localidad_id: number };
let seq = 0;
const code = (prefix = 'T') => `${prefix}-${process.pid}-${++seq}`;

const BASE = '/api/v1/sitios';

async function lugar(dane: string) {
  const row = await t.db
    .selectFrom('localidades')
    .select(['id as localidad_id', 'provincia_id'])
    .where('codigo_dane', '=', dane)
    .executeTakeFirstOrThrow();
  return row;
}

const sitioBody = (over: Record<string, unknown> = {}) => ({
  codigo: code(),
  nombre: 'Valla Calle 26 con Carrera 68',
  tipo: 'valla',
  direccion: 'Av. Calle 26 # 68-10',
  ...bogota,
  latitud: 4.6512,
  longitud: -74.0953,
  ...over,
});

async function crear(over: Record<string, unknown> = {}) {
  const res = await api.post(BASE, { token: admin, json: sitioBody(over) });
  assert.equal(res.status, 201, res.text);
  return res.body as { id: number; codigo: string; radio_m: number; localidad: string; provincia: string };
}

before(async () => {
  t = await startTestApp({ SITIO_RADIO_M: '120' });
  api = client(t.baseUrl);
  [admin, proveedor, cliente] = await Promise.all([api.loginAdmin(), api.loginProveedor(), api.loginCliente()]);
  proveedorId = (await api.get('/api/v1/usuarios/me', { token: proveedor })).body.proveedor_id;
  clienteId = (await api.get('/api/v1/usuarios/me', { token: cliente })).body.cliente_id;
  bogota = await lugar('11001');
  medellin = await lugar('05001');
});
after(async () => t?.close());

describe('writing a site', () => {
  test('an administrator creates one: names filled in, SITIO_RADIO_M as its default geofence, one audit row', async () => {
    const s = await crear();
    assert.equal(s.radio_m, 120);
    assert.equal(s.localidad, 'Bogotá, D.C.');
    const audit = await lastAuditOf(t.db, 'sitios', s.id);
    assert.equal(audit?.accion, 'CREAR');
    assert.match(audit?.detalles ?? '', new RegExp(s.codigo));
  });

  test('a code already used, in any case, is 409 codigo_existente; nothing is written', async () => {
    const s = await crear();
    const res = await api.post(BASE, { token: admin, json: sitioBody({ codigo: s.codigo.toLowerCase() }) });
    assert.equal(res.status, 409);
    assert.deepEqual(res.body, { error: 'codigo_existente', message: 'Ya existe un sitio con ese código', campo: 'codigo' });
  });

  test('coordinates far from the chosen municipality, or a municipality of another department, are refused in Spanish', async () => {
    const lejos = await api.post(BASE, { token: admin, json: sitioBody({ latitud: 6.2442, longitud: -75.5812 }) });
    assert.equal(lejos.status, 400);
    assert.equal(lejos.body.error, 'lejos_del_municipio');
    assert.match(lejos.body.message, /^Las coordenadas están a \d+ km de Bogotá, D\.C\./);
    const mezcla = await api.post(BASE, { token: admin, json: sitioBody({ provincia_id: medellin.provincia_id }) });
    assert.equal(mezcla.status, 400);
    assert.equal(mezcla.body.error, 'localidad_fuera_de_provincia');
    const sinTipo = await api.post(BASE, { token: admin, json: sitioBody({ tipo: 'globo' }) });
    assert.equal(sinTipo.status, 400);
    assert.equal(sinTipo.body.message, 'Tipo debe ser valla, mupi, pantalla digital, punto de venta u otro');
  });

  test('a provider and a client may not write; without a session 401', async () => {
    for (const token of [proveedor, cliente]) assert.equal((await api.post(BASE, { token, json: sitioBody() })).status, 403);
    assert.equal((await api.post(BASE, { json: sitioBody() })).status, 401);
  });

  test('edit moves the point and the geofence; delete removes an unused site, audited', async () => {
    const s = await crear();
    const res = await api.patch(`${BASE}/${s.id}`, { token: admin, json: { latitud: 4.66, radio_m: 300, activo: false } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.latitud, 4.66);
    assert.equal(res.body.radio_m, 300);
    assert.equal(res.body.activo, false);
    assert.match((await lastAuditOf(t.db, 'sitios', s.id))?.detalles ?? '', /radio \(m\)/);
    assert.equal((await api.request('DELETE', `${BASE}/${s.id}`, { token: admin })).status, 200);
    assert.equal((await api.get(`${BASE}/${s.id}`, { token: admin })).status, 404);
    assert.equal((await lastAuditOf(t.db, 'sitios', s.id))?.accion, 'ELIMINAR');
  });
});

describe('who sees which site', () => {
  test('a provider sees the sites it maintains; a client only those of its campaigns; anything else is 404', async () => {
    const suyo = await crear({ proveedor_id: proveedorId });
    const ajeno = await crear();
    const ids = async (token: string) =>
      ((await api.get(`${BASE}?limit=100&search=${process.pid}`, { token })).body.data as Array<{ id: number }>).map((s) => s.id);
    assert.ok((await ids(proveedor)).includes(suyo.id));
    assert.ok(!(await ids(proveedor)).includes(ajeno.id));
    assert.deepEqual(await ids(cliente), []);
    assert.equal((await api.get(`${BASE}/${ajeno.id}`, { token: proveedor })).status, 404);
    assert.equal((await api.get(`${BASE}/${suyo.id}`, { token: cliente })).status, 404);
    assert.equal((await api.get(`${BASE}/${ajeno.id}/fotos`, { token: cliente })).status, 404);
    // A campaign of the client with a line at the site brings it into the client's reach.
    const campana = await api.post('/api/v1/campanas', {
      token: admin,
      json: { cliente_id: clienteId, nombre: `Alcance ${code()}`, fecha_inicio: '2026-01-01', fecha_fin: '2026-12-31' },
    });
    assert.equal(campana.status, 201, campana.text);
    const servicio = await t.db.selectFrom('servicios').select('id').where('activo', '=', true).executeTakeFirstOrThrow();
    const lineas = await api.post(`/api/v1/campanas/${campana.body.id}/lineas`, {
      token: admin,
      json: { sitio_ids: [ajeno.id], proveedor_id: proveedorId, servicio_id: servicio.id, instalacion_dias: 3 },
    });
    assert.equal(lineas.status, 200, lineas.text);
    assert.ok((await ids(cliente)).includes(ajeno.id));
    assert.ok((await ids(proveedor)).includes(ajeno.id), 'a provider also sees the sites of its campaign lines');
    assert.equal((await api.get(`${BASE}/${ajeno.id}/campanas`, { token: cliente })).body[0].id, campana.body.id);
  });

  test('the list filters by type, department, municipality, provider and search; the map draws the same set', async () => {
    // A place the demo data has no site at (it has one at Parque de la 93, of the same provider).
    const mupi = await crear({ tipo: 'mupi', nombre: 'Mupi Parque El Virrey', proveedor_id: proveedorId });
    await crear({ ...medellin, latitud: 6.2442, longitud: -75.5812, tipo: 'mupi', nombre: 'Mupi El Poblado' });
    const q = `tipo=mupi&localidad_id=${bogota.localidad_id}&proveedor_id=${proveedorId}&search=${encodeURIComponent('parque virrey')}`;
    const list = await api.get(`${BASE}?${q}`, { token: admin });
    assert.deepEqual(
      list.body.data.map((s: { id: number }) => s.id),
      [mupi.id],
    );
    const mapa = await api.get(`${BASE}/mapa?${q}`, { token: admin });
    assert.deepEqual(mapa.body, {
      data: [{ id: mupi.id, codigo: mupi.codigo, nombre: 'Mupi Parque El Virrey', tipo: 'mupi', latitud: 4.6512, longitud: -74.0953, activo: true }],
      total: 1,
    });
  });
});

describe('import from a spreadsheet', () => {
  const csvSemicolon = (rows: string[]) =>
    '\uFEFF' +
    ['Código;Nombre;Tipo;Dirección;Departamento;Municipio;Latitud;Longitud;Radio (m);Proveedor;Activo;Notas', ...rows].join('\r\n') +
    '\r\n';
  const preview = (body: string) => api.post(`${BASE}/importacion/vista-previa`, { token: admin, raw: body, contentType: 'text/csv' });
  const importar = (body: string) => api.post(`${BASE}/importacion`, { token: admin, raw: body, contentType: 'text/csv' });

  test("Colombian Excel's file (;, BOM, decimal comma): per row create, update or refuse with its number and why; nothing written", async () => {
    const existente = await crear();
    const nuevo = code('IMP');
    const file = csvSemicolon([
      `${nuevo};Valla Autopista Norte;Valla;Autopista Norte # 170;Bogotá D.C.;Bogotá;4,7523;-74,0465;200;;sí;Frente a la estación`,
      `${existente.codigo};Valla renombrada;valla;;Bogotá, D.C.;11001;4,6512;-74,0953;;;no;`,
      `${nuevo};Repetida;mupi;;Bogotá;Bogotá;4,70;-74,05;;;;`,
      `;Sin código;globo;;Narnia;Ninguno;norte;-74;5;;quizá;`,
      `${code('IMP')};Lejos;pantalla digital;;Antioquia;Medellín;4,65;-74,09;;Nadie S.A.;;`,
    ]);
    const before = await t.db
      .selectFrom('sitios')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await preview(file);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(
      res.body.filas.map((f: { fila: number; accion: string }) => [f.fila, f.accion]),
      [
        [2, 'crear'],
        [3, 'actualizar'],
        [4, 'rechazar'],
        [5, 'rechazar'],
        [6, 'rechazar'],
      ],
    );
    assert.deepEqual(res.body.filas[2].motivos, ['Código repetido: ya está en la fila 2']);
    assert.deepEqual(res.body.filas[3].motivos, [
      'Falta el código',
      'Tipo desconocido: «globo» (valla, mupi, pantalla digital, punto de venta u otro)',
      'Departamento desconocido: «Narnia»',
      'Latitud no válida: «norte»',
      'Radio no válido: «5» (metros, entre 10 y 5000)',
      'Activo debe ser «sí» o «no»: «quizá»',
    ]);
    assert.match(
      res.body.filas[4].motivos.join(' | '),
      /^Las coordenadas están a \d+ km de Medellín: revise el municipio o el punto \| Proveedor desconocido: «Nadie S\.A\.»$/,
    );
    assert.deepEqual([res.body.crear, res.body.actualizar, res.body.rechazar, res.body.aplicada], [1, 1, 3, false]);
    const after = await t.db
      .selectFrom('sitios')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(after.n, before.n, 'a preview writes nothing');

    // Confirmed with refused rows: all or nothing.
    const refused = await importar(file);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, {
      error: 'importacion_con_errores',
      message: 'El archivo tiene 3 filas rechazadas: corríjalas y vuelva a importarlo',
    });
    assert.equal(
      (
        await t.db
          .selectFrom('sitios')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      before.n,
    );

    // Without them, every row is written in one go, one audit row per site.
    const good = csvSemicolon(file.split('\r\n').slice(1, 3));
    const done = await importar(good);
    assert.equal(done.status, 200, done.text);
    assert.deepEqual([done.body.crear, done.body.actualizar, done.body.aplicada], [1, 1, true]);
    const creado = await t.db.selectFrom('sitios').selectAll().where('codigo', '=', nuevo).executeTakeFirstOrThrow();
    assert.deepEqual([creado.latitud, creado.longitud, creado.radio_m, creado.notas], [4.7523, -74.0465, 200, 'Frente a la estación']);
    const renombrado = await t.db.selectFrom('sitios').selectAll().where('id', '=', existente.id).executeTakeFirstOrThrow();
    assert.deepEqual([renombrado.nombre, renombrado.activo, renombrado.direccion], ['Valla renombrada', false, null]);
    assert.match(
      (await lastAuditOf(t.db, 'sitios', existente.id))?.detalles ?? '',
      /actualizado por importación de sitios \(1 creado, 1 actualizado\), fila 3/,
    );
  });

  test('a plain comma CSV with quoted decimals reads the same; a file without the required columns is refused whole', async () => {
    const c = code('CSV');
    const plain = `codigo,nombre,tipo,departamento,municipio,latitud,longitud\n${c},"Punto de venta, Chapinero",punto de venta,11,Bogota,"4,6486",-74.0628\n`;
    const res = await preview(plain);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.filas, [{ fila: 2, codigo: c, accion: 'crear', motivos: [] }]);
    const bad = await preview('nombre;tipo\nAlgo;valla\n');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, {
      error: 'archivo_invalido',
      message: 'Faltan columnas en el archivo: codigo, departamento, municipio, latitud, longitud (la primera fila debe nombrarlas)',
    });
  });

  test('the export has the import columns as Colombian Excel reads them, and imports back as updates', async () => {
    const s = await crear({ nombre: 'Mupi "El Lago"; costado sur', tipo: 'mupi', notas: '=Cuidado' });
    const res = await fetch(`${t.baseUrl}${BASE}/export?search=${encodeURIComponent(s.codigo)}`, { headers: { authorization: `Bearer ${admin}` } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const lines = text.split('\r\n');
    assert.equal(lines[0], '\uFEFFcodigo;nombre;tipo;direccion;departamento;municipio;latitud;longitud;radio_m;proveedor;activo;notas');
    assert.equal(
      lines[1],
      `${s.codigo};"Mupi ""El Lago""; costado sur";Mupi;Av. Calle 26 # 68-10;"Bogotá, D.C.";"Bogotá, D.C.";"4,6512";"-74,0953";120;;sí;'=Cuidado`,
    );
    const back = await preview(text);
    assert.deepEqual(
      back.body.filas.map((f: { accion: string }) => f.accion),
      ['actualizar'],
    );
  });
});

contractSuite('sitios', async (ctx) => {
  const { refs } = ctx;
  // Medellín: refs' place, with a point near its DANE one.
  const medellin = { provincia_id: refs.provincia, localidad_id: refs.localidad, latitud: 6.2442, longitud: -75.5812 };
  const nuevoSitio = async (over: Record<string, unknown> = {}) =>
    (
      await ctx.ok<{ id: number; codigo: string }>('POST', '/sitios', ctx.admin(), {
        codigo: `CT-${ctx.n()}`,
        nombre: 'Valla contrato',
        tipo: 'valla',
        ...medellin,
        ...over,
      })
    ).id;
  // S is maintained by the demo provider and in a campaign of the demo client with a line in its charge: every role
  // sees it. A report of that line proves it, with a photo whose flags are reviewed: S's reference photo.
  const sitio = await nuevoSitio({ proveedor_id: refs.ownProveedor, direccion: 'Carrera 43A # 1-50', notas: 'Frente al parque' });
  const campana = await ctx.ok<{ id: number }>('POST', '/campanas', ctx.admin(), {
    cliente_id: refs.ownCliente,
    nombre: `Campaña sitios ${ctx.n()}`,
    fecha_inicio: bogotaDay(-10),
    fecha_fin: bogotaDay(20),
  });
  await ctx.ok('POST', `/campanas/${campana.id}/lineas`, ctx.admin(), {
    sitio_ids: [sitio],
    proveedor_id: refs.ownProveedor,
    servicio_id: refs.servicioActivo,
    instalacion_dias: 3,
  });
  const informe = await ctx.ok<{ id: number }>(
    'POST',
    '/informes',
    ctx.admin(),
    informeBody(refs, { cliente_id: refs.ownCliente, campana_id: campana.id, sitio_id: sitio }),
  );
  // Three photos (solid colours: each one a near duplicate of the others, flagged): F, then one of S whose flags stay
  // open, and one of a report of no site. F's flags are reviewed once all are in: F is S's reference photo.
  const foto = await ctx.upload(ctx.admin(), informe.id);
  const conAlertas = await ctx.upload(ctx.admin(), informe.id);
  const otroInforme = await ctx.ok<{ id: number }>('POST', '/informes', ctx.admin(), informeBody(refs, { cliente_id: refs.ownCliente }));
  const ajena = await ctx.upload(ctx.admin(), otroInforme.id);
  // Each photo's difference hash (and the near pairs it flags) comes after its upload's answer: wait for the three.
  for (let i = 0; ; i += 1) {
    const hashed = await ctx.t.db
      .selectFrom('informe_archivos')
      .select('id')
      .where('id', 'in', [foto.id, conAlertas.id, ajena.id])
      .where('dhash_leido_at', 'is not', null)
      .execute();
    if (hashed.length === 3) break;
    assert.ok(i < 200, 'the photos are hashed');
    await new Promise((r) => setTimeout(r, 50));
  }
  const archivos = await ctx.ok<{ data: ArchivoInforme[] }>('GET', `/informes/${informe.id}/archivos`, ctx.admin());
  for (const alerta of archivos.data.find((a) => a.id === foto.id)!.alertas.filter((a) => a.revision === null)) {
    await ctx.ok('POST', `/archivos/${foto.id}/alertas/${alerta.id}/revision`, ctx.admin(), { comentario: 'Revisada en el contrato' });
  }
  assert.ok(conAlertas.alertas.length > 0, 'a photo without GPS or date is flagged');
  await ctx.ok('PUT', `/sitios/${sitio}/foto-referencia`, ctx.admin(), { archivo_id: foto.id });
  // A site in no campaign and of no provider: only the administrator sees it.
  const ajeno = await nuevoSitio();

  const CSV = { 'content-type': 'text/csv' };
  const csv = (rows: string[]) =>
    Buffer.from(`\uFEFFcodigo;nombre;tipo;departamento;municipio;latitud;longitud;radio_m\r\n${rows.map((r) => `${r}\r\n`).join('')}`);
  const filaNueva = () => `IMP-${ctx.n()};Mupi importado;Mupi;Antioquia;Medellín;6,2442;-75,5812;200`;
  const siteBody = (over: Record<string, unknown> = {}) => ({ codigo: `CT-${ctx.n()}`, nombre: 'Mupi contrato', tipo: 'mupi', ...medellin, ...over });
  return {
    cases: [
      { op: 'listSites', call: () => ({ path: '/sitios?limit=100&sortBy=nombre' }), expect: SIGNED_IN },
      { op: 'mapSites', call: () => ({ path: `/sitios/mapa?localidad_id=${refs.localidad}` }), expect: SIGNED_IN },
      { op: 'exportSites', call: () => ({ path: '/sitios/export?tipo=valla' }), expect: SIGNED_IN },
      { op: 'getSite', call: () => ({ path: `/sitios/${sitio}` }), expect: SIGNED_IN },
      { op: 'listSitePhotos', call: () => ({ path: `/sitios/${sitio}/fotos` }), expect: SIGNED_IN },
      { op: 'listSiteCampaigns', call: () => ({ path: `/sitios/${sitio}/campanas` }), expect: SIGNED_IN },
      {
        op: 'createSite',
        call: () => ({ path: '/sitios', json: siteBody({ radio_m: 80, proveedor_id: refs.ownProveedor }) }),
        expect: ADMIN_ONLY(201),
      },
      {
        op: 'updateSite',
        call: () => ({ path: `/sitios/${sitio}`, json: { nombre: 'Valla contrato (editada)', radio_m: 120 } }),
        expect: ADMIN_ONLY(200),
      },
      {
        op: 'deleteSite',
        call: async (role) => ({ path: `/sitios/${role === 'administrador' ? await nuevoSitio() : sitio}` }),
        expect: ADMIN_ONLY(200),
      },
      {
        op: 'setSiteReferencePhoto',
        call: () => ({ path: `/sitios/${sitio}/foto-referencia`, json: { archivo_id: foto.id } }),
        expect: ADMIN_ONLY(200),
      },
      {
        op: 'previewSiteImport',
        call: () => ({ path: '/sitios/importacion/vista-previa', headers: CSV, body: csv([filaNueva(), `;Sin código;globo;Narnia;;norte;-74;`]) }),
        expect: ADMIN_ONLY(200),
      },
      { op: 'importSites', call: () => ({ path: '/sitios/importacion', headers: CSV, body: csv([filaNueva()]) }), expect: ADMIN_ONLY(200) },
    ],
    invalid: [
      // Out of reach is missing: the client sees no site outside its campaigns, the provider none it neither maintains nor serves.
      { of: 'getSite', role: 'cliente', call: () => ({ path: `/sitios/${ajeno}` }), status: 404 },
      { of: 'listSitePhotos', role: 'proveedor', call: () => ({ path: `/sitios/${ajeno}/fotos` }), status: 404 },
      { of: 'listSiteCampaigns', call: () => ({ path: '/sitios/999999/campanas' }), status: 404 },
      { of: 'getSite', call: () => ({ path: '/sitios/abc' }), status: 400 },
      { of: 'listSites', call: () => ({ path: '/sitios?tipo=globo' }), status: 400 },
      { of: 'createSite', call: () => ({ path: '/sitios', json: siteBody({ latitud: undefined, longitud: undefined }) }), status: 400 },
      { of: 'createSite', call: () => ({ path: '/sitios', json: siteBody({ radio_m: 5 }) }), status: 400 },
      // Bogotá's point for Medellín; Medellín in another department.
      { of: 'createSite', call: () => ({ path: '/sitios', json: siteBody({ latitud: 4.6512, longitud: -74.0953 }) }), status: 400 },
      { of: 'createSite', call: () => ({ path: '/sitios', json: siteBody({ localidad_id: refs.otraLocalidad }) }), status: 400 },
      {
        of: 'createSite',
        call: async () => ({
          path: '/sitios',
          json: siteBody({ codigo: (await ctx.ok<{ codigo: string }>('GET', `/sitios/${sitio}`, ctx.admin())).codigo.toLowerCase() }),
        }),
        status: 409,
      },
      { of: 'updateSite', call: () => ({ path: '/sitios/999999', json: { nombre: 'Nadie' } }), status: 404 },
      { of: 'updateSite', call: () => ({ path: `/sitios/${sitio}`, json: { latitud: 4.6512, longitud: -74.0953 } }), status: 400 },
      // S has a campaign line and a report.
      { of: 'deleteSite', call: () => ({ path: `/sitios/${sitio}` }), status: 409 },
      { of: 'setSiteReferencePhoto', call: () => ({ path: `/sitios/${sitio}/foto-referencia`, json: { archivo_id: conAlertas.id } }), status: 409 },
      { of: 'setSiteReferencePhoto', call: () => ({ path: `/sitios/${sitio}/foto-referencia`, json: { archivo_id: ajena.id } }), status: 400 },
      // A file without the required columns, an empty one, one with a refused row, and another media type.
      {
        of: 'previewSiteImport',
        call: () => ({ path: '/sitios/importacion/vista-previa', headers: CSV, body: Buffer.from('nombre;tipo\r\nAlgo;valla\r\n') }),
        status: 400,
      },
      { of: 'previewSiteImport', call: () => ({ path: '/sitios/importacion/vista-previa', headers: CSV, body: csv([]) }), status: 400 },
      {
        of: 'importSites',
        call: () => ({
          path: '/sitios/importacion',
          headers: CSV,
          body: csv([filaNueva(), `IMP-${ctx.n()};Lejos;valla;Antioquia;Medellín;4,65;-74,09;`]),
        }),
        status: 400,
      },
      {
        of: 'importSites',
        call: () => ({ path: '/sitios/importacion', headers: { 'content-type': 'application/xml' }, body: Buffer.from('<sitios/>') }),
        status: 415,
      },
    ],
  };
});
