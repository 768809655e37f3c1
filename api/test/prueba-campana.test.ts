import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ArchivoInforme } from 'shared/contracts';
import { REPO_ROOT } from '../src/platform/config';
import type { Manifiesto } from '../src/modules/prueba/manifiesto';
import { findPaqueteByHash } from '../src/modules/prueba/repository';
import { contractSuite, SIGNED_IN } from './helpers/contract-suite';
import { client } from './helpers/http';
import { bogotaDay, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import { pdfPages, printedManifest } from './helpers/pdf';
import type { TestApp } from './helpers/test-app';

const fixture = (name: string) => readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', name));
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
/** The same JPEG with other bytes after its end: another photo for the server (another SHA-256). */
const variant = (bytes: Buffer, tag: string) => Buffer.concat([bytes, Buffer.from(tag)]);
const MEDELLIN = { latitud: 6.2442, longitud: -75.5812 };

/**
 * The campaign proof pack (issue 37; docs/decisions/proof-pack.md, "Campaign pack"): GET /campanas/:id/prueba, parsed
 * back with pdf.js as a reader would, per role.
 */
describe('campaign proof pack', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: string;
  let proveedor: string;
  let cliente: string;
  let refs: InformeRefs;
  const prefijo = `PK${process.pid}`;
  let seq = 0;

  before(async () => {
    ({ t, api, admin, proveedor, cliente, refs } = await startInformesTestApp());
  });
  after(async () => {
    await t?.close();
  });

  async function sitio(letra: string, nombre: string) {
    const res = await api.post<{ id: number; codigo: string }>('/api/v1/sitios', {
      token: admin,
      json: { codigo: `${prefijo}-${letra}`, nombre, tipo: 'valla', provincia_id: refs.provincia, localidad_id: refs.localidad, ...MEDELLIN },
    });
    assert.equal(res.status, 201, res.text);
    return res.body;
  }
  async function campana(clienteId: number, nombre: string) {
    const res = await api.post<{ id: number; nombre: string }>('/api/v1/campanas', {
      token: admin,
      json: { cliente_id: clienteId, nombre: `${nombre} ${process.pid}-${++seq}`, fecha_inicio: bogotaDay(-10), fecha_fin: bogotaDay(20) },
    });
    assert.equal(res.status, 201, res.text);
    return res.body;
  }
  async function linea(campanaId: number, sitioId: number, reglas: Record<string, unknown>) {
    const res = await api.post(`/api/v1/campanas/${campanaId}/lineas`, {
      token: admin,
      json: { sitio_ids: [sitioId], proveedor_id: refs.ownProveedor, servicio_id: refs.servicioActivo, instalacion_dias: 3, ...reglas },
    });
    assert.equal(res.status, 200, res.text);
  }
  async function upload(informeId: number, name: string, bytes: Buffer, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('archivo', new Blob([bytes], { type: 'image/jpeg' }), name);
    const res = await fetch(`${t.baseUrl}/api/v1/upload/${informeId}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
    assert.equal(res.status, 201, await res.clone().text());
    return (await res.json()) as ArchivoInforme;
  }
  const pack = (token: string, id: number) => fetch(`${t.baseUrl}/api/v1/campanas/${id}/prueba`, { headers: { authorization: `Bearer ${token}` } });
  async function leer(res: Response) {
    assert.equal(res.status, 200, await res.clone().text());
    const hash = res.headers.get('x-manifiesto-sha256') ?? '';
    const pages = await pdfPages(Buffer.from(await res.arrayBuffer()));
    return { hash, pages, all: pages.join('\n') };
  }
  /** The cover's compliance table: the text between its heading and the map's page. */
  const tabla = (all: string) => all.slice(all.indexOf('Cumplimiento sitio por sitio'), all.indexOf('Mapa de los sitios'));
  /** The table's rows of one site: from its code to the next site's code (or the table's end). */
  function filasDe(texto: string, codigo: string, codigos: readonly string[]): string {
    const desde = texto.indexOf(codigo);
    assert.ok(desde >= 0, `the table names ${codigo}: ${texto}`);
    const siguientes = codigos.map((c) => texto.indexOf(c, desde + codigo.length)).filter((i) => i > desde);
    return texto.slice(desde, siguientes.length ? Math.min(...siguientes) : undefined).replace(/\s+/g, ' ');
  }

  // The demo client's campaign: site A (the demo provider's, installed and proved with two photos), B (the demo
  // provider's, installation late), C (another provider's, installation pending); and a report naming no site.
  let c: { id: number; nombre: string };
  let codigos: string[];
  let informeA: number;
  let informeSinSitio: number;
  let fotos: ArchivoInforme[];

  before(async () => {
    const [a, b, cc] = [await sitio('A', 'Valla Ñandú «Avenida»'), await sitio('B', 'Valla Bulevar'), await sitio('C', 'Mupi Centro')];
    codigos = [a.codigo, b.codigo, cc.codigo];
    c = await campana(refs.ownCliente, 'Prueba campaña PDF');
    await linea(c.id, a.id, { instalacion_dias: 3, retiro_dias: 2 }); // installation [-17, -7], removal after the end
    await linea(c.id, b.id, { instalacion_dias: 2 }); // installation [-17, -8]: late
    await linea(c.id, cc.id, { instalacion_dias: 30, proveedor_id: refs.otherProveedor }); // [-17, 20]: pending
    const body = informeBody(refs, { cliente_id: refs.ownCliente, campana_id: c.id, sitio_id: a.id, fecha: bogotaDay(-9) });
    const res = await api.post<{ id: number; control_id: number | null }>('/api/v1/informes', { token: admin, json: body });
    assert.equal(res.status, 201, res.text);
    assert.ok(res.body.control_id, 'the report answers the installation');
    informeA = res.body.id;
    fotos = [
      await upload(informeA, 'valla-a.jpg', variant(fixture('gps-medellin.jpg'), `campana-a1-${process.pid}`)),
      await upload(informeA, 'valla-a2.jpg', variant(fixture('no-gps.jpg'), `campana-a2-${process.pid}`), {
        latitud: String(MEDELLIN.latitud + 0.0005),
        longitud: String(MEDELLIN.longitud),
        tiene_metadatos_gps: 'false',
      }),
    ];
    // The photos' flags (the fixtures' capture dates, the manual location) reviewed: the installation is fulfilled.
    const alertas = await t.db.selectFrom('informe_archivo_alertas').select(['id', 'archivo_id']).where('informe_id', '=', informeA).execute();
    for (const a of alertas) {
      const review = await api.post(`/api/v1/archivos/${a.archivo_id}/alertas/${a.id}/revision`, {
        token: admin,
        json: { comentario: 'Revisado: la valla está en su sitio' },
      });
      assert.equal(review.status, 200, review.text);
    }
    const suelto = await api.post<{ id: number }>('/api/v1/informes', {
      token: admin,
      json: informeBody(refs, { cliente_id: refs.ownCliente, campana_id: c.id, fecha: bogotaDay(-2) }),
    });
    assert.equal(suelto.status, 201, suelto.text);
    informeSinSitio = suelto.body.id;
  });

  test("the campaign's client gets the pack: the table site by site, the map, each site's checks with their photos, the manifest", async () => {
    const res = await pack(cliente, c.id);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.match(
      res.headers.get('content-disposition') ?? '',
      new RegExp(`^attachment; filename="prueba-campana-${c.id}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`),
    );
    assert.equal(res.headers.get('content-length'), null, 'streamed, not buffered');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const { hash, pages, all } = await leer(res);
    assert.match(hash, /^[0-9a-f]{64}$/);
    for (const [n, page] of pages.entries()) {
      assert.ok(page.includes(`Manifiesto SHA-256: ${hash}`), `page ${n + 1} has the manifest hash`);
      assert.ok(page.includes(`Página ${n + 1} de ${pages.length}`), `page ${n + 1} is numbered`);
    }

    // The cover: the campaign, its compliance (2 due: A's installation fulfilled, B's late → 50 %).
    assert.ok(all.includes(c.nombre));
    assert.ok(all.includes('Cumplimiento 50 % (1 de 2 controles debidos)'), all.slice(0, 2000));
    assert.ok(all.includes('Cumplido: 1 · En revisión: 0 · Atrasado: 1 · Pendiente: 2 · No aplica: 0'));
    // The table names each site and each check's state in Spanish.
    const texto = tabla(all);
    const filaA = filasDe(texto, codigos[0], codigos);
    assert.ok(filaA.includes('Valla Ñandú «Avenida»') && filaA.includes('Medellín'), filaA);
    assert.match(filaA, /Instalación .*Cumplido/s);
    assert.match(filaA, /Retiro .*Pendiente/s);
    assert.ok(filaA.includes(bogotaDay(-9).split('-').reverse().join('/')), 'the day it was fulfilled');
    assert.match(filasDe(texto, codigos[1], codigos), /Instalación .*Atrasado/s);
    assert.match(filasDe(texto, codigos[2], codigos), /Instalación .*Pendiente/s);

    // The map of the sites, with its legend in words.
    assert.ok(all.includes('Mapa de los sitios') && all.includes('Atrasado (1)') && all.includes('Cumplido (1)') && all.includes('Pendiente (1)'));
    // Site A's section: its check, the report, each photo with its time, coordinates, distance and SHA-256.
    assert.ok(all.includes(`Sitio ${codigos[0]} — Valla Ñandú «Avenida»`));
    assert.ok(all.includes(`Informe #${informeA}`));
    for (const f of fotos) assert.ok(all.includes(f.sha256!), 'each photo SHA-256 in full');
    assert.equal((all.match(/Foto \d de 2/g) ?? []).length, 2);
    assert.match(all, /Distancia al sitio: \d+ m \(dentro de su radio de 150 m\)/);
    assert.ok(all.includes('Ningún informe responde a este control.'), "B's late installation has no report");
    assert.ok(all.includes('Revisada por'), 'each flag with its review');
    assert.ok(all.includes('Informes de la campaña sin sitio') && all.includes(`Informe #${informeSinSitio}`));

    // The printed manifest hashes to the header, names the campaign, and lists every report and photo.
    const canonico = printedManifest(pages);
    assert.equal(sha256(canonico), hash, 'the printed manifest hashes to the printed hash');
    const m = JSON.parse(canonico) as Manifiesto;
    assert.deepEqual(m.alcance, { campana_id: c.id, campana: c.nombre });
    assert.deepEqual(
      m.informes.map((i) => i.id),
      [informeA, informeSinSitio],
      'site by site, then the reports without a site',
    );
    assert.deepEqual(
      m.informes[0].fotos.map((f) => f.sha256),
      fotos.map((f) => f.sha256),
    );

    // Recorded and audited; /verificar recognises its hash and names the campaign.
    const stored = await findPaqueteByHash(t.db, hash);
    assert.deepEqual([stored?.informes, stored?.fotos, stored?.campana], [2, 2, c.nombre]);
    const audit = await t.db
      .selectFrom('auditoria')
      .select('detalles')
      .where('tabla', '=', 'paquetes_prueba')
      .where('detalles', 'like', `%${hash}%`)
      .execute();
    assert.equal(audit.length, 1);
    assert.match(audit[0].detalles ?? '', new RegExp(`campaña #${c.id}`));
    const v = await api.get<{ paquete: { informes: number; fotos: number; campana: string | null } | null }>(`/api/v1/verificar/${hash}`);
    assert.equal(v.status, 200, v.text);
    assert.deepEqual({ ...v.body.paquete, emitido_at: undefined }, { emitido_at: undefined, informes: 2, fotos: 2, campana: c.nombre });
  });

  test('a provider gets only its lines; a campaign out of reach is 404 for the provider and for another client', async () => {
    const { hash, all } = await leer(await pack(proveedor, c.id));
    assert.ok(all.includes(codigos[0]) && all.includes(codigos[1]));
    assert.ok(!all.includes(codigos[2]), "never another provider's site");
    assert.ok(all.includes('Solo los sitios a cargo de'));
    assert.ok(all.includes('Cumplimiento 50 % (1 de 2 controles debidos)'));
    assert.equal((await findPaqueteByHash(t.db, hash))?.campana, c.nombre);

    const ajena = await campana(refs.unassignedCliente === refs.ownCliente ? refs.assignedCliente : refs.unassignedCliente, 'Ajena PDF');
    const otro = await pack(cliente, ajena.id);
    assert.equal(otro.status, 404);
    assert.deepEqual(await otro.json(), { error: 'no_encontrado', message: 'Campaña no encontrada' });
    const sinLineas = await pack(proveedor, ajena.id);
    assert.equal(sinLineas.status, 404, 'a provider without a line there does not see the campaign');
    await sinLineas.arrayBuffer();
    assert.equal((await pack(admin, 999_999)).status, 404);
  });

  test('a campaign with no sites or reports still gives a pack that says so', async () => {
    const vacia = await campana(refs.ownCliente, 'Vacía PDF');
    const { hash, pages, all } = await leer(await pack(cliente, vacia.id));
    assert.ok(all.includes('La campaña no tiene sitios todavía.'));
    assert.ok(all.includes('Esta campaña no tiene informes todavía'));
    assert.ok(all.includes('Ningún control debido todavía'));
    const canonico = printedManifest(pages);
    assert.equal(sha256(canonico), hash);
    assert.deepEqual((JSON.parse(canonico) as Manifiesto).informes, []);
    const v = await api.get<{ paquete: { informes: number; fotos: number; campana: string | null } | null }>(`/api/v1/verificar/${hash}`);
    assert.deepEqual([v.body.paquete?.informes, v.body.paquete?.fotos, v.body.paquete?.campana], [0, 0, vacia.nombre]);
  });

  test('one export at a time per user: a second pack while one is made is 429', async () => {
    const [a, b] = await Promise.all([pack(cliente, c.id), pack(cliente, c.id)]);
    assert.deepEqual([a.status, b.status].sort(), [200, 429]);
    const refused = a.status === 429 ? a : b;
    assert.equal(((await refused.json()) as { error: string }).error, 'exportacion_en_curso');
    await (a.status === 200 ? a : b).arrayBuffer();
  });
});

