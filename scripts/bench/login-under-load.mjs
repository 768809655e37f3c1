#!/usr/bin/env node
// Static files while many people sign in at once (issue 12): 200 concurrent POST /auth/login (right
// password: every one hashes) for 10 s, and meanwhile GET /main.js from 2 connections. Prints the login
// throughput and the static file's latency. Budget: static file p99 ≤ 100 ms during the logins.
import autocannon from 'autocannon';
import { verdict, withTarget } from './lib/target.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const LOGINS = Number(process.env.BENCH_LOGINS || 200);

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function line(name, r) {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${s.count}`)
    .join(' ');
  return (
    `  ${name.padEnd(30)} p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(6)} ms  ` +
    `${r.requests.average.toFixed(1).padStart(7)} req/s  (${codes}; ${r.errors + r.timeouts} errores)`
  );
}

await withTarget(async (baseUrl) => {
  const staticUrl = `${baseUrl}/main.js`;
  const probe = await fetch(staticUrl);
  if (!probe.ok) throw new Error(`GET /main.js: HTTP ${probe.status} (¿falta el build?)`);
  const alone = await cannon({ url: staticUrl, connections: 2, duration: 3 });
  console.log('3 s: GET /main.js solo (2 conexiones), como referencia:');
  console.log(line('GET /main.js', alone));

  console.log(`${DURATION_S} s: ${LOGINS} inicios de sesión concurrentes mientras se pide /main.js (2 conexiones)…`);
  const [logins, statics] = await Promise.all([
    cannon({
      url: `${baseUrl}/api/v1/auth/login`,
      method: 'POST',
      connections: LOGINS,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'admin', password: 'admin123' }),
      timeout: 30,
    }),
    cannon({ url: staticUrl, connections: 2 }),
  ]);
  console.log(line('POST /auth/login', logins));
  console.log(line('GET /main.js', statics));
  console.log(`  inicios de sesión: ${logins.requests.average.toFixed(1)} por segundo`);
  console.log(`  /main.js p99 ${statics.latency.p99} ms durante los inicios de sesión (presupuesto ≤ 100 ms: ${verdict(statics.latency.p99, 100)})`);
});
