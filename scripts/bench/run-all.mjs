#!/usr/bin/env node
// npm run bench: every benchmark against one built product started here on a temp DATA_DIR, then the start
// times and the catalog, reports and admin data benches (which start their own). Prints numbers; never part of `npm test`.
import { buildIfStale } from '../lib/build.mjs';
import { ensureChromium } from '../lib/chromium.mjs';
import { fromRoot } from '../lib/paths.mjs';
import { ensureInstalled, ensurePnpm } from '../lib/pnpm.mjs';
import { run, say } from '../lib/process.mjs';
import { startProduct } from '../lib/product-server.mjs';

const SHARED_TARGET = [
  'login-bundle-size.mjs',
  'admin-bundle.mjs',
  'login-interactive.mjs',
  'health-under-load.mjs',
  'login-under-load.mjs',
  'lighthouse-mobile.mjs',
  'nuevo-informe-bundle.mjs',
];

await ensurePnpm();
await ensureInstalled();
await buildIfStale();
await ensureChromium();

let failures = 0;
const server = await startProduct({ prefix: 'server' });
say(`Producto en ${server.url} (arranque en frío ${(server.startMs / 1000).toFixed(1)} s).`);
try {
  for (const bench of SHARED_TARGET) {
    say(`== ${bench}`);
    const code = await run(process.execPath, [fromRoot('scripts', 'bench', bench)], { env: { ...process.env, BENCH_BASE_URL: server.url } });
    if (code !== 0) failures++;
  }
} finally {
  await server.stop();
}
say('== start-times.mjs');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'start-times.mjs'), ...process.argv.slice(2)])) !== 0) failures++;
say('== catalog-list.mjs (10 000 servicios, 2 000 proveedores)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'catalog-list.mjs')])) !== 0) failures++;
say('== exif-read.mjs (EXIF GPS de una foto de 15 MB en Chromium)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'exif-read.mjs')])) !== 0) failures++;
say('== photos-upload.mjs (diez fotos de 15 MB)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'photos-upload.mjs')])) !== 0) failures++;
say('== photos-tus.mjs (diez fotos de 15 MB por tus)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'photos-tus.mjs')])) !== 0) failures++;
say('== photos-tus-field.mjs (diez fotos de 5 MB por tus a 1,6 Mbit/s, con y sin cortes; BENCH_FAST=1: tres de 1 MB)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'photos-tus-field.mjs')])) !== 0) failures++;
say('== photo-evidence.mjs (EXIF + dHash de fotos de 15 MB, memoria de la subida, casi duplicadas entre 100 000 fotos)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'photo-evidence.mjs')])) !== 0) failures++;
say('== proof-pack.mjs (paquete de prueba en PDF: 50 informes, 500 fotos)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'proof-pack.mjs')])) !== 0) failures++;
say('== campaign-proof-pack.mjs (paquete de prueba de una campaña: 400 sitios, 2 000 fotos)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'campaign-proof-pack.mjs')])) !== 0) failures++;
say('== informes-list.mjs (100 000 informes)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'informes-list.mjs')])) !== 0) failures++;
say('== sitios-campanas.mjs (2 000 sitios, 50 campañas, 20 000 informes; importación de 2 000 filas)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'sitios-campanas.mjs')])) !== 0) failures++;
say('== sitios-mapa.mjs (mapa de 2 000 sitios a 390 px: agrupado, carga, cuadros al arrastrar y acercar)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'sitios-mapa.mjs')])) !== 0) failures++;
say('== cumplimiento.mjs (cumplimiento: campaña de 400 líneas, un informe y sus triggers, en vivo, pasada de avisos)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'cumplimiento.mjs')])) !== 0) failures++;
say('== admin-usuarios-list.mjs (5 000 usuarios)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'admin-usuarios-list.mjs')])) !== 0) failures++;
say('== admin-audit-export.mjs (1 000 000 eventos)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'admin-audit-export.mjs')])) !== 0) failures++;
say('== sse-streams.mjs (500 flujos GET /eventos en una instancia, base embebida)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'sse-streams.mjs')])) !== 0) failures++;
say('== backup.mjs (20 000 informes, 5 GB de fotos: unos 4 minutos y 10 GB de disco temporal)');
if ((await run(process.execPath, [fromRoot('scripts', 'bench', 'backup.mjs')])) !== 0) failures++;
process.exit(failures ? 1 : 0);
