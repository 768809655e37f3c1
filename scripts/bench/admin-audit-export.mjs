#!/usr/bin/env node
// Audit CSV export with 1 000 000 events on the embedded database: seeds a fresh DATA_DIR, starts the product and
// prints, for GET /auditoria/export (all events as an administrator; a provider's own events; a filtered export),
// the time, rows and bytes, and the peak RSS growth of the API process and of its PGlite child (sampled every
// 20 ms from /proc), plus /health latency while the export streams. Numbers, not a test.
// Usage: node scripts/bench/admin-audit-export.mjs   (BENCH_EVENTS=1000000, BENCH_DATA_DIR=<dir> keeps/reuses it,
// BENCH_API_HEAP_MB=<n> caps the API's V8 heap)
import { readFileSync, rmSync } from 'node:fs';
import { startProduct, tempDataDir } from '../lib/product-server.mjs';
import { report, withBenchDatabase } from './lib/database.mjs';
import { apiLogin } from './lib/target.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS || 1_000_000);
const CHUNK = 100_000;

async function seedEvents(dataDir) {
  await withBenchDatabase(dataDir, async ({ db, sql, count }) => {
    const t0 = performance.now();
    let missing = EVENTS - (await count('auditoria'));
    const proveedor = (await sql`select id from usuarios where usuario = 'proveedor'`.execute(db)).rows[0].id;
    let done = 0;
    while (missing > 0) {
      const n = Math.min(CHUNK, missing);
      // A quarter of the events are the demo provider's; the rest the administrator's and a few others'.
      await sql`
        insert into auditoria (usuario_id, usuario, accion, tabla, registro_id, detalles, ip, creado_at)
        select case when i % 4 = 0 then ${proveedor}::int end,
               case when i % 4 = 0 then 'proveedor' else (array['admin','lrestrepo','sistema'])[1 + i % 3] end,
               (array['CREAR','ACTUALIZAR','ELIMINAR','LOGIN','LOGOUT'])[1 + i % 5],
               (array['informes','servicios','clientes','proveedores','usuarios','jefes_equipo'])[1 + i % 6],
               i,
               'Evento de carga ' || i || ': informe "Campaña ' || (i % 97) || '" actualizado; estado pendiente → en_progreso, ' ||
                 'valor "' || md5(i::text) || '"',
               '10.0.' || (i % 250) || '.' || (i % 200),
               now() - make_interval(secs => ${done}::int + i)
        from generate_series(1, ${n}::int) as i`.execute(db);
      done += n;
      missing -= n;
      process.stdout.write(`\r  ${done} eventos insertados (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    }
    process.stdout.write('\n');
    await sql`VACUUM ANALYZE auditoria`.execute(db);
    console.log(`  VACUUM ANALYZE; total ${await count('auditoria')} eventos, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  });
}

const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  } catch {
    return NaN;
  }
};
const childrenOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

/** Samples the RSS of `pids` every 20 ms until stopped; returns { start, peak } per pid (KB). */
function sampleRss(pids) {
  const stats = new Map(pids.map((pid) => [pid, { start: rssKb(pid), peak: rssKb(pid) }]));
  const timer = setInterval(() => {
    for (const [pid, s] of stats) s.peak = Math.max(s.peak, rssKb(pid));
  }, 20);
  return () => {
    clearInterval(timer);
    return stats;
  };
}

async function exportOnce(baseUrl, label, token, query, pids) {
  // Settle: let the previous request's garbage go before the baseline.
  await new Promise((r) => setTimeout(r, 1500));
  const stop = sampleRss(pids);
  const health = [];
  let streaming = true;
  const healthLoop = (async () => {
    while (streaming) {
      const t = performance.now();
      await (await fetch(`${baseUrl}/api/v1/health`)).arrayBuffer();
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/auditoria/export${query}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
  if (!res.ok) throw new Error(`export: HTTP ${res.status}`);
  let bytes = 0;
  let lines = 0;
  let firstByteMs = 0;
  // Count as it arrives: the client keeps nothing either.
  for await (const chunk of res.body) {
    if (!firstByteMs) firstByteMs = performance.now() - t0;
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  }
  const ms = performance.now() - t0;
  streaming = false;
  await healthLoop;
  const stats = stop();
  const growth = [...stats].map(
    ([pid, s], i) =>
      `${i === 0 ? 'API' : `PGlite(${pid})`} +${((s.peak - s.start) / 1024).toFixed(1)} MB (de ${(s.start / 1024).toFixed(0)} a ${(s.peak / 1024).toFixed(0)} MB)`,
  );
  console.log(`  ${label}`);
  console.log(
    `    ${lines - 1} filas, ${(bytes / 1048576).toFixed(1)} MB de CSV (${res.headers.get('content-encoding') ?? 'identity'} en el cable), ${(ms / 1000).toFixed(1)} s, primer byte ${firstByteMs.toFixed(0)} ms, ${Math.round((lines - 1) / (ms / 1000))} filas/s`,
  );
  console.log(`    pico de RSS: ${growth.join('; ')}`);
  if (health.length) report('    GET /health durante la exportación', health);
}

const keep = Boolean(process.env.BENCH_DATA_DIR || process.env.BENCH_KEEP);
const dataDir = process.env.BENCH_DATA_DIR ?? tempDataDir('bench-auditoria');
console.log(`DATA_DIR ${dataDir}`);
try {
  console.log('Sembrando…');
  await seedEvents(dataDir);
  // BENCH_API_HEAP_MB caps the API's V8 heap (--max-old-space-size): an export that held its rows would fail.
  const heapMb = process.env.BENCH_API_HEAP_MB;
  const env = { LOG_LEVEL: 'warn', ...(heapMb ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim() } : {}) };
  if (heapMb) console.log(`API con --max-old-space-size=${heapMb}`);
  const server = await startProduct({ dataDir, prefix: 'bench-auditoria', removeDataDir: false, env });
  try {
    const pids = [server.child.pid, ...childrenOf(server.child.pid)];
    const admin = await apiLogin(server.url);
    const proveedor = await apiLogin(server.url, 'proveedor', 'proveedor123');
    console.log(`\nGET /auditoria/export (embebida; API pid ${pids[0]}, hijos ${pids.slice(1).join(', ') || '—'}):`);
    await exportOnce(server.url, 'administrador, todos los eventos', admin, '', pids);
    await exportOnce(server.url, 'proveedor, sus propios eventos', proveedor, '', pids);
    await exportOnce(server.url, 'administrador, accion=ACTUALIZAR&entidad=informes', admin, '?accion=ACTUALIZAR&entidad=informes', pids);
  } finally {
    await server.stop();
  }
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
