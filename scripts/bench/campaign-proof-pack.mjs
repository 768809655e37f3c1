#!/usr/bin/env node
// The campaign proof pack (issue 37; docs/decisions/proof-pack.md, "Campaign pack"): a campaign of 400 sites in
// Medellín, one report per site inside its installation window with 5 photos each (2 000 photos, photo-like JPEGs with
// EXIF GPS near the site, uploaded through POST /upload so the app stores the originals and makes the thumbnails),
// then GET /campanas/:id/prueba read to the end as a browser would, and again at 1 MB/s. Prints the time to the whole
// PDF, the API process's peak RSS growth while it is made and the PDF's size. Goal (the issue's): RSS growth ≤ 64 MB.
// Prints numbers; not a test. Run: node scripts/bench/campaign-proof-pack.mjs   (BENCH_SITES=400, BENCH_PHOTOS=5 a site)
import { startProduct } from '../lib/product-server.mjs';
import { getPack, photo, upload } from './lib/pack.mjs';
import { rssOf, rssSampler } from './lib/photos.mjs';
import { apiLogin, verdict } from './lib/target.mjs';

const SITES = Number(process.env.BENCH_SITES || 400);
const PHOTOS = Number(process.env.BENCH_PHOTOS || 5);
const MEMORY_MB = 64;
const MEDELLIN = { lat: 6.2442, lon: -75.5812 };
/** Uploads in flight at once (the machine has 2 cores; the point is the pack, not the uploads). */
const UPLOADS = 3;

/** 'YYYY-MM-DD' `days` from today in Bogotá. */
const bogotaDay = (days) => new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function api(baseUrl, token, method, path, json) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const server = await startProduct({ prefix: 'bench-prueba-campana' });
try {
  const url = server.url;
  const token = await apiLogin(url);
  const opciones = await api(url, token, 'GET', '/informes/opciones');
  const antioquia = opciones.provincias.find((p) => p.nombre === 'Antioquia');
  const medellin = (await api(url, token, 'GET', `/catalogos/localidades/${antioquia.id}`)).find((l) => l.nombre === 'Medellín');
  const { cliente_id, proveedor_id } = opciones.asignaciones[0];
  const servicio_id = opciones.servicios.find((s) => s.activo).id;
  const run = Date.now().toString(36);

  const t0 = performance.now();
  const campana = await api(url, token, 'POST', '/campanas', {
    cliente_id,
    nombre: `Bench prueba campaña ${run}`,
    fecha_inicio: bogotaDay(-20),
    fecha_fin: bogotaDay(40),
  });
  const sitios = [];
  for (let i = 0; i < SITES; i += 1) {
    const lat = MEDELLIN.lat + (Math.random() - 0.5) * 0.06;
    const lon = MEDELLIN.lon + (Math.random() - 0.5) * 0.06;
    const s = await api(url, token, 'POST', '/sitios', {
      codigo: `BP-${run}-${String(i).padStart(3, '0')}`,
      nombre: `Valla bench ${i}`,
      tipo: 'valla',
      provincia_id: antioquia.id,
      localidad_id: medellin.id,
      latitud: lat,
      longitud: lon,
    });
    sitios.push({ id: s.id, lat, lon });
  }
  await api(url, token, 'POST', `/campanas/${campana.id}/lineas`, {
    sitio_ids: sitios.map((s) => s.id),
    proveedor_id,
    servicio_id,
    instalacion_dias: 10,
    verificacion_cada_dias: 15,
    retiro_dias: 5,
  });
  // One report per site, dated inside its installation window, with PHOTOS photos taken within ~50 m of it.
  const trabajos = [];
  for (const [i, s] of sitios.entries()) {
    const informe = await api(url, token, 'POST', '/informes', {
      servicio_id,
      cliente_id,
      proveedor_id,
      provincia_id: antioquia.id,
      localidad_id: medellin.id,
      campana: campana.nombre,
      campana_id: campana.id,
      sitio_id: s.id,
      fecha: bogotaDay(-15),
    });
    for (let p = 0; p < PHOTOS; p += 1) trabajos.push({ informe: informe.id, i, p, s });
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: UPLOADS }, async () => {
      while (next < trabajos.length) {
        const { informe, i, p, s } = trabajos[next++];
        const bytes = await photo(p, s.lat + (Math.random() - 0.5) * 0.0008, s.lon + (Math.random() - 0.5) * 0.0008);
        await upload(url, token, informe, bytes, `sitio-${i}-${p}.jpg`);
      }
    }),
  );
  console.log(`Campaña de ${SITES} sitios y ${trabajos.length} fotos creada en ${((performance.now() - t0) / 1000).toFixed(1)} s.`);

  // Warm-up: pdfkit, the map data and sharp loaded once, on one report's pack.
  const warm = await getPack(`${url}/api/v1/informes/${trabajos[0].informe}/prueba`, token);
  if (warm.status !== 200) throw new Error(`calentamiento: HTTP ${warm.status}`);
  await new Promise((r) => setTimeout(r, 500));

  const packUrl = `${url}/api/v1/campanas/${campana.id}/prueba`;
  const mb = (n) => n / 1024 / 1024;
  const baseline = rssOf(server.child.pid);
  const sampler = rssSampler(server.child.pid);
  const pack = await getPack(packUrl, token);
  const peak = sampler.stop();
  if (pack.status !== 200 || pack.head !== '%PDF-') throw new Error(`paquete: HTTP ${pack.status}`);
  console.log(`Paquete de prueba de la campaña: ${SITES} sitios, ${trabajos.length} fotos (manifiesto ${pack.hash}):`);
  console.log(`  tiempo hasta el PDF completo: ${(pack.ms / 1000).toFixed(1)} s`);
  const growth = mb(peak - baseline);
  console.log(`  crecimiento del RSS pico del API: ${growth.toFixed(1)} MB (objetivo ≤ ${MEMORY_MB} MB) ${verdict(growth, MEMORY_MB)}`);
  console.log(`  tamaño del PDF: ${mb(pack.bytes).toFixed(1)} MB (${Math.round(pack.bytes / trabajos.length / 1024)} KB por foto)`);

  // The same pack read at 1 MB/s: what the server holds while it waits for a slow reader.
  await new Promise((r) => setTimeout(r, 500));
  const slowBaseline = rssOf(server.child.pid);
  const slowSampler = rssSampler(server.child.pid);
  const slow = await getPack(packUrl, token, 1024 * 1024);
  const slowPeak = slowSampler.stop();
  if (slow.status !== 200) throw new Error(`paquete lento: HTTP ${slow.status}`);
  const slowGrowth = mb(slowPeak - slowBaseline);
  console.log(
    `  leído a 1 MB/s: ${(slow.ms / 1000).toFixed(1)} s; crecimiento del RSS pico: ${slowGrowth.toFixed(1)} MB ${verdict(slowGrowth, MEMORY_MB)}`,
  );
} finally {
  await server.stop();
}
