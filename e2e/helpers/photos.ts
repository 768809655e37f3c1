// Photos whose pixels no other test's photo shares, for checks that need a photo's flags to stay as the test left them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/paths.mjs';

/** sharp (the API's image library), resolved where the API has it. */
const sharp = createRequire(path.join(ROOT, 'api', 'package.json'))('sharp') as (input: Buffer) => {
  composite(layers: Array<{ input: Buffer }>): { keepExif(): { jpeg(): { toBuffer(): Promise<Buffer<ArrayBuffer>> } } };
  metadata(): Promise<{ width?: number; height?: number }>;
};

/**
 * A fixture of e2e/fixtures/images covered by an 8 × 8 grid of black and white squares drawn at random: its bytes and
 * its difference hash (docs/decisions/photo-evidence.md) are its own, its EXIF (camera, time, GPS) the fixture's. Browser
 * files run side by side on one server and upload the fixtures themselves; each upload flags every other copy
 * ("duplicada", or "casi duplicada" by difference hash) at any moment, so a photo whose flags a test has reviewed, or
 * counts, could gain a new one from another file.
 */
export async function photoOfItsOwn(fixture: string): Promise<Buffer<ArrayBuffer>> {
  const original = fs.readFileSync(path.join(ROOT, 'e2e', 'fixtures', 'images', fixture));
  const { width = 640, height = 480 } = await sharp(original).metadata();
  let squares = '';
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++)
      squares += `<rect x="${(x * width) / 8}" y="${(y * height) / 8}" width="${width / 8}" height="${height / 8}" fill="${Math.random() < 0.5 ? '#000' : '#fff'}"/>`;
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
