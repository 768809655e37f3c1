import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { ArchivoInforme, VerificacionFoto } from 'shared/contracts';
import { REPO_ROOT } from '../src/platform/config';
import type { client } from './helpers/http';
import { crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import type { TestApp } from './helpers/test-app';

/** GET /api/v1/verificar/{sha256}: the public check of a photo's original (docs/decisions/verificar.md). */

const fixture = (name: string) => readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', name));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** The same JPEG with other bytes after its end: another original (another SHA-256), still an image. */
const variant = (bytes: Buffer, tag: string) => Buffer.concat([bytes, Buffer.from(tag)]);

const LIMIT = 30;
let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let refs: InformeRefs;

before(async () => {
  ({ t, api, admin, proveedor, refs } = await startInformesTestApp());
});
after(async () => t?.close());

const verificar = (hash: string, headers: Record<string, string> = {}) => api.get<VerificacionFoto>(`/api/v1/verificar/${hash}`, { headers });

async function upload(informeId: number, name: string, bytes: Buffer): Promise<ArchivoInforme> {
  const form = new FormData();
  form.append('archivo', new Blob([bytes], { type: 'image/jpeg' }), name);
  const res = await fetch(`${t.baseUrl}/api/v1/upload/${informeId}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${proveedor}` },
  });
  const body = (await res.json()) as ArchivoInforme;
  assert.equal(res.status, 201, JSON.stringify(body));
  return body;
}

const auditRows = async () => (await sql<{ n: number }>`select count(*)::int as n from auditoria`.execute(t.db)).rows[0].n;

