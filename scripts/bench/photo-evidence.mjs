#!/usr/bin/env node
// A photo's own evidence (docs/decisions/photo-evidence.md), three numbers:
//   1. reading the EXIF header and the 64-bit difference hash of a 15 MB camera-sized JPEG (4000×3000 made from noise,
//      with EXIF GPS/time/camera, padded to 15 MB): from a local path (disk storage) and from its first 256 KB plus
//      one stream (S3), p50/p95 per photo;
//   2. the API process's peak RSS growth while ten such photos are uploaded one after another through POST /upload,
//      then ten through tus (budget: ≤ 64 MB, docs/architecture.md);
//   3. the near-duplicate lookup against 100 000 stored photo rows (synthetic rows with random hashes, inserted in bulk
//      SQL): a new photo's pass over every other hash (Hamming distance in SQL), and recomputing one report's flags
//      (10 photos, the stored pairs read by index), p50/p95.
// Prints numbers; not a test. Run: node scripts/bench/photo-evidence.mjs   (BENCH_ROWS=100000, BENCH_RUNS=20)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { register as registerCjs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';
import { fromRoot } from '../lib/paths.mjs';
import { startProduct, tempDataDir } from '../lib/product-server.mjs';
import { report, withBenchDatabase } from './lib/database.mjs';
import { newReport, rssOf, rssSampler, tusUpload, uploadPhoto, variant } from './lib/photos.mjs';
import { apiLogin, verdict } from './lib/target.mjs';

const SIZE = 15 * 1024 * 1024 - 4096; // just under UPLOAD_MAX_MB
const COUNT = 10;
const ROWS = Number(process.env.BENCH_ROWS || 100_000);
const RUNS = Number(process.env.BENCH_RUNS || 20);
const requireFromApi = createRequire(fromRoot('api', 'package.json'));
const sharp = requireFromApi('sharp');

/** A camera-sized JPEG from noise with a phone's EXIF, padded to SIZE (the padding follows the image's end). */
async function cameraPhoto() {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i + 4 <= noise.length; i += 4) noise.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 40 })
    .withExif({
      IFD0: { Make: 'Nokia', Model: 'Lumia 1020' },
      IFD2: { DateTimeOriginal: '2026:03:06 10:00:00', OffsetTimeOriginal: '-05:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 14/1 3912/100', GPSLongitudeRef: 'W', GPSLongitude: '75/1 34/1 5232/100' },
    })
    .toBuffer();
  if (jpeg.length > SIZE) throw new Error(`la foto de prueba ocupa ${jpeg.length} bytes`);
  const bytes = Buffer.alloc(SIZE);
  jpeg.copy(bytes);
  return { bytes, jpegBytes: jpeg.length };
}

const { bytes: photo, jpegBytes } = await cameraPhoto();
console.log(
  `Foto de ${(SIZE / 1024 / 1024).toFixed(1)} MB (JPEG 4000×3000 de ${(jpegBytes / 1024 / 1024).toFixed(1)} MB con EXIF, relleno hasta el tamaño).`,
);

