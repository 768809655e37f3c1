import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import type { ArchivoInforme, ArchivosInforme, InformeDetalle } from 'shared/contracts';
import { SignedUrlSigner } from '../src/platform/auth/signed-url';
import { REPO_ROOT } from '../src/platform/config';
import { createStorage, type Storage } from '../src/modules/fotos/storage/index';
import { client } from './helpers/http';
import { crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import { startLocalS3, type LocalS3 } from './helpers/s3rver';
import { TEST_JWT_SECRET, type TestApp } from './helpers/test-app';
import { readZip } from './helpers/zip';
import { nuevoInforme } from './helpers/contract-fixtures';
import { ADMIN_ONLY, contractSuite, SIGNED_IN, type Role } from './helpers/contract-suite';

const fixture = (name: string) => readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', name));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

interface UploadFields {
  latitud?: string;
  longitud?: string;
  tiene_metadatos_gps?: string;
  sha256?: string;
}

/** The same JPEG with other bytes after its end: another photo for the server (another SHA-256), still an image. */
const variant = (bytes: Buffer, tag: string) => Buffer.concat([bytes, Buffer.from(tag)]);

/** The two storages the API runs on: each suite below runs once per storage. */
for (const kind of ['disco', 's3'] as const) {
  describe(`photos API (${kind})`, () => {
    let t: TestApp;
    let s3: LocalS3 | null = null;
    let storage: Storage;
    let api: ReturnType<typeof client>;
    let admin: string;
    let proveedor: string;
    let cliente: string;
    let refs: InformeRefs;

    before(async () => {
      const env: Record<string, string> = { UPLOAD_MAX_MB: '1' };
      if (kind === 's3') {
        s3 = await startLocalS3();
        Object.assign(env, s3.env);
      }
      ({ t, api, admin, proveedor, cliente, refs } = await startInformesTestApp(env));
      storage = createStorage(t.config.storage);
    });
    after(async () => {
      await storage?.close();
      await t?.close();
      await s3?.close();
    });

    async function upload(token: string | null, informeId: number, name: string, bytes: Buffer, fields: UploadFields = {}, type = 'image/jpeg') {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('archivo', new Blob([bytes], { type }), name);
      const res = await fetch(`${t.baseUrl}/api/v1/upload/${informeId}`, {
        method: 'POST',
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const text = await res.text();
      const replayed = res.headers.get('idempotency-replayed');
      return { status: res.status, body: text ? JSON.parse(text) : null, ...(replayed === null ? {} : { replayed }) };
    }

    async function storedKeys(): Promise<string[]> {
      const keys: string[] = [];
      for await (const page of storage.list()) keys.push(...page.map((k) => k.key));
      return keys.sort();
    }

    const nuevoInforme = (token = proveedor) => crearInforme(api, token, informeBody(refs));
    const listar = async (id: number, token = proveedor) => (await api.get<ArchivosInforme>(`/api/v1/informes/${id}/archivos`, { token })).body.data;

    test('a GPS photo is stored byte for byte with its SHA-256; its thumbnail has no metadata; links work in a plain GET without the token', async () => {
      const informe = await nuevoInforme();
      const bytes = fixture('gps-bogota.jpg');
      const res = await upload(proveedor, informe.id, 'gps-bogotá.jpg', bytes, {
        latitud: '4.598056',
        longitud: '-74.075833',
        tiene_metadatos_gps: 'true',
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      const a = res.body as ArchivoInforme;
      assert.deepEqual(
        {
          nombre: a.nombre,
          mime: a.mime,
          tamano: a.tamano,
          sha256: a.sha256,
          latitud: a.latitud,
          longitud: a.longitud,
          gps: a.tiene_metadatos_gps,
          origen: a.origen_ubicacion,
          descargas: a.descargas,
        },
        {
          nombre: 'gps-bogotá.jpg',
          mime: 'image/jpeg',
          tamano: bytes.length,
          sha256: sha256(bytes),
          latitud: 4.598056,
          longitud: -74.075833,
          gps: true,
          origen: 'gps',
          descargas: 0,
        },
      );
      const original = await fetch(t.baseUrl + a.url);
      assert.equal(original.status, 200);
      assert.equal(original.headers.get('content-type'), 'image/jpeg');
      assert.ok(Buffer.from(await original.arrayBuffer()).equals(bytes), 'the original bytes, unchanged (EXIF included)');
      const thumb = await fetch(t.baseUrl + a.miniatura_url);
      assert.equal(thumb.status, 200);
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      assert.equal(meta.format, 'webp');
      assert.equal(meta.exif, undefined);
      const listed = await listar(informe.id);
      assert.deepEqual(
        listed.map((x) => x.id),
        [a.id],
      );
      const detail = (await api.get<InformeDetalle>(`/api/v1/informes/${informe.id}`, { token: proveedor })).body;
      assert.equal(detail.archivos_count, 1);
      assert.equal(detail.geo_elementos_count, 1);
      // A manual location and none at all.
      const manual = await upload(
        proveedor,
        informe.id,
        'no-gps.png',
        fixture('no-gps.png'),
        { latitud: '6.25', longitud: '-75.56', tiene_metadatos_gps: 'false' },
        'image/png',
      );
      assert.equal(manual.status, 201);
      assert.equal(manual.body.origen_ubicacion, 'manual');
      const none = await upload(proveedor, informe.id, 'no-gps.jpg', fixture('no-gps.jpg'));
      assert.equal(none.body.origen_ubicacion, 'ninguna');
      assert.equal(none.body.latitud, null);
    });

    test('a text file named .jpg is 415, a file over UPLOAD_MAX_MB is 413, and neither leaves anything in storage', async () => {
      const informe = await nuevoInforme();
      const before = await storedKeys();
      const text = await upload(proveedor, informe.id, 'not-an-image.jpg', fixture('not-an-image.jpg'));
      assert.deepEqual(text, {
        status: 415,
        body: { error: 'tipo_no_permitido', message: 'not-an-image.jpg no es una imagen válida (se aceptan JPEG, PNG y WebP)' },
      });
      const big = Buffer.concat([fixture('no-gps.jpg'), Buffer.alloc(1024 * 1024)]);
      const tooBig = await upload(proveedor, informe.id, 'grande.jpg', big);
      assert.deepEqual(tooBig, { status: 413, body: { error: 'archivo_muy_grande', message: 'grande.jpg es muy grande (máximo 1MB)' } });
      const broken = await upload(
        proveedor,
        informe.id,
        'rota.jpg',
        Buffer.concat([fixture('no-gps.jpg').subarray(0, 300), Buffer.alloc(3000, 0x41)]),
      );
      assert.equal(broken.status, 415);
      assert.deepEqual(await storedKeys(), before);
      assert.deepEqual(await listar(informe.id), []);
    });

    test('location fields: ranges, both or neither, a boolean flag (400 with a Spanish message); no file or no multipart is 400', async () => {
      const informe = await nuevoInforme();
      const cases: [UploadFields, RegExp][] = [
        [{ latitud: '4.6' }, /latitud y longitud juntas/],
        [{ longitud: '-74' }, /latitud y longitud juntas/],
        [{ latitud: '91', longitud: '0' }, /latitud debe ser un número entre -90 y 90/],
        [{ latitud: '0', longitud: '-180.5' }, /longitud debe ser un número entre -180 y 180/],
        [{ latitud: 'norte', longitud: '3' }, /latitud debe ser un número/],
        [{ latitud: '1', longitud: '2', tiene_metadatos_gps: 'quizas' }, /tiene_metadatos_gps debe ser true o false/],
        [{ tiene_metadatos_gps: 'true' }, /necesita latitud y longitud/],
      ];
      for (const [fields, message] of cases) {
        const res = await upload(proveedor, informe.id, 'no-gps.jpg', fixture('no-gps.jpg'), fields);
        assert.equal(res.status, 400, JSON.stringify(fields));
        assert.match(res.body.message, message);
      }
      const form = new FormData();
      form.append('latitud', '1');
      let res = await fetch(`${t.baseUrl}/api/v1/upload/${informe.id}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${proveedor}` },
      });
      assert.equal(res.status, 400);
      assert.match(((await res.json()) as { message: string }).message, /Falta la imagen/);
      res = await fetch(`${t.baseUrl}/api/v1/upload/${informe.id}`, {
        method: 'POST',
        body: '{}',
        headers: { authorization: `Bearer ${proveedor}`, 'content-type': 'application/json' },
      });
      assert.equal(res.status, 400);
      assert.match(((await res.json()) as { message: string }).message, /multipart\/form-data/);
      assert.deepEqual(await listar(informe.id), []);
    });

    test("who may upload: the author while pendiente and administrators; a client user 403, another provider's report 404, anonymous 401", async () => {
      const propio = await nuevoInforme();
      const ajeno = await crearInforme(api, admin, informeBody(refs, { proveedor_id: refs.otherProveedor, cliente_id: refs.unassignedCliente }));
      const jpg = fixture('no-gps.jpg');
      assert.equal((await upload(admin, propio.id, 'a.jpg', jpg)).status, 201);
      assert.equal((await upload(cliente, propio.id, 'b.jpg', jpg)).status, 403);
      assert.equal((await upload(null, propio.id, 'c.jpg', jpg)).status, 401);
      const otro = await upload(proveedor, ajeno.id, 'd.jpg', jpg);
      assert.deepEqual(otro.body, { error: 'no_encontrado', message: 'Informe no encontrado' });
      assert.equal((await api.get(`/api/v1/informes/${ajeno.id}/archivos`, { token: proveedor })).status, 404);
      assert.equal((await upload(proveedor, 999999, 'e.jpg', jpg)).status, 404);
      // Out of Pendiente: the author may no longer change the photos.
      assert.equal((await api.patch(`/api/v1/informes/${propio.id}/estado`, { token: proveedor, json: { estado: 'en_progreso' } })).status, 200);
      const tarde = await upload(proveedor, propio.id, 'f.jpg', jpg);
      assert.equal(tarde.status, 409);
      assert.equal(tarde.body.error, 'informe_no_editable');
    });

    test('at most 10 per report, also when uploads arrive at once: with 5 stored, 10 concurrent give 5 × 201 and 5 × 409', async () => {
      const informe = await nuevoInforme();
      const jpg = fixture('no-gps.jpg');
      for (let i = 0; i < 5; i += 1) assert.equal((await upload(proveedor, informe.id, `previa-${i}.jpg`, variant(jpg, `previa-${i}`))).status, 201);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => upload(proveedor, informe.id, `rafaga-${i}.jpg`, variant(jpg, `rafaga-${i}`))),
      );
      const statuses = results.map((r) => r.status).sort();
      assert.deepEqual(statuses, [201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409))
        assert.deepEqual(r.body, { error: 'maximo_imagenes', message: 'Máximo 10 imágenes permitidas' });
      const listed = await listar(informe.id);
      assert.equal(listed.length, 10);
      // Exactly the objects of the ten rows (original + thumbnail each), nothing of the refused five.
      const names = new Set(
        (await t.db.selectFrom('informe_archivos').select('nombre_almacenado').where('informe_id', '=', informe.id).execute()).map(
          (r) => r.nombre_almacenado,
        ),
      );
      const keys = (await storedKeys()).filter((k) => [...names].some((n) => k.includes(n)));
      assert.equal(keys.length, 20);
      const rejected = await upload(proveedor, informe.id, 'once.jpg', variant(jpg, 'once'));
      assert.equal(rejected.status, 409);
    });

    test('a photo sent twice answers the one stored (200, Idempotency-Replayed), one row and one copy of its bytes, also at once', async () => {
      const informe = await nuevoInforme();
      const bytes = fixture('gps-medellin.jpg');
      const first = await upload(proveedor, informe.id, 'medellin.jpg', bytes, { sha256: sha256(bytes) });
      assert.equal(first.status, 201, JSON.stringify(first.body));
      assert.equal(first.replayed, undefined);
      const keys = await storedKeys();
      // Without declaring it (found by the computed SHA-256) and declaring it (found before the file is read).
      for (const fields of [{}, { sha256: sha256(bytes).toUpperCase() }] as UploadFields[]) {
        const again = await upload(proveedor, informe.id, 'otra-vez.jpg', bytes, fields);
        assert.equal(again.status, 200, JSON.stringify(fields));
        assert.equal(again.replayed, 'true');
        assert.equal(again.body.id, first.body.id);
        assert.equal(again.body.nombre, 'medellin.jpg', 'the stored photo, as it was stored');
        assert.deepEqual(Object.keys(again.body).sort(), Object.keys(first.body).sort(), 'the same shape as the 201');
      }
      // Three at once: one more row, not three.
      const other = fixture('gps-leticia.jpg');
      const burst = await Promise.all([0, 1, 2].map(() => upload(proveedor, informe.id, 'leticia.jpg', other)));
      assert.deepEqual(burst.map((r) => r.status).sort(), [200, 200, 201]);
      assert.equal(new Set(burst.map((r) => r.body.id)).size, 1);
      assert.equal((await listar(informe.id)).length, 2);
      assert.equal((await storedKeys()).length, keys.length + 2, 'only the new photo added objects (original + thumbnail)');
      const audits = await t.db
        .selectFrom('auditoria')
        .select('id')
        .where('tabla', '=', 'informe_archivos')
        .where('registro_id', 'in', [first.body.id, burst[0].body.id])
        .execute();
      assert.equal(audits.length, 2, 'one audit row per stored photo');
    });

    test('with 10 photos a re-send declaring its sha256 (before the file) is answered, not refused; a wrong sha256 is 400 and stores nothing', async () => {
      const informe = await nuevoInforme();
      const jpg = fixture('no-gps.jpg');
      const photos = Array.from({ length: 10 }, (_, i) => variant(jpg, `diez-${i}`));
      const ids: number[] = [];
      for (const [i, p] of photos.entries()) ids.push((await upload(proveedor, informe.id, `diez-${i}.jpg`, p)).body.id);
      const resend = await upload(proveedor, informe.id, 'diez-3.jpg', photos[3], { sha256: sha256(photos[3]) });
      assert.deepEqual([resend.status, resend.replayed, resend.body.id], [200, 'true', ids[3]]);
      // Undeclared, the server cannot know before reading the file: the count refuses it first.
      const undeclared = await upload(proveedor, informe.id, 'diez-3.jpg', photos[3]);
      assert.deepEqual([undeclared.status, undeclared.body.error], [409, 'maximo_imagenes']);
      // Declared after the file: too late for the count, which refuses before any byte is stored.
      const form = new FormData();
      form.append('archivo', new Blob([photos[3]], { type: 'image/jpeg' }), 'diez-3.jpg');
      form.append('sha256', sha256(photos[3]));
      const late = await fetch(`${t.baseUrl}/api/v1/upload/${informe.id}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${proveedor}` },
      });
      assert.equal(late.status, 409);
      const newOne = await upload(proveedor, informe.id, 'once.jpg', variant(jpg, 'once'), { sha256: sha256(variant(jpg, 'once')) });
      assert.equal(newOne.status, 409);

      const otro = await nuevoInforme();
      const before = await storedKeys();
      const wrong = await upload(proveedor, otro.id, 'cambiada.jpg', jpg, { sha256: sha256(photos[0]) });
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.error, 'sha256_no_coincide');
      assert.match(wrong.body.message, /cambiada\.jpg no llegó completa o cambió durante el envío/);
      const malformed = await upload(proveedor, otro.id, 'a.jpg', jpg, { sha256: 'abc' });
      assert.deepEqual([malformed.status, malformed.body.campo], [400, 'sha256']);
      assert.deepEqual(await storedKeys(), before);
      assert.deepEqual(await listar(otro.id), []);
      // The same bytes in another report are another photo.
      assert.equal((await upload(proveedor, otro.id, 'diez-3.jpg', photos[3])).status, 201);
    });

    test('signed links: expired is 410, a link of one file or variant does not open another, a missing or forged signature is 403', async () => {
      const informe = await nuevoInforme();
      const a = (await upload(proveedor, informe.id, 'uno.jpg', fixture('gps-medellin.jpg'))).body as ArchivoInforme;
      const b = (await upload(proveedor, informe.id, 'dos.jpg', fixture('gps-leticia.jpg'))).body as ArchivoInforme;
      const past = new SignedUrlSigner(new TextEncoder().encode(TEST_JWT_SECRET), 60, () => Date.now() - 3600_000);
      const expired = await fetch(`${t.baseUrl}/api/v1/archivos/${a.id}?${past.query(a.id, 'original')}`);
      assert.equal(expired.status, 410);
      assert.match(((await expired.json()) as { message: string }).message, /expiró/);
      const query = (url: string) => url.split('?')[1];
      const forB = await fetch(`${t.baseUrl}/api/v1/archivos/${b.id}?${query(a.url)}`);
      assert.equal(forB.status, 403);
      assert.deepEqual(await forB.json(), { error: 'enlace_invalido', message: 'El enlace de la imagen no es válido' });
      assert.equal((await fetch(`${t.baseUrl}/api/v1/archivos/${a.id}?${query(a.miniatura_url)}`)).status, 403);
      assert.equal((await fetch(`${t.baseUrl}/api/v1/archivos/${a.id}`)).status, 403);
      assert.equal((await fetch(`${t.baseUrl}/api/v1/archivos/${a.id}/miniatura?${query(a.url)}`)).status, 403);
      assert.equal((await fetch(t.baseUrl + a.url)).status, 200);
    });

    test('ZIP: every original unchanged plus ubicaciones.csv; it and a single download mark files as downloaded (the dashboard counts it)', async () => {
      const informe = await nuevoInforme();
      const files = [
        ['gps-bogota.jpg', { latitud: '4.598056', longitud: '-74.075833', tiene_metadatos_gps: 'true' }],
        ['no-gps.jpg', { latitud: '-4.2153', longitud: '-69.9406', tiene_metadatos_gps: 'false' }],
        ['no-gps.png', {}],
      ] as const;
      for (const [name, fields] of files)
        assert.equal(
          (await upload(proveedor, informe.id, name, fixture(name), fields, name.endsWith('png') ? 'image/png' : 'image/jpeg')).status,
          201,
        );
      const dashboardBefore = (await api.get('/api/v1/dashboard/resumen', { token: admin })).body;
      const res = await fetch(`${t.baseUrl}/api/v1/informes/${informe.id}/archivos.zip`, { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'application/zip');
      assert.match(res.headers.get('content-disposition') ?? '', /attachment; filename="informe-\d+-campana-de-prueba-imagenes\.zip"/);
      const entries = readZip(Buffer.from(await res.arrayBuffer()));
      assert.deepEqual([...entries.keys()], ['gps-bogota.jpg', 'no-gps.jpg', 'no-gps.png', 'ubicaciones.csv']);
      for (const [name] of files) assert.ok(entries.get(name)!.equals(fixture(name)), name);
      // Location first, then what each file itself says and its flags (docs/decisions/photo-evidence.md).
      const csvLines = entries.get('ubicaciones.csv')!.toString('utf8').split('\r\n');
      assert.equal(csvLines[0], '\uFEFFnombre;latitud;longitud;origen;tomada;tomada_utc;camara;gps_latitud;gps_longitud;alertas');
      assert.ok(
        csvLines[1].startsWith(
          'gps-bogota.jpg;"4,598056";"-74,075833";GPS;2026-11-02 10:15:00;2026-11-02T15:15:00.000Z;TestCam Field1;"4,598056";"-74,075833";',
        ),
        csvLines[1],
      );
      assert.ok(csvLines[2].startsWith('no-gps.jpg;"-4,2153";"-69,9406";Manual;;;;;;'), csvLines[2]);
      assert.match(csvLines[2], /Ubicación manual: Ubicación marcada a mano en el mapa, no por la cámara/);
      assert.ok(csvLines[3].startsWith('no-gps.png;;;Sin ubicación;;;;;;'), csvLines[3]);
      assert.match(csvLines[3], /Sin fecha de captura: La foto no trae fecha de captura/);
      assert.equal(csvLines.length, 5);
      const listed = await listar(informe.id);
      await assertEventually(async () => (await listar(informe.id)).every((x) => x.descargas === 1), 'ZIP marks all three');
      const dashboardAfter = (await api.get('/api/v1/dashboard/resumen', { token: admin })).body;
      assert.equal(dashboardAfter.descargados, dashboardBefore.descargados + 1);
      // A single download (descarga=1) marks again; viewing (no descarga) does not.
      await (await fetch(t.baseUrl + listed[0].url)).arrayBuffer();
      const single = await fetch(t.baseUrl + listed[0].descarga_url);
      assert.match(single.headers.get('content-disposition') ?? '', /^attachment; filename="gps-bogota.jpg"/);
      await single.arrayBuffer();
      await assertEventually(async () => (await listar(informe.id))[0].descargas === 2, 'download marks once more');
      assert.equal((await listar(informe.id))[1].descargas, 1);
      // Scope: another provider's user cannot read the report's ZIP; a client of another client neither.
      const ajeno = await crearInforme(api, admin, informeBody(refs, { proveedor_id: refs.otherProveedor, cliente_id: refs.unassignedCliente }));
      assert.equal(
        (await fetch(`${t.baseUrl}/api/v1/informes/${ajeno.id}/archivos.zip`, { headers: { authorization: `Bearer ${proveedor}` } })).status,
        404,
      );
    });

    test("DELETE /archivos/:id removes row and objects; deleting a report removes all its objects; another provider's photo is 404", async () => {
      const informe = await nuevoInforme();
      const a = (await upload(proveedor, informe.id, 'uno.jpg', fixture('no-gps.jpg'))).body as ArchivoInforme;
      const b = (await upload(proveedor, informe.id, 'dos.jpg', fixture('gps-bogota.jpg'))).body as ArchivoInforme;
      const nameOf = async (id: number) =>
        (await t.db.selectFrom('informe_archivos').select('nombre_almacenado').where('id', '=', id).executeTakeFirstOrThrow()).nombre_almacenado;
      const nameA = await nameOf(a.id);
      const nameB = await nameOf(b.id);
      const ajeno = await crearInforme(api, admin, informeBody(refs, { proveedor_id: refs.otherProveedor, cliente_id: refs.unassignedCliente }));
      const c = (await upload(admin, ajeno.id, 'ajena.jpg', fixture('no-gps.jpg'))).body as ArchivoInforme;
      assert.equal((await api.request('DELETE', `/api/v1/archivos/${c.id}`, { token: proveedor })).status, 404);
      assert.equal((await api.request('DELETE', `/api/v1/archivos/${a.id}`, { token: cliente })).status, 403);

      const del = await api.request('DELETE', `/api/v1/archivos/${a.id}`, { token: proveedor });
      assert.deepEqual([del.status, del.body.message], [200, 'Imagen eliminada']);
      assert.deepEqual(
        (await listar(informe.id)).map((x) => x.id),
        [b.id],
      );
      assert.ok(!(await storedKeys()).some((k) => k.includes(nameA)));
      assert.equal((await fetch(t.baseUrl + a.url)).status, 404);

      assert.equal((await api.request('DELETE', `/api/v1/informes/${informe.id}`, { token: proveedor })).status, 200);
      assert.ok(!(await storedKeys()).some((k) => k.includes(nameB)), "the report's photos left the storage");
      assert.equal((await t.db.selectFrom('archivos_pendientes_borrado').select('id').execute()).length, 0);
    });
  });
}

