import assert from 'node:assert/strict';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPO_ROOT } from '../src/platform/config';
import { client } from './helpers/http';
import { agregarArchivos, crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import type { TestApp } from './helpers/test-app';

/**
 * An upload refused early (before or while its body is read) leaves the connection usable: the next request on
 * the same keep-alive connection is answered, not reset (issue 23, point 2). Before, "photo 2 is not an image"
 * became "photo 3: network error" in the browser's sequential upload.
 */
const jpeg = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', 'gps-bogota.jpg'));

/** What an iPhone sends by default: an ISO-BMFF file whose brand is heic (the picker accepts image/heic). */
function heic(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypheic', 4, 'latin1');
  bytes.write('mif1heic', 16, 'latin1');
  return bytes;
}

/** A multipart body as a browser's FormData makes it. */
async function multipart(name: string, bytes: Buffer, type: string): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('archivo', new Blob([bytes], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

describe('an upload refused early does not break the connection’s next request', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let proveedor: string;
  let refs: InformeRefs;
  /** One connection at a time, kept alive: each request after the first reuses the previous one's socket. */
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  before(async () => {
    ({ t, api, proveedor, refs } = await startInformesTestApp({ UPLOAD_MAX_MB: '2' }));
  });
  after(async () => {
    agent.destroy();
    await t?.close();
  });

  async function post(informeId: number, name: string, bytes: Buffer, type = 'image/jpeg', token: string | null = proveedor) {
    const { body, contentType } = await multipart(name, bytes, type);
    const url = new URL(`${t.baseUrl}/api/v1/upload/${informeId}`);
    return new Promise<{ status: number; body: { error?: string; message?: string } }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent,
          headers: { 'content-type': contentType, 'content-length': body.length, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  const nuevo = async () => (await crearInforme(api, proveedor, informeBody(refs))).id;

  test('415 (an iPhone HEIC), 413, 404, 409 and 401, each followed by a valid photo on the same connection → 201', async () => {
    const informe = await nuevo();
    const lleno = await nuevo();
    await agregarArchivos(t.db, lleno, 10, 0);
    const refusals: Array<[string, () => ReturnType<typeof post>, number]> = [
      ['HEIC', () => post(informe, 'IMG_0042.HEIC', heic(1_500_000), 'image/heic'), 415],
      ['too large', () => post(informe, 'grande.jpg', Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024)])), 413],
      ['unknown report', () => post(2_000_000_000, 'foto.jpg', jpeg), 404],
      ['eleventh photo', () => post(lleno, 'foto.jpg', jpeg), 409],
      ['no session', () => post(informe, 'foto.jpg', jpeg, 'image/jpeg', null), 401],
    ];
    let stored = 0;
    for (const [what, refuse, status] of refusals) {
      const refused = await refuse();
      assert.equal(refused.status, status, `${what}: ${JSON.stringify(refused.body)}`);
      // Other bytes each time: the same photo again would be answered as the one already stored (200).
      const next = await post(informe, `valida-${stored}.jpg`, Buffer.concat([jpeg, Buffer.from(`valida-${stored}`)]));
      assert.equal(next.status, 201, `the photo after "${what}": ${JSON.stringify(next.body)}`);
      stored++;
    }
  });

  test('with Node’s fetch, as reproduced: a HEIC then a JPEG', async () => {
    const informe = await nuevo();
    const send = async (name: string, bytes: Buffer, type: string) => {
      const form = new FormData();
      form.append('archivo', new Blob([bytes], { type }), name);
      const res = await fetch(`${t.baseUrl}/api/v1/upload/${informe}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${proveedor}` },
      });
      return { status: res.status, body: (await res.json()) as { error: string; message: string } };
    };
    for (let i = 0; i < 3; i++) {
      const refused = await send('IMG_0042.HEIC', heic(1_500_000), 'image/heic');
      assert.equal(refused.status, 415);
      assert.equal((await send(`ok-${i}.jpg`, Buffer.concat([jpeg, Buffer.from(`ok-${i}`)]), 'image/jpeg')).status, 201);
    }
  });

  test('a HEIC photo is refused with what to do, in Spanish', async () => {
    const informe = await nuevo();
    const refused = await post(informe, 'IMG_0042.HEIC', heic(200_000), 'image/heic');
    assert.equal(refused.status, 415);
    assert.equal(refused.body.error, 'formato_heic');
    assert.match(refused.body.message ?? '', /IMG_0042\.HEIC.*HEIC/);
    assert.match(refused.body.message ?? '', /Más compatible/);
  });
});
