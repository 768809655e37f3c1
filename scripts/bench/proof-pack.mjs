#!/usr/bin/env node
// The proof pack (docs/decisions/proof-pack.md): 50 reports with 10 photos each (500 photos, small real JPEGs with
// EXIF GPS spread over Colombia, each a different picture, uploaded through POST /upload so the app stores the
// originals and makes the thumbnails itself), then GET /informes/prueba for those 50 reports, read to the end as a
// browser would. Prints the time to the whole PDF, the API process's peak RSS growth while it is made and the PDF's
// size. Goal: < 60 s, memory bounded (the budget of a streamed export: ≤ 64 MB, docs/architecture.md).
// Prints numbers; not a test. Run: node scripts/bench/proof-pack.mjs   (BENCH_REPORTS=50, BENCH_PHOTOS=10)
import http from 'node:http';
import { createRequire } from 'node:module';
import { fromRoot } from '../lib/paths.mjs';
import { startProduct } from '../lib/product-server.mjs';
import { newReport, rssOf, rssSampler, uploadPhoto } from './lib/photos.mjs';
import { apiLogin, verdict } from './lib/target.mjs';

const REPORTS = Number(process.env.BENCH_REPORTS || 50);
const PHOTOS = Number(process.env.BENCH_PHOTOS || 10);
const GOAL_S = 60;
const MEMORY_MB = 64;
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
async function photo(i, lat, lon) {
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

async function upload(url, token, informeId, bytes, name) {
  const { status, body } = await uploadPhoto(url, token, informeId, bytes, name);
  if (status !== 201) throw new Error(`subida: HTTP ${status} ${body}`);
}

/**
 * GET the pack and read it to the end; resolves { status, bytes, ms, hash }. `bytesPerSecond`: read no faster than
 * that (a slow connection: the server must wait for it instead of holding the PDF in memory).
 */
function getPack(url, token, bytesPerSecond = Infinity) {
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

const server = await startProduct({ prefix: 'bench-prueba' });
try {
  const token = await apiLogin(server.url);
  const campana = `Bench prueba ${Date.now().toString(36)}`;
  const t0 = performance.now();
  for (let r = 0; r < REPORTS; r += 1) {
    const informe = await newReport(server.url, token, `${campana} ${r}`);
    // Each report's photos around one place in Colombia (lat 0–11, lon −77 to −70).
    const lat = 0.5 + Math.random() * 10;
    const lon = -76.5 + Math.random() * 6;
    for (let p = 0; p < PHOTOS; p += 1) {
      await upload(server.url, token, informe, await photo(p, lat + Math.random() * 0.05, lon + Math.random() * 0.05), `foto-${r}-${p}.jpg`);
    }
  }
  console.log(`${REPORTS} informes con ${REPORTS * PHOTOS} fotos subidas en ${((performance.now() - t0) / 1000).toFixed(1)} s.`);

  const url = `${server.url}/api/v1/informes/prueba?search=${encodeURIComponent(campana)}`;
  // Warm-up: pdfkit, the map data and sharp loaded once, on a one-report pack.
  const warm = await getPack(`${url}%200&sortBy=id`, token);
  if (warm.status !== 200) throw new Error(`calentamiento: HTTP ${warm.status}`);
  await new Promise((r) => setTimeout(r, 500));
  const baseline = rssOf(server.child.pid);
  const sampler = rssSampler(server.child.pid);
  const pack = await getPack(url, token);
  const peak = sampler.stop();
  if (pack.status !== 200 || pack.head !== '%PDF-') throw new Error(`paquete: HTTP ${pack.status}`);
  const mb = (n) => n / 1024 / 1024;
  const s = pack.ms / 1000;
  console.log(`Paquete de prueba de ${REPORTS} informes y ${REPORTS * PHOTOS} fotos (manifiesto ${pack.hash}):`);
  console.log(`  tiempo hasta el PDF completo: ${s.toFixed(1)} s (objetivo < ${GOAL_S} s) ${verdict(s, GOAL_S)}`);
  console.log(
    `  crecimiento del RSS pico del API: ${mb(peak - baseline).toFixed(1)} MB (objetivo ≤ ${MEMORY_MB} MB) ${verdict(mb(peak - baseline), MEMORY_MB)}`,
  );
  console.log(`  tamaño del PDF: ${mb(pack.bytes).toFixed(1)} MB (${Math.round(pack.bytes / (REPORTS * PHOTOS) / 1024)} KB por foto)`);

  // The same pack read at 1 MB/s: what the server holds while it waits for a slow reader.
  await new Promise((r) => setTimeout(r, 500));
  const slowBaseline = rssOf(server.child.pid);
  const slowSampler = rssSampler(server.child.pid);
  const slow = await getPack(url, token, 1024 * 1024);
  const slowPeak = slowSampler.stop();
  if (slow.status !== 200) throw new Error(`paquete lento: HTTP ${slow.status}`);
  console.log(
    `  leído a 1 MB/s: ${(slow.ms / 1000).toFixed(1)} s; crecimiento del RSS pico: ${mb(slowPeak - slowBaseline).toFixed(1)} MB ${verdict(mb(slowPeak - slowBaseline), MEMORY_MB)}`,
  );
} finally {
  await server.stop();
}
