// Photos whose pixels no other test's photo shares, for checks that need a photo's flags to stay as the test left them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { apiFetch } from './api.ts';

/** sharp (the API's image library), resolved where the API has it: what the browser files use of it. */
export const sharp = createRequire(path.join(ROOT, 'api', 'package.json'))('sharp') as (input: Buffer) => {
  composite(layers: Array<{ input: Buffer }>): { keepExif(): { jpeg(): { toBuffer(): Promise<Buffer<ArrayBuffer>> } } };
  metadata(): Promise<{ width?: number; height?: number }>;
  stats(): Promise<{ channels: Array<{ min: number; max: number }> }>;
};

/**
 * A fixture of e2e/fixtures/images covered by 9 × 8 grey squares, the geometry of the difference hash
 * (docs/decisions/photo-evidence.md: upright, grey, 9 × 8, a bit per pair of neighbours), whose 64 bits are drawn at
 * random: each row is a walk of 30 grey levels up or down, one step per bit. Its bytes and its hash are its own, its
 * EXIF (camera, time, GPS) the fixture's. Browser files run side by side on one server and upload photos all the
 * time; each upload flags every other copy ("duplicada", or "casi duplicada" within 16 bits of difference hash,
 * computed after the answer), so a photo whose flags a test has reviewed, or counts, could gain one from another
 * file's photo or a demo photo. Two random 64-bit hashes fall within 16 bits once in ~26 000 pairs; measured with the
 * API's `differenceHash`, these photos did once in 44 850 pairs of them and once in 30 000 against the demo's 100
 * photos. The 8 × 8 black and white squares used before did once in ~1 100 and ~1 900: a "casi duplicada" in about
 * one run in twenty for the file that counts a photo's flags (e2e/photo-evidence.test.ts).
 */
async function photoOfItsOwn(fixture: string): Promise<Buffer<ArrayBuffer>> {
  const original = fs.readFileSync(path.join(ROOT, 'e2e', 'fixtures', 'images', fixture));
  const { width = 640, height = 480 } = await sharp(original).metadata();
  const [columns, rows, step] = [9, 8, 30];
  let squares = '';
  for (let y = 0; y < rows; y++) {
    // A bit is 1 when a square is brighter than its right neighbour: the walk goes down for a 1, up for a 0.
    const walk = [0];
    for (let x = 1; x < columns; x++) walk.push(walk[x - 1] + (Math.random() < 0.5 ? -step : step));
    const lowest = Math.min(...walk);
    const shift = Math.floor(Math.random() * (256 - (Math.max(...walk) - lowest))) - lowest;
    walk.forEach((level, x) => {
      const grey = level + shift;
      squares += `<rect x="${(x * width) / columns}" y="${(y * height) / rows}" width="${width / columns}" height="${height / rows}" fill="rgb(${grey},${grey},${grey})"/>`;
    });
  }
  const grid = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${squares}</svg>`);
  return sharp(original)
    .composite([{ input: grid }])
    .keepExif()
    .jpeg()
    .toBuffer();
}

/** `photoOfItsOwn(fixture)` as a file of the fixture's name in a new temporary folder, for a file input. */
export async function photoFileOfItsOwn(fixture: string): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'informes-e2e-foto-')), fixture);
  fs.writeFileSync(file, await photoOfItsOwn(fixture));
  return file;
}

/**
 * Uploads `photoOfItsOwn(fixture)` to report `informeId` as `uploader` at `lat`/`lng`, then has an administrator
 * (`adminToken`) review every flag it raised: a photo that can prove a check or be a site's reference.
 */
export async function uploadReviewedPhoto(
  informeId: number,
  {
    fixture,
    name = fixture,
    lat,
    lng,
    gps,
    uploader,
    adminToken,
  }: {
    fixture: string;
    name?: string;
    lat: number;
    lng: number;
    gps: boolean;
    uploader: string;
    adminToken: string;
  },
): Promise<number> {
  const form = new FormData();
  form.append('latitud', String(lat));
  form.append('longitud', String(lng));
  form.append('tiene_metadatos_gps', String(gps));
  form.append('archivo', new Blob([await photoOfItsOwn(fixture)], { type: 'image/jpeg' }), name);
  const upload = await apiFetch(`/upload/${informeId}`, { method: 'POST', token: uploader, body: form });
  const uploaded = await upload.text();
  assert.equal(upload.status, 201, uploaded);
  const foto = JSON.parse(uploaded) as { id: number };
  const archivos = (await (await apiFetch(`/informes/${informeId}/archivos`, { token: adminToken })).json()) as {
    data: Array<{ id: number; alertas: Array<{ id: number; revision: unknown }> }>;
  };
  for (const alerta of archivos.data.find((a) => a.id === foto.id)?.alertas.filter((a) => a.revision === null) ?? []) {
    const revision = await apiFetch(`/archivos/${foto.id}/alertas/${alerta.id}/revision`, {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ comentario: 'Revisada: la prueba usa una foto de muestra' }),
    });
    assert.equal(revision.status, 200, await revision.text());
  }
  return foto.id;
}
