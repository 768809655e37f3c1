import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { REPO_ROOT } from '../src/platform/config';
import type { ArchivoInforme, ArchivosInforme, InformeDetalle, InformeResumen, Paged } from 'shared/contracts';
import { backfillEvidencia } from '../src/modules/fotos/evidencia/backfill';
import { client } from './helpers/http';
import { parseCsv } from './helpers/csv';
import { crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import type { TestApp } from './helpers/test-app';

/**
 * A photo's own evidence and its flags over real HTTP (docs/decisions/photo-evidence.md): what each upload path reads
 * from the file, every flag for its case and none for a clean photo, the recomputes (delete, PATCH, backfill), the
 * administrator's review, and the list's filter and CSV column.
 */
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const MEDELLIN: [number, number] = [6.2442, -75.5812];
const LETICIA: [number, number] = [-4.2153, -69.9406];

function rational(v: number): string {
  const a = Math.abs(v);
  const d = Math.floor(a);
  const m = Math.floor((a - d) * 60);
  const s = Math.round(((a - d) * 60 - m) * 60 * 10000);
  return `${d}/1 ${m}/1 ${s}/10000`;
}

interface Exif {
  fecha?: string;
  offset?: string;
  gps?: [number, number];
}

/** A photo no other test uses (its own random blocks: far from every other in difference hash), with this EXIF. */
async function foto(seed: number, exif: Exif = {}): Promise<Buffer> {
  let x = (seed * 2654435761) >>> 0;
  const raw = Buffer.alloc(18 * 16 * 3);
  for (let i = 0; i < raw.length; i += 1) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    raw[i] = x >>> 24;
  }
  const ifd0 = { Make: 'Nokia', Model: 'Lumia 1020' };
  const ifd2: Record<string, string> = exif.fecha
    ? { DateTimeOriginal: exif.fecha, ...(exif.offset ? { OffsetTimeOriginal: exif.offset } : {}) }
    : {};
  const ifd3: Record<string, string> = exif.gps
    ? {
        GPSLatitudeRef: exif.gps[0] < 0 ? 'S' : 'N',
        GPSLatitude: rational(exif.gps[0]),
        GPSLongitudeRef: exif.gps[1] < 0 ? 'W' : 'E',
        GPSLongitude: rational(exif.gps[1]),
      }
    : {};
  return sharp(raw, { raw: { width: 18, height: 16, channels: 3 } })
    .resize(360, 320, { kernel: 'nearest' })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: ifd0, IFD2: ifd2, IFD3: ifd3 })
    .toBuffer();
}

