#!/usr/bin/env node
// GET /api/v1/health latency while a second client hammers the audit-log search (admin token), on the
// embedded database, 10 s. Budget (docs/architecture.md, budgets): /health p99 ≤ 20 ms while lists run.
import autocannon from 'autocannon';
import { apiLogin, verdict, withTarget } from './lib/target.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function line(name, r) {
  const errors = r.errors + r.timeouts + (r.non2xx ?? 0);
  return (
    `  ${name.padEnd(34)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  ` +
    `${r.requests.average.toFixed(0).padStart(6)} req/s  (${r.requests.total} peticiones, ${errors} errores/no-2xx)`
  );
}

await withTarget(async (baseUrl) => {
  const token = await apiLogin(baseUrl);
  const listUrl = `${baseUrl}/api/v1/auditoria?limit=100&search=admin`;
  const probe = await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } });
  if (!probe.ok) throw new Error(`GET /auditoria: HTTP ${probe.status}`);

  const alone = await cannon({ url: `${baseUrl}/api/v1/health`, connections: 10, duration: 3 });
  console.log('3 s: /health solo (10 conexiones), como referencia:');
  console.log(line('GET /api/v1/health', alone));

  console.log(`${DURATION_S} s: /health (10 conexiones) mientras /auditoria?limit=100&search=admin (4 conexiones) corre en paralelo…`);
  const [health, lists] = await Promise.all([
    cannon({ url: `${baseUrl}/api/v1/health`, connections: 10 }),
    cannon({ url: listUrl, connections: 4, headers: { authorization: `Bearer ${token}` } }),
  ]);
  console.log(line('GET /api/v1/health', health));
  console.log(line('GET /api/v1/auditoria (búsqueda)', lists));
  console.log(`  /health p99 ${health.latency.p99} ms (presupuesto ≤ 20 ms: ${verdict(health.latency.p99, 20)})`);
});
