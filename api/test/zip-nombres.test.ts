import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ArchivoInforme } from 'shared/contracts';
import { REPO_ROOT } from '../src/platform/config';
import { client } from './helpers/http';
import { crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import type { TestApp } from './helpers/test-app';
import { readZip } from './helpers/zip';

/**
 * Names inside GET /informes/{id}/archivos.zip (issue 34, point 6; docs/decisions/photos-storage.md, "Names inside the
 * ZIP"): a photo's name is the device's, and a tus client chooses it freely (`filename` in Upload-Metadata). Whatever
 * name is stored, each entry of the archive gets one safe name: no path separators, never `.` or `..`, at most 255
 * bytes of whole UTF-8, unique within the archive. The archive is parsed back to check it.
 */

const fixture = (name: string) => readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', name));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** The same JPEG with other bytes after its end: another photo for the server, still an image. */
const photo = (tag: string) => Buffer.concat([fixture('no-gps.jpg'), Buffer.from(tag)]);
const metadataHeader = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let cliente: string;
let refs: InformeRefs;

before(async () => {
  ({ t, api, admin, proveedor, cliente, refs } = await startInformesTestApp({ UPLOAD_MAX_MB: '2' }));
});
after(async () => t?.close());

/** One photo through tus (POST then one PATCH), named `filename` in its metadata, as any tus client may name it. */
async function subirPorTus(informeId: number, filename: string, bytes: Buffer): Promise<ArchivoInforme> {
  const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${proveedor}` };
  const created = await fetch(`${t.baseUrl}/api/v1/subidas`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(bytes.length),
      'upload-metadata': metadataHeader({ informe_id: String(informeId), sha256: sha256(bytes), filename }),
    },
  });
  assert.equal(created.status, 201, await created.text());
  const done = await fetch(t.baseUrl + created.headers.get('location')!, {
    method: 'PATCH',
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  const text = await done.text();
  assert.equal(done.status, 200, text);
  return JSON.parse(text) as ArchivoInforme;
}

async function descargarZip(informeId: number, token: string): Promise<{ status: number; entries: Map<string, Buffer> | null; text: string }> {
  const res = await fetch(`${t.baseUrl}/api/v1/informes/${informeId}/archivos.zip`, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, entries: res.status === 200 ? readZip(body) : null, text: res.status === 200 ? '' : body.toString('utf8') };
}

/** The photos' names in the archive, in the report's order: the first column of ubicaciones.csv. */
function csvNames(entries: Map<string, Buffer>): string[] {
  return entries
    .get('ubicaciones.csv')!
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1)
    .map((line) => {
      const cell = /^("(?:[^"]|"")*"|[^;]*)/.exec(line)![1];
      return cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
    });
}

/** Every rule an entry name keeps, whatever the stored name was. */
function assertSafeNames(names: readonly string[]): void {
  const folded = new Set<string>();
  for (const name of names) {
    assert.ok(name.length > 0, 'not empty');
    assert.ok(!/[/\\]/.test(name), `no path separator: ${JSON.stringify(name)}`);
    assert.ok(!/^\.+$/.test(name), `never a dot name: ${JSON.stringify(name)}`);
    assert.ok(!name.includes('\uFFFD'), `whole UTF-8, never half a character: ${JSON.stringify(name)}`);
    // eslint-disable-next-line no-control-regex
    assert.ok(!/[\u0000-\u001f\u007f]/.test(name), `no control characters: ${JSON.stringify(name)}`);
    assert.ok(Buffer.byteLength(name, 'utf8') <= 255, `at most 255 bytes: ${Buffer.byteLength(name, 'utf8')} ${JSON.stringify(name)}`);
    assert.ok(!folded.has(name.toLowerCase()), `unique: ${JSON.stringify(name)}`);
    folded.add(name.toLowerCase());
  }
}

describe('names inside the ZIP of a report’s photos (issue 34, point 6)', () => {
  test('a photo named ".." through tus: the ZIP still answers 200 for everyone who sees the report, with a safe entry name', async () => {
    const informe = await crearInforme(api, proveedor, informeBody(refs));
    const dots = photo('dos-puntos');
    const named = await subirPorTus(informe.id, '..', dots);
    assert.equal(named.nombre, '..', 'the name is stored as the device gave it (shown as text, never used as a path)');
    const plain = photo('normal');
    await subirPorTus(informe.id, 'foto.jpg', plain);
    for (const token of [admin, proveedor, cliente]) {
      const zip = await descargarZip(informe.id, token);
      assert.equal(zip.status, 200, zip.text);
      const names = csvNames(zip.entries!);
      assert.equal(names.length, 2);
      assertSafeNames([...names, 'ubicaciones.csv']);
      assert.deepEqual([...zip.entries!.keys()], [...names, 'ubicaciones.csv']);
      assert.ok(zip.entries!.get(names[0])!.equals(dots), 'the photo named ".." is in the archive, unchanged');
      assert.equal(names[1], 'foto.jpg', 'an ordinary name stays as it is');
      assert.ok(zip.entries!.get('foto.jpg')!.equals(plain));
    }
  });

  /**
   * Uploads one photo per name through tus (at most 10 a report), then gives some of them a stored name the upload
   * itself never stores (`crudos`: older rows, imports); answers the archive's names, one per photo, in that order.
   */
  async function nombresEnZip(nombres: readonly string[], crudos: readonly string[] = []): Promise<string[]> {
    const informe = await crearInforme(api, proveedor, informeBody(refs));
    const subidas: Buffer[] = [];
    for (const [i, nombre] of [...nombres, ...crudos].entries()) {
      const bytes = photo(`${informe.id}-${i}`);
      const { id } = await subirPorTus(informe.id, i < nombres.length ? nombre : 'temporal.jpg', bytes);
      if (i >= nombres.length) await t.db.updateTable('informe_archivos').set({ nombre_original: nombre }).where('id', '=', id).execute();
      subidas.push(bytes);
    }
    const zip = await descargarZip(informe.id, proveedor);
    assert.equal(zip.status, 200, zip.text);
    const names = csvNames(zip.entries!);
    assert.equal(names.length, subidas.length);
    assertSafeNames([...names, 'ubicaciones.csv']);
    assert.deepEqual([...zip.entries!.keys()], [...names, 'ubicaciones.csv'], 'the CSV names each photo by its entry');
    for (const [i, bytes] of subidas.entries()) assert.ok(zip.entries!.get(names[i])!.equals(bytes), `photo ${i} (${names[i]}) unchanged`);
    return names;
  }

  test('dot names, Unicode and 255-byte names through tus: one safe, unique entry each, cut between whole characters', async () => {
    const a255 = `${'a'.repeat(251)}.jpg`;
    const enie255 = `${'ñ'.repeat(125)}x.jpg`; // 250 + 1 + 4 = 255 bytes
    const nombres = [
      '..',
      '.',
      '...',
      'ñandú ☃ 写真 🚀.jpg',
      a255,
      a255, // the same long name twice: unique after the cut too
      enie255,
      `${'😀'.repeat(70)}.jpg`, // 284 bytes
      'é'.repeat(200), // 400 bytes, no extension
      'ubicaciones.csv', // the archive's own CSV keeps its name
    ];
    const names = await nombresEnZip(nombres);
    assert.equal(names[3], 'ñandú ☃ 写真 🚀.jpg', 'Unicode names stay as typed');
    assert.equal(names[4], a255, 'a name of exactly 255 bytes stays whole');
    assert.notEqual(names[5], a255, 'its twin gets another name');
    assert.match(names[5], /\.jpg$/, 'keeping its extension');
    assert.equal(names[6], enie255);
    assert.match(names[7], /^(?:😀)+\.jpg$/u, 'a long name is cut between whole characters, its extension kept');
    assert.match(names[8], /^é+$/);
    assert.notEqual(names[9], 'ubicaciones.csv');
  });

  test('any stored name (path separators, drive letters, control characters, device names, case twins) gives a safe entry', async () => {
    const names = await nombresEnZip(
      ['FOTO.JPG', 'foto.jpg', 'con.jpg', 'espacio final. '],
      ['../../etc/passwd', '..\\..\\Windows\\win.ini', '/absoluta.jpg', 'C:\\fotos\\x.jpg', 'a/b/../c.jpg', 'tab\tcontrol\u0001.jpg'],
    );
    assert.equal(names[0], 'FOTO.JPG');
    assert.notEqual(names[1].toLowerCase(), 'foto.jpg', 'unique regardless of case');
    assert.ok(!/^con(\.|$)/i.test(names[2]), 'never a name Windows keeps for a device');
    assert.ok(!/[. ]$/.test(names[3]), 'never ending in a dot or a space (Windows drops them)');
  });

  test('GET /archivos/{id} names the file as the ZIP does: a photo named ".." or stored with "/" downloads under a safe name', async () => {
    const informe = await crearInforme(api, proveedor, informeBody(refs));
    const dots = await subirPorTus(informe.id, '..', photo(`${informe.id}-descarga-puntos`));
    assert.equal(dots.nombre, '..');
    const slash = await subirPorTus(informe.id, 'temporal.jpg', photo(`${informe.id}-descarga-barra`));
    // A stored name with separators (older rows, imports): the upload itself keeps only the last segment.
    await t.db.updateTable('informe_archivos').set({ nombre_original: '../../etc/passwd' }).where('id', '=', slash.id).execute();
    const zip = await descargarZip(informe.id, proveedor);
    assert.equal(zip.status, 200, zip.text);
    const zipNames = csvNames(zip.entries!);
    const list = await fetch(`${t.baseUrl}/api/v1/informes/${informe.id}/archivos`, { headers: { authorization: `Bearer ${proveedor}` } });
    const { data } = (await list.json()) as { data: ArchivoInforme[] };
    assert.deepEqual(
      data.map((a) => a.nombre),
      ['..', '../../etc/passwd'],
      'the stored names themselves are unchanged (shown as text)',
    );
    for (const [i, archivo] of data.entries()) {
      for (const [url, kind] of [
        [archivo.descarga_url, 'attachment'],
        [archivo.url, 'inline'],
      ] as const) {
        const res = await fetch(t.baseUrl + url);
        assert.equal(res.status, 200, await res.clone().text());
        await res.arrayBuffer();
        const disposition = res.headers.get('content-disposition') ?? '';
        const ascii = /^(\w+); filename="([^"]*)"; filename\*=UTF-8''(.*)$/.exec(disposition);
        assert.ok(ascii, disposition);
        assert.equal(ascii[1], kind);
        const name = decodeURIComponent(ascii[3]);
        assertSafeNames([name]);
        assert.equal(ascii[2], name, 'an ASCII name is the same in both forms');
        assert.equal(name, zipNames[i], `photo ${i}: the name its ZIP entry has`);
      }
    }
    assert.equal(zipNames[0], 'imagen.jpg', 'a dot name becomes "imagen" with its extension');
  });
});