describe('photo evidence and flags (API)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: string;
  let proveedor: string;
  let cliente: string;
  let refs: InformeRefs;
  let seed = 1;

  before(async () => {
    ({ t, api, admin, proveedor, cliente, refs } = await startInformesTestApp());
  });
  after(async () => {
    await t?.close();
  });

  /** A report of the provider user in Medellín, 5–12 March 2026 (unless told otherwise). */
  const nuevoInforme = (overrides: Partial<ReturnType<typeof informeBody>> = {}) =>
    crearInforme(api, proveedor, informeBody(refs, { fecha: '2026-03-05', fecha_recepcion: '2026-03-12', ...overrides }));

  async function upload(informeId: number, bytes: Buffer, fields: Record<string, string> = {}, token = proveedor) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('archivo', new Blob([bytes], { type: 'image/jpeg' }), 'foto.jpg');
    const res = await fetch(`${t.baseUrl}/api/v1/upload/${informeId}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as ArchivoInforme;
    assert.ok(res.status === 201 || res.status === 200, JSON.stringify(body));
    return body;
  }
  const gpsFields = ([lat, lon]: [number, number], automatic = true) => ({
    latitud: String(lat),
    longitud: String(lon),
    tiene_metadatos_gps: String(automatic),
  });
  const listar = async (id: number, token = proveedor) => (await api.get<ArchivosInforme>(`/api/v1/informes/${id}/archivos`, { token })).body.data;
  const tipos = (a: ArchivoInforme) => a.alertas.map((x) => x.tipo);
  const detalle = async (id: number) => (await api.get<InformeDetalle>(`/api/v1/informes/${id}`, { token: admin })).body;
  /** A photo taken inside the report's dates in Medellín, located by its camera: no flag. */
  const limpia = () => foto(seed++, { fecha: '2026:03:06 10:00:00', offset: '-05:00', gps: MEDELLIN });

  test('a clean photo: its evidence read from the file, no flag, the report "verified"', async () => {
    const informe = await nuevoInforme();
    const a = await upload(informe.id, await limpia(), gpsFields(MEDELLIN));
    assert.deepEqual(a.evidencia, {
      tomada_local: '2026-03-06T10:00:00',
      tomada_offset: '-05:00',
      tomada_at: '2026-03-06T15:00:00.000Z',
      camara_marca: 'Nokia',
      camara_modelo: 'Lumia 1020',
      gps_latitud: MEDELLIN[0],
      gps_longitud: MEDELLIN[1],
    });
    assert.deepEqual(a.alertas, []);
    const d = await detalle(informe.id);
    assert.equal(d.alertas_count, 0);
    assert.equal(d.alertas_revisadas_count, 0);
  });

  test('sent without coordinates, its file GPS becomes its location, marked automatic (and said so in the audit)', async () => {
    const informe = await nuevoInforme();
    const a = await upload(informe.id, await limpia());
    assert.equal(a.latitud, MEDELLIN[0]);
    assert.equal(a.longitud, MEDELLIN[1]);
    assert.equal(a.tiene_metadatos_gps, true);
    assert.equal(a.origen_ubicacion, 'gps');
    assert.deepEqual(a.alertas, []);
    const audit = await t.db
      .selectFrom('auditoria')
      .select('detalles')
      .where('tabla', '=', 'informe_archivos')
      .where('registro_id', '=', a.id)
      .executeTakeFirstOrThrow();
    assert.match(audit.detalles, /GPS automático 6\.2442, -75\.5812/);
  });

  test('a real iPhone photo (e2e/fixtures/images/camera) sent without coordinates: located in Madrid, camera read, flagged', async () => {
    const informe = await nuevoInforme();
    const bytes = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', 'camera', 'iphone-6.jpg'));
    const a = await upload(informe.id, bytes);
    assert.equal(a.origen_ubicacion, 'gps');
    assert.equal(a.latitud, 40.446972);
    assert.equal(a.longitud, -3.724753);
    assert.equal(a.sha256, sha256(bytes));
    assert.equal(a.evidencia.camara_marca, 'Apple');
    assert.equal(a.evidencia.camara_modelo, 'iPhone 6');
    assert.equal(a.evidencia.tomada_at, '2015-04-11T01:12:23.000Z');
    // Taken in 2015 in Madrid for a March 2026 report in Medellín: both doubts shown, the photo kept.
    assert.deepEqual(tipos(a).sort(), ['fuera_de_fechas', 'lejos_del_municipio']);
  });

  test('the same through a tus upload: located from the file, evidence stored', async () => {
    const informe = await nuevoInforme();
    const bytes = await limpia();
    const meta = { informe_id: String(informe.id), sha256: sha256(bytes), filename: 'campo.jpg' };
    const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${proveedor}` };
    const created = await fetch(`${t.baseUrl}/api/v1/subidas`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(bytes.length),
        'upload-metadata': Object.entries(meta)
          .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
          .join(','),
      },
    });
    assert.equal(created.status, 201, await created.text());
    const res = await fetch(t.baseUrl + created.headers.get('location')!, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: bytes,
    });
    assert.equal(res.status, 200);
    const a = (await res.json()) as ArchivoInforme;
    assert.equal(a.origen_ubicacion, 'gps');
    assert.equal(a.latitud, MEDELLIN[0]);
    assert.equal(a.evidencia.tomada_at, '2026-03-06T15:00:00.000Z');
    assert.deepEqual(a.alertas, []);
  });

  test('fuera_de_fechas, sin_fecha, lejos_del_municipio, gps_no_coincide and ubicacion_manual, each for its case', async () => {
    const informe = await nuevoInforme();
    const fuera = await upload(informe.id, await foto(seed++, { fecha: '2026:03:01 18:00:00', gps: MEDELLIN }));
    assert.deepEqual(
      fuera.alertas.map((x) => [x.tipo, x.motivo, x.revision]),
      [['fuera_de_fechas', 'Tomada el 1 de marzo de 2026, fuera de las fechas del informe (5 – 12 de marzo de 2026)', null]],
    );
    const sinFecha = await upload(informe.id, await foto(seed++, { gps: MEDELLIN }));
    assert.deepEqual(tipos(sinFecha), ['sin_fecha']);
    const lejos = await upload(informe.id, await foto(seed++, { fecha: '2026:03:06 10:00:00', gps: LETICIA }));
    assert.deepEqual(tipos(lejos), ['lejos_del_municipio']);
    assert.match(lejos.alertas[0].motivo, /^A 1321 km de Medellín, Antioquia \(se esperan menos de 25 km\)$/);
    const noCoincide = await upload(
      informe.id,
      await foto(seed++, { fecha: '2026:03:06 10:00:00', gps: MEDELLIN }),
      gpsFields([MEDELLIN[0], MEDELLIN[1] + 0.03]),
    );
    assert.deepEqual(
      noCoincide.alertas.map((x) => [x.tipo, x.motivo]),
      [['gps_no_coincide', 'Las coordenadas enviadas están a 3,3 km del GPS de la foto']],
    );
    const manual = await upload(informe.id, await foto(seed++, { fecha: '2026:03:06 10:00:00' }), gpsFields(MEDELLIN, false));
    assert.deepEqual(tipos(manual), ['ubicacion_manual']);
    assert.equal((await detalle(informe.id)).alertas_count, 5);
    // The list answers the same flags as the uploads did.
    assert.deepEqual((await listar(informe.id)).map(tipos), [
      ['fuera_de_fechas'],
      ['sin_fecha'],
      ['lejos_del_municipio'],
      ['gps_no_coincide'],
      ['ubicacion_manual'],
    ]);
  });

  test('duplicada on both photos (same bytes), casi_duplicada for an edited copy; deleting one removes the other side', async () => {
    const [a, b, c] = [await nuevoInforme(), await nuevoInforme(), await nuevoInforme()];
    const bytes = await limpia();
    await upload(a.id, bytes);
    const enB = await upload(b.id, bytes);
    assert.deepEqual(
      enB.alertas.map((x) => [x.tipo, x.motivo, x.informe_relacionado_id]),
      [['duplicada', `La misma foto (mismos bytes) está también en el informe #${a.id}`, a.id]],
    );
    assert.deepEqual(
      (await listar(a.id))[0].alertas.map((x) => [x.tipo, x.informe_relacionado_id]),
      [['duplicada', b.id]],
    );
    const copia = await sharp(bytes).jpeg({ quality: 40 }).withExifMerge({}).toBuffer();
    await upload(c.id, copia);
    // The difference hash is made after the answer (it decodes the image): the near copy is known once it is done.
    // (Nothing is asserted about the answer itself: the hash job may already have run by the time it is read.)
    await t.app.photos.idle();
    assert.deepEqual(
      (await listar(c.id))[0].alertas.map((x) => [x.tipo, x.motivo]),
      [
        ['casi_duplicada', `Una foto casi igual está en el informe #${a.id}`],
        ['casi_duplicada', `Una foto casi igual está en el informe #${b.id}`],
      ],
    );
    assert.deepEqual(
      (await listar(a.id))[0].alertas.map((x) => [x.tipo, x.informe_relacionado_id]),
      [
        ['duplicada', b.id],
        ['casi_duplicada', c.id],
      ],
    );
    assert.equal((await api.request('DELETE', `/api/v1/archivos/${enB.id}`, { token: proveedor })).status, 200);
    assert.deepEqual(
      (await listar(a.id))[0].alertas.map((x) => [x.tipo, x.informe_relacionado_id]),
      [['casi_duplicada', c.id]],
    );
    assert.deepEqual(
      (await listar(c.id))[0].alertas.map((x) => [x.tipo, x.informe_relacionado_id]),
      [['casi_duplicada', a.id]],
    );
    // Deleting a whole report removes the flags that named it.
    assert.equal((await api.request('DELETE', `/api/v1/informes/${c.id}`, { token: admin })).status, 200);
    assert.deepEqual((await listar(a.id))[0].alertas, []);
  });

  test('casi_duplicada for a real phone photo cropped 7 % from one corner, sent to another report (DHASH_UMBRAL 16)', async () => {
    const [a, b] = [await nuevoInforme(), await nuevoInforme()];
    const original = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', 'camera', 'nokia-8.3-5g.jpg'));
    const { width = 0, height = 0 } = await sharp(original).metadata();
    const [w, h] = [Math.round(width * 0.93), Math.round(height * 0.93)];
    const recorte = await sharp(original)
      .extract({ left: width - w, top: height - h, width: w, height: h })
      .jpeg({ quality: 85 })
      .toBuffer();
    const enA = await upload(a.id, original);
    const enB = await upload(b.id, recorte);
    await t.app.photos.idle();
    const hashes = await t.db.selectFrom('informe_archivos').select(['id', 'dhash']).where('id', 'in', [enA.id, enB.id]).execute();
    const [ha, hb] = hashes.map((x) => x.dhash ?? '');
    const bits = [...ha].filter((c, i) => c !== hb[i]).length;
    // 12 < bits: the threshold before migration 017 did not see this copy.
    assert.ok(bits > 12 && bits <= 16, `${bits} bits apart`);
    assert.deepEqual(
      (await listar(b.id))[0].alertas.filter((x) => x.tipo === 'casi_duplicada').map((x) => x.informe_relacionado_id),
      [a.id],
    );
    assert.deepEqual(
      (await listar(a.id))[0].alertas.filter((x) => x.tipo === 'casi_duplicada').map((x) => x.informe_relacionado_id),
      [b.id],
    );
  });

  test('PATCH of fecha / fecha_recepcion / localidad recomputes; a flag that still holds keeps its review', async () => {
    const informe = await nuevoInforme();
    await upload(informe.id, await limpia());
    const b = await upload(informe.id, await foto(seed++, { fecha: '2026:03:01 09:00:00', gps: MEDELLIN }));
    assert.deepEqual(tipos(b), ['fuera_de_fechas']);
    const revisada = await api.post<ArchivoInforme>(`/api/v1/archivos/${b.id}/alertas/${b.alertas[0].id}/revision`, {
      token: admin,
      json: { comentario: 'La instalación empezó antes' },
    });
    assert.equal(revisada.status, 200, revisada.text);
    // Moving the dates: the clean photo falls outside, the reviewed flag still holds (same row, same review).
    let res = await api.patch<InformeDetalle>(`/api/v1/informes/${informe.id}`, {
      token: proveedor,
      json: { fecha: '2026-02-20', fecha_recepcion: '2026-02-25' },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.alertas_count, 1);
    assert.equal(res.body.alertas_revisadas_count, 1);
    let [fa, fb] = await listar(informe.id);
    assert.deepEqual(tipos(fa), ['fuera_de_fechas']);
    assert.equal(fb.alertas[0].id, b.alertas[0].id);
    assert.equal(fb.alertas[0].revision?.comentario, 'La instalación empezó antes');
    assert.equal(fb.alertas[0].motivo, 'Tomada el 1 de marzo de 2026, fuera de las fechas del informe (20 – 25 de febrero de 2026)');
    // Back to dates that cover both: no flag left (the reviewed one no longer holds and goes).
    res = await api.patch<InformeDetalle>(`/api/v1/informes/${informe.id}`, {
      token: proveedor,
      json: { fecha: '2026-03-01', fecha_recepcion: null },
    });
    assert.equal(res.status, 200, res.text);
    [fa, fb] = await listar(informe.id);
    assert.deepEqual([tipos(fa), tipos(fb)], [[], []]);
    assert.equal(res.body.alertas_count + res.body.alertas_revisadas_count, 0);
    // Another municipality: both photos are now far from it.
    res = await api.patch<InformeDetalle>(`/api/v1/informes/${informe.id}`, {
      token: proveedor,
      json: { provincia_id: (await localidadLejana()).provincia_id, localidad_id: (await localidadLejana()).id },
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual((await listar(informe.id)).map(tipos), [['lejos_del_municipio'], ['lejos_del_municipio']]);
  });

  /** A municipality far from Medellín that has coordinates (Leticia). */
  async function localidadLejana() {
    return t.db.selectFrom('localidades').select(['id', 'provincia_id']).where('nombre', '=', 'Leticia').executeTakeFirstOrThrow();
  }

  test('review: administrators only (403 sin_permiso), 404 out of reach, 400 without comment, 409 twice; audited; counts move', async () => {
    const informe = await nuevoInforme();
    const a = await upload(informe.id, await foto(seed++, { gps: MEDELLIN }));
    const [alerta] = a.alertas;
    assert.equal(alerta.tipo, 'sin_fecha');
    const url = `/api/v1/archivos/${a.id}/alertas/${alerta.id}/revision`;
    for (const token of [proveedor, cliente]) {
      const res = await api.post(url, { token, json: { comentario: 'Vista' } });
      assert.equal(res.status, 403);
      assert.equal(res.body.error, 'sin_permiso');
    }
    for (const bad of [{}, { comentario: '   ' }, { comentario: 'x'.repeat(501) }]) {
      const res = await api.post(url, { token: admin, json: bad });
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.equal(res.body.error, 'validacion');
    }
    assert.equal((await api.post(`/api/v1/archivos/${a.id}/alertas/999999/revision`, { token: admin, json: { comentario: 'x' } })).status, 404);
    assert.equal((await api.post(`/api/v1/archivos/999999/alertas/${alerta.id}/revision`, { token: admin, json: { comentario: 'x' } })).status, 404);
    const ok = await api.post<ArchivoInforme>(url, { token: admin, json: { comentario: '  Cámara sin reloj; confirmado por llamada  ' } });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.id, a.id);
    const revision = ok.body.alertas[0].revision!;
    assert.equal(revision.comentario, 'Cámara sin reloj; confirmado por llamada');
    assert.equal(revision.usuario, 'admin');
    assert.ok(Math.abs(Date.parse(revision.fecha) - Date.now()) < 60_000);
    const again = await api.post(url, { token: admin, json: { comentario: 'Otra vez' } });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'alerta_ya_revisada');
    const d = await detalle(informe.id);
    assert.deepEqual([d.alertas_count, d.alertas_revisadas_count], [0, 1]);
    // Everyone who sees the photo sees the review.
    assert.deepEqual((await listar(informe.id, proveedor))[0].alertas[0].revision, revision);
    const audit = await t.db
      .selectFrom('auditoria')
      .select(['usuario', 'accion', 'detalles'])
      .where('tabla', '=', 'informe_archivos')
      .where('registro_id', '=', a.id)
      .where('accion', '=', 'ACTUALIZAR')
      .execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0].usuario, 'admin');
    assert.match(audit[0].detalles, /Alerta "Sin fecha de captura".*revisada.*Cámara sin reloj/);
  });

  test('GET /informes?alertas=con|sin and the CSV "Alertas" column', async () => {
    const campana = `Alertas ${Date.now()}`;
    const conAlertas = await nuevoInforme({ campana });
    await upload(conAlertas.id, await foto(seed++, { gps: MEDELLIN }));
    await upload(conAlertas.id, await foto(seed++, { fecha: '2026:03:06 10:00:00', gps: LETICIA }));
    const verificado = await nuevoInforme({ campana });
    await upload(verificado.id, await limpia());
    const sinFotos = await nuevoInforme({ campana });
    const ids = async (alertas?: string) => {
      const q = new URLSearchParams({ search: campana, limit: '50', ...(alertas ? { alertas } : {}) });
      const res = await api.get<Paged<InformeResumen>>(`/api/v1/informes?${q.toString()}`, { token: admin });
      assert.equal(res.status, 200, res.text);
      return res.body.data.map((r) => r.id).sort((x, y) => x - y);
    };
    assert.deepEqual(await ids(), [conAlertas.id, verificado.id, sinFotos.id]);
    assert.deepEqual(await ids('con'), [conAlertas.id]);
    assert.deepEqual(await ids('sin'), [verificado.id]);
    const bad = await api.get(`/api/v1/informes?alertas=quizas`, { token: admin });
    assert.equal(bad.status, 400);
    const row = (await api.get<Paged<InformeResumen>>(`/api/v1/informes?search=${encodeURIComponent(campana)}&alertas=con`, { token: admin })).body
      .data[0];
    assert.deepEqual([row.alertas_count, row.alertas_revisadas_count, row.archivos_count], [2, 0, 2]);
    const csv = await fetch(`${t.baseUrl}/api/v1/informes/export?search=${encodeURIComponent(campana)}&sortBy=id&sortOrder=ASC`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(csv.status, 200);
    const [header, ...lines] = parseCsv((await csv.text()).replace(/^\uFEFF/, '')).filter((l) => l.length > 1);
    const col = header.indexOf('Alertas');
    assert.ok(col > 0, header.join(';'));
    assert.deepEqual(
      lines.map((l) => [Number(l[0]), l[col]]),
      [
        [conAlertas.id, '2 alertas'],
        [verificado.id, 'Verificado'],
        [sinFotos.id, ''],
      ],
    );
    const filtered = await fetch(`${t.baseUrl}/api/v1/informes/export?search=${encodeURIComponent(campana)}&alertas=sin`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const filteredLines = parseCsv((await filtered.text()).replace(/^\uFEFF/, '')).filter((l) => l.length > 1);
    assert.deepEqual(
      filteredLines.slice(1).map((l) => Number(l[0])),
      [verificado.id],
    );
  });

  test('backfill: photos without evidence are read once (located from GPS when they had no coordinates); a second run changes nothing', async () => {
    const informe = await nuevoInforme();
    const a = await upload(informe.id, await limpia());
    const b = await upload(informe.id, await foto(seed++, { gps: LETICIA }));
    const antes = await listar(informe.id);
    assert.deepEqual(antes.map(tipos), [[], ['sin_fecha', 'lejos_del_municipio']]);
    // As stored before migration 014: nothing read, no flag, and the first one without coordinates.
    await t.db
      .updateTable('informe_archivos')
      .set({
        tomada_local: null,
        tomada_offset: null,
        tomada_at: null,
        camara_marca: null,
        camara_modelo: null,
        gps_latitud: null,
        gps_longitud: null,
        dhash: null,
        evidencia_leida_at: null,
      })
      .where('id', 'in', [a.id, b.id])
      .execute();
    await t.db.updateTable('informe_archivos').set({ latitud: null, longitud: null, tiene_metadatos_gps: false }).where('id', '=', a.id).execute();
    await t.db.deleteFrom('informe_archivo_alertas').where('informe_id', '=', informe.id).execute();
    assert.equal((await detalle(informe.id)).alertas_count, 0);
    const storage = t.app.photos.storage;
    const first = await backfillEvidencia(t.db, storage, { distanciaKm: 25 });
    assert.ok(first.leidas >= 2, JSON.stringify(first));
    const despues = await listar(informe.id);
    const sinUrls = (x: ArchivoInforme) => ({
      ...x,
      url: '',
      miniatura_url: '',
      descarga_url: '',
      urls_expiran_at: '',
      alertas: x.alertas.map((y) => ({ ...y, id: 0 })),
    });
    assert.deepEqual(despues.map(sinUrls), antes.map(sinUrls));
    const hashes = await t.db
      .selectFrom('informe_archivos')
      .select(['id', 'dhash', 'evidencia_leida_at'])
      .where('informe_id', '=', informe.id)
      .orderBy('id')
      .execute();
    assert.ok(hashes.every((h) => /^[01]{64}$/.test(h.dhash ?? '') && h.evidencia_leida_at !== null));
    const flags = await t.db.selectFrom('informe_archivo_alertas').selectAll().where('informe_id', '=', informe.id).orderBy('id').execute();
    const second = await backfillEvidencia(t.db, storage, { distanciaKm: 25 });
    assert.deepEqual(second, { leidas: 0, sinArchivo: 0, fallidas: 0 });
    assert.deepEqual(
      await t.db.selectFrom('informe_archivo_alertas').selectAll().where('informe_id', '=', informe.id).orderBy('id').execute(),
      flags,
    );
    assert.deepEqual(
      await t.db
        .selectFrom('informe_archivos')
        .select(['id', 'dhash', 'evidencia_leida_at'])
        .where('informe_id', '=', informe.id)
        .orderBy('id')
        .execute(),
      hashes,
    );
    // A row whose original is missing is read as "nothing" once, not retried forever.
    await t.db
      .updateTable('informe_archivos')
      .set({ nombre_almacenado: '00000000-0000-4000-8000-000000000000', evidencia_leida_at: null })
      .where('id', '=', b.id)
      .execute();
    assert.deepEqual(await backfillEvidencia(t.db, storage, { distanciaKm: 25 }), { leidas: 1, sinArchivo: 1, fallidas: 0 });
    assert.deepEqual(await backfillEvidencia(t.db, storage, { distanciaKm: 25 }), { leidas: 0, sinArchivo: 0, fallidas: 0 });
  });
});
