#!/usr/bin/env node
// Ten 15 MB photos uploaded one after another (what /nuevo-informe does) against a plain loopback copy of the
// same bytes (a bare HTTP server writing the request to a file), and the API process's peak RSS growth meanwhile.
// Budget (docs/architecture.md): memory growth ≤ 64 MB. Run: node scripts/bench/photos-upload.mjs
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fromRoot } from '../lib/paths.mjs';
import { startProduct } from '../lib/product-server.mjs';
import { MULTIPART_TYPE, multipart, newReport, post, rssOf, rssSampler, uploadPhoto, variant } from './lib/photos.mjs';
import { apiLogin, verdict } from './lib/target.mjs';

const COUNT = 10;
const SIZE = 15 * 1024 * 1024 - 4096; // just under UPLOAD_MAX_MB

/** A real JPEG (the Bogotá fixture, with its EXIF GPS) padded to SIZE bytes. */
function photo() {
  const jpeg = fs.readFileSync(fromRoot('e2e', 'fixtures', 'images', 'gps-bogota.jpg'));
  const bytes = Buffer.alloc(SIZE);
  jpeg.copy(bytes);
  return bytes;
}

async function plainCopy(file) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-copia-'));
  let n = 0;
  const server = http.createServer((req, res) => {
    const out = fs.createWriteStream(path.join(dir, `f${(n += 1)}`));
    req.pipe(out).on('finish', () => res.end('ok'));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const t0 = performance.now();
  for (let i = 0; i < COUNT; i += 1) await post(url, { 'content-type': MULTIPART_TYPE }, multipart(file, `foto-${i}.jpg`));
  const ms = performance.now() - t0;
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return ms;
}

const file = photo();
const server = await startProduct({ prefix: 'bench-fotos' });
try {
  const token = await apiLogin(server.url);
  const auth = { authorization: `Bearer ${token}` };
  const informeId = await newReport(server.url, token, 'Bench fotos');

  // Warm-up (sharp, the multipart parser) with a small photo, then the baseline.
  await uploadPhoto(server.url, token, informeId, fs.readFileSync(fromRoot('e2e', 'fixtures', 'images', 'no-gps.jpg')), 'calentar.jpg');
  await fetch(`${server.url}/api/v1/archivos/0`).catch(() => undefined);
  const baseline = rssOf(server.child.pid);
  const sampler = rssSampler(server.child.pid);
  const statuses = [];
  const t0 = performance.now();
  // The report holds 10 photos: the warm-up one is deleted first.
  const warm = (await (await fetch(`${server.url}/api/v1/informes/${informeId}/archivos`, { headers: auth })).json()).data[0];
  await fetch(`${server.url}/api/v1/archivos/${warm.id}`, { method: 'DELETE', headers: auth });
  const t1 = performance.now();
  for (let i = 0; i < COUNT; i += 1) {
    // Other bytes each time: the same photo again is answered as the one already stored (200, nothing stored).
    statuses.push((await uploadPhoto(server.url, token, informeId, variant(file, i), `foto-${i}.jpg`)).status);
  }
  const apiMs = performance.now() - t1;
  const peak = sampler.stop();
  void t0;
  if (statuses.some((s) => s !== 201)) throw new Error(`uploads answered ${statuses.join(', ')}`);
  const copyMs = await plainCopy(file);
  const growthMb = (peak - baseline) / (1024 * 1024);
  console.log(`Ten ${(SIZE / 1024 / 1024).toFixed(1)} MB photos, one after another:`);
  console.log(
    `  API upload (type check, SHA-256, disk, thumbnail, row): ${(apiMs / 1000).toFixed(2)} s  (${((COUNT * SIZE) / 1024 / 1024 / (apiMs / 1000)).toFixed(0)} MB/s)`,
  );
  console.log(
    `  plain loopback copy of the same bytes:                   ${(copyMs / 1000).toFixed(2)} s  → API takes ${(apiMs / copyMs).toFixed(2)}×`,
  );
  console.log(`  API process peak RSS growth: ${growthMb.toFixed(1)} MB (budget 64 MB) ${verdict(growthMb, 64)}`);
} finally {
  await server.stop();
}
