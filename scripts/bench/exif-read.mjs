#!/usr/bin/env node
// EXIF GPS of a 15 MB photo in Chromium, with the product's own code (remote-reports/src/features/images/read-gps.ts
// bundled with exifr): time per file, so ten photos are located before the user looks up. Budget ≤ 30 ms.
// The photo is the Bogotá fixture padded to 15 MB in a temp dir. Run: node scripts/bench/exif-read.mjs
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { fromRoot } from '../lib/paths.mjs';
import { launchChromium, median, verdict } from './lib/target.mjs';

const SIZE = 15 * 1024 * 1024;
const RUNS = 20;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-exif-'));
const jpeg = fs.readFileSync(fromRoot('e2e', 'fixtures', 'images', 'gps-bogota.jpg'));
const photo = Buffer.alloc(SIZE);
jpeg.copy(photo);
fs.writeFileSync(path.join(dir, 'foto-15mb.jpg'), photo);

const bundle = await build({
  entryPoints: [fromRoot('remote-reports', 'src', 'features', 'images', 'read-gps.ts')],
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  platform: 'browser',
});
const page = `<!doctype html><meta charset="utf-8"><script type="module">
import { readGps } from '/read-gps.js';
window.medir = async (runs) => {
  const blob = await (await fetch('/foto-15mb.jpg')).blob();
  const file = new File([blob], 'foto-15mb.jpg', { type: 'image/jpeg' });
  const first = await readGps(file); // loads exifr's module once, as the picker does for the first photo
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    const point = await readGps(file);
    times.push(performance.now() - t0);
    if (!point) throw new Error('sin GPS');
  }
  return { first, times };
};
window.listo = true;
</script>`;
const server = http.createServer((req, res) => {
  if (req.url === '/read-gps.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle.outputFiles[0].contents);
  else if (req.url === '/foto-15mb.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  else res.writeHead(200, { 'content-type': 'text/html' }).end(page);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await launchChromium();
try {
  const tab = await browser.newPage();
  await tab.goto(`http://127.0.0.1:${server.address().port}/`);
  await tab.waitForFunction(() => window.listo === true);
  const { first, times } = await tab.evaluate((runs) => window.medir(runs), RUNS);
  const med = median(times);
  const max = Math.max(...times);
  console.log(`EXIF GPS of a ${SIZE / 1024 / 1024} MB JPEG in Chromium (product code, ${RUNS} runs): ${first.lat}, ${first.lng}`);
  console.log(`  median ${med.toFixed(2)} ms, max ${max.toFixed(2)} ms per file (budget 30 ms) ${verdict(max, 30)}`);
} finally {
  await browser.close();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
