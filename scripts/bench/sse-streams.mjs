#!/usr/bin/env node
// 500 live streams (GET /api/v1/eventos) on one API instance (issue 26; docs/decisions/mensajes.md): the API process's
// RSS before, with the streams open and at its peak while messages fan out to all of them; GET /health p99 meanwhile;
// and the time from POST of a message to its delivery on every stream (p50/p95/max). Numbers, not a test.
// Embedded database by default; on PostgreSQL: bash api/test/with-postgres.sh node scripts/bench/sse-streams.mjs
// (a fresh database on TEST_DATABASE_URL's server). BENCH_STREAMS=500, BENCH_MESSAGES=20.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { fromRoot } from '../lib/paths.mjs';
import { startProduct } from '../lib/product-server.mjs';
import { apiLogin } from './lib/target.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS || 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES || 20);
const PASSWORD = 'clave-bench-eventos-1';

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
const pct = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function api(baseUrl, token, method, path, body) {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** Up to `n` at once. */
async function pool(items, n, fn) {
  const out = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** A stream that only notes when each message id arrives (cheap: the load generator shares this process). */
async function openStream(baseUrl, token, arrivals) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/eventos`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`GET /eventos: HTTP ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let tail = '';
  let opened;
  const ready = new Promise((resolve) => (opened = resolve));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const now = performance.now();
        const text = tail + decoder.decode(value, { stream: true });
        if (text.includes('event: no_leidos')) opened();
        for (const m of text.matchAll(/event: mensaje\ndata: \{"conversacion_id":\d+,"mensaje":\{"id":(\d+)/g)) {
          const id = Number(m[1]);
          arrivals.set(id, [...(arrivals.get(id) ?? []), now]);
        }
        tail = text.slice(-200);
      }
    } catch {
      /* closed */
    }
  })();
  await ready;
  return () => controller.abort();
}

async function run(baseUrl, pid, label) {
  const admin = await apiLogin(baseUrl);
  const { data } = await api(baseUrl, admin, 'GET', '/api/v1/informes?limit=10');
  const informe = await api(baseUrl, admin, 'GET', `/api/v1/informes/${data[0].id}`);
  const conv = await api(baseUrl, admin, 'GET', `/api/v1/informes/${informe.id}/conversacion`);
  const tag = Date.now().toString(36);
  console.log(`[${label}] ${STREAMS} usuarios cliente de «${informe.cliente_nombre}» (creados y con sesión por la API)…`);
  const t0 = performance.now();
  const tokens = await pool(
    Array.from({ length: STREAMS }, (_, i) => i),
    4,
    async (i) => {
      const usuario = `sse${tag}${i}`;
      await api(baseUrl, admin, 'POST', '/api/v1/admin/usuarios', {
        usuario,
        correo: `${usuario}@bench.co`,
        primer_nombre: 'Bench',
        segundo_nombre: null,
        primer_apellido: `Usuario${i}`,
        segundo_apellido: null,
        tipo: 2,
        proveedor_id: null,
        cliente_id: informe.cliente_id,
        sexo: 'O',
        telefono: null,
        password: PASSWORD,
      });
      return apiLogin(baseUrl, usuario, PASSWORD);
    },
  );
  console.log(`  listo en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await new Promise((r) => setTimeout(r, 2000));
  global.gc?.();
  const rssBase = rssMb(pid);

  const arrivals = new Map();
  const t1 = performance.now();
  const closers = await pool(tokens, 50, (token) => openStream(baseUrl, token, arrivals));
  console.log(`  ${closers.length} flujos abiertos en ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  await new Promise((r) => setTimeout(r, 3000));
  const rssOpen = rssMb(pid);

  let peak = rssOpen;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const sent = new Map();
  const health = new Promise((resolve, reject) =>
    autocannon({ url: `${baseUrl}/api/v1/health`, connections: 10, duration: Math.max(5, MESSAGES * 0.5 + 2) }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );
  await new Promise((r) => setTimeout(r, 1000));
  for (let i = 0; i < MESSAGES; i++) {
    const start = performance.now();
    const m = await api(baseUrl, admin, 'POST', `/api/v1/conversaciones/${conv.id}/mensajes`, { texto: `Aviso ${i + 1} para todos` });
    sent.set(m.id, start);
    await new Promise((r) => setTimeout(r, 500));
  }
  const h = await health;
  await new Promise((r) => setTimeout(r, 2000));
  clearInterval(sampler);

  const delays = [];
  let missing = 0;
  for (const [id, start] of sent) {
    const got = arrivals.get(id) ?? [];
    missing += STREAMS - got.length;
    for (const at of got) delays.push(at - start);
  }
  for (const close of closers) close();

  console.log(
    `  RSS del proceso de la API: base ${rssBase.toFixed(0)} MB; con ${STREAMS} flujos ${rssOpen.toFixed(0)} MB ` +
      `(${(((rssOpen - rssBase) * 1024) / STREAMS).toFixed(1)} KB por flujo); pico durante el reparto ${peak.toFixed(0)} MB`,
  );
  console.log(
    `  GET /health mientras ${MESSAGES} mensajes se reparten a ${STREAMS} flujos: p50 ${h.latency.p50} ms, p99 ${h.latency.p99} ms, ` +
      `${h.requests.average.toFixed(0)} req/s, ${h.errors + h.timeouts + (h.non2xx ?? 0)} errores`,
  );
  console.log(
    `  POST → entrega (${delays.length} entregas): p50 ${pct(delays, 50).toFixed(1)} ms, p95 ${pct(delays, 95).toFixed(1)} ms, ` +
      `max ${Math.max(...delays).toFixed(1)} ms; sin entregar: ${missing}`,
  );
}

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  // pg is the API's dependency, not the root's.
  const pg = createRequire(fromRoot('api/package.json'))('pg');
  const name = `bench_sse_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await startProduct({ prefix: 'bench-sse', env: { DATABASE_URL: url.toString(), SEED_DEMO: 'true' } });
  try {
    await run(server.url, server.child.pid, 'PostgreSQL');
  } finally {
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
} else {
  const server = await startProduct({ prefix: 'bench-sse' });
  try {
    await run(server.url, server.child.pid, 'PGlite embebida');
  } finally {
    await server.stop();
  }
}
