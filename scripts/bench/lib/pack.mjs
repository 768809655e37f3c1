// What the proof pack benchmarks share (proof-pack.mjs, campaign-proof-pack.mjs; docs/decisions/proof-pack.md):
// photo-like JPEGs with EXIF GPS, their upload, and a pack read to the end as a browser would.
import http from 'node:http';
import { createRequire } from 'node:module';
import { fromRoot } from '../../lib/paths.mjs';
import { uploadPhoto } from './photos.mjs';

const requireFromApi = createRequire(fromRoot('api', 'package.json'));
const sharp = requireFromApi('sharp');

/** A DMS rational string for EXIF GPS ("6/1 14/1 3912/100") from decimal degrees. */
function dms(value) {
  const v = Math.abs(value);
  const d = Math.floor(v);
  const m = Math.floor((v - d) * 60);
  const s = Math.round(((v - d) * 60 - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
}

/**
 * A 1024×768 photo-like JPEG (~60–120 KB): a random 8×6 colour field blown up smoothly plus a little grain, so every
 * photo is a different picture (its own difference hash) and compresses like a photo, with EXIF GPS and time.
 */
export async function photo(i, lat, lon) {
  const small = Buffer.alloc(8 * 6 * 3);
  for (let k = 0; k < small.length; k += 1) small[k] = Math.floor(Math.random() * 256);
  return sharp(small, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(1024, 768, { kernel: 'cubic' })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'Bench', Model: `Cámara ${i % 7}` },
      IFD2: { DateTimeOriginal: '2026:03:06 10:00:00', OffsetTimeOriginal: '-05:00' },
      IFD3: {
        GPSLatitudeRef: lat >= 0 ? 'N' : 'S',
        GPSLatitude: dms(lat),
        GPSLongitudeRef: lon >= 0 ? 'E' : 'W',
        GPSLongitude: dms(lon),
      },
    })
    .toBuffer();
}

export async function upload(url, token, informeId, bytes, name) {
  const { status, body } = await uploadPhoto(url, token, informeId, bytes, name);
  if (status !== 201) throw new Error(`subida: HTTP ${status} ${body}`);
}

/**
 * GET the pack and read it to the end; resolves { status, bytes, ms, hash }. `bytesPerSecond`: read no faster than
 * that (a slow connection: the server must wait for it instead of holding the PDF in memory).
 */
export function getPack(url, token, bytesPerSecond = Infinity) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      let head = '';
      res.on('data', (chunk) => {
        if (bytes === 0) head = chunk.subarray(0, 5).toString('latin1');
        bytes += chunk.length;
        const due = (bytes / bytesPerSecond) * 1000 - (performance.now() - t0);
        if (due > 5) {
          res.pause();
          setTimeout(() => res.resume(), due);
        }
      });
      res.on('end', () => resolve({ status: res.statusCode, bytes, head, ms: performance.now() - t0, hash: res.headers['x-manifiesto-sha256'] }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