contractSuite('prueba-campana', async (ctx) => {
  const { refs } = ctx;
  const admin = ctx.admin();
  // The demo client's campaign with a line of the demo provider: every role sees it.
  const s = await ctx.ok<{ id: number }>('POST', '/sitios', admin, {
    codigo: `PKC-${ctx.n()}`,
    nombre: 'Valla contrato',
    tipo: 'valla',
    provincia_id: refs.provincia,
    localidad_id: refs.localidad,
    ...MEDELLIN,
  });
  const c = await ctx.ok<{ id: number }>('POST', '/campanas', admin, {
    cliente_id: refs.ownCliente,
    nombre: `Campaña prueba contrato ${ctx.n()}`,
    fecha_inicio: bogotaDay(-10),
    fecha_fin: bogotaDay(20),
  });
  await ctx.ok('POST', `/campanas/${c.id}/lineas`, admin, {
    sitio_ids: [s.id],
    proveedor_id: refs.ownProveedor,
    servicio_id: refs.servicioActivo,
    instalacion_dias: 3,
  });
  return {
    cases: [{ op: 'getCampaignProofPack', call: () => ({ path: `/campanas/${c.id}/prueba` }), expect: SIGNED_IN }],
    invalid: [{ of: 'getCampaignProofPack', call: () => ({ path: '/campanas/abc/prueba' }), status: 400 }],
  };
});
