import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { distanciaMetros } from 'shared/contracts';
import { DEMO_SITIOS } from '../src/modules/demo/data';
import { desplazar, nombreFoto, planDemoFotos } from '../src/modules/demo/fotos-plan';
import { PROBLEMA_DEVUELTO } from '../src/modules/demo/seed-historias';
import { planDemoInformes } from '../src/modules/demo/timeline';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * What a user of the demo (SEED_DEMO) finds (issue 36): sites in four cities, campaigns with their lines and checks,
 * reports that name their campaign, site and check, photos whose flags the server computed from their bytes, a report
 * the client accepted and one it sent back, conversations. The template every API test copies is seeded this way.
 */

describe('demo photos plan (pure, clock given)', () => {
  const clocks = ['2026-11-23T10:00:00-05:00', '2026-12-31T19:30:00-05:00', '2027-01-01T00:10:00-05:00', '2028-02-29T23:59:00-05:00'];

  test('every photo is taken and sent before now, sent after its report and before its first change', () => {
    for (const c of clocks) {
      const now = new Date(c);
      const plans = planDemoInformes(now);
      const fotos = planDemoFotos(plans, now);
      assert.ok(fotos.length >= 60, `${c}: ${fotos.length} photos`);
      for (const f of fotos) {
        const p = plans[f.informe];
        assert.ok(f.tomada < now && f.subida < now, `${c}: ${f.nombre} after now`);
        assert.ok(f.subida >= p.creado_at, `${c}: ${f.nombre} sent before its report`);
        const first = p.transiciones[0]?.at;
        if (first) assert.ok(f.subida < first, `${c}: ${f.nombre} sent after its report's first change`);
      }
      // The stories: one copy of an earlier photo, one photo far from its site, one taken after its check's window.
      const copias = fotos.filter((f) => f.copiaDe !== null);
      assert.equal(copias.length, 1, c);
      assert.notEqual(fotos[copias[0].copiaDe!].informe, copias[0].informe);
      const lejos = fotos.find((f) => plans[f.informe].rol === 'lejos')!;
      const sitio = DEMO_SITIOS.find((s) => s.codigo === plans[lejos.informe].sitio)!;
      const m = distanciaMetros(sitio.latitud, sitio.longitud, lejos.latitud, lejos.longitud);
      assert.ok(m > 1000, `${c}: the far photo is ${m} m away`);
      const tarde = fotos.find((f) => plans[f.informe].rol === 'fuera_de_ventana')!;
      assert.ok(nombreFoto(tarde.tomada).slice(4, 12) > plans[tarde.informe].control.hasta.replace(/-/g, ''), c);
    }
  });

  test('desplazar moves a point the given metres; photos are named by the Bogotá wall clock', () => {
    const [lat, lon] = desplazar(4.6569, -74.0958, 500, Math.PI / 3);
    assert.ok(Math.abs(distanciaMetros(4.6569, -74.0958, lat, lon) - 500) < 2);
    // 23:30 Bogotá on 31 December is already 1 January in UTC.
    assert.equal(nombreFoto(new Date('2026-12-31T23:30:05-05:00')), 'IMG_20261231_233005.jpg');
  });
});

