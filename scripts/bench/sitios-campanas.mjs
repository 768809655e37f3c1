#!/usr/bin/env node
// Sites and campaigns (issue 36; docs/decisions/sitios-campanas.md) with 2 000 sites, 50 campaigns of ~40 lines and
// 20 000 reports:
//   1. seeds a fresh DATA_DIR (or the PostgreSQL database of DATABASE_URL) through the API's own db layer: migrations,
//      demo seed, then bulk SQL — sites spread over real DANE municipalities (40 % in ten big cities; coordinates within
//      ~1 km of the municipality's point), 50 campaigns over the demo clients (finished, running, planned, one
//      cancelled), 40 lines each (a site, a provider assigned to the client, a service, installation / verification /
//      removal rules), their checks with the windows of shared/contracts `ventanasDeLinea` (what the API writes), and
//      20 000 reports each answering a check inside its window (without photos; the checks' counts of migration 021
//      recomputed by its own function); VACUUM ANALYZE;
//   2. starts the API on it and measures p50/p95 of sequential requests as an administrator, the demo client and the
//      demo provider (their scopes differ): GET /sitios (pages, filters, search), GET /sitios/mapa, GET /campanas,
//      GET /campanas/:id (a campaign of 40 lines), GET /informes?campana_id=…; and POST /sitios/importacion/vista-previa
//      with a 2 000-row CSV as Colombian Excel writes it (`;`, BOM, decimal comma).
// Prints numbers and a table beside the budgets of issue 36; not a test. Budgets: p95 ≤ 100 ms for the sites list and a
// campaign page (PGlite and PostgreSQL); a 2 000-row import previews in ≤ 2 s.
// Usage: node scripts/bench/sitios-campanas.mjs
//        DATABASE_URL=postgres://… node scripts/bench/sitios-campanas.mjs   (the database must be empty or seeded by
//        this script before)
//        bash api/test/with-postgres.sh node scripts/bench/sitios-campanas.mjs   (TEST_DATABASE_URL without
//        DATABASE_URL: a fresh database on that server, dropped at the end)
//   BENCH_DATA_DIR=<dir> reuses/keeps a seeded directory; BENCH_KEEP=1 keeps the temp one; BENCH_REQUESTS (200 per
//   query kind), BENCH_IMPORT_RUNS (7). BENCH_SEED_ONLY=1 with BENCH_DATA_DIR seeds that directory and stops (what
//   sitios-mapa.mjs runs to get the same 2 000 sites).
import { rmSync } from 'node:fs';
import os from 'node:os';
import { startProduct, tempDataDir } from '../lib/product-server.mjs';
import { time, withBenchDatabase } from './lib/database.mjs';
import { apiRequest, benchDatabase, demoTokens, fmtMs as fmt, loadavg, percentile, timeRequests } from './lib/measure.mjs';
import { cpuMs } from './lib/photos.mjs';
import { SITES, seedSitiosCampanas } from './lib/sitios-campanas-seed.mjs';
import { median } from './lib/target.mjs';

const IMPORT_ROWS = 2_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS || 7);
const LIST_BUDGET_MS = 100;
const IMPORT_BUDGET_MS = 2_000;

// --- 1. seed ------------------------------------------------------------------------------
/** Seeds (unless already seeded) and returns what the measuring needs: the municipalities, for the import's CSV. */
async function seed(dataDir, databaseUrl) {
  return withBenchDatabase(
    dataDir,
    async ({ db, sql, count: have }) => {
      if ((await have('sitios')) >= SITES) {
        console.log(`  ya hay ${await have('sitios')} sitios, ${await have('campanas')} campañas: se reutilizan`);
      } else {
        await seedSitiosCampanas(db, sql);
      }
      console.log(
        `  totales: ${await have('sitios')} sitios, ${await have('campanas')} campañas, ${await have('campana_lineas')} líneas, ` +
          `${await have('campana_controles')} controles, ${await have('informes')} informes`,
      );
      const lugares = (
        await sql`select lo.codigo_dane, lo.nombre as municipio, pr.nombre as departamento, lo.latitud::float8 as lat, lo.longitud::float8 as lon
          from localidades lo join provincias pr on pr.id = lo.provincia_id where lo.latitud is not null order by lo.codigo_dane`.execute(db)
      ).rows;
      const proveedores = (await sql`select nombre from proveedores order by id`.execute(db)).rows.map((r) => r.nombre);
      const codigos = (await sql`select codigo from sitios order by id`.execute(db)).rows.map((r) => r.codigo);
      const bogota = (await sql`select id from localidades where codigo_dane = '11001'`.execute(db)).rows[0].id;
      const antioquia = (await sql`select id from provincias where codigo_dane = '05'`.execute(db)).rows[0].id;
      return { lugares, proveedores, codigos, bogota, antioquia };
    },
    { databaseUrl },
  );
}