describe('GET /verificar/{sha256}', () => {
  test('a photo uploaded to a report is found: its campaign, report number and upload time, and nothing else', async () => {
    const informe = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Verano Zqverif' }));
    const bytes = fixture('gps-bogota.jpg');
    const archivo = await upload(informe.id, 'bogota.jpg', bytes);
    const res = await verificar(sha256(bytes));
    assert.equal(res.status, 200, res.text);
    // Exactly the documented keys: no client, provider, coordinates, file name or user.
    assert.deepEqual(res.body, {
      sha256: sha256(bytes),
      encontrada: true,
      informes: [{ informe_id: informe.id, campana: 'Verano Zqverif', subida_at: archivo.creado_at }],
      paquete: null,
    });
    assert.ok(!Number.isNaN(Date.parse(res.body.informes[0].subida_at)));
    assert.doesNotMatch(res.text, /bogota|proveedor|cliente|latitud|4\.59/i);
  });

  test('the same bytes in two reports: one line per report, oldest first', async () => {
    const bytes = variant(fixture('gps-medellin.jpg'), 'dos-informes');
    const primero = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Primera Zqverif' }));
    const segundo = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Segunda Zqverif' }));
    const a = await upload(primero.id, 'a.jpg', bytes);
    const b = await upload(segundo.id, 'b.jpg', bytes);
    const res = await verificar(sha256(bytes));
    assert.deepEqual(res.body.informes, [
      { informe_id: primero.id, campana: 'Primera Zqverif', subida_at: a.creado_at },
      { informe_id: segundo.id, campana: 'Segunda Zqverif', subida_at: b.creado_at },
    ]);
  });

  test('the hash in upper case is the same hash; the answer gives it in lower case', async () => {
    const hash = sha256(fixture('gps-bogota.jpg'));
    const res = await verificar(hash.toUpperCase());
    assert.equal(res.status, 200);
    assert.equal(res.body.sha256, hash);
    assert.equal(res.body.encontrada, true);
  });

  test('an unknown hash: not found, with no reports', async () => {
    const hash = randomBytes(32).toString('hex');
    const res = await verificar(hash);
    assert.deepEqual([res.status, res.body], [200, { sha256: hash, encontrada: false, informes: [], paquete: null }]);
  });

  test("a proof pack's manifest hash (on each of its pages) is recognised: when, how many reports and photos; nothing else", async () => {
    const informe = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Paquete Zqverif' }));
    await upload(informe.id, 'p.jpg', variant(fixture('gps-bogota.jpg'), 'paquete'));
    const pdf = await fetch(`${t.baseUrl}/api/v1/informes/${informe.id}/prueba`, { headers: { authorization: `Bearer ${proveedor}` } });
    assert.equal(pdf.status, 200);
    await pdf.arrayBuffer();
    const manifiesto = pdf.headers.get('x-manifiesto-sha256') ?? '';
    assert.match(manifiesto, /^[0-9a-f]{64}$/);
    const res = await verificar(manifiesto.toUpperCase());
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(
      { ...res.body, paquete: { ...res.body.paquete, emitido_at: 'x' } },
      {
        sha256: manifiesto,
        encontrada: false,
        informes: [],
        paquete: { emitido_at: 'x', informes: 1, fotos: 1, campana: null },
      },
    );
    assert.ok(Math.abs(Date.parse(res.body.paquete!.emitido_at) - Date.now()) < 120_000, res.body.paquete!.emitido_at);
  });

  test('a deleted report no longer holds its photo', async () => {
    const bytes = variant(fixture('gps-leticia.jpg'), 'borrado');
    const informe = await crearInforme(api, proveedor, informeBody(refs, { campana: 'Borrada Zqverif' }));
    await upload(informe.id, 'leticia.jpg', bytes);
    assert.equal((await verificar(sha256(bytes))).body.encontrada, true);
    assert.equal((await api.request('DELETE', `/api/v1/informes/${informe.id}`, { token: admin })).status, 200);
    assert.deepEqual((await verificar(sha256(bytes))).body, { sha256: sha256(bytes), encontrada: false, informes: [], paquete: null });
  });

  test('anything but 64 hexadecimal digits: 400 validacion in Spanish', async () => {
    const hash = sha256(fixture('gps-bogota.jpg'));
    for (const bad of [hash.slice(1), `${hash}0`, `${hash.slice(1)}g`, 'abc', encodeURIComponent(` ${hash.slice(1)}`)]) {
      const res = await verificar(bad);
      assert.deepEqual(
        [res.status, res.body],
        [400, { error: 'validacion', message: 'La huella SHA-256 debe tener 64 dígitos hexadecimales (0-9 y a-f).' }],
        bad,
      );
    }
  });

  test('no sign-in needed (a stale token does not matter either), nothing audited, described as public', async () => {
    const before = await auditRows();
    const hash = sha256(fixture('gps-bogota.jpg'));
    assert.equal((await verificar(hash)).status, 200);
    assert.equal((await verificar(hash, { authorization: 'Bearer no-es-un-token' })).status, 200);
    assert.equal(await auditRows(), before);
    const doc = (await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, { get?: { security?: unknown[]; responses: Record<string, unknown> } }>;
    };
    const op = doc.paths['/api/v1/verificar/{sha256}']?.get;
    assert.ok(op, 'described');
    assert.deepEqual(op.security, []);
    assert.ok(op.responses['200'] && op.responses['429']);
  });

  test(`request ${LIMIT + 1} from one address within a minute: 429 with the Spanish message and Retry-After`, async () => {
    // A fresh window for this address (the tests above used part of it).
    await sql`delete from limites_acceso where clave like 'verificar:%'`.execute(t.db);
    const hash = randomBytes(32).toString('hex');
    for (let i = 0; i < LIMIT; i++) {
      // Malformed requests count too.
      const res = await verificar(i % 10 === 0 ? 'no-es-una-huella' : hash);
      assert.notEqual(res.status, 429, `request ${i + 1}`);
    }
    const res = await verificar(hash);
    assert.deepEqual([res.status, res.body], [429, { error: 'demasiados_intentos', message: 'Demasiados intentos. Intenta de nuevo en 1 minuto.' }]);
    const retryAfter = Number(res.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
    // Only this route is limited, and sign-in keeps its own count.
    assert.equal((await api.get('/api/v1/health')).status, 200);
    assert.ok(await api.loginCliente());
  });
});
