#!/usr/bin/env node
// The proof pack (docs/decisions/proof-pack.md): 50 reports with 10 photos each (500 photos, small real JPEGs with
// EXIF GPS spread over Colombia, each a different picture, uploaded through POST /upload so the app stores the
// originals and makes the thumbnails itself), then GET /informes/prueba for those 50 reports, read to the end as a
// browser would. Prints the time to the whole PDF, the API process's peak RSS growth while it is made and the PDF's
// size. Goal: < 60 s, memory bounded (the budget of a streamed export: ≤ 64 MB, docs/architecture.md).
// Prints numbers; not a test. Run: node scripts/bench/proof-pack.mjs   (BENCH_REPORTS=50, BENCH_PHOTOS=10)
import { startProduct } from '../lib/product-server.mjs';
import { getPack, photo, upload } from './lib/pack.mjs';
import { newReport, rssOf, rssSampler } from './lib/photos.mjs';
import { apiLogin, verdict } from './lib/target.mjs';

const REPORTS = Number(process.env.BENCH_REPORTS || 50);
const PHOTOS = Number(process.env.BENCH_PHOTOS || 10);
const GOAL_S = 60;
const MEMORY_MB = 64;

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
