import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { ArchivosInforme, SessionUser } from 'shared/contracts';
import { REPO_ROOT } from '../src/platform/config';
import { hashManifiesto, serializeManifiesto as manifiestoCanonico, type Manifiesto } from '../src/modules/prueba/manifiesto';
import { splitManifiestoLines as lineasManifiesto } from '../src/modules/prueba/pdf-manifiesto';
import { findPaqueteByHash } from '../src/modules/prueba/repository';
import { originalKey, thumbnailKey } from '../src/modules/fotos/archivos/photo-files';
import { createStorage } from '../src/modules/fotos/storage/index';
import { PRUEBA_MAX_INFORMES } from '../src/modules/prueba/service';
import { client } from './helpers/http';
import { crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import { pdfPages, printedManifest } from './helpers/pdf';
import type { TestApp } from './helpers/test-app';
import { nuevoInforme } from './helpers/contract-fixtures';
import { contractSuite, SIGNED_IN } from './helpers/contract-suite';

const fixture = (name: string) => readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', name));
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
/** The same JPEG with other bytes after its end: another photo for the server (another SHA-256). */
const variant = (bytes: Buffer, tag: string) => Buffer.concat([bytes, Buffer.from(tag)]);

/** The proof pack (issue 25, docs/decisions/proof-pack.md): GET /informes/:id/prueba and GET /informes/prueba. */
describe('proof pack PDF', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: string;
  let proveedor: string;
  let cliente: string;
  let refs: InformeRefs;

  before(async () => {
    ({ t, api, admin, proveedor, cliente, refs } = await startInformesTestApp());
  });
  after(async () => {
    await t?.close();
  });

  async function upload(token: string, informeId: number, name: string, bytes: Buffer, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('archivo', new Blob([bytes], { type: 'image/jpeg' }), name);
    const res = await fetch(`${t.baseUrl}/api/v1/upload/${informeId}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.status, 201, await res.clone().text());
    return res.json();
  }

  const pack = (token: string, pathAndQuery: string) =>
    fetch(`${t.baseUrl}/api/v1/informes${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });

  test('one report: a streamed PDF with the campaign, every photo and its SHA-256, the manifest hash on every page, recorded', async () => {
    const informe = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Vallas Ñandú «Año nuevo» Medellín' }));
    const bytes = [
      variant(fixture('gps-medellin.jpg'), 'pdf-1'),
      variant(fixture('no-gps.jpg'), 'pdf-2'),
      variant(fixture('gps-bogota.jpg'), 'pdf-3'),
    ];
    await upload(proveedor, informe.id, 'valla-1.jpg', bytes[0]);
    await upload(proveedor, informe.id, 'valla-2.jpg', bytes[1], { latitud: '6.25', longitud: '-75.56', tiene_metadatos_gps: 'false' });
    await upload(proveedor, informe.id, 'valla-3.jpg', bytes[2]);

    const res = await pack(cliente, `/${informe.id}/prueba`);
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="prueba-informe-\d+-\d{4}-\d{2}-\d{2}\.pdf"$/);
    assert.equal(res.headers.get('content-length'), null, 'streamed, not buffered');
    const pdf = Buffer.from(await res.arrayBuffer());
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const pages = await pdfPages(pdf);
    const all = pages.join('\n');
    assert.ok(pages.length >= 3, `pages: ${pages.length}`);

    // The manifest recomputed from what the API says about the report, and the pack's row.
    const hash = res.headers.get('x-manifiesto-sha256') ?? '';
    const stored = await findPaqueteByHash(t.db, hash);
    assert.ok(stored, 'the pack is recorded');
    assert.equal(stored.informes, 1);
    assert.equal(stored.fotos, 3);
    const archivos = (await api.get<ArchivosInforme>(`/api/v1/informes/${informe.id}/archivos`, { token: cliente })).body.data;
    const manifiesto: Manifiesto = {
      version: 1,
      generado_at: stored.creado_at,
      generado_por: 'cliente',
      alcance: { informe_id: informe.id },
      informes: [{ id: informe.id, fotos: archivos.map((a) => ({ id: a.id, sha256: a.sha256 ?? null })) }],
    };
    const row = await t.db.selectFrom('paquetes_prueba').select(['usuario', 'alcance']).where('sha256', '=', hash).executeTakeFirstOrThrow();
    manifiesto.generado_por = row.usuario;
    assert.equal(hashManifiesto(manifiesto), hash, manifiestoCanonico(manifiesto));
    assert.equal(sha256(manifiestoCanonico(manifiesto)), hash);
    assert.deepEqual(
      archivos.map((a) => a.sha256),
      bytes.map((b) => sha256(b)),
    );

    for (const [n, page] of pages.entries()) {
      assert.ok(page.includes(`Manifiesto SHA-256: ${hash}`), `page ${n + 1} has the manifest hash: ${page}`);
      assert.ok(page.includes(`Página ${n + 1} de ${pages.length}`), `page ${n + 1} is numbered`);
    }
    assert.ok(all.includes('Vallas Ñandú «Año nuevo» Medellín'), 'the campaign, accents, ñ and « » survive');
    assert.equal((all.match(/Foto \d+ de 3/g) ?? []).length, 3, 'one entry per photo');
    for (const b of bytes) assert.ok(all.includes(sha256(b)), 'each photo SHA-256 in full');
    assert.ok(all.includes('GPS automático') && all.includes('ubicación manual'));
    assert.ok(all.includes('Alerta: Ubicación manual'), 'the flag and its reason');
    assert.ok(all.includes('Manifiesto'), 'the final section');
    const me = (await api.get<SessionUser>('/api/v1/usuarios/me', { token: cliente })).body;
    const nombre = [me.primer_nombre, me.segundo_nombre, me.primer_apellido, me.segundo_apellido].filter(Boolean).join(' ');
    assert.ok(all.includes(`Generado por ${nombre} (${me.usuario})`), 'the full name of the user who made it');

    const audit = await t.db
      .selectFrom('auditoria')
      .select('detalles')
      .where('tabla', '=', 'paquetes_prueba')
      .where('detalles', 'like', `%${hash}%`)
      .execute();
    assert.equal(audit.length, 1, 'audited');
    assert.equal(await findPaqueteByHash(t.db, '0'.repeat(64)), undefined);
  });

  test('the manifest section prints the exact ASCII text that was hashed, even with a non-Latin-1 filter', async () => {
    const campana = 'Manifiesto ✓ 😀 Ñandú';
    const informe = await crearInforme(api, proveedor, informeBody(refs, { campana }));
    await upload(proveedor, informe.id, 'manifiesto.jpg', variant(fixture('gps-bogota.jpg'), 'pdf-manifiesto'));
    const res = await pack(proveedor, `/prueba?search=${encodeURIComponent('✓ 😀')}`);
    assert.equal(res.status, 200, await res.clone().text());
    const hash = res.headers.get('x-manifiesto-sha256') ?? '';
    const pages = await pdfPages(Buffer.from(await res.arrayBuffer()));

    // The text between the opening '{"version":' and "SHA-256 del manifiesto", each page's foot left out, lines joined.
    const canonico = printedManifest(pages);
    assert.ok(canonico !== '', 'the canonical text is printed');
    assert.match(canonico, /^[\x20-\x7e]+$/, 'pure ASCII');
    assert.ok(canonico.includes('"search":"\\u2713 \\ud83d\\ude00"'), canonico);
    assert.equal(sha256(canonico), hash, 'the printed text hashes to the printed hash');
    assert.deepEqual((JSON.parse(canonico) as Manifiesto).alcance.filtros?.search, '✓ 😀');
    assert.ok(pages.at(-1)?.includes(hash));
    // Cut into short lines, never next to a space, and the lines joined are the text again.
    const lineas = lineasManifiesto(canonico, 20);
    assert.equal(lineas.join(''), canonico);
    assert.ok(
      lineas.every((l) => l.length <= 20 && !l.startsWith(' ') && !l.endsWith(' ')),
      lineas.join('|'),
    );
  });

  test('a missing thumbnail is made from the original; without the original a box says "Miniatura no disponible"', async () => {
    const storage = createStorage(t.config.storage);
    try {
      const informe = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Miniaturas PDF' }));
      const a = (await upload(proveedor, informe.id, 'sin-miniatura.jpg', variant(fixture('gps-bogota.jpg'), 'pdf-m1'))) as { id: number };
      const b = (await upload(proveedor, informe.id, 'sin-nada.jpg', variant(fixture('gps-bogota.jpg'), 'pdf-m2'))) as { id: number };
      const names = new Map(
        (await t.db.selectFrom('informe_archivos').select(['id', 'nombre_almacenado']).where('informe_id', '=', informe.id).execute()).map((r) => [
          r.id,
          r.nombre_almacenado,
        ]),
      );
      await storage.delete(thumbnailKey(names.get(a.id)!));
      await storage.delete(thumbnailKey(names.get(b.id)!));
      await storage.delete(originalKey(names.get(b.id)!));
      const res = await pack(proveedor, `/${informe.id}/prueba`);
      assert.equal(res.status, 200);
      const all = (await pdfPages(Buffer.from(await res.arrayBuffer()))).join('\n');
      assert.equal((all.match(/Miniatura no disponible/g) ?? []).length, 1, 'only the photo without its original');
      (await storage.get(thumbnailKey(names.get(a.id)!))).resume(); // made again and stored
    } finally {
      await storage.close();
    }
  });

  test('scope: another provider’s report is 404; the list pack holds only the caller’s own reports', async () => {
    const otro = await crearInforme(
      api,
      admin,
      informeBody(refs, { proveedor_id: refs.otherProveedor, cliente_id: refs.unassignedCliente, campana: 'Ajena PDF' }),
    );
    const res = await pack(proveedor, `/${otro.id}/prueba`);
    assert.equal(res.status, 404);
    assert.equal(((await res.json()) as { error: string }).error, 'no_encontrado');

    const propio = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Ajena PDF propia' }));
    const list = await pack(proveedor, `/prueba?search=${encodeURIComponent('Ajena PDF')}`);
    assert.equal(list.status, 200, await list.clone().text());
    assert.match(list.headers.get('content-disposition') ?? '', /^attachment; filename="prueba-informes-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const all = (await pdfPages(Buffer.from(await list.arrayBuffer()))).join('\n');
    assert.ok(all.includes(`Informe #${propio.id}`));
    assert.ok(!all.includes(`Informe #${otro.id}`), 'never another provider’s report');
    const stored = await findPaqueteByHash(t.db, list.headers.get('x-manifiesto-sha256') ?? '');
    assert.equal(stored?.informes, 1);

    const none = await pack(proveedor, `/prueba?search=${encodeURIComponent('no existe ninguna así')}`);
    assert.equal(none.status, 404);
  });

  test(`more than ${PRUEBA_MAX_INFORMES} reports: 400 with a Spanish message`, async () => {
    const base = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Masiva PDF 0' }));
    await sql`
      INSERT INTO informes (servicio_id, cliente_id, proveedor_id, provincia_id, localidad_id, campana, fecha, creado_por)
      SELECT servicio_id, cliente_id, proveedor_id, provincia_id, localidad_id, 'Masiva PDF ' || g, fecha, creado_por
      FROM informes, generate_series(1, ${PRUEBA_MAX_INFORMES}) g WHERE id = ${base.id}`.execute(t.db);
    const res = await pack(proveedor, `/prueba?search=${encodeURIComponent('Masiva PDF')}`);
    assert.equal(res.status, 400);
    const body = (await res.json()) as { error: string; message: string };
    assert.equal(body.error, 'demasiados_informes');
    assert.match(body.message, /^El paquete de prueba admite hasta 200 informes y los filtros abarcan 201\./);
    const fewer = await pack(proveedor, `/prueba?search=${encodeURIComponent('Masiva PDF 1')}&sortBy=id&sortOrder=asc`);
    assert.equal(fewer.status, 200, 'a narrower filter is fine');
    await fewer.arrayBuffer();
  });

  test('a second pack of the same user while one is being made is refused; afterwards it is fine', async () => {
    const informe = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Concurrente PDF' }));
    for (let i = 0; i < 6; i++) await upload(proveedor, informe.id, `c-${i}.jpg`, variant(fixture('gps-leticia.jpg'), `pdf-c-${i}`));
    const [a, b] = await Promise.all([pack(proveedor, `/${informe.id}/prueba`), pack(proveedor, `/${informe.id}/prueba`)]);
    assert.deepEqual([a.status, b.status].sort(), [200, 429]);
    const refused = a.status === 429 ? a : b;
    assert.equal(((await refused.json()) as { error: string }).error, 'exportacion_en_curso');
    await (a.status === 200 ? a : b).arrayBuffer();
    await new Promise((r) => setTimeout(r, 100));
    const again = await pack(proveedor, `/${informe.id}/prueba`);
    assert.equal(again.status, 200);
    await again.arrayBuffer();
  });
});

contractSuite('prueba', async (ctx) => {
  // R is the administrator's (every role sees it), with a photo.
  const informeR = await nuevoInforme(ctx, 'Contrato R');
  const foto = await ctx.upload(ctx.admin(), informeR);
  return {
    cases: [
      { op: 'exportReportsProof', call: () => ({ path: `/informes/prueba?search=${encodeURIComponent('Contrato R')}` }), expect: SIGNED_IN },
      { op: 'getReportProof', call: () => ({ path: `/informes/${informeR}/prueba` }), expect: SIGNED_IN },
      { op: 'verifyFile', call: () => ({ path: `/verificar/${foto.sha256}` }), expect: [200, 200, 200, 200] },
    ],
    invalid: [{ of: 'verifyFile', call: () => ({ path: '/verificar/no-es-una-huella' }), status: 400 }],
  };
});