describe('seeded demo database', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  before(async () => {
    t = await startTestApp();
    api = client(t.baseUrl);
  });
  after(async () => t?.close());

  test('how long the demo took to seed (the template every test copies; the e2e product starts from a copy too)', async () => {
    const marcas = await t.db.selectFrom('seed_marcas').select(['nombre', 'aplicado_at']).execute();
    const at = (n: string) => Date.parse(marcas.find((m) => m.nombre === n)!.aplicado_at);
    const filas = at('demo') - at('geografia');
    const fotos = at('demo-fotos') - at('demo');
    console.log(`# demo seed: rows ${(filas / 1000).toFixed(1)} s, photos/reviews/messages ${(fotos / 1000).toFixed(1)} s`);
    // Well under the e2e product's start-up limit (scripts/lib/product-server.mjs: 180 s), even on a busy machine.
    assert.ok(filas + fotos < 150_000, `${filas + fotos} ms`);
  });

  test('60 sites in Bogotá, Medellín, Cali and Barranquilla, each within 20 km of its municipality’s DANE point', async () => {
    const rows = await t.db
      .selectFrom('sitios as s')
      .innerJoin('localidades as l', 'l.id', 's.localidad_id')
      .select(['s.codigo', 's.latitud', 's.longitud', 'l.nombre', 'l.latitud as l_lat', 'l.longitud as l_lon'])
      .execute();
    const porCiudad: Record<string, number> = {};
    for (const r of rows) porCiudad[r.nombre] = (porCiudad[r.nombre] ?? 0) + 1;
    assert.deepEqual(porCiudad, { 'Bogotá, D.C.': 22, Medellín: 14, 'Santiago de Cali': 12, Barranquilla: 12 });
    for (const r of rows) {
      const d = distanciaMetros(Number(r.latitud), Number(r.longitud), Number(r.l_lat), Number(r.l_lon));
      assert.ok(d < 20_000, `${r.codigo} is ${Math.round(d)} m from ${r.nombre}`);
    }
  });

  test('campaigns of the demo clients have lines (site, provider, service) and each line its checks', async () => {
    const lineas = await sql<{ campana: string; lineas: number; sin_controles: number; clientes: number }>`
      SELECT c.nombre AS campana, count(DISTINCT cl.id)::int AS lineas,
        count(DISTINCT cl.id) FILTER (WHERE NOT EXISTS (SELECT 1 FROM campana_controles cc WHERE cc.linea_id = cl.id))::int AS sin_controles
      FROM campanas c JOIN campana_lineas cl ON cl.campana_id = c.id
      WHERE cl.proveedor_id IS NOT NULL AND cl.servicio_id IS NOT NULL AND cl.sitio_id IS NOT NULL
      GROUP BY c.nombre`.execute(t.db);
    const total = await t.db
      .selectFrom('campanas')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    assert.ok(total.n >= 10, `${total.n} campaigns`);
    assert.equal(lineas.rows.length, total.n, 'every campaign has lines');
    for (const c of lineas.rows) assert.equal(c.sin_controles, 0, `${c.campana}: a line without checks`);
    assert.ok(lineas.rows.reduce((n, c) => n + c.lineas, 0) >= 50);
    // The demo client sees its own campaigns with their lines.
    const token = await api.loginCliente();
    const res = await api.get('/api/v1/campanas', { token });
    assert.equal(res.status, 200);
    assert.ok(res.body.data.length >= 2, `${res.body.data.length} campaigns for the demo client`);
  });

  test('every demo report names its campaign, site and check, and the check is of that site’s line', async () => {
    const token = await api.loginAdmin();
    const res = await api.get('/api/v1/informes?limit=100', { token });
    assert.equal(res.status, 200);
    const demo = res.body.data as Array<Record<string, unknown>>;
    assert.ok(demo.length >= 60);
    for (const r of demo) {
      assert.ok(r.campana_id && r.sitio_codigo && r.sitio_nombre && r.control_tipo, `report #${String(r.id)} names all three`);
    }
    const ajenos = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM informes i JOIN campana_controles cc ON cc.id = i.control_id
        JOIN campana_lineas cl ON cl.id = cc.linea_id
      WHERE cl.campana_id <> i.campana_id OR cl.sitio_id <> i.sitio_id`.execute(t.db);
    assert.equal(ajenos.rows[0].n, 0);
  });

  test('photos went through the upload: the server read their EXIF, hashed them and raised each kind of flag', async () => {
    const fotos = await t.db
      .selectFrom('informe_archivos')
      .select([
        sql<number>`count(*)::int`.as('n'),
        sql<number>`count(tomada_at)::int`.as('tomada'),
        sql<number>`count(gps_latitud)::int`.as('gps'),
        sql<number>`count(dhash)::int`.as('dhash'),
      ])
      .executeTakeFirstOrThrow();
    assert.ok(fotos.n >= 60, `${fotos.n} photos`);
    assert.deepEqual([fotos.tomada, fotos.gps, fotos.dhash], [fotos.n, fotos.n, fotos.n]);
    const alertas = await sql<{ tipo: string; abiertas: number; revisadas: number }>`
      SELECT tipo, count(*) FILTER (WHERE revisada_at IS NULL)::int AS abiertas, count(revisada_at)::int AS revisadas
      FROM informe_archivo_alertas GROUP BY tipo`.execute(t.db);
    const de = (tipo: string) => alertas.rows.find((a) => a.tipo === tipo) ?? { abiertas: 0, revisadas: 0 };
    assert.equal(de('duplicada').abiertas, 2, 'one photo sent again with another report: both sides flagged');
    assert.equal(de('casi_duplicada').abiertas + de('casi_duplicada').revisadas, 0, 'no other photo looks alike');
    assert.ok(de('lejos_del_sitio').abiertas >= 1 && de('lejos_del_sitio').revisadas >= 1, JSON.stringify(de('lejos_del_sitio')));
    assert.ok(de('fuera_de_ventana').abiertas >= 1 && de('fuera_de_ventana').revisadas >= 1, JSON.stringify(de('fuera_de_ventana')));
    // Most reports with photos are clean.
    const limpios = await sql<{ limpios: number; con_fotos: number }>`
      SELECT count(DISTINCT a.informe_id) FILTER (WHERE NOT EXISTS
          (SELECT 1 FROM informe_archivo_alertas al WHERE al.informe_id = a.informe_id))::int AS limpios,
        count(DISTINCT a.informe_id)::int AS con_fotos
      FROM informe_archivos a`.execute(t.db);
    assert.ok(limpios.rows[0].limpios > limpios.rows[0].con_fotos / 2, JSON.stringify(limpios.rows[0]));

    // What the administrator sees of the far photo, and its file is there (the template's photos are copied).
    const token = await api.loginAdmin();
    const lejos = await t.db
      .selectFrom('informe_archivo_alertas')
      .select(['informe_id', 'archivo_id'])
      .where('tipo', '=', 'lejos_del_sitio')
      .where('revisada_at', 'is', null)
      .executeTakeFirstOrThrow();
    const archivos = await api.get(`/api/v1/informes/${lejos.informe_id}/archivos`, { token });
    assert.equal(archivos.status, 200);
    const foto = (archivos.body.data ?? archivos.body).find((a: { id: number }) => a.id === lejos.archivo_id);
    assert.ok(foto.alertas.some((a: { tipo: string; motivo: string }) => a.tipo === 'lejos_del_sitio' && /km del sitio/.test(a.motivo)));
    const miniatura = await fetch(new URL(foto.miniatura_url, t.baseUrl));
    assert.equal(miniatura.status, 200);
  });

  test('the demo client accepted one report and sent one back with a problem; sites got reference photos', async () => {
    const cliente = await t.db.selectFrom('usuarios').select('id').where('usuario', '=', 'cliente').executeTakeFirst();
    const aceptados = await t.db.selectFrom('informes').select(['id', 'aceptado_por', 'estado']).where('aceptado_at', 'is not', null).execute();
    assert.ok(aceptados.length >= 1);
    assert.ok(aceptados.every((r) => r.estado === 'completado'));
    if (cliente) assert.ok(aceptados.some((r) => r.aceptado_por === cliente.id));
    const devuelto = await t.db
      .selectFrom('auditoria')
      .select(['registro_id', 'detalles'])
      .where('tabla', '=', 'informes')
      .where('detalles', 'like', `%${PROBLEMA_DEVUELTO.slice(0, 40)}%`)
      .execute();
    assert.equal(devuelto.length, 1);
    const informe = await t.db.selectFrom('informes').select('estado').where('id', '=', devuelto[0].registro_id).executeTakeFirstOrThrow();
    assert.equal(informe.estado, 'en_progreso');
    const referencias = await t.db
      .selectFrom('sitios')
      .select(sql<number>`count(foto_referencia_id)::int`.as('n'))
      .executeTakeFirstOrThrow();
    assert.ok(referencias.n >= 10, `${referencias.n} sites with a reference photo`);
  });

  test('Mensajes: the demo client has conversations, with a report and a photo named, some unread', async () => {
    const token = await api.loginCliente();
    const res = await api.get('/api/v1/conversaciones', { token });
    assert.equal(res.status, 200);
    const convs = res.body.data as Array<{ no_leidos: number; ultimo_mensaje: unknown }>;
    assert.ok(convs.length >= 3, `${convs.length} conversations`);
    assert.ok(convs.every((c) => c.ultimo_mensaje !== null));
    assert.ok(convs.some((c) => c.no_leidos > 0));
    const conFoto = await t.db.selectFrom('mensajes').select('id').where('archivo_id', 'is not', null).execute();
    assert.ok(conFoto.length >= 2);
  });
});
