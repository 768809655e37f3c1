import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fetchCsv, formulaFragments, parseCsv } from './helpers/csv';
import { agregarArchivos, bogotaDay, cambiarEstado, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import type { TestApp } from './helpers/test-app';

/**
 * Campaign compliance (issue 37; docs/decisions/cumplimiento.md): each check's state from the facts the database keeps
 * and today's date in Bogotá, the campaign's summary (whole, per line, per provider), the checks across campaigns
 * ("Por reportar", late ones) and their export, for each role.
 */
let t: TestApp;
let api: Awaited<ReturnType<typeof startInformesTestApp>>['api'];
let admin: string;
let proveedor: string;
let cliente: string;
let refs: InformeRefs;
let sitios: number[];
let seq = 0;
const n = () => `${process.pid}-${++seq}`;

type Control = { id: number; tipo: string; numero: number; desde: string; hasta: string; estado: string; cumplido_en: string | null };
type Cumplimiento = Record<'pendiente' | 'cumplido' | 'en_revision' | 'atrasado' | 'no_aplica' | 'debidos', number> & { porcentaje: number | null };
type Linea = { id: number; sitio_id: number; proveedor_id: number; controles: Control[]; cumplimiento: Cumplimiento };
type Detalle = { id: number; cumplimiento: Cumplimiento; lineas: Linea[]; por_proveedor: Array<Cumplimiento & { proveedor_id: number }> };

before(async () => {
  ({ t, api, admin, proveedor, cliente, refs } = await startInformesTestApp());
  const bogota = await t.db.selectFrom('localidades').select(['id', 'provincia_id']).where('codigo_dane', '=', '11001').executeTakeFirstOrThrow();
  sitios = [];
  for (let i = 0; i < 4; i++) {
    const res = await api.post<{ id: number }>('/api/v1/sitios', {
      token: admin,
      json: {
        codigo: `CU-${n()}`,
        nombre: `Sitio ${i}`,
        tipo: 'valla',
        provincia_id: bogota.provincia_id,
        localidad_id: bogota.id,
        latitud: 4.6 + i / 100,
        longitud: -74.08,
      },
    });
    assert.equal(res.status, 201, res.text);
    sitios.push(res.body.id);
  }
});
after(async () => t?.close());

async function campana(clienteId: number, inicio: number, fin: number): Promise<number> {
  const res = await api.post<{ id: number }>('/api/v1/campanas', {
    token: admin,
    json: { cliente_id: clienteId, nombre: `Cumplimiento ${n()}`, fecha_inicio: bogotaDay(inicio), fecha_fin: bogotaDay(fin) },
  });
  assert.equal(res.status, 201, res.text);
  return res.body.id;
}
async function linea(campanaId: number, sitioId: number, reglas: Record<string, unknown>): Promise<Linea> {
  const res = await api.post<{ campana: Detalle }>(`/api/v1/campanas/${campanaId}/lineas`, {
    token: admin,
    json: { sitio_ids: [sitioId], proveedor_id: refs.ownProveedor, servicio_id: refs.servicioActivo, instalacion_dias: 3, ...reglas },
  });
  assert.equal(res.status, 200, res.text);
  return res.body.campana.lineas.find((l) => l.sitio_id === sitioId)!;
}
const detalle = async (id: number, token = admin) => {
  const res = await api.get<Detalle>(`/api/v1/campanas/${id}`, { token });
  assert.equal(res.status, 200, res.text);
  return res.body;
};
/** A report of the demo provider proving `sitioId` of the campaign on `fecha`, with `fotos` photos. */
async function informe(campanaId: number, sitioId: number, fecha: string, fotos = 1): Promise<{ id: number; control_id: number | null }> {
  const res = await api.post<{ id: number; control_id: number | null }>('/api/v1/informes', {
    token: proveedor,
    json: informeBody(refs, { campana_id: campanaId, sitio_id: sitioId, fecha }),
  });
  assert.equal(res.status, 201, res.text);
  if (fotos > 0) await agregarArchivos(t.db, res.body.id, fotos, fotos);
  return res.body;
}
const estados = (l: Linea) => l.controles.map((c) => `${c.tipo}${c.numero}:${c.estado}`);

describe("a check's state", () => {
  test('pending through the last day of its window, late from the next day; a campaign cancelled makes every check not applicable', async () => {
    const c = await campana(refs.assignedCliente, -5, 20);
    // Installation by start + 5 = today (still pending), or by start + 4 = yesterday (late).
    const hoyUltimo = await linea(c, sitios[0], { instalacion_dias: 5 });
    const ayerUltimo = await linea(c, sitios[1], { instalacion_dias: 4 });
    assert.equal(hoyUltimo.controles[0].hasta, bogotaDay(0));
    assert.deepEqual(estados(hoyUltimo), ['instalacion1:pendiente']);
    assert.deepEqual(estados(ayerUltimo), ['instalacion1:atrasado']);
    const d = await detalle(c);
    assert.deepEqual(
      { ...d.cumplimiento },
      { pendiente: 1, cumplido: 0, en_revision: 0, atrasado: 1, no_aplica: 0, debidos: 1, porcentaje: 0 },
      'only the late check is due so far',
    );
    const cancel = await api.post(`/api/v1/campanas/${c}/cancelacion`, { token: admin, json: { motivo: 'El cliente la suspendió' } });
    assert.equal(cancel.status, 200, cancel.text);
    const cancelada = await detalle(c);
    assert.deepEqual(cancelada.lineas.flatMap(estados), ['instalacion1:no_aplica', 'instalacion1:no_aplica']);
    assert.equal(cancelada.cumplimiento.porcentaje, null, 'nothing is due of a cancelled campaign');
  });

  test('a report with a good photo inside the window fulfils it; one whose photos all carry unreviewed flags is in review until reviewed', async () => {
    const c = await campana(refs.assignedCliente, -20, 30);
    const l = await linea(c, sitios[2], { instalacion_dias: 3, verificacion_cada_dias: 10 });
    // Installation [-27, -17] and verification 1 [-16, -7] are closed: late; verification 2 [-6, 3] is open.
    assert.deepEqual(estados(l).slice(0, 3), ['instalacion1:atrasado', 'verificacion1:atrasado', 'verificacion2:pendiente']);

    const instalacion = await informe(c, sitios[2], bogotaDay(-18), 0);
    assert.equal(instalacion.control_id, l.controles[0].id, "the report's date picks the check");
    assert.equal((await detalle(c)).lineas[0].controles[0].estado, 'atrasado', 'a report without photos proves nothing');
    await agregarArchivos(t.db, instalacion.id, 1, 1);
    const tras = (await detalle(c)).lineas[0].controles[0];
    assert.deepEqual([tras.estado, tras.cumplido_en], ['cumplido', bogotaDay(-18)]);

    // Verification 1: its only photo flagged → in review; the administrator reviews the flag → fulfilled.
    const verificacion = await informe(c, sitios[2], bogotaDay(-10), 1);
    const archivo = await t.db.selectFrom('informe_archivos').select('id').where('informe_id', '=', verificacion.id).executeTakeFirstOrThrow();
    const alerta = await t.db
      .insertInto('informe_archivo_alertas')
      .values({ archivo_id: archivo.id, informe_id: verificacion.id, tipo: 'lejos_del_municipio', motivo: 'Prueba' })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.equal((await detalle(c)).lineas[0].controles[1].estado, 'en_revision');
    assert.equal((await detalle(c)).cumplimiento.en_revision, 1);
    const review = await api.post(`/api/v1/archivos/${archivo.id}/alertas/${alerta.id}/revision`, {
      token: admin,
      json: { comentario: 'Revisado: la valla está en el límite del municipio' },
    });
    assert.equal(review.status, 200, review.text);
    const d = await detalle(c);
    assert.deepEqual(estados(d.lineas[0]).slice(0, 3), ['instalacion1:cumplido', 'verificacion1:cumplido', 'verificacion2:pendiente']);
    assert.deepEqual([d.cumplimiento.debidos, d.cumplimiento.cumplido, d.cumplimiento.porcentaje], [2, 2, 100]);
    assert.deepEqual(d.lineas[0].cumplimiento, d.cumplimiento, 'one line: the line is the campaign');

    // The report deleted: its check is late again.
    const del = await api.request('DELETE', `/api/v1/informes/${verificacion.id}`, { token: admin });
    assert.equal(del.status, 200, del.text);
    assert.equal((await detalle(c)).lineas[0].controles[1].estado, 'atrasado');
  });

  test('a cancelled line is not applicable; the list and the page agree on the campaign, per provider too', async () => {
    const c = await campana(refs.assignedCliente, -10, 10);
    await linea(c, sitios[0], { instalacion_dias: 2 });
    const otra = await linea(c, sitios[1], { instalacion_dias: 2 });
    await linea(c, sitios[3], { instalacion_dias: 2, proveedor_id: refs.otherProveedor });
    const cancel = await api.post(`/api/v1/campanas/${c}/lineas/${otra.id}/cancelacion`, { token: admin });
    assert.equal(cancel.status, 200, cancel.text);
    await informe(c, sitios[0], bogotaDay(-9), 1);
    const d = await detalle(c);
    assert.deepEqual(
      d.lineas.map((l) => l.controles[0].estado),
      ['cumplido', 'no_aplica', 'atrasado'],
    );
    assert.deepEqual([d.cumplimiento.debidos, d.cumplimiento.cumplido, d.cumplimiento.porcentaje], [2, 1, 50]);
    const propio = d.por_proveedor.find((p) => p.proveedor_id === refs.ownProveedor)!;
    const ajeno = d.por_proveedor.find((p) => p.proveedor_id === refs.otherProveedor)!;
    assert.deepEqual([propio.cumplido, propio.no_aplica, propio.porcentaje], [1, 1, 100]);
    assert.deepEqual([ajeno.atrasado, ajeno.porcentaje], [1, 0]);
    const list = await api.get<{ data: Array<{ id: number; cumplimiento: Cumplimiento }> }>(
      `/api/v1/campanas?limit=100&search=${encodeURIComponent('Cumplimiento')}`,
      {
        token: admin,
      },
    );
    assert.deepEqual(list.body.data.find((x) => x.id === c)?.cumplimiento, d.cumplimiento);
    // The provider sees only its lines, and their compliance.
    const suya = await detalle(c, proveedor);
    assert.deepEqual([suya.lineas.length, suya.cumplimiento.porcentaje, suya.por_proveedor.length], [2, 100, 1]);
  });
});

describe('checks across campaigns', () => {
  test("'Por reportar': a provider's open and late checks, soonest deadline first; not another provider's, not fulfilled or cancelled ones", async () => {
    const c = await campana(refs.assignedCliente, -3, 40);
    await linea(c, sitios[0], { instalacion_dias: 10 }); // open until day 7
    await linea(c, sitios[1], { instalacion_dias: 1 }); // closed on day -2: late
    await linea(c, sitios[2], { instalacion_dias: 1 });
    await informe(c, sitios[2], bogotaDay(-3), 1); // fulfilled
    await linea(c, sitios[3], { instalacion_dias: 1, proveedor_id: refs.otherProveedor });
    const res = await api.get<{ data: Array<Control & { campana_id: number; sitio_id: number; proveedor_id: number }>; meta: { total: number } }>(
      `/api/v1/campanas/controles?por_reportar=true&campana_id=${c}`,
      { token: proveedor },
    );
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(
      res.body.data.map((x) => [x.sitio_id, x.estado, x.hasta]),
      [
        [sitios[1], 'atrasado', bogotaDay(-2)],
        [sitios[0], 'pendiente', bogotaDay(7)],
      ],
    );
    // The administrator asks for the late ones of every provider.
    const late = await api.get<{ data: Array<{ sitio_id: number; proveedor_id: number; estado: string }> }>(
      `/api/v1/campanas/controles?estado=atrasado&campana_id=${c}`,
      { token: admin },
    );
    assert.deepEqual(late.body.data.map((x) => x.sitio_id).sort(), [sitios[1], sitios[3]].sort());
    // A client user sees checks of its own client's campaigns only.
    const ajeno = refs.assignedCliente !== refs.ownCliente;
    const delCliente = await api.get<{ meta: { total: number } }>(`/api/v1/campanas/controles?campana_id=${c}`, { token: cliente });
    assert.equal(delCliente.body.meta.total, ajeno ? 0 : 4);
  });

  test('the export: one row per check, as Colombian Excel reads it, with the state in Spanish', async () => {
    const c = await campana(refs.assignedCliente, -3, 10);
    await linea(c, sitios[0], { instalacion_dias: 1, retiro_dias: 2 });
    await informe(c, sitios[0], bogotaDay(-3), 1);
    const { status, headers, text } = await fetchCsv(`${t.baseUrl}/api/v1/campanas/controles/export?campana_id=${c}`, admin);
    assert.equal(status, 200, text);
    assert.match(headers.get('content-disposition') ?? '', /cumplimiento-\d{4}-\d{2}-\d{2}\.csv/);
    assert.ok(text.startsWith('\uFEFF'), 'UTF-8 with a BOM');
    const rows = parseCsv(text.slice(1));
    assert.deepEqual(rows[0].slice(7, 12), ['Control', 'Desde', 'Hasta', 'Estado', 'Cumplido el']);
    assert.deepEqual(
      rows.slice(1).map((r) => [r[7], r[10], r[11]]),
      [
        ['Instalación', 'Cumplido', bogotaDay(-3)],
        ['Retiro', 'Pendiente', ''],
      ],
    );
    assert.deepEqual(formulaFragments(text), []);
  });
});

describe("the client's word on its campaign", () => {
  test('accepts it only when every check is fulfilled; a check that stops being fulfilled clears it; only a client user may', async () => {
    const me = await api.get<{ usuario: string; cliente_id: number }>('/api/v1/usuarios/me', { token: cliente });
    const c = await campana(me.body.cliente_id, -20, -5);
    const l = await linea(c, sitios[0], { instalacion_dias: 2, proveedor_id: refs.clienteProveedor });
    const aceptar = (token: string) =>
      api.post<Detalle & { aceptacion: { usuario: string } | null; error?: string; message: string }>(`/api/v1/campanas/${c}/aceptacion`, { token });
    const tarde = await aceptar(cliente);
    assert.equal(tarde.status, 409, tarde.text);
    assert.equal(tarde.body.error, 'campana_no_cumplida');
    assert.match(tarde.body.message, /todos sus controles cumplidos: falta uno/);

    const res = await informeConFoto(me.body.cliente_id, c, sitios[0]);
    assert.equal((await aceptar(proveedor)).status, 403);
    assert.equal((await aceptar(admin)).status, 403);
    const ok = await aceptar(cliente);
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.aceptacion?.usuario, me.body.usuario);
    assert.equal((await aceptar(cliente)).body.error, 'campana_ya_aceptada');

    // Its only photo deleted: the check is no longer fulfilled, the acceptance goes with it.
    await t.db.deleteFrom('informe_archivos').where('informe_id', '=', res.body.id).execute();
    const after = await api.get<{ aceptacion: unknown; lineas: Linea[] }>(`/api/v1/campanas/${c}`, { token: cliente });
    assert.equal(after.body.aceptacion, null);
    assert.equal(after.body.lineas.find((x) => x.id === l.id)?.controles[0].estado, 'atrasado');
  });

  /** A report of the client's provider at `sitio` of campaign `c`, 19 days ago, with one valid photo: it fulfils that line's installation. */
  async function informeConFoto(clienteId: number, c: number, sitio: number) {
    const res = await api.post<{ id: number }>('/api/v1/informes', {
      token: admin,
      json: informeBody(refs, { cliente_id: clienteId, proveedor_id: refs.clienteProveedor, campana_id: c, sitio_id: sitio, fecha: bogotaDay(-19) }),
    });
    assert.equal(res.status, 201, res.text);
    await agregarArchivos(t.db, res.body.id, 1, 1);
    return res;
  }

  test('a problem at one site sends its newest completed report back to the provider, tells its users, and clears the acceptance', async () => {
    const me = await api.get<{ cliente_id: number }>('/api/v1/usuarios/me', { token: cliente });
    const c = await campana(me.body.cliente_id, -20, -5);
    const l = await linea(c, sitios[1], { instalacion_dias: 2, proveedor_id: refs.clienteProveedor });
    const sinInforme = await api.post(`/api/v1/campanas/${c}/lineas/${l.id}/problema`, { token: cliente, json: { comentario: 'No la vemos' } });
    assert.equal(sinInforme.status, 409, sinInforme.text);
    assert.equal(sinInforme.body.error, 'sitio_sin_informe_completado');

    const res = await informeConFoto(me.body.cliente_id, c, sitios[1]);
    for (const estado of ['en_progreso', 'completado']) assert.equal((await cambiarEstado(api, admin, res.body.id, estado)).status, 200);
    assert.equal((await api.post(`/api/v1/campanas/${c}/aceptacion`, { token: cliente })).status, 200);

    assert.equal((await api.post(`/api/v1/campanas/${c}/lineas/${l.id}/problema`, { token: cliente, json: { comentario: '' } })).status, 400);
    const problema = await api.post<{ aceptacion: unknown }>(`/api/v1/campanas/${c}/lineas/${l.id}/problema`, {
      token: cliente,
      json: { comentario: 'La valla muestra la campaña anterior' },
    });
    assert.equal(problema.status, 200, problema.text);
    assert.equal(problema.body.aceptacion, null, 'the acceptance was for the campaign as it was');
    const informe = await api.get<{ estado: string; historial: Array<{ comentario: string | null }> }>(`/api/v1/informes/${res.body.id}`, {
      token: admin,
    });
    assert.equal(informe.body.estado, 'en_progreso');
    assert.match(informe.body.historial.at(-1)?.comentario ?? '', /^Sitio .+: La valla muestra la campaña anterior$/);
    // The provider's users are told (when the demo provider is the line's).
    if (refs.clienteProveedor === refs.ownProveedor) {
      const convs = await api.get<{ data: Array<{ id: number; tipo: string }> }>('/api/v1/conversaciones?limit=50', { token: proveedor });
      const sistema = convs.body.data.find((x) => x.tipo === 'sistema')!;
      const msgs = await api.get<{ data: Array<{ texto: string }> }>(`/api/v1/conversaciones/${sistema.id}/mensajes?limit=50`, { token: proveedor });
      assert.ok(msgs.body.data.some((m) => m.texto.includes(`El informe #${res.body.id} volvió a En Progreso`)));
    }
    assert.equal((await api.post(`/api/v1/campanas/${c}/lineas/${l.id}/problema`, { token: proveedor, json: { comentario: 'x' } })).status, 403);
  });
});
