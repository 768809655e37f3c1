// What the API benches share (sitios-campanas.mjs, cumplimiento.mjs): the machine's load, percentiles, the demo
// users' tokens, a JSON/CSV request, sequential timing of a list of requests with the CPU each cost the API process,
// and the throwaway PostgreSQL database a bench runs on under api/test/with-postgres.sh.
import { createRequire } from 'node:module';
import os from 'node:os';
import { fromRoot } from '../../lib/paths.mjs';
import { time } from './database.mjs';
import { cpuMs } from './photos.mjs';
import { apiLogin } from './target.mjs';

/** The machine's load averages, "1.20, 0.90, 0.50". */
export const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** The nearest-rank percentile `p` (0–100) of `values`. */
export function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

/** Milliseconds in a fixed-width column. */
export const fmtMs = (ms) => `${ms.toFixed(1).padStart(7)} ms`;

/** Tokens of the three demo users. */
export async function demoTokens(baseUrl) {
  return {
    admin: await apiLogin(baseUrl),
    cliente: await apiLogin(baseUrl, 'cliente', 'cliente123'),
    proveedor: await apiLogin(baseUrl, 'proveedor', 'proveedor123'),
  };
}

/** One API request with a bearer token: a string body goes as CSV, an object as JSON; the parsed answer, or throws. */
export async function apiRequest(baseUrl, token, method, path, body) {
  const csv = typeof body === 'string';
  const res = await fetch(baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': csv ? 'text/csv; charset=utf-8' : 'application/json' } : {}) },
    body: body === undefined ? undefined : csv ? body : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Times `requests` sequential GETs of each kind (`{ name, path(i), token? }`, token a key of `tokens`, admin when
 * unset) after 5 warm-up requests each, and yields `{ kind, times, cpu }` per kind: `cpu` is what the API process (and
 * its embedded database) spent per request, from /proc — what a request costs whatever the machine's load.
 */
export async function* timeRequests({ baseUrl, apiPid, tokens, kinds, requests }) {
  const get = (k, i) => apiRequest(baseUrl, tokens[k.token ?? 'admin'], 'GET', k.path(i));
  for (const k of kinds) for (let i = 0; i < 5; i++) await get(k, i);
  for (const k of kinds) {
    const times = [];
    const cpu0 = cpuMs(apiPid);
    for (let i = 0; i < requests; i++) {
      const [ms] = await time(() => get(k, i));
      times.push(ms);
    }
    yield { kind: k, times, cpu: (cpuMs(apiPid) - cpu0) / requests };
  }
}

/**
 * The database a bench seeds: DATABASE_URL as given; else, under api/test/with-postgres.sh (TEST_DATABASE_URL), a fresh
 * database `<prefix>_<pid>` on that server, dropped by `drop()`; else none (the embedded database in a DATA_DIR).
 */
export async function benchDatabase(prefix) {
  if (process.env.DATABASE_URL) return { databaseUrl: process.env.DATABASE_URL, drop: async () => {} };
  if (!process.env.TEST_DATABASE_URL) return { databaseUrl: '', drop: async () => {} };
  const pg = createRequire(fromRoot('api/package.json'))('pg');
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
