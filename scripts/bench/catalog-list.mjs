#!/usr/bin/env node
// Catalog API on the embedded database with 10 000 services and 2 000 providers:
//   1. seeds a fresh DATA_DIR through the API's own db layer (migrations, demo seed, bulk SQL, VACUUM ANALYZE);
//   2. measures in SQL how the list total should be counted: `count(*) over ()` vs a separate count(*);
//   3. starts the API and measures p50/p95 of
//        GET /servicios?page=N&limit=10&sortBy=precio&sortOrder=ASC&search=<term>   (~200 requests)
//        GET /servicios?page=N&limit=10   (default sort, no search)
//        GET /servicios/export            (all 10 000 rows, CSV; with and without compression)
//        GET /proveedores                 (all 2 000) and GET /proveedores?search=<term>
// Prints numbers; not a test. Usage: node scripts/bench/catalog-list.mjs
//   BENCH_DATA_DIR=<dir> reuses/keeps a seeded directory; BENCH_KEEP=1 keeps the temp one; BENCH_SEED_ONLY=1 stops after step 2.
import { rmSync } from 'node:fs';
import { startProduct, tempDataDir } from '../lib/product-server.mjs';
import { report, time, withBenchDatabase } from './lib/database.mjs';
import { apiLogin } from './lib/target.mjs';

const SERVICES = Number(process.env.BENCH_SERVICES || 10_000);
const PROVIDERS = Number(process.env.BENCH_PROVIDERS || 2_000);
const LIST_REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const EXPORT_REQUESTS = Number(process.env.BENCH_EXPORTS || 30);
const SEARCH_TERMS = ['valla', 'led', 'bogo', 'medell', 'impres', 'activ', 'bus 1', 'ción', 'zzz-nada'];

