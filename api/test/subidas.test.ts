import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as tus from 'tus-js-client';
import type { ArchivoInforme } from 'shared/contracts';
import { REPO_ROOT } from '../src/platform/config';
import { createStorage, type Storage } from '../src/modules/fotos/storage/index';
import { client } from './helpers/http';
import { agregarArchivos, cambiarEstado, crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import { startLocalS3, type LocalS3 } from './helpers/s3rver';
import type { TestApp } from './helpers/test-app';

/**
 * Resumable uploads with tus (docs/decisions/photos-storage.md, "Resumable uploads"): POST/HEAD/PATCH/DELETE
 * /api/v1/subidas over real HTTP, with raw requests where the protocol's details matter and with tus-js-client (the
 * browser's library) where the client's behaviour matters. Once per storage: disk (@tus/file-store) and S3 (s3rver).
 */

const fixture = (name: string) => readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', name));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** A real JPEG padded to `size` bytes with a tag: another photo for every tag, still an image. */
function photo(tag: string, size = 600_000): Buffer {
  const jpeg = fixture('gps-bogota.jpg');
  const bytes = Buffer.alloc(size, 0);
  jpeg.copy(bytes);
  bytes.write(tag, jpeg.length + 16);
  return bytes;
}

const ENDPOINT = '/api/v1/subidas';
const metadataHeader = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

for (const kind of ['disco', 's3'] as const) {
  describe(`tus uploads (${kind})`, () => {
    let t: TestApp;
    let s3: LocalS3 | null = null;
    let storage: Storage;
    let api: ReturnType<typeof client>;
    let admin: string;
    let proveedor: string;
    let cliente: string;
    let refs: InformeRefs;

    before(async () => {
      const env: Record<string, string> = { UPLOAD_MAX_MB: '2' };
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

    const nuevoInforme = async (token = proveedor) => (await crearInforme(api, token, informeBody(refs))).id;
    const listar = async (id: number) =>
      (await api.get<{ data: ArchivoInforme[] }>(`/api/v1/informes/${id}/archivos`, { token: proveedor })).body.data;

    async function tusRequest(method: string, url: string, token: string | null, headers: Record<string, string> = {}, body?: Buffer) {
      const res = await fetch(t.baseUrl + url, {
        method,
        headers: { 'tus-resumable': '1.0.0', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body,
      });
      const text = await res.text();
      return {
        status: res.status,
        headers: res.headers,
        text,
        body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
      };
    }

    function create(token: string | null, informeId: number, bytes: Buffer, meta: Record<string, string> = {}, length = bytes.length) {
      return tusRequest('POST', ENDPOINT, token, {
        'upload-length': String(length),
        'upload-metadata': metadataHeader({ informe_id: String(informeId), sha256: sha256(bytes), filename: 'foto.jpg', ...meta }),
      });
    }

    const patch = (token: string, location: string, offset: number, bytes: Buffer) =>
      tusRequest('PATCH', location, token, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, bytes);

    /** The tus objects left: files under DATA_DIR/tus, or keys under subidas/ in the bucket. */
    async function tusLeftovers(): Promise<string[]> {
      if (kind === 'disco') {
        const dir = path.join(t.dataDir, 'tus');
        return existsSync(dir) ? readdirSync(dir).sort() : [];
      }
      const keys: string[] = [];
      for await (const page of storage.list('subidas/')) keys.push(...page.map((k) => k.key));
      return keys.sort();
    }

    async function photoKeys(): Promise<string[]> {
      const keys: string[] = [];
      for await (const page of storage.list()) keys.push(...page.map((k) => k.key).filter((k) => !k.startsWith('subidas/')));
      return keys.sort();
    }

    test('create, two PATCHes, done: 200 with the photo; the stored original is the file, byte for byte', async () => {
      const informe = await nuevoInforme();
      const bytes = photo('dos-partes');
      const created = await create(proveedor, informe, bytes, { latitud: '4.598056', longitud: '-74.075833', tiene_metadatos_gps: 'true' });
      assert.equal(created.status, 201, created.text);
      assert.equal(created.headers.get('tus-resumable'), '1.0.0');
      const location = created.headers.get('location')!;
      assert.match(location, /^\/api\/v1\/subidas\/[0-9a-f]{32}$/);
      assert.ok(Date.parse(created.headers.get('upload-expires') ?? '') > Date.now() + 23 * 3600_000, 'expires in 24 h');
      const first = await patch(proveedor, location, 0, bytes.subarray(0, 200_000));
      assert.equal(first.status, 204, first.text);
      assert.equal(first.headers.get('upload-offset'), '200000');
      const head = await tusRequest('HEAD', location, proveedor);
      assert.deepEqual([head.status, head.headers.get('upload-offset'), head.headers.get('upload-length')], [200, '200000', String(bytes.length)]);
      assert.equal((await patch(proveedor, location, 100, bytes.subarray(100, 200))).status, 409, 'a wrong offset');
      const last = await patch(proveedor, location, 200_000, bytes.subarray(200_000));
      assert.equal(last.status, 200, last.text);
      assert.equal(last.headers.get('upload-offset'), String(bytes.length));
      assert.match(last.headers.get('content-type') ?? '', /application\/json/);
      assert.equal(last.headers.get('idempotency-replayed'), null);
      const a = last.body as ArchivoInforme;
      assert.deepEqual(
        [a.informe_id, a.nombre, a.tamano, a.sha256, a.mime, a.origen_ubicacion, a.latitud],
        [informe, 'foto.jpg', bytes.length, sha256(bytes), 'image/jpeg', 'gps', 4.598056],
      );
      const original = Buffer.from(await (await fetch(t.baseUrl + a.url)).arrayBuffer());
      assert.equal(sha256(original), sha256(bytes), 'the original, unchanged');
      // The thumbnail is made after the answer; one that is missing when asked for is made then.
      const name = (await t.db.selectFrom('informe_archivos').select('nombre_almacenado').where('id', '=', a.id).executeTakeFirstOrThrow())
        .nombre_almacenado;
      const thumbKey = `miniaturas/${name}.webp`;
      for (let i = 0; i < 100 && !(await photoKeys()).includes(thumbKey); i += 1) await new Promise((r) => setTimeout(r, 50));
      await storage.delete(thumbKey);
      const thumb = await fetch(t.baseUrl + a.miniatura_url);
      assert.deepEqual([thumb.status, thumb.headers.get('content-type')], [200, 'image/webp']);
      assert.ok((await photoKeys()).includes(thumbKey), 'made and stored on demand');
      assert.deepEqual(
        (await listar(informe)).map((x) => x.id),
        [a.id],
      );
      const audit = await t.db
        .selectFrom('auditoria')
        .select('detalles')
        .where('tabla', '=', 'informe_archivos')
        .where('registro_id', '=', a.id)
        .execute();
      assert.equal(audit.length, 1);
      assert.deepEqual(await tusLeftovers(), [], 'the tus upload is gone');
      assert.equal((await tusRequest('HEAD', location, proveedor)).status, 404);
    });

    test('a PATCH cut off mid-body keeps what arrived: HEAD says where, the rest completes it; under 1.5× the bytes sent', async () => {
      const informe = await nuevoInforme();
      const bytes = photo('cortada', 1_500_000);
      const created = await create(proveedor, informe, bytes);
      const location = created.headers.get('location')!;
      // A raw socket: headers announce the whole file, 700 kB go out, then the connection is cut.
      const sent = 700_000;
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(Number(new URL(t.baseUrl).port), '127.0.0.1', () => {
          socket.write(
            `PATCH ${location} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${proveedor}\r\nTus-Resumable: 1.0.0\r\n` +
              `Upload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${bytes.length}\r\n\r\n`,
          );
          socket.write(bytes.subarray(0, sent), () => setTimeout(() => (socket.destroy(), resolve()), 300));
        });
        socket.on('error', reject);
      });
      let offset = 0;
      for (let i = 0; i < 50 && offset === 0; i += 1) {
        const head = await tusRequest('HEAD', location, proveedor);
        if (head.status === 200) offset = Number(head.headers.get('upload-offset'));
        if (offset === 0) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(offset > 0 && offset <= sent, `offset ${offset}`);
      const rest = await patch(proveedor, location, offset, bytes.subarray(offset));
      assert.equal(rest.status, 200, rest.text);
      const a = rest.body as ArchivoInforme;
      assert.equal(a.sha256, sha256(bytes));
      const original = Buffer.from(await (await fetch(t.baseUrl + a.url)).arrayBuffer());
      assert.equal(sha256(original), sha256(bytes), 'the stored original is the file');
      const total = sent + (bytes.length - offset);
      assert.ok(total < 1.5 * bytes.length, `${total} bytes sent for ${bytes.length}`);
      assert.deepEqual(await tusLeftovers(), []);
    });

    test('tus-js-client (the browser library) resumes after its connection is cut, and gets the photo from the last response', async () => {
      const informe = await nuevoInforme();
      const bytes = photo('cliente-tus', 1_200_000);
      // Held 300 ms before the cut, so the API has read what it was sent (a reset drops what it had not).
      const proxy = await cuttingProxy(t.baseUrl, 500_000, 300);
      try {
        const result = await tusUpload(proxy.url, proveedor, bytes, { informe_id: String(informe), sha256: sha256(bytes), filename: 'campo.jpg' });
        assert.equal(result.kind, 'success', JSON.stringify(result));
        const a = result.photo!;
        assert.deepEqual([a.informe_id, a.nombre, a.sha256], [informe, 'campo.jpg', sha256(bytes)]);
        assert.equal(proxy.cuts(), 1, 'the first PATCH was cut');
        assert.ok(proxy.bytesUp() < 1.5 * bytes.length, `${proxy.bytesUp()} bytes sent for ${bytes.length}`);
        // The same photo again: the creation answers 200 with it, and the client's check treats that as done.
        const again = await tusUpload(proxy.url, proveedor, bytes, { informe_id: String(informe), sha256: sha256(bytes), filename: 'otra.jpg' });
        assert.equal(again.kind, 'already-stored', JSON.stringify(again));
        assert.equal(again.photo!.id, a.id);
        assert.equal((await listar(informe)).length, 1);
      } finally {
        await proxy.close();
      }
      assert.deepEqual(await tusLeftovers(), []);
    });

    test('creation-with-upload: the whole file in the POST answers the photo; part of it answers 201 with the offset', async () => {
      const informe = await nuevoInforme();
      const whole = photo('en-la-creacion');
      const meta = metadataHeader({ informe_id: String(informe), sha256: sha256(whole), filename: 'una.jpg' });
      const res = await tusRequest(
        'POST',
        ENDPOINT,
        proveedor,
        { 'upload-length': String(whole.length), 'upload-metadata': meta, 'content-type': 'application/offset+octet-stream' },
        whole,
      );
      assert.equal(res.status, 200, res.text);
      assert.equal(res.headers.get('location'), null);
      assert.equal((res.body as ArchivoInforme).sha256, sha256(whole));
      const part = photo('a-medias');
      const partial = await tusRequest(
        'POST',
        ENDPOINT,
        proveedor,
        {
          'upload-length': String(part.length),
          'upload-metadata': metadataHeader({ informe_id: String(informe), sha256: sha256(part) }),
          'content-type': 'application/offset+octet-stream',
        },
        part.subarray(0, 1000),
      );
      assert.deepEqual([partial.status, partial.headers.get('upload-offset')], [201, '1000']);
      const done = await patch(proveedor, partial.headers.get('location')!, 1000, part.subarray(1000));
      assert.equal(done.status, 200, done.text);
      assert.equal((await listar(informe)).length, 2);
      assert.deepEqual(await tusLeftovers(), []);
    });

    test('#34.7 Upload-Metadata keys the server does not read are accepted and ignored, never stored; at most 20, of 64 characters', async () => {
      const informe = await nuevoInforme();
      const bytes = photo('claves-de-uppy');
      const me = (await api.get<{ id: number }>('/api/v1/usuarios/me', { token: proveedor })).body.id;
      const adminId = (await api.get<{ id: number }>('/api/v1/usuarios/me', { token: admin })).body.id;
      const created = await create(proveedor, informe, bytes, {
        name: 'IMG_0001.jpg',
        type: 'image/jpeg',
        relativePath: 'null',
        filetype: 'image/jpeg',
        usuario_id: String(adminId), // the server's own key: ignored, the owner is the caller
        otra: 'cosa',
      });
      assert.equal(created.status, 201, created.text);
      const location = created.headers.get('location')!;
      const stored = decodeMetadata((await tusRequest('HEAD', location, proveedor)).headers.get('upload-metadata'));
      assert.deepEqual(stored, {
        informe_id: String(informe),
        sha256: sha256(bytes),
        filename: 'foto.jpg',
        tiene_metadatos_gps: 'false',
        usuario_id: String(me),
      });
      const many = Object.fromEntries(Array.from({ length: 18 }, (_, i) => [`k${i}`, 'v'])); // + informe_id, sha256, filename
      const tooMany = await create(proveedor, informe, bytes, many);
      assert.equal(tooMany.status, 400, tooMany.text);
      assert.deepEqual(tooMany.body, { error: 'metadatos_invalidos', message: 'Upload-Metadata admite como mucho 20 claves de hasta 64 caracteres' });
      const longKey = await create(proveedor, informe, bytes, { ['k'.repeat(65)]: 'v' });
      assert.deepEqual([longKey.status, longKey.body?.error], [400, 'metadatos_invalidos']);
      const twenty = await create(proveedor, informe, bytes, { ...Object.fromEntries(Object.entries(many).slice(2)), ['k'.repeat(64)]: 'v' });
      assert.equal(twenty.status, 201, twenty.text);
      // The keys it reads are still checked, whatever else comes with them.
      const bad = await create(proveedor, informe, bytes, { name: 'x.jpg', sha256: 'abc' });
      assert.deepEqual([bad.status, bad.body?.error], [400, 'validacion']);
      for (const l of [location, twenty.headers.get('location')!]) assert.equal((await tusRequest('DELETE', l, proveedor)).status, 204);
      assert.deepEqual(await tusLeftovers(), []);
    });

    test("#34.7 tus-js-client with Uppy's default metadata: uploads, resumes after a cut connection and after a new start", async () => {
      const informe = await nuevoInforme();
      const uppyMeta = (bytes: Buffer, name: string) => ({
        // What @uppy/tus sends for a local file: its meta (name, type, relativePath: null as "null"), then filetype and
        // filename copied from them, plus the product's own keys.
        name,
        type: 'image/jpeg',
        relativePath: 'null',
        filetype: 'image/jpeg',
        filename: name,
        informe_id: String(informe),
        sha256: sha256(bytes),
      });
      const bytes = photo('uppy-cortada', 1_200_000);
      const proxy = await cuttingProxy(t.baseUrl, 500_000, 300);
      let stored: Promise<Record<string, string>> = Promise.resolve({});
      const requests: string[] = [];
      try {
        const result = await tusUpload(proxy.url, proveedor, bytes, uppyMeta(bytes, 'IMG_0001.jpg'), {
          onBeforeRequest: (req) => requests.push(`${req.getMethod()} ${req.getHeader('Upload-Offset') ?? ''}`.trim()),
          onUploadUrlAvailable: (url) => {
            stored = tusRequest('HEAD', new URL(url, t.baseUrl).pathname, proveedor).then((head) =>
              decodeMetadata(head.headers.get('upload-metadata')),
            );
          },
        });
        assert.equal(result.kind, 'success', JSON.stringify(result));
        assert.deepEqual([result.photo!.informe_id, result.photo!.nombre, result.photo!.sha256], [informe, 'IMG_0001.jpg', sha256(bytes)]);
        assert.equal(proxy.cuts(), 1, 'the first PATCH was cut');
        // Resumed: asked where to go on (HEAD), then sent from there; not created again.
        assert.deepEqual(requests.slice(0, 3), ['POST', 'PATCH 0', 'HEAD']);
        assert.ok(
          requests.slice(3).some((r) => /^PATCH [1-9]/.test(r)),
          requests.join(', '),
        );
        assert.equal(requests.filter((r) => r === 'POST').length, 1, requests.join(', '));
      } finally {
        await proxy.close();
      }
      assert.deepEqual(Object.keys(await stored).sort(), ['filename', 'informe_id', 'sha256', 'tiene_metadatos_gps', 'usuario_id']);
      // A new start (a reload): the first client stops after part of the file, a second one resumes from its URL.
      const second = photo('uppy-recargada', 1_200_000);
      const first = new tus.Upload(second, {
        endpoint: `${t.baseUrl}${ENDPOINT}`,
        metadata: uppyMeta(second, 'IMG_0002.jpg'),
        headers: { authorization: `Bearer ${proveedor}` },
        chunkSize: 400_000,
      });
      const url = await new Promise<string>((resolve, reject) => {
        first.options.onChunkComplete = () => void first.abort().then(() => resolve(first.url!));
        first.options.onError = reject;
        first.start();
      });
      const head = await tusRequest('HEAD', new URL(url, t.baseUrl).pathname, proveedor);
      assert.equal(head.headers.get('upload-offset'), '400000');
      const resumed = await tusUpload(t.baseUrl, proveedor, second, uppyMeta(second, 'IMG_0002.jpg'), { uploadUrl: url });
      assert.equal(resumed.kind, 'success', JSON.stringify(resumed));
      assert.equal(resumed.photo!.sha256, sha256(second));
      assert.equal((await listar(informe)).length, 2);
      assert.deepEqual(await tusLeftovers(), []);
    });

    test('the first bytes decide the type: not an image is 415 and HEIC is formato_heic, and the upload is gone', async () => {
      const informe = await nuevoInforme();
      const text = Buffer.alloc(50_000, 'esto no es una foto ');
      const created = await create(proveedor, informe, text);
      assert.equal(created.status, 201, 'nothing is known of the bytes yet');
      const location = created.headers.get('location')!;
      const refused = await patch(proveedor, location, 0, text);
      assert.equal(refused.status, 415, refused.text);
      assert.deepEqual(refused.body, { error: 'tipo_no_permitido', message: 'foto.jpg no es una imagen válida (se aceptan JPEG, PNG y WebP)' });
      assert.equal((await tusRequest('HEAD', location, proveedor)).status, 404);
      const heif = Buffer.alloc(40_000, 7);
      heif.writeUInt32BE(24, 0);
      heif.write('ftypheic', 4, 'latin1');
      heif.write('mif1heic', 16, 'latin1');
      const iphone = await create(proveedor, informe, heif, { filename: 'IMG_0042.HEIC' });
      const heicRefused = await patch(proveedor, iphone.headers.get('location')!, 0, heif);
      assert.equal(heicRefused.status, 415);
      assert.equal(heicRefused.body.error, 'formato_heic');
      assert.match(heicRefused.body.message, /IMG_0042\.HEIC/);
      assert.deepEqual(await tusLeftovers(), []);
      assert.deepEqual(await listar(informe), []);
    });

    test('refused at creation: size 413, count 409, permission 401/403/404/409, metadata 400, no Tus-Resumable 412; nothing created', async () => {
      const informe = await nuevoInforme();
      const bytes = photo('rechazos');
      const big = await create(proveedor, informe, bytes, {}, 2 * 1024 * 1024 + 1);
      assert.deepEqual([big.status, big.body], [413, { error: 'archivo_muy_grande', message: 'foto.jpg es muy grande (máximo 2MB)' }]);
      const lleno = await nuevoInforme();
      await agregarArchivos(t.db, lleno, 10, 0);
      const full = await create(proveedor, lleno, bytes);
      assert.deepEqual([full.status, full.body.error], [409, 'maximo_imagenes']);
      assert.equal((await create(null, informe, bytes)).status, 401);
      assert.equal((await create(cliente, informe, bytes)).status, 403);
      const ajeno = await crearInforme(api, admin, informeBody(refs, { proveedor_id: refs.otherProveedor, cliente_id: refs.unassignedCliente }));
      assert.deepEqual((await create(proveedor, ajeno.id, bytes)).body, { error: 'no_encontrado', message: 'Informe no encontrado' });
      const cerrado = await nuevoInforme();
      assert.equal((await cambiarEstado(api, proveedor, cerrado, 'en_progreso')).status, 200);
      assert.deepEqual((await create(proveedor, cerrado, bytes)).body.error, 'informe_no_editable');
      const badMeta: Array<[Record<string, string>, RegExp]> = [
        [{ sha256: '' }, /Falta el metadato sha256/],
        [{ sha256: 'abc' }, /64 caracteres hexadecimales/],
        [{ informe_id: 'x' }, /informe_id debe ser el número/],
        [{ latitud: '91', longitud: '0' }, /latitud debe ser un número entre -90 y 90/],
        [{ latitud: '4' }, /latitud y longitud juntas/],
      ];
      for (const [meta, message] of badMeta) {
        const res = await create(proveedor, informe, bytes, meta);
        assert.equal(res.status, 400, JSON.stringify(meta));
        assert.match(res.body.message, message);
      }
      const noLength = await tusRequest('POST', ENDPOINT, proveedor, {
        'upload-defer-length': '1',
        'upload-metadata': metadataHeader({ informe_id: String(informe), sha256: sha256(bytes) }),
      });
      assert.deepEqual([noLength.status, noLength.body.error], [400, 'longitud_invalida']);
      const noTus = await fetch(`${t.baseUrl}${ENDPOINT}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${proveedor}`, 'upload-length': '10' },
      });
      assert.equal(noTus.status, 412);
      assert.deepEqual(await tusLeftovers(), []);
    });

    test("another user's upload is 404 on HEAD, PATCH and DELETE; its owner may terminate it (204, nothing left)", async () => {
      const informe = await nuevoInforme();
      const bytes = photo('de-otro');
      const location = (await create(proveedor, informe, bytes)).headers.get('location')!;
      assert.equal((await patch(proveedor, location, 0, bytes.subarray(0, 1000))).status, 204);
      for (const [method, extra] of [
        ['HEAD', {}],
        ['PATCH', { 'upload-offset': '1000', 'content-type': 'application/offset+octet-stream' }],
        ['DELETE', {}],
      ] as const) {
        const res = await tusRequest(method, location, admin, extra, method === 'PATCH' ? bytes.subarray(1000, 2000) : undefined);
        assert.equal(res.status, 404, method);
      }
      assert.equal((await tusRequest('HEAD', `${ENDPOINT}/${'0'.repeat(32)}`, proveedor)).status, 404);
      assert.equal((await tusRequest('HEAD', location, proveedor)).headers.get('upload-offset'), '1000', 'untouched by the others');
      assert.equal((await tusRequest('DELETE', location, proveedor)).status, 204);
      assert.equal((await tusRequest('HEAD', location, proveedor)).status, 404);
      assert.deepEqual(await tusLeftovers(), []);
    });

    test("#34.1 another user's upload through a query string or an odd path: HEAD, DELETE and PATCH P?/A never reach A", async () => {
      // The provider's own upload P, and the administrator's A on a report of the administrator's.
      const mine = await nuevoInforme();
      const pBytes = photo('p-del-proveedor');
      const p = (await create(proveedor, mine, pBytes)).headers.get('location')!;
      const ajeno = (await crearInforme(api, admin, informeBody(refs))).id;
      const aBytes = photo('a-del-admin');
      const aLocation = (await create(admin, ajeno, aBytes, { filename: 'secreta.jpg' })).headers.get('location')!;
      assert.equal((await patch(admin, aLocation, 0, aBytes.subarray(0, 1000))).status, 204);
      const a = aLocation.split('/').pop()!;
      const pId = p.split('/').pop()!;
      assert.equal((await tusRequest('HEAD', aLocation, proveedor)).status, 404, 'A by its own URL');
      /** A's state as its owner sees it: still there, 1000 bytes, nothing recorded. */
      const aIntact = async (what: string) => {
        const head = await tusRequest('HEAD', aLocation, admin);
        assert.deepEqual([head.status, head.headers.get('upload-offset')], [200, '1000'], `${what}: A is intact`);
        assert.deepEqual(await listar(mine), [], `${what}: nothing recorded in P's report`);
        const aPhotos = await api.get<{ data: ArchivoInforme[] }>(`/api/v1/informes/${ajeno}/archivos`, { token: admin });
        assert.deepEqual(aPhotos.body.data, [], `${what}: nothing recorded in A's report`);
      };
      // The exact requests of the issue: the query string carries A's id after P's.
      const head = await tusRequest('HEAD', `${p}?/${a}`, proveedor);
      assert.equal(head.status, 400, head.text);
      assert.equal(head.headers.get('upload-metadata'), null, "A's metadata does not leak");
      const del = await tusRequest('DELETE', `${p}?/${a}`, proveedor);
      assert.deepEqual([del.status, del.body?.error], [400, 'solicitud_invalida'], del.text);
      assert.match(del.body.message, /no llevan parámetros de consulta/);
      await aIntact('DELETE P?/A');
      // A final PATCH the same way: A's remaining bytes, declared at A's offset.
      const last = await tusRequest(
        'PATCH',
        `${p}?/${a}`,
        proveedor,
        { 'upload-offset': '1000', 'content-type': 'application/offset+octet-stream' },
        aBytes.subarray(1000),
      );
      assert.deepEqual([last.status, last.body?.error], [400, 'solicitud_invalida'], last.text);
      await aIntact('PATCH P?/A');
      // Other spellings that end in A's id (raw paths: fetch would normalise some of them). Each is refused, or at
      // most reaches P, the provider's own; none reaches A.
      const pSha = Buffer.from(sha256(pBytes)).toString('base64');
      for (const path of [
        `${p}%3F%2F${a}`,
        `${p}%3F/${a}`,
        `${p}/../${a}`,
        `${p}%2F..%2F${a}`,
        `${p};/${a}`,
        `${p}#/${a}`,
        `${p}/${a}`,
        `${p}/`,
        `${ENDPOINT}/x?id=${a}`,
      ]) {
        for (const method of ['HEAD', 'DELETE'] as const) {
          const res = await rawRequest(t.baseUrl, method, path, { authorization: `Bearer ${proveedor}`, 'tus-resumable': '1.0.0' });
          const own = res.status === 200 && method === 'HEAD' && String(res.headers['upload-metadata']).includes(pSha);
          assert.ok((res.status >= 400 && res.status < 500) || own, `${method} ${path}: ${res.status}`);
          if (!own) assert.equal(res.headers['upload-metadata'], undefined, `${method} ${path}: no metadata`);
        }
        await aIntact(path);
      }
      // P itself is untouched too, and both owners finish their own uploads.
      assert.equal((await tusRequest('HEAD', `${ENDPOINT}/${pId}`, proveedor)).headers.get('upload-offset'), '0');
      assert.equal((await patch(proveedor, p, 0, pBytes)).status, 200);
      const done = await patch(admin, aLocation, 1000, aBytes.subarray(1000));
      assert.deepEqual([done.status, (done.body as ArchivoInforme).informe_id], [200, ajeno]);
      assert.deepEqual(await tusLeftovers(), []);
    });

    test('already in the report: the creation answers 200 with the stored photo and creates nothing, even with 10 photos', async () => {
      const informe = await nuevoInforme();
      const bytes = photo('ya-estaba');
      const location = (await create(proveedor, informe, bytes)).headers.get('location')!;
      const first = (await patch(proveedor, location, 0, bytes)).body as ArchivoInforme;
      await agregarArchivos(t.db, informe, 9, 0);
      const again = await create(proveedor, informe, bytes, { filename: 'reintento.jpg' });
      assert.equal(again.status, 200, again.text);
      assert.equal(again.headers.get('idempotency-replayed'), 'true');
      assert.equal(again.headers.get('location'), null);
      assert.deepEqual([again.body.id, again.body.nombre], [first.id, 'foto.jpg']);
      assert.equal((await listar(informe)).length, 10);
      assert.deepEqual(await tusLeftovers(), []);
    });

    test('completion checks again: a wrong sha256 is 400; the eleventh, the report left Pendiente or deleted are refused; nothing is left', async () => {
      const informe = await nuevoInforme();
      const before = await photoKeys();
      const bytes = photo('mal-declarada');
      const wrong = await create(proveedor, informe, bytes, { sha256: sha256(photo('otra')) });
      const mismatch = await patch(proveedor, wrong.headers.get('location')!, 0, bytes);
      assert.deepEqual([mismatch.status, mismatch.body.error], [400, 'sha256_no_coincide']);
      // Room for one: a second upload of other bytes is refused at creation (issue #34, point 2); a photo stored
      // another way (POST /upload; here straight into the database) before the last bytes is refused under the lock.
      await agregarArchivos(t.db, informe, 9, 0);
      const [a, b] = [photo('novena'), photo('decima')];
      const la = (await create(proveedor, informe, a)).headers.get('location')!;
      const second = await create(proveedor, informe, b);
      assert.deepEqual([second.status, second.body.error], [409, 'informe_con_subidas_pendientes']);
      await agregarArchivos(t.db, informe, 1, 0);
      const eleventh = await patch(proveedor, la, 0, a);
      assert.deepEqual([eleventh.status, eleventh.body.error], [409, 'maximo_imagenes']);
      // Left Pendiente, and deleted, between the creation and the last bytes.
      const otro = await nuevoInforme();
      const c = photo('estado');
      const lc = (await create(proveedor, otro, c)).headers.get('location')!;
      assert.equal((await patch(proveedor, lc, 0, c.subarray(0, 5000))).status, 204);
      assert.equal((await cambiarEstado(api, proveedor, otro, 'en_progreso')).status, 200);
      const late = await patch(proveedor, lc, 5000, c.subarray(5000));
      assert.deepEqual([late.status, late.body.error], [409, 'informe_no_editable']);
      const borrado = await nuevoInforme();
      const d = photo('borrado');
      const ld = (await create(proveedor, borrado, d)).headers.get('location')!;
      assert.equal((await api.request('DELETE', `/api/v1/informes/${borrado}`, { token: proveedor })).status, 200);
      assert.equal((await patch(proveedor, ld, 0, d)).status, 404);
      assert.deepEqual(await tusLeftovers(), [], 'no tus upload left');
      const kept = (await t.db.selectFrom('informe_archivos').select('nombre_almacenado').where('sha256', 'is not', null).execute()).map(
        (r) => r.nombre_almacenado,
      );
      const extra = (await photoKeys()).filter((k) => !before.includes(k) && !kept.some((n) => k.includes(n)));
      assert.deepEqual(extra, [], 'no photo object without its row');
      assert.equal((await listar(otro)).length, 0);
    });

    test('a user deactivated or signed out between two PATCHes is refused at the next one (401), HEAD too', async () => {
      const informe = await nuevoInforme();
      const bytes = photo('desactivado');
      const location = (await create(proveedor, informe, bytes)).headers.get('location')!;
      assert.equal((await patch(proveedor, location, 0, bytes.subarray(0, 5000))).status, 204);
      const me = (await api.get<{ id: number }>('/api/v1/usuarios/me', { token: proveedor })).body.id;
      // Deactivated without its sessions ended: the user's own row must still be read at each request.
      await t.db.updateTable('usuarios').set({ activo: false }).where('id', '=', me).execute();
      try {
        const refused = await patch(proveedor, location, 5000, bytes.subarray(5000));
        assert.deepEqual([refused.status, refused.body?.error], [401, 'sesion_invalida']);
        assert.equal((await tusRequest('HEAD', location, proveedor)).status, 401);
      } finally {
        await t.db.updateTable('usuarios').set({ activo: true }).where('id', '=', me).execute();
      }
      const done = await patch(proveedor, location, 5000, bytes.subarray(5000));
      assert.equal(done.status, 200, done.text);
      // Another session of the same user, signed out between two PATCHes.
      const other = await api.loginProveedor();
      const bytes2 = photo('sesion-cerrada');
      const location2 = (await create(other, informe, bytes2)).headers.get('location')!;
      assert.equal((await patch(other, location2, 0, bytes2.subarray(0, 5000))).status, 204);
      assert.equal((await api.request('POST', '/api/v1/auth/logout', { token: other })).status, 200);
      const signedOut = await patch(other, location2, 5000, bytes2.subarray(5000));
      assert.deepEqual([signedOut.status, signedOut.body?.error], [401, 'sesion_invalida']);
      assert.equal((await tusRequest('DELETE', location2, proveedor)).status, 204, 'its owner ends it from another session');
      assert.deepEqual(
        (await listar(informe)).map((a) => a.sha256),
        [sha256(bytes)],
      );
    });

    test('two uploads of the same photo finishing together make one row', async () => {
      const informe = await nuevoInforme();
      const bytes = photo('dos-pestanas');
      const [l1, l2] = [
        (await create(proveedor, informe, bytes)).headers.get('location')!,
        (await create(proveedor, informe, bytes)).headers.get('location')!,
      ];
      const [r1, r2] = await Promise.all([patch(proveedor, l1, 0, bytes), patch(proveedor, l2, 0, bytes)]);
      assert.deepEqual([r1.status, r2.status], [200, 200]);
      assert.equal(r1.body.id, r2.body.id);
      assert.deepEqual([r1.headers.get('idempotency-replayed'), r2.headers.get('idempotency-replayed')].sort(), ['true', null].sort());
      assert.equal((await listar(informe)).length, 1);
      assert.deepEqual(await tusLeftovers(), []);
    });

    test('unfinished uploads expire after 24 h: the sweep removes them (and their multipart upload on S3), not newer ones', async () => {
      const informe = await nuevoInforme();
      const bytes = photo('caduca');
      const location = (await create(proveedor, informe, bytes)).headers.get('location')!;
      assert.equal((await patch(proveedor, location, 0, bytes.subarray(0, 10_000))).status, 204);
      const left = await tusLeftovers();
      assert.ok(left.length > 0);
      assert.equal(await t.app.uploads.deleteExpired(new Date()), 0, 'not expired yet');
      // The photo sweep (partial writes an hour old, unknown objects) leaves a day-long upload alone.
      await t.app.photos.sweep(new Date(Date.now() + 2 * 3600_000), t.app.log);
      assert.deepEqual(await tusLeftovers(), left);
      assert.equal((await tusRequest('HEAD', location, proveedor)).headers.get('upload-offset'), '10000');
      if (s3) assert.equal((await multipartUploads(s3)).length, 1, 'its multipart upload is still there');
      assert.equal(await t.app.uploads.deleteExpired(new Date(Date.now() + 24 * 3600_000 + 60_000)), 1);
      assert.deepEqual(await tusLeftovers(), []);
      assert.equal((await tusRequest('HEAD', location, proveedor)).status, 404);
      if (s3) assert.deepEqual(await multipartUploads(s3), [], 'no multipart upload left in the bucket');
    });
  });
}

/** tus-js-client as the browser uses it: one PATCH per file, retries, and the documented check for "already stored". */
async function tusUpload(
  endpoint: string,
  token: string,
  bytes: Buffer,
  metadata: Record<string, string>,
  options: { uploadUrl?: string; onUploadUrlAvailable?: (url: string) => void; onBeforeRequest?: (req: tus.HttpRequest) => void } = {},
): Promise<{ kind: 'success' | 'already-stored' | 'error'; photo?: ArchivoInforme; error?: string }> {
  return new Promise((resolve) => {
    const upload: tus.Upload = new tus.Upload(bytes, {
      endpoint: `${endpoint}${ENDPOINT}`,
      uploadUrl: options.uploadUrl ? new URL(new URL(options.uploadUrl).pathname, endpoint).href : undefined,
      metadata,
      onUploadUrlAvailable: options.onUploadUrlAvailable ? () => options.onUploadUrlAvailable!(upload.url!) : undefined,
      onBeforeRequest: options.onBeforeRequest,
      headers: { authorization: `Bearer ${token}` },
      retryDelays: [0, 100, 300],
      // 200 to the creation (no Location) is "already stored": no retry, read the photo from the response.
      onShouldRetry: (err) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onSuccess: ({ lastResponse }) => resolve({ kind: 'success', photo: JSON.parse(lastResponse.getBody()) as ArchivoInforme }),
      onError: (err) => {
        const res = (err as tus.DetailedError).originalResponse;
        if (res?.getStatus() === 200) resolve({ kind: 'already-stored', photo: JSON.parse(res.getBody()) as ArchivoInforme });
        else resolve({ kind: 'error', error: String(err) });
      },
    });
    upload.start();
  });
}

/**
 * A TCP proxy that counts the bytes sent to the API and cuts the first connection that carries more than `cutAfter`
 * (after `holdMs`, during which it forwards nothing more: the API has read what it was sent).
 */
async function cuttingProxy(target: string, cutAfter: number, holdMs = 0) {
  const upstream = new URL(target);
  let up = 0;
  let cuts = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const api = net.connect(Number(upstream.port), upstream.hostname);
    sockets.add(client).add(api);
    let carried = 0;
    let cutting = false;
    client.on('data', (chunk: Buffer) => {
      if (cutting) return; // after the cut: never reaches the API
      up += chunk.length;
      carried += chunk.length;
      if (cuts === 0 && carried > cutAfter) {
        cuts += 1;
        cutting = true;
        client.pause();
        setTimeout(() => (client.destroy(), api.destroy()), holdMs);
        return;
      }
      api.write(chunk);
    });
    api.pipe(client);
    const close = () => (client.destroy(), api.destroy());
    client.on('error', close).on('close', close);
    api.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    bytesUp: () => up,
    cuts: () => cuts,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function multipartUploads(s3: LocalS3): Promise<string[]> {
  const { S3Client, ListMultipartUploadsCommand } = await import('@aws-sdk/client-s3');
  const c = new S3Client({
    endpoint: s3.settings.endpoint,
    region: s3.settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.settings.accessKeyId, secretAccessKey: s3.settings.secretAccessKey },
  });
  try {
    const res = await c.send(new ListMultipartUploadsCommand({ Bucket: s3.settings.bucket }));
    return (res.Uploads ?? []).map((u) => u.Key ?? '');
  } finally {
    c.destroy();
  }
}

/** One request with its path sent exactly as given (fetch and URL would resolve `..` and drop `#…`). */
function rawRequest(base: string, method: string, path: string, headers: Record<string, string>) {
  const url = new URL(base);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** An Upload-Metadata header as key → decoded value. */
function decodeMetadata(header: string | null): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [key, value = ''] = pair.split(' ');
        return [key, Buffer.from(value, 'base64').toString('utf8')];
      }),
  );
}