/**
 * A spreadsheet of `rows` sites as Colombian Excel writes it: UTF-8 with a BOM, `;`, decimal comma, CRLF. Half update
 * existing sites (by code), half create new ones; places by name (accents as DANE writes them) or by DANE code; some
 * with a provider by name.
 */
function importCsv({ lugares, proveedores, codigos }, rows) {
  const dec = (n) => n.toFixed(6).replace('.', ',');
  const lines = ['codigo;nombre;tipo;direccion;departamento;municipio;latitud;longitud;radio_m;proveedor;activo;notas'];
  const tipos = ['Valla', 'Mupi', 'Pantalla digital', 'Punto de venta', 'Otro'];
  for (let i = 0; i < rows; i++) {
    const l = lugares[(i * 389) % lugares.length];
    const codigo = i % 2 ? codigos[(i * 13) % codigos.length] : `IMP-${String(i).padStart(5, '0')}`;
    const byCode = i % 3 === 0;
    lines.push(
      [
        codigo,
        `Sitio importado ${i} ${l.municipio}`,
        tipos[i % 5],
        `Carrera ${1 + (i % 90)} # ${1 + (i % 70)}-${1 + (i % 40)}`,
        byCode ? l.codigo_dane.slice(0, 2) : l.departamento,
        byCode ? l.codigo_dane : l.municipio,
        dec(l.lat + ((i % 11) - 5) * 0.001),
        dec(l.lon + ((i % 7) - 3) * 0.001),
        i % 4 === 0 ? '' : String(100 + (i % 5) * 50),
        i % 3 === 1 ? proveedores[i % proveedores.length] : '',
        i % 20 === 0 ? 'no' : 'sí',
        i % 6 === 0 ? 'Revisar "iluminación"; frente a la tienda' : '',
      ]
        .map((c) => (/[;"\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c))
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// --- 2. HTTP ------------------------------------------------------------------------------
async function measure(baseUrl, apiPid, seeded, engine) {
  const tokens = await demoTokens(baseUrl);
  const request = (method, path, token, body) => apiRequest(baseUrl, token, method, path, body);
  const get = (path, token = tokens.admin) => request('GET', path, token);

  // What the requests name: a big city, a department, the campaigns each user sees (the largest ones, with reports).
  const { bogota, antioquia } = seeded;
  const campanasDe = async (token) => (await get('/api/v1/campanas?limit=100', token)).data;
  const visibles = {
    admin: await campanasDe(tokens.admin),
    cliente: await campanasDe(tokens.cliente),
    proveedor: await campanasDe(tokens.proveedor),
  };
  const conInformes = (list, minSitios) => list.filter((c) => c.sitios >= minSitios && c.informes > 0).map((c) => c.id);
  const campanaIds = {
    admin: conInformes(visibles.admin, 30),
    cliente: conInformes(visibles.cliente, 30),
    // A provider's campaign page shows only its lines: any campaign where it has some.
    proveedor: conInformes(visibles.proveedor, 1),
  };
  const detalle = await get(`/api/v1/campanas/${campanaIds.admin[0]}`);
  console.log(
    `\n  vistos: admin ${visibles.admin.length} campañas, cliente ${visibles.cliente.length}, proveedor ${visibles.proveedor.length}; ` +
      `campaña de ejemplo: ${detalle.lineas.length} líneas, ${detalle.lineas.reduce((n, l) => n + l.controles.length, 0)} controles, ${detalle.informes} informes`,
  );
  for (const who of ['cliente', 'proveedor']) {
    if (campanaIds[who].length === 0) throw new Error(`el usuario ${who} no ve ninguna campaña grande: la siembra no es la esperada`);
  }
  const SEARCHES = ['bogota', 'valla 12', 'carrera 45', 'ben-001', 'medellin mupi', 'zzz-nada'];

  const kinds = [
    { name: 'GET /sitios?page=N (admin, 20 por página, orden código)', budget: true, path: (i) => `/api/v1/sitios?page=${1 + (i % 50)}` },
    {
      name: 'GET /sitios?search=<término>&page=1..2 (admin)',
      budget: true,
      path: (i) => `/api/v1/sitios?search=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}&page=${1 + (Math.floor(i / SEARCHES.length) % 2)}`,
    },
    {
      name: 'GET /sitios?tipo&provincia_id&sortBy=nombre (admin)',
      budget: true,
      path: (i) =>
        `/api/v1/sitios?tipo=${['valla', 'mupi', 'pantalla_digital'][i % 3]}&provincia_id=${antioquia}&sortBy=nombre&sortOrder=${i % 2 ? 'desc' : 'asc'}`,
    },
    {
      name: 'GET /sitios?localidad_id=Bogotá&activo=true&sortBy=localidad (admin)',
      budget: true,
      path: (i) => `/api/v1/sitios?localidad_id=${bogota}&activo=true&sortBy=localidad&page=${1 + (i % 5)}&limit=50`,
    },
    {
      name: 'GET /sitios?page=N (cliente: sitios de sus campañas)',
      budget: true,
      token: 'cliente',
      path: (i) => `/api/v1/sitios?page=${1 + (i % 10)}`,
    },
    {
      name: 'GET /sitios?search=… (cliente)',
      budget: true,
      token: 'cliente',
      path: (i) => `/api/v1/sitios?search=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}`,
    },
    {
      name: 'GET /sitios?page=N (proveedor: los suyos y de sus líneas)',
      budget: true,
      token: 'proveedor',
      path: (i) => `/api/v1/sitios?page=${1 + (i % 20)}`,
    },
    { name: 'GET /sitios/mapa (admin, los 2 000)', budget: true, path: () => '/api/v1/sitios/mapa' },
    { name: 'GET /sitios/mapa?tipo=… (admin)', budget: true, path: (i) => `/api/v1/sitios/mapa?tipo=${['valla', 'mupi', 'otro'][i % 3]}` },
    { name: 'GET /sitios/mapa (cliente)', budget: true, token: 'cliente', path: () => '/api/v1/sitios/mapa' },
    { name: 'GET /sitios/mapa (proveedor)', budget: true, token: 'proveedor', path: () => '/api/v1/sitios/mapa' },
    { name: 'GET /campanas?page=N (admin)', budget: true, path: (i) => `/api/v1/campanas?page=${1 + (i % 3)}` },
    {
      name: 'GET /campanas?search&estado=activa (admin)',
      budget: true,
      path: (i) => `/api/v1/campanas?search=${encodeURIComponent(['verano', 'navidad', 'bebidas', 'banco'][i % 4])}&estado=activa`,
    },
    { name: 'GET /campanas (cliente)', budget: true, token: 'cliente', path: () => '/api/v1/campanas' },
    { name: 'GET /campanas (proveedor)', budget: true, token: 'proveedor', path: () => '/api/v1/campanas' },
    {
      name: 'GET /campanas/:id (admin, 40 líneas con controles)',
      budget: true,
      path: (i) => `/api/v1/campanas/${campanaIds.admin[i % campanaIds.admin.length]}`,
    },
    {
      name: 'GET /campanas/:id (cliente)',
      budget: true,
      token: 'cliente',
      path: (i) => `/api/v1/campanas/${campanaIds.cliente[i % campanaIds.cliente.length]}`,
    },
    {
      name: 'GET /campanas/:id (proveedor: sus líneas)',
      budget: true,
      token: 'proveedor',
      path: (i) => `/api/v1/campanas/${campanaIds.proveedor[i % campanaIds.proveedor.length]}`,
    },
    {
      name: 'GET /informes?campana_id=…&page=1..3 (admin)',
      budget: true,
      path: (i) => `/api/v1/informes?campana_id=${campanaIds.admin[i % campanaIds.admin.length]}&page=${1 + (i % 3)}&limit=10`,
    },
    {
      name: 'GET /informes?campana_id=… (cliente)',
      budget: true,
      token: 'cliente',
      path: (i) => `/api/v1/informes?campana_id=${campanaIds.cliente[i % campanaIds.cliente.length]}&limit=10`,
    },
    {
      name: 'GET /informes?campana_id=… (proveedor)',
      budget: true,
      token: 'proveedor',
      path: (i) => `/api/v1/informes?campana_id=${campanaIds.proveedor[i % campanaIds.proveedor.length]}&limit=10`,
    },
  ];

  const results = [];
  console.log(`\nHTTP contra la API (${engine}), peticiones secuenciales (carga al empezar: ${loadavg()}):`);
  for await (const { kind, times, cpu } of timeRequests({ baseUrl, apiPid, tokens, kinds, requests: REQUESTS })) {
    const r = { name: kind.name, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), budget: LIST_BUDGET_MS, cpu };
    results.push(r);
    console.log(
      `  ${kind.name.padEnd(70)} p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  max ${fmt(r.max)}  (n=${times.length})  CPU ${cpu.toFixed(1)} ms/petición`,
    );
  }

  // The import's preview: the same 2 000-row file each run (nothing is written).
  const csv = importCsv(seeded, IMPORT_ROWS);
  const importTimes = [];
  let answer;
  let importCpu = 0;
  for (let i = 0; i < IMPORT_RUNS + 1; i++) {
    const cpu0 = cpuMs(apiPid);
    const [ms, out] = await time(() => request('POST', '/api/v1/sitios/importacion/vista-previa', tokens.admin, csv));
    if (i > 0) {
      // the first is a warm-up
      importTimes.push(ms);
      importCpu += cpuMs(apiPid) - cpu0;
    }
    answer = out;
  }
  const imp = {
    name: `POST /sitios/importacion/vista-previa (${IMPORT_ROWS} filas, ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB)`,
    p50: median(importTimes),
    p95: null,
    max: Math.max(...importTimes),
    budget: IMPORT_BUDGET_MS,
    import: true,
    cpu: importCpu / IMPORT_RUNS,
  };
  console.log(
    `  ${imp.name.padEnd(70)} mediana ${fmt(imp.p50)}  max ${fmt(imp.max)}  (n=${importTimes.length})  CPU ${imp.cpu.toFixed(0)} ms/petición: ` +
      `${answer.crear} crear, ${answer.actualizar} actualizar, ${answer.rechazar} rechazadas`,
  );
  if (answer.rechazar > 0) console.log(`    primera rechazada: ${JSON.stringify(answer.filas.find((f) => f.accion === 'rechazar'))}`);
  results.push(imp);

  console.log(`\nResumen (${engine}; carga al terminar: ${loadavg()}; ${os.cpus().length} núcleos):`);
  console.log(`  ${'medida'.padEnd(70)} ${'p50/mediana'.padStart(12)} ${'p95/max'.padStart(10)} ${'límite'.padStart(10)}       CPU/petición`);
  let over = 0;
  for (const r of results) {
    const value = r.import ? r.max : r.p95;
    const ok = value <= r.budget;
    if (!ok) over++;
    console.log(
      `  ${r.name.padEnd(70)} ${`${r.p50.toFixed(1)} ms`.padStart(12)} ${`${value.toFixed(1)} ms`.padStart(10)} ${`≤ ${r.budget} ms`.padStart(10)}  ${(ok ? 'OK' : 'OVER').padEnd(4)}  ${`${r.cpu.toFixed(1)} ms`.padStart(9)}`,
    );
  }
  console.log(
    `  (p95 para las listas; para la vista previa, la mediana y el máximo de ${IMPORT_RUNS} ejecuciones. CPU/petición: ` +
      'la CPU que gastaron la API y su base embebida por petición, de /proc; en PostgreSQL no cuenta la del servidor de base de datos)',
  );
  return over;
}

// --- main ---------------------------------------------------------------------------------
const { databaseUrl, drop: dropDatabase } = await benchDatabase('bench_sitios');
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite embebido';
const keep = Boolean(process.env.BENCH_DATA_DIR || process.env.BENCH_KEEP);
const dataDir = process.env.BENCH_DATA_DIR ?? tempDataDir('bench-sitios');
console.log(databaseUrl ? `PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')}` : `DATA_DIR ${dataDir}`);
console.log(`Carga de la máquina (uptime): ${loadavg()} en ${os.cpus().length} núcleos`);
let over = 0;
const seedOnly = Boolean(process.env.BENCH_SEED_ONLY);
if (seedOnly && !process.env.BENCH_DATA_DIR) throw new Error('BENCH_SEED_ONLY sin BENCH_DATA_DIR: la siembra se borraría al terminar');
try {
  console.log('Sembrando…');
  const seeded = await seed(dataDir, databaseUrl);
  if (!seedOnly) {
    const server = await startProduct({
      dataDir,
      prefix: 'bench-sitios',
      removeDataDir: false,
      env: { LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {}) },
    });
    try {
      over = await measure(server.url, server.child.pid, seeded, engine);
    } finally {
      await server.stop();
    }
  }
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
}
// Numbers, not a test: a budget missed is printed (OVER), the exit code stays 0 unless something failed.
if (over) console.log(`\n${over} medida(s) por encima de su límite.`);
