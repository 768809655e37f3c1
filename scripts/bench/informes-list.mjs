#!/usr/bin/env node
// Reports list API with 100 000 reports (and ~250 000 files for their counts):
//   1. seeds a fresh DATA_DIR (or the PostgreSQL database of DATABASE_URL) through the API's own db layer:
//      migrations, demo seed, 300 clients, 100 providers, 600 assignments, the reports and their files in bulk
//      SQL (the search text is written by the migration's triggers, as in production), VACUUM ANALYZE;
//   2. starts the API on it and measures p50/p95 of sequential requests, each answer including meta.total:
//        default page (admin; and a provider user's own reports), searches, filter + sort combinations,
//        a deep page, the detail page and the CSV export of every report.
// Prints numbers; not a test. Budget: p95 ≤ 50 ms for the default page, a search and a filter + sort
// (docs/decisions/informes-api.md says how the list reaches it).
// Usage: node scripts/bench/informes-list.mjs
//        DATABASE_URL=postgres://… node scripts/bench/informes-list.mjs   (same on PostgreSQL; the database must
//        be empty or seeded by this script before)
//   BENCH_DATA_DIR=<dir> reuses/keeps a seeded directory; BENCH_KEEP=1 keeps the temp one;
//   BENCH_REPORTS (100000), BENCH_REQUESTS (100 per query kind).
import { realpathSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { register as registerCjs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';
import { fromRoot } from '../lib/paths.mjs';
import { startProduct, tempDataDir } from '../lib/product-server.mjs';
import { apiLogin } from './lib/target.mjs';

const REPORTS = Number(process.env.BENCH_REPORTS || 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 100);
const DATABASE_URL = process.env.DATABASE_URL || '';
const BUDGET_MS = 50;

const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const fmt = (ms) => `${ms.toFixed(1).padStart(7)} ms`;
const results = [];
function report(name, times, { budget = false, extra = '' } = {}) {
  const p95 = percentile(times, 95);
  const verdict = budget ? (p95 <= BUDGET_MS ? '  OK' : '  OVER') : '';
  results.push({ name, p95, budget });
  console.log(
    `  ${name.padEnd(66)} p50 ${fmt(percentile(times, 50))}  p95 ${fmt(p95)}  max ${fmt(Math.max(...times))}  (n=${times.length})${verdict}${extra}`,
  );
}

async function time(fn) {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
}

// --- 1. seed ------------------------------------------------------------------------------
async function seed(env) {
  // The API is TypeScript and `shared` loads as CommonJS: both tsx hooks.
  const unregisterCjs = registerCjs();
  const unregister = register();
  const { loadConfig } = await import(fromRoot('api/src/platform/config.ts'));
  const { openDatabase } = await import(fromRoot('api/src/platform/db/database.ts'));
  const { migrate } = await import(fromRoot('api/src/platform/db/migrate.ts'));
  const { seed: seedDemo } = await import(fromRoot('api/src/seed.ts'));
  const { sql } = await import(pathToFileURL(realpathSync(fromRoot('api/node_modules/kysely/dist/esm/index.js'))).href);

  const config = loadConfig({ ...env, SEED_DEMO: 'true', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-'.padEnd(40, 'x') });
  const database = await openDatabase(config);
  const db = database.db;
  try {
    let t0 = performance.now();
    await migrate(db);
    await seedDemo(db, config);
    console.log(`  migraciones + datos demo: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const have = async (table) => Number((await sql`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0].n);
    const missing = REPORTS - (await have('informes'));
    if (missing <= 0) {
      console.log(`  ya hay ${await have('informes')} informes: se reutilizan`);
      return;
    }
    t0 = performance.now();
    await db.transaction().execute(async (trx) => {
      await sql`select setseed(0.42)`.execute(trx);
      await sql`
        insert into clientes (razon_social, ciudad, provincia_id)
        select (array['Comercializadora','Distribuidora','Industrias','Inversiones','Alimentos','Servicios'])[1 + i % 6] || ' '
            || (array['Andina','del Caribe','del Pacífico','Llanera','Cafetera','Ñandú','Santandereana','del Sur'])[1 + (i / 6) % 8]
            || ' ' || i || ' S.A.S.', 'Bogotá, D.C.', (select id from provincias order by id limit 1 offset (i % 33))
        from generate_series(1, 300) as i`.execute(trx);
      await sql`
        insert into proveedores (nombre, ciudad)
        select 'Publicidad ' || (array['Exterior','Vallas','LED','Activaciones','Impresos'])[1 + i % 5] || ' '
            || (array['Norte','Centro','Oriente','Occidente'])[1 + (i / 5) % 4] || ' ' || i || ' Ltda.', 'Medellín'
        from generate_series(1, 100) as i`.execute(trx);
      await sql`
        insert into asignaciones (proveedor_id, cliente_id)
        select distinct p.id, c.id
        from generate_series(1, 700) as g(i)
        join lateral (select id from proveedores order by id offset (g.i * 7) % (select count(*) from proveedores) limit 1) p on true
        join lateral (select id from clientes order by id offset (g.i * 13) % (select count(*) from clientes) limit 1) c on true
        on conflict do nothing`.execute(trx);
      await sql`
        with s as (select array_agg(id order by id) as a from servicios where activo),
             asg as (select array_agg(proveedor_id order by id) as p, array_agg(cliente_id order by id) as c from asignaciones),
             l as (select array_agg(id order by id) as a, array_agg(provincia_id order by id) as pr, array_agg(nombre order by id) as n from localidades),
             g as (select i, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5 from generate_series(1, ${missing}::int) as i),
             x as (
               select g.*, 1 + floor(g.r2 * cardinality(asg.p))::int as k, 1 + floor(g.r3 * cardinality(l.a))::int as lk,
                 now() - make_interval(secs => g.i * 900 + floor(g.r4 * 600)::int) as creado
               from g, asg, l)
        insert into informes (servicio_id, cliente_id, proveedor_id, provincia_id, localidad_id, campana, descripcion, fecha,
                              fecha_recepcion, informe_incidencias, estado, ubicacion_lugar, creado_at, actualizado_at)
        select s.a[1 + floor(x.r1 * cardinality(s.a))::int], asg.c[x.k], asg.p[x.k], l.pr[x.lk], l.a[x.lk],
          (array['Verano','Navidad','Regreso a clases','Día de la madre','Black Friday','Aniversario','Temporada','Lanzamiento'])[1 + x.i % 8]
            || ' ' || (2022 + (x.i / 8) % 4) || ' ' || (array['Norte','Sur','Centro','Costa','Eje'])[1 + (x.i / 32) % 5],
          (array['Instalación','Mantenimiento','Verificación','Montaje','Retiro'])[1 + floor(x.r5 * 5)::int] || ' del punto ' || x.i,
          (x.creado at time zone 'America/Bogota')::date - floor(x.r4 * 3)::int,
          case when x.r5 < 0.4 then (x.creado at time zone 'America/Bogota')::date end,
          case when x.r1 < 0.1 then 'Incidencia en el punto ' || x.i end,
          case when x.r3 < 0.2 then 'pendiente' when x.r3 < 0.4 then 'en_progreso' when x.r3 < 0.9 then 'completado' else 'cancelado' end,
          'Sitio ' || (x.i % 5000) || ', ' || l.n[x.lk],
          x.creado, x.creado
        from x, s, asg, l`.execute(trx);
      await sql`
        insert into informe_archivos (informe_id, nombre_original, nombre_almacenado, mime, tamano, latitud, longitud, tiene_metadatos_gps)
        select i.id, 'foto-' || k || '.jpg', 'bench-' || i.id || '-' || k, 'image/jpeg', 1000000 + k,
          case when (i.id + k) % 10 < 7 then 4.6 end, case when (i.id + k) % 10 < 7 then -74.08 end, (i.id + k) % 10 < 5
        from informes i cross join generate_series(1, 5) as k
        where k <= i.id % 6`.execute(trx);
    });
    await sql`VACUUM ANALYZE`.execute(db);
    console.log(
      `  ${missing} informes (+ archivos, clientes, proveedores) insertados, VACUUM ANALYZE: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    console.log(`  totales: ${await have('informes')} informes, ${await have('informe_archivos')} archivos`);
  } finally {
    await database.close();
    await unregister();
    unregisterCjs();
  }
}

// --- 2. HTTP ------------------------------------------------------------------------------
async function measure(baseUrl) {
  const admin = await apiLogin(baseUrl);
  const proveedor = await apiLogin(baseUrl, 'proveedor', 'proveedor123');
  const get = async (path, token = admin, headers = {}) => {
    const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}`, ...headers } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    return { res, body };
  };
  const json = async (path, token) => JSON.parse(Buffer.from((await get(path, token)).body).toString());
  const opciones = await json('/api/v1/informes/opciones', admin);
  const desde = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const someProvider = opciones.proveedores[Math.floor(opciones.proveedores.length / 2)].id;

  // Realistic searches: a client, a provider, a campaign, a city (without its accent), a service, a place, and
  // a broad word that matches about a fifth of all reports.
  const SEARCHES = ['comercializadora andina', 'publicidad led', 'navidad 2024', 'medellin', 'valla', 'sitio 1234', 'cañaveral', 'verificación'];
  const kinds = [
    { name: 'página por defecto (admin): ?page=N&limit=10', budget: true, path: (i) => `/api/v1/informes?page=${1 + (i % 20)}&limit=10` },
    { name: 'página por defecto, usuario proveedor (su ámbito)', path: (i) => `/api/v1/informes?page=${1 + (i % 5)}&limit=10`, token: proveedor },
    {
      name: 'búsqueda: ?search=<término>&page=1..3 (total recordado)',
      budget: true,
      path: (i) =>
        `/api/v1/informes?search=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}&page=${1 + (Math.floor(i / SEARCHES.length) % 3)}&limit=10`,
    },
    // A date bound every report meets, different on every request: each one is a new list and counts again.
    {
      name: 'búsqueda en frío (cada petición cuenta de nuevo)',
      budget: true,
      path: (i) => `/api/v1/informes?search=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}&fechaHasta=${coldBound(i)}&limit=10`,
    },
    {
      name: 'filtro + orden: estado=pendiente,en_progreso&fechaDesde&sortBy=cliente',
      budget: true,
      path: (i) =>
        `/api/v1/informes?estado=pendiente,en_progreso&fechaDesde=${desde}&sortBy=cliente&sortOrder=${i % 2 ? 'DESC' : 'ASC'}&page=${1 + (i % 5)}&limit=20`,
    },
    {
      name: 'filtro + orden: proveedor_id&estado=completado&sortBy=fecha',
      path: (i) =>
        `/api/v1/informes?proveedor_id=${opciones.proveedores[i % opciones.proveedores.length].id}&estado=completado&sortBy=fecha&sortOrder=DESC&page=1&limit=10`,
    },
    {
      name: 'filtro + búsqueda + orden: search=bogota&estado=completado&sortBy=estado',
      path: (i) => `/api/v1/informes?search=bogota&estado=completado&sortBy=estado&sortOrder=${i % 2 ? 'DESC' : 'ASC'}&page=${1 + (i % 3)}&limit=50`,
    },
    { name: 'orden por proveedor, 100 por página', path: (i) => `/api/v1/informes?sortBy=proveedor&sortOrder=ASC&page=${1 + (i % 10)}&limit=100` },
    { name: 'página profunda: ?page=4000..4049&limit=20', path: (i) => `/api/v1/informes?page=${4000 + (i % 50)}&limit=20` },
    { name: 'detalle: GET /informes/:id (con historial)', path: (i) => `/api/v1/informes/${1 + ((i * 997) % REPORTS)}` },
  ];

  const coldBound = (i) => new Date(Date.UTC(2100, 0, 1) - i * 86_400_000).toISOString().slice(0, 10);
  let coldCounter = 1000;

  // Warm-up (JIT, plan cache, buffers).
  for (const k of kinds) for (let i = 0; i < 5; i++) await get(k.path(i), k.token);

  console.log(`\nHTTP contra la API (${DATABASE_URL ? 'PostgreSQL' : 'PGlite embebido'}), peticiones secuenciales, cada respuesta con meta.total:`);
  for (const k of kinds) {
    const times = [];
    for (let i = 0; i < REQUESTS; i++) {
      const [ms] = await time(() => get(k.path(i), k.token));
      times.push(ms);
    }
    report(k.name, times, { budget: k.budget });
  }

  console.log('\n  Por término de búsqueda, en frío (página 1, meta.total contado en cada petición):');
  for (const term of SEARCHES) {
    const times = [];
    let total = 0;
    for (let i = 0; i < 20; i++) {
      const [ms, { body }] = await time(() =>
        get(`/api/v1/informes?search=${encodeURIComponent(term)}&fechaHasta=${coldBound(coldCounter++)}&limit=10`),
      );
      times.push(ms);
      total = JSON.parse(Buffer.from(body).toString()).meta.total;
    }
    report(`    "${term}"`, times, { extra: `  ${total} coincidencias` });
  }

  const exportTimes = [];
  let lines = 0;
  let bytes = 0;
  for (let i = 0; i < 3; i++) {
    const [ms, { body }] = await time(() => get('/api/v1/informes/export', admin, { 'accept-encoding': 'gzip, deflate, br' }));
    exportTimes.push(ms);
    bytes = body.byteLength;
    lines = Buffer.from(body).toString('utf8').split('\r\n').length - 2;
  }
  report(`GET /informes/export (todos, comprimido)`, exportTimes, { extra: `  ${lines} filas, ${(bytes / 1048576).toFixed(1)} MB de CSV` });
  const filteredExport = [];
  for (let i = 0; i < 10; i++) {
    const [ms] = await time(() => get(`/api/v1/informes/export?proveedor_id=${someProvider}&sortBy=fecha`, admin, { 'accept-encoding': 'gzip' }));
    filteredExport.push(ms);
  }
  report('GET /informes/export?proveedor_id=…&sortBy=fecha', filteredExport);
}

const keep = Boolean(process.env.BENCH_DATA_DIR || process.env.BENCH_KEEP);
const dataDir = process.env.BENCH_DATA_DIR ?? tempDataDir('bench-informes');
const env = { DATA_DIR: dataDir, ...(DATABASE_URL ? { DATABASE_URL } : {}) };
console.log(DATABASE_URL ? `PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}` : `DATA_DIR ${dataDir}`);
try {
  console.log('Sembrando…');
  await seed(env);
  const server = await startProduct({
    dataDir,
    prefix: 'bench-informes',
    removeDataDir: false,
    env: { LOG_LEVEL: 'warn', ...(DATABASE_URL ? { DATABASE_URL, SEED_DEMO: 'true' } : {}) },
  });
  try {
    await measure(server.url);
  } finally {
    await server.stop();
  }
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
