#!/usr/bin/env node
// /administradores on the embedded database with 5 000 users: seeds a fresh DATA_DIR (the API's own db layer,
// bulk SQL, VACUUM ANALYZE), starts the product and prints p50/p95 of GET /admin/usuarios with search + sort + page,
// the default list, deep pages, the stats and the CSV export. Numbers, not a test.
// Usage: node scripts/bench/admin-usuarios-list.mjs   (BENCH_USERS=5000, BENCH_REQUESTS=200, BENCH_DATA_DIR=<dir> keeps it)
import { rmSync } from 'node:fs';
import { startProduct, tempDataDir } from '../lib/product-server.mjs';
import { report, time, withBenchDatabase } from './lib/database.mjs';
import { apiLogin } from './lib/target.mjs';

const USERS = Number(process.env.BENCH_USERS || 5_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const SEARCH_TERMS = ['ana', 'gómez', 'proveedor.co', 'luis p', 'usr12', 'zzz-nada', 'rojas', 'cliente1'];
const SORTS = [
  ['nombre', 'ASC'],
  ['usuario', 'DESC'],
  ['creado_at', 'DESC'],
  ['correo', 'ASC'],
  ['tipo', 'ASC'],
];

async function seedUsers(dataDir) {
  await withBenchDatabase(dataDir, async ({ db, sql, count }) => {
    const t0 = performance.now();
    const missing = USERS - (await count('usuarios'));
    // Every user gets the same (never used) hash: hashing 5 000 passwords would measure argon2, not the list.
    await sql`
      insert into usuarios (usuario, correo, password_hash, primer_nombre, segundo_nombre, primer_apellido, segundo_apellido,
                            tipo, proveedor_id, cliente_id, sexo, telefono, activo, creado_at)
      select 'usr' || i,
             'usr' || i || '@' || (array['proveedor.co','cliente.com.co','informes.co'])[1 + i % 3],
             '$argon2id$v=19$m=19456,t=2,p=1$bench$bench',
             (array['Ana','Luis','Marta','Jorge','Paula','Óscar','Lucía','Andrés'])[1 + i % 8],
             case when i % 3 = 0 then (array['María','José','Elena'])[1 + i % 3] end,
             (array['Gómez','Pérez','Rojas','Díaz','Rincón','Castaño'])[1 + i % 6],
             case when i % 2 = 0 then (array['Vega','Herrera','Mejía'])[1 + i % 3] end,
             (i % 3)::smallint,
             case when i % 3 = 1 then (select id from proveedores order by id limit 1 offset (i % 10)) end,
             case when i % 3 = 2 then (select id from clientes order by id limit 1 offset (i % 10)) end,
             (array['M','F','O'])[1 + i % 3],
             '+57 300 ' || lpad(i::text, 7, '0'),
             i % 10 <> 0,
             now() - make_interval(mins => i * 13)
      from generate_series(1, ${missing}::int) as i`.execute(db);
    await sql`VACUUM ANALYZE`.execute(db);
    console.log(
      `  ${missing} usuarios insertados + VACUUM ANALYZE: ${((performance.now() - t0) / 1000).toFixed(1)} s (total ${await count('usuarios')})`,
    );
  });
}

async function measure(baseUrl) {
  const token = await apiLogin(baseUrl);
  const get = async (path) => {
    const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    return body;
  };
  for (let i = 0; i < 10; i++)
    await get(
      `/api/v1/admin/usuarios?search=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length])}&sortBy=nombre&sortOrder=ASC&page=1&limit=10`,
    );

  console.log(`\nHTTP contra la API (embebida), peticiones secuenciales, ${USERS} usuarios:`);
  const searchTimes = [];
  let rows = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const term = SEARCH_TERMS[i % SEARCH_TERMS.length];
    const [sortBy, sortOrder] = SORTS[i % SORTS.length];
    const page = 1 + (Math.floor(i / SEARCH_TERMS.length) % 4);
    const [ms, body] = await time(() =>
      get(`/api/v1/admin/usuarios?search=${encodeURIComponent(term)}&sortBy=${sortBy}&sortOrder=${sortOrder}&page=${page}&limit=10`),
    );
    searchTimes.push(ms);
    rows += JSON.parse(Buffer.from(body).toString()).data.length;
  }
  report('GET /admin/usuarios?search=…&sortBy=…&page=N (búsqueda+orden+página)', searchTimes, `  ${rows} filas`);

  const filtered = [];
  for (let i = 0; i < REQUESTS; i++) {
    const [sortBy, sortOrder] = SORTS[i % SORTS.length];
    const [ms] = await time(() =>
      get(`/api/v1/admin/usuarios?tipo=${i % 3}&activo=${i % 4 !== 0}&sortBy=${sortBy}&sortOrder=${sortOrder}&page=${1 + (i % 20)}&limit=10`),
    );
    filtered.push(ms);
  }
  report('GET /admin/usuarios?tipo=…&activo=…&sortBy=…&page=N', filtered);

  const plain = [];
  for (let i = 0; i < REQUESTS; i++) {
    const [ms] = await time(() => get(`/api/v1/admin/usuarios?page=${1 + (i % 20)}&limit=10`));
    plain.push(ms);
  }
  report('GET /admin/usuarios?page=N (más recientes)', plain);

  const deep = [];
  for (let i = 0; i < 50; i++) {
    const [ms] = await time(() => get(`/api/v1/admin/usuarios?page=${450 + i}&limit=10&sortBy=nombre&sortOrder=DESC`));
    deep.push(ms);
  }
  report('GET /admin/usuarios?page=450..499&sortBy=nombre (páginas profundas)', deep);

  const stats = [];
  for (let i = 0; i < 50; i++) stats.push((await time(() => get('/api/v1/admin/usuarios/stats')))[0]);
  report('GET /admin/usuarios/stats', stats);

  const exports = [];
  let bytes = 0;
  for (let i = 0; i < 10; i++) {
    const [ms, body] = await time(() => get('/api/v1/admin/usuarios/export'));
    exports.push(ms);
    bytes = body.byteLength;
  }
  report(`GET /admin/usuarios/export (todos, ${(bytes / 1024).toFixed(0)} KB de CSV)`, exports);
}

const keep = Boolean(process.env.BENCH_DATA_DIR || process.env.BENCH_KEEP);
const dataDir = process.env.BENCH_DATA_DIR ?? tempDataDir('bench-usuarios');
console.log(`DATA_DIR ${dataDir}`);
try {
  console.log('Sembrando…');
  await seedUsers(dataDir);
  const server = await startProduct({ dataDir, prefix: 'bench-usuarios', removeDataDir: false, env: { LOG_LEVEL: 'warn' } });
  try {
    await measure(server.url);
  } finally {
    await server.stop();
  }
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
