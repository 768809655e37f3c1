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
import { apiLogin, verdict } from './lib/target.mjs';

const COUNT = 10;
const SIZE = 15 * 1024 * 1024 - 4096; // just under UPLOAD_MAX_MB
const BOUNDARY = '----bench-fotos';

/** A real JPEG (the Bogotá fixture, with its EXIF GPS) padded to SIZE bytes. */
function photo() {
  const jpeg = fs.readFileSync(fromRoot('e2e', 'fixtures', 'images', 'gps-bogota.jpg'));
  const bytes = Buffer.alloc(SIZE);
  jpeg.copy(bytes);
  return bytes;
}

/** The photo with a different tag at its end: another photo for the server (another SHA-256). */
function variant(file, i) {
  const copy = Buffer.from(file);
  copy.write(`foto-${i}`, copy.length - 64);
  return copy;
}

function multipart(file, name) {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="archivo"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return [head, file, tail];
}

/** POST the parts in 64 KiB writes (a stream, as a browser sends it); resolves with the status. */
function post(url, headers, parts) {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const length = parts.reduce((n, p) => n + p.length, 0);
    const req = http.request(
      { hostname: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { ...headers, 'content-length': length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    (async () => {
      for (const part of parts) {
        for (let i = 0; i < part.length; i += 65536) {
          if (!req.write(part.subarray(i, i + 65536))) await new Promise((r) => req.once('drain', r));
        }
      }
      req.end();
    })();
  });
}

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
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
  for (let i = 0; i < COUNT; i += 1)
    await post(url, { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, multipart(file, `foto-${i}.jpg`));
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
  const opciones = await (await fetch(`${server.url}/api/v1/informes/opciones`, { headers: auth })).json();
  const provincia = opciones.provincias.find((p) => p.nombre === 'Antioquia');
  const localidad = (await (await fetch(`${server.url}/api/v1/catalogos/localidades/${provincia.id}`, { headers: auth })).json())[0];
  const asignacion = opciones.asignaciones[0];
  const informe = await (
    await fetch(`${server.url}/api/v1/informes`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        servicio_id: opciones.servicios.find((s) => s.activo).id,
        cliente_id: asignacion.cliente_id,
        proveedor_id: asignacion.proveedor_id,
        provincia_id: provincia.id,
        localidad_id: localidad.id,
        campana: 'Bench fotos',
        // Yesterday in UTC is never after today in Bogotá (the product's clock).
        fecha: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      }),
    })
  ).json();

  // Warm-up (sharp, the multipart parser) with a small photo, then the baseline.
  await post(
    `${server.url}/api/v1/upload/${informe.id}`,
    { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    multipart(fs.readFileSync(fromRoot('e2e', 'fixtures', 'images', 'no-gps.jpg')), 'calentar.jpg'),
  );
  await fetch(`${server.url}/api/v1/archivos/0`).catch(() => undefined);
  const baseline = rssOf(server.child.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.child.pid));
  }, 10);
  const statuses = [];
  const t0 = performance.now();
  // The report holds 10 photos: the warm-up one is deleted first.
  const warm = (await (await fetch(`${server.url}/api/v1/informes/${informe.id}/archivos`, { headers: auth })).json()).data[0];
  await fetch(`${server.url}/api/v1/archivos/${warm.id}`, { method: 'DELETE', headers: auth });
  const t1 = performance.now();
  for (let i = 0; i < COUNT; i += 1) {
    statuses.push(
      await post(
        `${server.url}/api/v1/upload/${informe.id}`,
        { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        // Other bytes each time: the same photo again is answered as the one already stored (200, nothing stored).
        multipart(variant(file, i), `foto-${i}.jpg`),
      ),
    );
  }
  const apiMs = performance.now() - t1;
  clearInterval(sampler);
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