async function assertEventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`never true: ${what}`);
}

contractSuite('fotos', async (ctx) => {
  // R is the administrator's (every role sees it), with a photo; P is the demo provider user's own.
  const informeR = await nuevoInforme(ctx, 'Contrato R');
  const informeP = (await ctx.ok<{ id: number }>('POST', '/informes', ctx.tokens.proveedor, informeBody(ctx.refs, { campana: 'Contrato P' }))).id;
  const foto = await ctx.upload(ctx.admin(), informeR);
  /** The report each role may add photos to: its own (the provider user's), or R (anyone else). */
  const informeDe = (role: Role) => (role === 'proveedor' ? informeP : informeR);
  const TUS_PATCH = { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
  return {
    cases: [
      { op: 'listReportFiles', call: () => ({ path: `/informes/${informeR}/archivos` }), expect: SIGNED_IN },
      { op: 'downloadReportFilesZip', call: () => ({ path: `/informes/${informeR}/archivos.zip` }), expect: SIGNED_IN },
      // The client may not change photos of R (not its author); the provider user adds to its own report.
      {
        op: 'uploadReportFile',
        call: async (role) => ({ path: `/upload/${informeDe(role)}`, body: await ctx.photoForm() }),
        expect: [401, 403, 201, 201],
      },
      {
        op: 'createUpload',
        call: async (role) => ({ path: '/subidas', headers: ctx.tusHeaders(informeDe(role), await ctx.jpeg()) }),
        expect: [401, 403, 201, 201],
      },
      {
        op: 'continueUpload',
        call: async (role) => {
          if (role === 'anonimo' || role === 'cliente') return { path: '/subidas/no-existe', headers: TUS_PATCH, body: Buffer.from('x') };
          const { id, bytes } = await ctx.tusUpload(ctx.tokenOf(role), informeDe(role));
          return { path: `/subidas/${id}`, headers: TUS_PATCH, body: bytes };
        },
        expect: [401, 404, 200, 200],
      },
      {
        op: 'cancelUpload',
        call: async (role) => {
          if (role === 'anonimo' || role === 'cliente') return { path: '/subidas/no-existe', headers: { 'tus-resumable': '1.0.0' } };
          return { path: `/subidas/${(await ctx.tusUpload(ctx.tokenOf(role), informeDe(role))).id}`, headers: { 'tus-resumable': '1.0.0' } };
        },
        expect: [401, 404, 204, 204],
      },
      // Signed links answer anyone who holds them, with or without a session.
      { op: 'getFile', call: () => ({ path: foto.url.slice('/api/v1'.length) }), expect: [200, 200, 200, 200] },
      {
        op: 'deleteFile',
        call: async (role) => ({
          path: `/archivos/${role === 'anonimo' || role === 'cliente' ? foto.id : (await ctx.upload(ctx.tokenOf(role), informeDe(role))).id}`,
        }),
        expect: [401, 403, 200, 200],
      },
      { op: 'getFileThumbnail', call: () => ({ path: foto.miniatura_url.slice('/api/v1'.length) }), expect: [200, 200, 200, 200] },
      {
        op: 'reviewFileAlert',
        call: () => ({ path: `/archivos/${foto.id}/alertas/${foto.alertas[0].id}/revision`, json: { comentario: 'Revisada en el contrato' } }),
        expect: ADMIN_ONLY(200),
      },
    ],
    invalid: [
      { of: 'getFile', call: () => ({ path: `/archivos/${foto.id}?exp=1&sig=${'a'.repeat(43)}` }), status: 403 },
      // No Tus-Resumable header.
      { of: 'continueUpload', call: () => ({ path: '/subidas/no-existe', body: Buffer.from('x') }), status: 412 },
    ],
  };
});