// --- 1. seed ------------------------------------------------------------------------------
async function seedDataDir(dataDir) {
  await withBenchDatabase(dataDir, async ({ db, sql, count: have }) => {
    const t0 = performance.now();
    const missingServices = SERVICES - (await have('servicios'));
    const missingProviders = PROVIDERS - (await have('proveedores'));
    await db.transaction().execute(async (trx) => {
      await sql`select setseed(0.42)`.execute(trx);
      await sql`
        insert into servicios (nombre, descripcion, precio, activo, categoria, fecha_creacion, fecha_actualizacion)
        select
          (array['Valla','Pantalla LED','Mupi','Pendón','Volante','Perifoneo','Activación BTL','Vinilo','Publicidad en bus','Muestreo'])[1 + i % 10]
            || ' ' || (array['Bogotá','Medellín','Cali','Barranquilla','Cartagena','Bucaramanga','Pereira','Villavicencio','Pasto','Cúcuta','Ibagué','Neiva'])[1 + (i / 10) % 12]
            || ' ' || i,
          'Servicio número ' || i || ': instalación, mantenimiento e informe fotográfico; zona '
            || (array['norte','sur','oriente','occidente','centro'])[1 + i % 5],
          round((10000 + random() * 5000000)::numeric, 2),
          i % 10 <> 0,
          (array['Vallas','Pantallas LED','Impresos','Activaciones','BTL','Transporte','Verificación','Mobiliario urbano','Radio','Digital','Eventos','Sonido'])[1 + i % 12],
          now() - make_interval(mins => i * 7),
          now() - make_interval(mins => i * 7)
        from generate_series(1, ${missingServices}::int) as i`.execute(trx);
      await sql`
        insert into proveedores (nombre, telefono, direccion, ciudad, provincia_id, director, correo, sexo)
        select
          'Proveedor ' || (array['Andino','Caribe','Pacífico','Llanero','Cafetero','Santandereano'])[1 + i % 6] || ' ' || i || ' S.A.S.',
          '+57 601 ' || lpad((i * 37 % 10000000)::text, 7, '0'),
          'Calle ' || (i % 200) || ' # ' || (i % 90) || '-' || (i % 50),
          (array['Bogotá, D.C.','Medellín','Cali','Barranquilla','Cartagena'])[1 + i % 5],
          (select id from provincias order by id limit 1 offset (i % 33)),
          (array['Ana','Luis','Marta','Jorge','Paula'])[1 + i % 5] || ' ' || (array['Gómez','Pérez','Rojas','Díaz'])[1 + i % 4],
          'contacto' || i || '@proveedor.co',
          (array['Masculino','Femenino','Otro'])[1 + i % 3]
        from generate_series(1, ${missingProviders}::int) as i`.execute(trx);
    });
    await sql`VACUUM ANALYZE`.execute(db);
    console.log(
      `  ${missingServices} servicios + ${missingProviders} proveedores insertados, VACUUM ANALYZE: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    console.log(`  totales: ${await have('servicios')} servicios, ${await have('proveedores')} proveedores`);

    await compareCountStrategies(db, sql);
  });
}

// --- 2. count(*) over () vs a separate count ---------------------------------------------
async function compareCountStrategies(db, sql) {
  console.log('\nTotal de la lista: ventana vs count(*) aparte (SQL directo, 100 repeticiones cada una):');
  // The search expression of api/src/modules/servicios/repository.ts (trigram index from migration 002).
  const text = sql`(nombre || ' ' || coalesce(descripcion, '') || ' ' || coalesce(categoria, ''))`;
  const cols = sql`id, nombre, descripcion, precio, activo, categoria, fecha_creacion, fecha_actualizacion`;
  const cases = [
    { name: 'sin filtro, orden fecha_creacion DESC', where: sql`true`, order: sql`fecha_creacion desc, id desc` },
    { name: "search 'valla', orden precio ASC", where: sql`${text} ilike '%valla%'`, order: sql`precio asc, id asc` },
    { name: "search 'bogo', orden precio ASC", where: sql`${text} ilike '%bogo%'`, order: sql`precio asc, id asc` },
    { name: "search 'ción' (casi todas), orden precio ASC", where: sql`${text} ilike '%ción%'`, order: sql`precio asc, id asc` },
  ];
  for (const c of cases) {
    const windowTimes = [];
    const separateTimes = [];
    for (let i = 0; i < 100; i++) {
      const offset = (i % 5) * 10;
      const [tw] = await time(() =>
        sql`select ${cols}, count(*) over () as total from servicios where ${c.where} order by ${c.order} limit 10 offset ${offset}`.execute(db),
      );
      windowTimes.push(tw);
      const [ts] = await time(async () => {
        await sql`select ${cols} from servicios where ${c.where} order by ${c.order} limit 10 offset ${offset}`.execute(db);
        await sql`select count(*) from servicios where ${c.where}`.execute(db);
      });
      separateTimes.push(ts);
    }
    report(`${c.name}: count(*) over ()`, windowTimes);
    report(`${c.name}: página + count(*)`, separateTimes);
  }
}

// --- 3. HTTP ------------------------------------------------------------------------------
async function measureHttp(baseUrl) {
  const token = await apiLogin(baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  const get = async (path, headers = {}) => {
    const res = await fetch(baseUrl + path, { headers: { ...auth, ...headers } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    return { res, body };
  };

  // Warm-up (JIT, plan cache, PGlite buffers).
  for (let i = 0; i < 10; i++)
    await get(`/api/v1/servicios?page=1&limit=10&sortBy=precio&sortOrder=ASC&search=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length])}`);
  await get('/api/v1/servicios/export');

  console.log(`\nHTTP contra la API (embebida), peticiones secuenciales:`);
  const searchTimes = [];
  let rowsSeen = 0;
  for (let i = 0; i < LIST_REQUESTS; i++) {
    const term = SEARCH_TERMS[i % SEARCH_TERMS.length];
    const page = 1 + (Math.floor(i / SEARCH_TERMS.length) % 5);
    const [ms, { body }] = await time(() =>
      get(`/api/v1/servicios?page=${page}&limit=10&sortBy=precio&sortOrder=ASC&search=${encodeURIComponent(term)}`),
    );
    searchTimes.push(ms);
    rowsSeen += JSON.parse(Buffer.from(body).toString()).servicios.length;
  }
  report('GET /servicios?page=N&limit=10&sortBy=precio&sortOrder=ASC&search=…', searchTimes, `  ${rowsSeen} filas`);

  const plainTimes = [];
  for (let i = 0; i < LIST_REQUESTS; i++) {
    const [ms] = await time(() => get(`/api/v1/servicios?page=${1 + (i % 20)}&limit=10`));
    plainTimes.push(ms);
  }
  report('GET /servicios?page=N&limit=10 (fecha_creacion DESC)', plainTimes);

  const deepTimes = [];
  for (let i = 0; i < 50; i++) {
    const [ms] = await time(() => get(`/api/v1/servicios?page=${900 + i}&limit=10&sortBy=nombre&sortOrder=DESC`));
    deepTimes.push(ms);
  }
  report('GET /servicios?page=900..949&limit=10&sortBy=nombre (páginas profundas)', deepTimes);

  for (const [label, encoding] of [
    ['sin compresión', 'identity'],
    ['gzip/br como un navegador', 'gzip, deflate, br'],
  ]) {
    const times = [];
    let bytes = 0;
    let lines = 0;
    let used = '';
    for (let i = 0; i < EXPORT_REQUESTS; i++) {
      const [ms, { res, body }] = await time(() => get('/api/v1/servicios/export', { 'accept-encoding': encoding }));
      times.push(ms);
      bytes = body.byteLength; // decoded by fetch
      used = res.headers.get('content-encoding') ?? 'identity';
      lines = Buffer.from(body).toString('utf8').split('\r\n').length - 2; // minus header and trailing ''
      if (i === 0 && !/text\/csv/.test(res.headers.get('content-type') ?? '')) throw new Error('export is not text/csv');
    }
    report(`GET /servicios/export (${label})`, times, `  ${lines} filas, ${(bytes / 1024).toFixed(0)} KB de CSV, content-encoding ${used}`);
  }

  // The report form's call: every service, no parameters.
  const allTimes = [];
  for (let i = 0; i < 20; i++) {
    const [ms] = await time(() => get('/api/v1/servicios', { 'accept-encoding': 'gzip, deflate, br' }));
    allTimes.push(ms);
  }
  report('GET /servicios (sin parámetros: todos, formulario de informe)', allTimes);

  const provTimes = [];
  for (let i = 0; i < 50; i++) {
    const [ms] = await time(() => get('/api/v1/proveedores'));
    provTimes.push(ms);
  }
  report(`GET /proveedores (todos, ${PROVIDERS})`, provTimes);
  const provSearch = [];
  for (let i = 0; i < 100; i++) {
    const [ms] = await time(() => get(`/api/v1/proveedores?search=${encodeURIComponent(['andino', 'caribe 1', 'gómez', 'zzz'][i % 4])}`));
    provSearch.push(ms);
  }
  report('GET /proveedores?search=…', provSearch);

  const statsTimes = [];
  for (let i = 0; i < 50; i++) {
    const [ms] = await time(() => get('/api/v1/servicios/meta/estadisticas'));
    statsTimes.push(ms);
  }
  report('GET /servicios/meta/estadisticas', statsTimes);
}

// BENCH_DATA_DIR: reuse (or create and keep) a seeded directory; else a fresh temp one, removed at the end.
const keep = Boolean(process.env.BENCH_DATA_DIR || process.env.BENCH_KEEP);
const dataDir = process.env.BENCH_DATA_DIR ?? tempDataDir('bench-catalog');
console.log(`DATA_DIR ${dataDir}`);
try {
  console.log('Sembrando…');
  await seedDataDir(dataDir);
  if (process.env.BENCH_SEED_ONLY) process.exit(0);
  const server = await startProduct({ dataDir, prefix: 'bench-catalog', removeDataDir: false, env: { LOG_LEVEL: 'warn' } });
  try {
    await measureHttp(server.url);
  } finally {
    await server.stop();
  }
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
