import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bogotaDate } from '../src/platform/time-zone';
import { lastAuditOf } from './helpers/catalog';
import { nuevoCliente } from './helpers/contract-fixtures';
import { ADMIN_ONLY, contractSuite, SIGNED_IN, type Role } from './helpers/contract-suite';
import { client } from './helpers/http';
import { bogotaDay, informeBody, informeRefs, type InformeRefs } from './helpers/informes';
import { pdfPages } from './helpers/pdf';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Campaigns and their lines (issue 36; docs/decisions/sitios-campanas.md): states, checks' windows, who sees what. */
let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let cliente: string;
let proveedorId: number;
let otroProveedor: number;
let clienteId: number;
let otroCliente: number;
let servicio: number;
let sitios: Array<{ id: number; codigo: string }>;
let seq = 0;
const n = () => `${process.pid}-${++seq}`;
const BASE = '/api/v1/campanas';

/** 'YYYY-MM-DD' of today in Bogotá plus `days`: every test holds at any hour and date. */
const dia = (days: number) => {
  const d = new Date(`${bogotaDate(new Date())}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function campana(over: Record<string, unknown> = {}) {
  const res = await api.post(BASE, {
    token: admin,
    json: { cliente_id: clienteId, nombre: `Campaña ${n()}`, fecha_inicio: dia(-5), fecha_fin: dia(25), ...over },
  });
  assert.equal(res.status, 201, res.text);
  return res.body as { id: number; nombre: string; estado: string; lineas: unknown[] };
}
const lineas = (id: number, json: Record<string, unknown>) =>
  api.post(`${BASE}/${id}/lineas`, { token: admin, json: { proveedor_id: proveedorId, servicio_id: servicio, instalacion_dias: 3, ...json } });

before(async () => {
  t = await startTestApp();
  api = client(t.baseUrl);
  [admin, proveedor, cliente] = await Promise.all([api.loginAdmin(), api.loginProveedor(), api.loginCliente()]);
  proveedorId = (await api.get('/api/v1/usuarios/me', { token: proveedor })).body.proveedor_id;
  clienteId = (await api.get('/api/v1/usuarios/me', { token: cliente })).body.cliente_id;
  otroProveedor = (await t.db.selectFrom('proveedores').select('id').where('id', '<>', proveedorId).executeTakeFirstOrThrow()).id;
  otroCliente = (await t.db.selectFrom('clientes').select('id').where('id', '<>', clienteId).executeTakeFirstOrThrow()).id;
  servicio = (await t.db.selectFrom('servicios').select('id').where('activo', '=', true).executeTakeFirstOrThrow()).id;
  const bogota = await t.db.selectFrom('localidades').select(['id', 'provincia_id']).where('codigo_dane', '=', '11001').executeTakeFirstOrThrow();
  sitios = [];
  for (let i = 0; i < 4; i++) {
    const res = await api.post('/api/v1/sitios', {
      token: admin,
      json: {
        codigo: `C-${n()}`,
        nombre: `Sitio ${i}`,
        tipo: 'valla',
        provincia_id: bogota.provincia_id,
        localidad_id: bogota.id,
        latitud: 4.65 + i / 100,
        longitud: -74.09,
      },
    });
    assert.equal(res.status, 201, res.text);
    sitios.push(res.body);
  }
});
after(async () => t?.close());

describe('a campaign', () => {
  test('its state comes from its dates in Bogotá: planificada, activa (both edges), finalizada; cancelada by an administrator', async () => {
    assert.equal((await campana({ fecha_inicio: dia(1), fecha_fin: dia(10) })).estado, 'planificada');
    assert.equal((await campana({ fecha_inicio: dia(0), fecha_fin: dia(0) })).estado, 'activa');
    assert.equal((await campana({ fecha_inicio: dia(-10), fecha_fin: dia(-1) })).estado, 'finalizada');
    const c = await campana();
    const res = await api.post(`${BASE}/${c.id}/cancelacion`, { token: admin, json: { motivo: 'El cliente retiró la pauta' } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.estado, 'cancelada');
    assert.equal(res.body.motivo_cancelacion, 'El cliente retiró la pauta');
    assert.equal((await api.post(`${BASE}/${c.id}/cancelacion`, { token: admin, json: { motivo: 'otra vez' } })).body.error, 'campana_cancelada');
    const activas = await api.get(`${BASE}?estado=activa&cliente_id=${clienteId}&limit=100`, { token: admin });
    assert.ok(activas.body.data.every((x: { estado: string }) => x.estado === 'activa'));
    assert.ok(!activas.body.data.some((x: { id: number }) => x.id === c.id));
  });

  test('its name is unique per client folding case, accents and ñ; another client may use it', async () => {
    const c = await campana({ nombre: `Año Nuevo Árbol ${n()}` });
    const folded = c.nombre.toUpperCase().replace('Ñ', 'N').replace('Á', 'A');
    const dup = await api.post(BASE, { token: admin, json: { cliente_id: clienteId, nombre: folded, fecha_inicio: dia(0), fecha_fin: dia(1) } });
    assert.equal(dup.status, 409);
    assert.deepEqual(dup.body, { error: 'campana_existente', message: 'Ese cliente ya tiene una campaña con ese nombre', campo: 'nombre' });
    assert.equal(
      (await api.post(BASE, { token: admin, json: { cliente_id: otroCliente, nombre: folded, fecha_inicio: dia(0), fecha_fin: dia(1) } })).status,
      201,
    );
  });

  test('an end before the start, or an unknown client, is refused in Spanish', async () => {
    const res = await api.post(BASE, {
      token: admin,
      json: { cliente_id: clienteId, nombre: `Fechas ${n()}`, fecha_inicio: dia(5), fecha_fin: dia(1) },
    });
    assert.deepEqual([res.status, res.body.message], [400, 'La fecha de fin no puede ser anterior a la de inicio']);
    const sinCliente = await api.post(BASE, {
      token: admin,
      json: { cliente_id: 999999, nombre: `X ${n()}`, fecha_inicio: dia(0), fecha_fin: dia(1) },
    });
    assert.deepEqual([sinCliente.status, sinCliente.body.error], [400, 'cliente_inexistente']);
  });
});

describe('its lines and their checks', () => {
  test('sites added by id and by pasted code; unknown, repeated and inactive ones say why; each line gets its windows', async () => {
    const c = await campana({ fecha_inicio: dia(0), fecha_fin: dia(20) });
    await api.patch(`/api/v1/sitios/${sitios[3].id}`, { token: admin, json: { activo: false } });
    const res = await lineas(c.id, {
      sitio_ids: [sitios[0].id],
      codigos: [sitios[1].codigo.toLowerCase(), sitios[0].codigo, 'NO-EXISTE', sitios[3].codigo],
      verificacion_cada_dias: 7,
      retiro_dias: 2,
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.agregadas, 2);
    assert.deepEqual(res.body.rechazadas, [
      { sitio: sitios[0].codigo, motivo: 'El sitio ya está en la campaña' },
      { sitio: 'NO-EXISTE', motivo: 'No existe un sitio con ese código' },
      { sitio: sitios[3].codigo, motivo: 'El sitio está inactivo' },
    ]);
    const linea = res.body.campana.lineas[0];
    assert.deepEqual(
      linea.controles.map((x: { tipo: string; numero: number; desde: string; hasta: string }) => [x.tipo, x.numero, x.desde, x.hasta]),
      [
        ['instalacion', 1, dia(-7), dia(3)],
        ['verificacion', 1, dia(4), dia(10)],
        ['verificacion', 2, dia(11), dia(17)],
        ['verificacion', 3, dia(18), dia(20)],
        ['retiro', 1, dia(21), dia(22)],
      ],
    );
    assert.match((await lastAuditOf(t.db, 'campanas', c.id))?.detalles ?? '', /2 sitios agregados/);
    await api.patch(`/api/v1/sitios/${sitios[3].id}`, { token: admin, json: { activo: true } });
  });

  test("moving the campaign's dates moves every check; a check that stays keeps its id", async () => {
    const c = await campana({ fecha_inicio: dia(0), fecha_fin: dia(10) });
    const added = await lineas(c.id, { sitio_ids: [sitios[2].id], verificacion_cada_dias: 5 });
    const before = added.body.campana.lineas[0].controles;
    const res = await api.patch(`${BASE}/${c.id}`, { token: admin, json: { fecha_inicio: dia(2), fecha_fin: dia(4) } });
    assert.equal(res.status, 200, res.text);
    const after = res.body.lineas[0].controles;
    assert.deepEqual(
      after.map((x: { tipo: string; desde: string; hasta: string }) => [x.tipo, x.desde, x.hasta]),
      [['instalacion', dia(-5), dia(5)]],
    );
    assert.equal(after[0].id, before[0].id);
  });

  test('a line is cancelled or removed; removing one of a site that has reports would be refused', async () => {
    const c = await campana();
    const res = await lineas(c.id, { sitio_ids: [sitios[0].id, sitios[1].id] });
    const [a, b] = res.body.campana.lineas;
    const cancel = await api.post(`${BASE}/${c.id}/lineas/${a.id}/cancelacion`, { token: admin });
    assert.equal(cancel.body.lineas.find((l: { id: number }) => l.id === a.id).cancelada, true);
    const del = await api.request('DELETE', `${BASE}/${c.id}/lineas/${b.id}`, { token: admin });
    assert.equal(del.status, 200);
    assert.deepEqual(
      del.body.lineas.map((l: { id: number }) => l.id),
      [a.id],
    );
  });
});

describe('who sees which campaign', () => {
  test('a provider sees the campaigns where it has lines, and only its lines; a client its own; anything else is 404', async () => {
    const c = await campana();
    await lineas(c.id, { sitio_ids: [sitios[0].id] });
    await lineas(c.id, { sitio_ids: [sitios[1].id], proveedor_id: otroProveedor });
    const visto = await api.get(`${BASE}/${c.id}`, { token: proveedor });
    assert.equal(visto.status, 200, visto.text);
    assert.deepEqual(
      visto.body.lineas.map((l: { sitio_id: number }) => l.sitio_id),
      [sitios[0].id],
    );
    assert.equal(visto.body.sitios, 1);
    assert.equal((await api.get(`${BASE}/${c.id}`, { token: cliente })).body.lineas.length, 2);
    const ajena = await campana({ cliente_id: otroCliente });
    await lineas(ajena.id, { sitio_ids: [sitios[2].id], proveedor_id: otroProveedor });
    for (const token of [proveedor, cliente]) assert.equal((await api.get(`${BASE}/${ajena.id}`, { token })).status, 404);
    for (const token of [proveedor, cliente]) {
      assert.equal(
        (await api.post(BASE, { token, json: { cliente_id: clienteId, nombre: 'x', fecha_inicio: dia(0), fecha_fin: dia(1) } })).status,
        403,
      );
    }
  });

  test("/nuevo-informe's choices: the client's open campaigns with the chosen provider's sites and their checks", async () => {
    const abierta = await campana();
    await lineas(abierta.id, { sitio_ids: [sitios[0].id, sitios[1].id] });
    await lineas(abierta.id, { sitio_ids: [sitios[2].id], proveedor_id: otroProveedor });
    const pasada = await campana({ fecha_inicio: dia(-30), fecha_fin: dia(-20) });
    await lineas(pasada.id, { sitio_ids: [sitios[0].id] });
    const res = await api.get(`${BASE}/para-informe?cliente_id=${clienteId}&proveedor_id=${proveedorId}`, { token: admin });
    assert.equal(res.status, 200, res.text);
    const mine = res.body.find((c: { id: number }) => c.id === abierta.id);
    assert.deepEqual(
      mine.sitios.map((s: { sitio_id: number }) => s.sitio_id),
      [sitios[0].id, sitios[1].id],
    );
    assert.equal(mine.sitios[0].controles[0].tipo, 'instalacion');
    assert.ok(!res.body.some((c: { id: number }) => c.id === pasada.id), 'a finished campaign with no open check is not offered');
    // The provider user gets only its own lines, whatever it asks.
    const own = await api.get(`${BASE}/para-informe?cliente_id=${clienteId}&proveedor_id=${otroProveedor}`, { token: proveedor });
    assert.ok(own.body.every((c: { sitios: unknown[] }) => c.sitios.length === 0));
  });
});

describe('a report proves a campaign, a site and a check', () => {
  let refs: InformeRefs;
  let campanaId: number;
  let lineaSitio: { id: number; codigo: string; provincia_id: number; localidad_id: number };
  let ajeno: { id: number };
  before(async () => {
    refs = await informeRefs(t.db, proveedorId, clienteId);
    const c = await campana({ cliente_id: refs.assignedCliente, fecha_inicio: dia(-20), fecha_fin: dia(30) });
    campanaId = c.id;
    await lineas(campanaId, { sitio_ids: [sitios[0].id], verificacion_cada_dias: 10 });
    await lineas(campanaId, { sitio_ids: [sitios[1].id], proveedor_id: otroProveedor });
    lineaSitio = await t.db
      .selectFrom('sitios')
      .select(['id', 'codigo', 'provincia_id', 'localidad_id'])
      .where('id', '=', sitios[0].id)
      .executeTakeFirstOrThrow();
    ajeno = sitios[2];
  });

  test('the site places it (department and municipality follow the site) and its date picks the check', async () => {
    const body = informeBody(refs, { campana: 'Escrito a mano', campana_id: campanaId, sitio_id: lineaSitio.id, fecha: dia(-19) });
    const res = await api.post('/api/v1/informes', { token: proveedor, json: body });
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(
      [res.body.campana_id, res.body.sitio_id, res.body.sitio_codigo, res.body.provincia_id, res.body.localidad_id, res.body.control_tipo],
      [campanaId, lineaSitio.id, lineaSitio.codigo, lineaSitio.provincia_id, lineaSitio.localidad_id, 'instalacion'],
    );
    assert.equal(res.body.campana, 'Escrito a mano', 'the typed campaign text stays as typed');
    // Installation by start + 3 (day -17); the first verification covers days -16 to -7.
    const later = await api.post('/api/v1/informes', { token: proveedor, json: { ...body, fecha: dia(-10) } });
    assert.equal(later.status, 201, later.text);
    assert.deepEqual([later.body.control_tipo, later.body.control_numero], ['verificacion', 1]);
    const list = await api.get(`/api/v1/informes?campana_id=${campanaId}&limit=50`, { token: admin });
    assert.deepEqual(list.body.data.map((i: { id: number }) => i.id).sort(), [res.body.id, later.body.id].sort());
    // A line whose site has reports cannot be removed; the campaign neither.
    const linea = (await api.get(`${BASE}/${campanaId}`, { token: admin })).body.lineas.find(
      (l: { sitio_id: number }) => l.sitio_id === lineaSitio.id,
    );
    const del = await api.request('DELETE', `${BASE}/${campanaId}/lineas/${linea.id}`, { token: admin });
    assert.deepEqual([del.status, del.body.error], [409, 'linea_con_informes']);
    assert.equal((await api.request('DELETE', `${BASE}/${campanaId}`, { token: admin })).body.error, 'campana_con_informes');
  });

  test("a site not in the campaign, another provider's line, another client's campaign or a cancelled one are refused", async () => {
    const post = (over: Record<string, unknown>) =>
      api.post('/api/v1/informes', { token: proveedor, json: informeBody(refs, { campana_id: campanaId, ...over }) });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sitio_id: ajeno.id }, 'sitio_fuera_de_campana'],
      [{ sitio_id: sitios[1].id }, 'sitio_de_otro_proveedor'],
      [{ campana_id: null, sitio_id: lineaSitio.id }, 'sitio_fuera_de_campana'],
    ];
    for (const [over, error] of cases) {
      const res = await post(over);
      assert.deepEqual([res.status, res.body.error], [400, error], JSON.stringify(over));
    }
    const otra = await campana({ cliente_id: otroCliente });
    assert.equal((await post({ campana_id: otra.id })).body.error, 'campana_inexistente');
    const cancelada = await campana({ cliente_id: refs.assignedCliente });
    await api.post(`${BASE}/${cancelada.id}/cancelacion`, { token: admin, json: { motivo: 'Sin presupuesto' } });
    assert.equal((await post({ campana_id: cancelada.id })).body.error, 'campana_cancelada');
  });

  test("a typed name that is one of the client's campaigns (folding case and accents) attaches to it", async () => {
    const c = await campana({ cliente_id: refs.assignedCliente, nombre: `Navidad Mágica ${n()}` });
    const typed = c.nombre.toLowerCase().replace('á', 'a');
    const res = await api.post('/api/v1/informes', { token: proveedor, json: informeBody(refs, { campana: ` ${typed} ` }) });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.campana_id, c.id);
    assert.equal(res.body.sitio_id, null);
  });
  test('its proof pack names the site and the check it proves', async () => {
    const body = informeBody(refs, { campana_id: campanaId, sitio_id: lineaSitio.id, fecha: dia(-19) });
    const informe = await api.post('/api/v1/informes', { token: proveedor, json: body });
    assert.equal(informe.status, 201, informe.text);
    const res = await fetch(`${t.baseUrl}/api/v1/informes/${informe.body.id}/prueba`, { headers: { authorization: `Bearer ${admin}` } });
    assert.equal(res.status, 200, res.status === 200 ? '' : await res.text());
    const all = (await pdfPages(Buffer.from(await res.arrayBuffer()))).join('\n');
    assert.match(all, new RegExp(`Sitio\\s+${lineaSitio.codigo}\\s+Sitio 0`));
    assert.match(all, /Control\s+Instalación/);
  });
});

describe("a photo's evidence against its site and check", () => {
  /** A JPEG of its own (random blocks), with GPS and a capture time in its EXIF, as a phone writes them. */
  async function foto(seed: number, gps: [number, number], tomada: string): Promise<Buffer> {
    const sharp = (await import('sharp')).default;
    let x = (seed * 2654435761) >>> 0;
    const raw = Buffer.alloc(18 * 16 * 3);
    for (let i = 0; i < raw.length; i += 1) {
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
      raw[i] = x >>> 24;
    }
    const dms = (v: number) => {
      const a = Math.abs(v);
      const d = Math.floor(a);
      const m = Math.floor((a - d) * 60);
      return `${d}/1 ${m}/1 ${Math.round(((a - d) * 60 - m) * 60 * 10000)}/10000`;
    };
    return sharp(raw, { raw: { width: 18, height: 16, channels: 3 } })
      .resize(360, 320, { kernel: 'nearest' })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Samsung', Model: 'Galaxy A54' },
        IFD2: { DateTimeOriginal: tomada, OffsetTimeOriginal: '-05:00' },
        IFD3: {
          GPSLatitudeRef: gps[0] < 0 ? 'S' : 'N',
          GPSLatitude: dms(gps[0]),
          GPSLongitudeRef: gps[1] < 0 ? 'W' : 'E',
          GPSLongitude: dms(gps[1]),
        },
      })
      .toBuffer();
  }
  async function subir(informeId: number, bytes: Buffer, nombre: string) {
    const form = new FormData();
    form.append('archivo', new Blob([bytes], { type: 'image/jpeg' }), nombre);
    const res = await fetch(`${t.baseUrl}/api/v1/upload/${informeId}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${proveedor}` },
    });
    const body = (await res.json()) as { alertas: Array<{ tipo: string; motivo: string }> };
    assert.equal(res.status, 201, JSON.stringify(body));
    return body.alertas.map((a) => a.tipo);
  }
  const exifDate = (day: string, hh = '10') => `${day.replaceAll('-', ':')} ${hh}:15:00`;

  test('far from the site and outside the check window are flagged; a good photo fulfils the check', async () => {
    const refs = await informeRefs(t.db, proveedorId, clienteId);
    const c = await campana({ cliente_id: refs.assignedCliente, fecha_inicio: dia(-20), fecha_fin: dia(30) });
    await lineas(c.id, { sitio_ids: [sitios[3].id], verificacion_cada_dias: 10 });
    const sitio = await t.db.selectFrom('sitios').select(['latitud', 'longitud']).where('id', '=', sitios[3].id).executeTakeFirstOrThrow();
    const res = await api.post('/api/v1/informes', {
      token: proveedor,
      json: informeBody(refs, { campana_id: c.id, sitio_id: sitios[3].id, fecha: dia(-19), fecha_recepcion: dia(-1) }),
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.control_tipo, 'instalacion');
    // 2 km north of the site, taken within the report's dates but after the installation window closed (day -17).
    const lejos = await subir(res.body.id, await foto(++seq, [sitio.latitud + 0.018, sitio.longitud], exifDate(dia(-5))), 'lejos.jpg');
    assert.deepEqual(lejos, ['fuera_de_ventana', 'lejos_del_sitio']);
    const control = () => t.db.selectFrom('campana_controles').selectAll().where('id', '=', res.body.control_id).executeTakeFirstOrThrow();
    assert.deepEqual([(await control()).informes_validos, (await control()).informes_en_revision], [0, 1], 'photos all flagged: in review');
    // At the site, inside the window: no flag, and the check is fulfilled.
    const buena = await subir(res.body.id, await foto(++seq, [sitio.latitud + 0.0005, sitio.longitud], exifDate(dia(-19))), 'buena.jpg');
    assert.deepEqual(buena, []);
    assert.deepEqual([(await control()).informes_validos, (await control()).informes_en_revision, (await control()).cumplido_en], [1, 0, dia(-19)]);
  });
});

contractSuite('campanas', async (ctx) => {
  const { refs } = ctx;
  const admin = ctx.admin();
  const medellin = { provincia_id: refs.provincia, localidad_id: refs.localidad, latitud: 6.2442, longitud: -75.5812 };
  const nuevoSitio = () =>
    ctx.ok<{ id: number; codigo: string }>('POST', '/sitios', admin, {
      codigo: `CC-${ctx.n()}`,
      nombre: 'Valla contrato',
      tipo: 'valla',
      ...medellin,
    });
  const campanaBody = (over: Record<string, unknown> = {}) => ({
    cliente_id: refs.ownCliente,
    nombre: `Campaña contrato ${ctx.n()}`,
    fecha_inicio: bogotaDay(-10),
    fecha_fin: bogotaDay(20),
    ...over,
  });
  const nuevaCampana = async (over: Record<string, unknown> = {}) =>
    ctx.ok<{ id: number; nombre: string }>('POST', '/campanas', admin, campanaBody(over));
  const reglas = { proveedor_id: refs.ownProveedor, servicio_id: refs.servicioActivo, instalacion_dias: 3 };
  const sitio = await nuevoSitio();
  const otroSitio = await nuevoSitio();
  /** A new campaign with one line at S (the demo provider's): its ids. */
  const nuevaLinea = async () => {
    const c = await nuevaCampana();
    const added = await ctx.ok<{ campana: { lineas: Array<{ id: number }> } }>('POST', `/campanas/${c.id}/lineas`, admin, {
      sitio_ids: [sitio.id],
      ...reglas,
    });
    return { campana: c.id, linea: added.campana.lineas[0].id };
  };
  // C: the demo client's, with a line of the demo provider at S that a report proves (every role sees it, and it has
  // checks); another client's campaign with another provider's line, seen only by the administrator; a cancelled one.
  const { campana, linea } = await nuevaLinea();
  const nombreC = (await ctx.ok<{ nombre: string }>('GET', `/campanas/${campana}`, admin)).nombre;
  await ctx.ok('POST', '/informes', admin, informeBody(refs, { cliente_id: refs.ownCliente, campana_id: campana, sitio_id: sitio.id }));
  const ajena = await nuevaCampana({ cliente_id: await nuevoCliente(ctx) });
  await ctx.ok('POST', `/campanas/${ajena.id}/lineas`, admin, { sitio_ids: [otroSitio.id], ...reglas, proveedor_id: refs.otherProveedor });
  const cancelada = await nuevaCampana();
  await ctx.ok('POST', `/campanas/${cancelada.id}/cancelacion`, admin, { motivo: 'Sin presupuesto' });
  const lineaCancelada = await nuevaLinea();
  await ctx.ok('POST', `/campanas/${lineaCancelada.campana}/lineas/${lineaCancelada.linea}/cancelacion`, admin);
  /** The campaign (and line) an administrator's call uses up; the others are refused before touching C. */
  const deC = async (role: Role, make: () => Promise<number>) => (role === 'administrador' ? make() : campana);
  const lineaDe = async (role: Role) => (role === 'administrador' ? nuevaLinea() : { campana, linea });

  return {
    cases: [
      { op: 'listCampaigns', call: () => ({ path: '/campanas?limit=50&sortBy=nombre&sortOrder=asc' }), expect: SIGNED_IN },
      {
        op: 'listCampaignsForReport',
        call: () => ({ path: `/campanas/para-informe?cliente_id=${refs.ownCliente}&proveedor_id=${refs.ownProveedor}` }),
        expect: SIGNED_IN,
      },
      { op: 'getCampaign', call: () => ({ path: `/campanas/${campana}` }), expect: SIGNED_IN },
      {
        op: 'acceptCampaign',
        call: () => ({ path: `/campanas/${campana}/aceptacion` }),
        // The client's word; C has a pending check (window open), so the client is told it cannot yet.
        expect: [401, 409, 403, 403],
      },
      {
        op: 'reportCampaignSiteProblem',
        call: () => ({ path: `/campanas/${campana}/lineas/${linea}/problema`, json: { comentario: 'No se ve la valla' } }),
        // C's report is pending, not completed: nothing to send back yet.
        expect: [401, 409, 403, 403],
      },
      {
        op: 'listCampaignChecks',
        call: () => ({ path: `/campanas/controles?campana_id=${campana}&estado=pendiente&estado=atrasado` }),
        expect: SIGNED_IN,
      },
      { op: 'exportCampaignChecks', call: () => ({ path: `/campanas/controles/export?campana_id=${campana}` }), expect: SIGNED_IN },
      {
        op: 'createCampaign',
        call: () => ({ path: '/campanas', json: campanaBody({ descripcion: 'Vallas de temporada' }) }),
        expect: ADMIN_ONLY(201),
      },
      {
        op: 'updateCampaign',
        call: () => ({ path: `/campanas/${campana}`, json: { descripcion: 'Vallas y mupis', fecha_fin: bogotaDay(25) } }),
        expect: ADMIN_ONLY(200),
      },
      {
        op: 'cancelCampaign',
        call: async (role) => ({
          path: `/campanas/${await deC(role, async () => (await nuevaCampana()).id)}/cancelacion`,
          json: { motivo: 'El cliente la suspendió' },
        }),
        expect: ADMIN_ONLY(200),
      },
      {
        op: 'deleteCampaign',
        call: async (role) => ({ path: `/campanas/${await deC(role, async () => (await nuevaCampana()).id)}` }),
        expect: ADMIN_ONLY(200),
      },
      {
        op: 'addCampaignLines',
        call: async (role) => ({
          path: `/campanas/${await deC(role, async () => (await nuevaCampana()).id)}/lineas`,
          json: { sitio_ids: [sitio.id], codigos: [otroSitio.codigo, 'NO-EXISTE'], ...reglas, verificacion_cada_dias: 7, retiro_dias: 2 },
        }),
        expect: ADMIN_ONLY(200),
      },
      {
        op: 'updateCampaignLine',
        call: () => ({ path: `/campanas/${campana}/lineas/${linea}`, json: { instalacion_dias: 5, verificacion_cada_dias: 10 } }),
        expect: ADMIN_ONLY(200),
      },
      {
        op: 'cancelCampaignLine',
        call: async (role) => {
          const l = await lineaDe(role);
          return { path: `/campanas/${l.campana}/lineas/${l.linea}/cancelacion` };
        },
        expect: ADMIN_ONLY(200),
      },
      {
        op: 'deleteCampaignLine',
        call: async (role) => {
          const l = await lineaDe(role);
          return { path: `/campanas/${l.campana}/lineas/${l.linea}` };
        },
        expect: ADMIN_ONLY(200),
      },
    ],
    invalid: [
      { of: 'listCampaigns', call: () => ({ path: '/campanas?estado=pausada' }), status: 400 },
      { of: 'acceptCampaign', role: 'cliente', call: () => ({ path: `/campanas/${ajena.id}/aceptacion` }), status: 404 },
      {
        of: 'reportCampaignSiteProblem',
        role: 'cliente',
        call: () => ({ path: `/campanas/${campana}/lineas/${linea}/problema`, json: { comentario: '' } }),
        status: 400,
      },
      { of: 'listCampaignChecks', call: () => ({ path: '/campanas/controles?estado=olvidado' }), status: 400 },
      { of: 'exportCampaignChecks', call: () => ({ path: '/campanas/controles/export?campana_id=abc' }), status: 400 },
      // Another client's campaign is missing for the demo users.
      { of: 'getCampaign', role: 'proveedor', call: () => ({ path: `/campanas/${ajena.id}` }), status: 404 },
      { of: 'getCampaign', role: 'cliente', call: () => ({ path: `/campanas/${ajena.id}` }), status: 404 },
      { of: 'getCampaign', call: () => ({ path: '/campanas/999999' }), status: 404 },
      { of: 'createCampaign', call: () => ({ path: '/campanas', json: {} }), status: 400 },
      // An end before the start, a date that is none, an unknown client, a name the client already has (another case).
      {
        of: 'createCampaign',
        call: () => ({ path: '/campanas', json: campanaBody({ fecha_inicio: bogotaDay(5), fecha_fin: bogotaDay(1) }) }),
        status: 400,
      },
      { of: 'createCampaign', call: () => ({ path: '/campanas', json: campanaBody({ fecha_inicio: '2026-13-01' }) }), status: 400 },
      { of: 'createCampaign', call: () => ({ path: '/campanas', json: campanaBody({ cliente_id: 999999 }) }), status: 400 },
      { of: 'createCampaign', call: () => ({ path: '/campanas', json: campanaBody({ nombre: nombreC.toUpperCase() }) }), status: 409 },
      { of: 'updateCampaign', call: () => ({ path: `/campanas/${campana}`, json: { fecha_fin: bogotaDay(-20) } }), status: 400 },
      { of: 'updateCampaign', call: () => ({ path: '/campanas/999999', json: { descripcion: 'Nadie' } }), status: 404 },
      { of: 'cancelCampaign', call: () => ({ path: `/campanas/${campana}/cancelacion`, json: { motivo: '' } }), status: 400 },
      { of: 'cancelCampaign', call: () => ({ path: `/campanas/${cancelada.id}/cancelacion`, json: { motivo: 'Otra vez' } }), status: 409 },
      // C has a report: it is cancelled, not deleted; so is the line the report proves.
      { of: 'deleteCampaign', call: () => ({ path: `/campanas/${campana}` }), status: 409 },
      { of: 'addCampaignLines', call: () => ({ path: `/campanas/${campana}/lineas`, json: { ...reglas } }), status: 400 },
      {
        of: 'addCampaignLines',
        call: () => ({ path: `/campanas/${campana}/lineas`, json: { sitio_ids: [otroSitio.id], ...reglas, proveedor_id: 999999 } }),
        status: 400,
      },
      {
        of: 'addCampaignLines',
        call: () => ({ path: `/campanas/${campana}/lineas`, json: { sitio_ids: [otroSitio.id], ...reglas, instalacion_dias: 91 } }),
        status: 400,
      },
      {
        of: 'addCampaignLines',
        call: () => ({ path: `/campanas/${cancelada.id}/lineas`, json: { sitio_ids: [otroSitio.id], ...reglas } }),
        status: 409,
      },
      { of: 'updateCampaignLine', call: () => ({ path: `/campanas/${campana}/lineas/999999`, json: { instalacion_dias: 2 } }), status: 404 },
      { of: 'updateCampaignLine', call: () => ({ path: `/campanas/${campana}/lineas/${linea}`, json: { servicio_id: 999999 } }), status: 400 },
      {
        of: 'cancelCampaignLine',
        call: () => ({ path: `/campanas/${lineaCancelada.campana}/lineas/${lineaCancelada.linea}/cancelacion` }),
        status: 409,
      },
      { of: 'deleteCampaignLine', call: () => ({ path: `/campanas/${campana}/lineas/${linea}` }), status: 409 },
    ],
  };
});