// 1. EXIF + dHash per photo, with the API's own code.
{
  const unregisterCjs = registerCjs();
  const unregister = register();
  try {
    const { readEvidence } = await import(fromRoot('api/src/modules/fotos/evidencia/read.ts'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-evidencia-'));
    const file = path.join(dir, 'foto.jpg');
    fs.writeFileSync(file, photo);
    const check = await readEvidence(file, file);
    if (check.gps_latitud === null || check.tomada_at === null || !check.dhash) throw new Error(`evidencia incompleta: ${JSON.stringify(check)}`);
    await readEvidence(file, file); // warm-up
    const local = [];
    const remote = [];
    for (let i = 0; i < RUNS; i += 1) {
      let t0 = performance.now();
      await readEvidence(file, file);
      local.push(performance.now() - t0);
      t0 = performance.now();
      await readEvidence(photo.subarray(0, 256 * 1024), async () => Readable.from([photo]));
      remote.push(performance.now() - t0);
    }
    fs.rmSync(dir, { recursive: true, force: true });
    console.log('1. EXIF + dHash de una foto de 15 MB (código del API):');
    report('desde el disco (ruta local)', local);
    report('desde S3 (256 KB de cabecera + un flujo)', remote);
  } finally {
    await unregister();
    unregisterCjs();
  }
}

// 2. The upload paths' memory with the evidence read.
{
  const server = await startProduct({ prefix: 'bench-evidencia' });
  try {
    const token = await apiLogin(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const informe = await newReport(server.url, token, 'Bench evidencia');
    const informeTus = await newReport(server.url, token, 'Bench evidencia tus');
    // Warm-up (sharp, exifr, the multipart parser) with a small photo, deleted after.
    await uploadPhoto(server.url, token, informe, fs.readFileSync(fromRoot('e2e', 'fixtures', 'images', 'no-gps.jpg')), 'calentar.jpg');
    const warm = (await (await fetch(`${server.url}/api/v1/informes/${informe}/archivos`, { headers: auth })).json()).data[0];
    await fetch(`${server.url}/api/v1/archivos/${warm.id}`, { method: 'DELETE', headers: auth });
    const baseline = rssOf(server.child.pid);
    const sampler = rssSampler(server.child.pid);
    const statuses = [];
    const t0 = performance.now();
    for (let i = 0; i < COUNT; i += 1) {
      statuses.push((await uploadPhoto(server.url, token, informe, variant(photo, i), `foto-${i}.jpg`)).status);
    }
    const postMs = performance.now() - t0;
    const postPeak = sampler.stop();
    if (statuses.some((s) => s !== 201)) throw new Error(`POST /upload respondió ${statuses.join(', ')}`);
    const tusBaseline = rssOf(server.child.pid);
    const tusSampler = rssSampler(server.child.pid);
    const t1 = performance.now();
    for (let i = 0; i < COUNT; i += 1) await tusUpload(server.url, token, informeTus, variant(photo, 100 + i), `campo-${i}.jpg`);
    const tusMs = performance.now() - t1;
    const tusPeak = tusSampler.stop();
    const listed = (await (await fetch(`${server.url}/api/v1/informes/${informe}/archivos`, { headers: auth })).json()).data;
    if (!listed.every((a) => a.evidencia.tomada_at && a.origen_ubicacion === 'gps')) throw new Error('fotos sin evidencia');
    const mb = (n) => n / 1024 / 1024;
    console.log(`2. Diez fotos de 15 MB, una tras otra, con la evidencia leída:`);
    console.log(
      `  POST /upload: ${(postMs / 1000).toFixed(2)} s; crecimiento del RSS pico: ${mb(postPeak - baseline).toFixed(1)} MB (presupuesto 64 MB) ${verdict(mb(postPeak - baseline), 64)}`,
    );
    console.log(
      `  tus:          ${(tusMs / 1000).toFixed(2)} s; crecimiento del RSS pico: ${mb(tusPeak - tusBaseline).toFixed(1)} MB (presupuesto 64 MB) ${verdict(mb(tusPeak - tusBaseline), 64)}`,
    );
  } finally {
    await server.stop();
  }
}

// 3. The near-duplicate lookup against ROWS stored photos.
{
  const dataDir = tempDataDir('bench-evidencia-db');
  try {
    await withBenchDatabase(dataDir, async ({ db, sql, count }) => {
      const unregisterCjs = registerCjs();
      const unregister = register();
      try {
        const { recomputeAlertas } = await import(fromRoot('api/src/modules/fotos/evidencia/service.ts'));
        const { insertParecidas } = await import(fromRoot('api/src/modules/fotos/evidencia/repository.ts'));
        const base = (
          await sql`SELECT s.id AS servicio_id, a.cliente_id, a.proveedor_id, l.provincia_id, l.id AS localidad_id
            FROM servicios s, asignaciones a, localidades l WHERE s.activo AND l.latitud IS NOT NULL LIMIT 1`.execute(db)
        ).rows[0];
        const reports = Math.ceil(ROWS / 10);
        const t0 = performance.now();
        await sql`INSERT INTO informes (servicio_id, cliente_id, proveedor_id, provincia_id, localidad_id, campana, fecha)
          SELECT ${base.servicio_id}, ${base.cliente_id}, ${base.proveedor_id}, ${base.provincia_id}, ${base.localidad_id},
            'Bench ' || g, DATE '2026-03-01' FROM generate_series(1, ${reports}) g`.execute(db);
        // Ten photos per report, each with a random 64-bit hash and its own SHA-256, read already.
        await sql`INSERT INTO informe_archivos (informe_id, nombre_original, nombre_almacenado, mime, tamano, sha256,
            tomada_local, dhash, evidencia_leida_at)
          SELECT i.id, 'foto.jpg', md5(random()::text) || '-' || i.id || '-' || g, 'image/jpeg', 1000,
            encode(sha256((i.id || '-' || g)::bytea), 'hex'), '2026-03-02T10:00:00',
            ((random() * 4294967295)::bigint::bit(32) || (random() * 4294967295)::bigint::bit(32))::bit(64), now()
          FROM (SELECT id FROM informes WHERE campana LIKE 'Bench %') i, generate_series(1, 10) g`.execute(db);
        await sql`VACUUM ANALYZE informe_archivos`.execute(db);
        console.log(`  ${await count('informe_archivos')} fotos en ${reports} informes: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        const ids = (await sql`SELECT id FROM informes WHERE campana LIKE 'Bench %' ORDER BY random() LIMIT ${RUNS + 1}`.execute(db)).rows.map(
          (r) => r.id,
        );
        const recompute = [];
        const lookup = [];
        for (const [n, id] of ids.entries()) {
          let t = performance.now();
          await db.transaction().execute((trx) => recomputeAlertas(trx, [id], 25));
          if (n > 0) recompute.push(performance.now() - t);
          // What an upload pays once for its photo: one pass over the other photos' hashes.
          const foto = (await sql`SELECT id FROM informe_archivos WHERE informe_id = ${id} LIMIT 1`.execute(db)).rows[0].id;
          t = performance.now();
          await db.transaction().execute((trx) => insertParecidas(trx, foto));
          if (n > 0) lookup.push(performance.now() - t);
        }
        console.log(`3. Casi duplicadas entre ${ROWS} fotos guardadas (informe de 10 fotos):`);
        report('parecidas de una foto nueva (bit_count(a # b) ≤ 16, una pasada)', lookup);
        report('recálculo de las alertas del informe (10 fotos, pares por índice)', recompute);
      } finally {
        await unregister();
        unregisterCjs();
      }
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
