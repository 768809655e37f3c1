#!/usr/bin/env node
// npm test: prepare (pnpm, install, build if stale, Chromium), then lint → types → jest → API tests → browser tests.
// API and browser test files run `--jobs` at a time (each file its own process; browser files marked
// "Runs alone under npm test" after the others, one by one). Ends with exactly one line `N passed, N failed`;
// exits 1 when anything failed or a runner crashed.
// Options: --only=lint,types,jest,api,e2e (subset of runners); --jobs=N (test files at a time, default: the cores,
// at most 4 for the API and 2 for the browser tests); any other argument is a test-file filter passed on.
import fs from 'node:fs';
import os from 'node:os';
import { cpuSeconds } from './lib/cpu-time.mjs';
import { buildIfStale } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { fromRoot } from './lib/paths.mjs';
import { ensureInstalled, ensurePnpm } from './lib/pnpm.mjs';
import { say } from './lib/process.mjs';
import { startProduct } from './lib/product-server.mjs';
import { runTestFiles } from './lib/test-file-pool.mjs';
import { runJest, runLint, runTypecheck, runsAlone, testFilesIn } from './lib/test-runners.mjs';

const RUNNERS = ['lint', 'types', 'jest', 'api', 'e2e'];
const argv = process.argv.slice(2);
const onlyArg = argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : RUNNERS;
const filters = argv.filter((a) => !a.startsWith('--'));
const jobsArg = argv.find((a) => a.startsWith('--jobs='));
const cores = os.availableParallelism();
/** Test files at a time: one product serves every browser file, and two Chromiums already fill two cores. */
const jobs = jobsArg
  ? { api: Number(jobsArg.slice('--jobs='.length)), e2e: Number(jobsArg.slice('--jobs='.length)) }
  : { api: Math.min(cores, 4), e2e: Math.min(cores, 2) };

function pick(files) {
  return filters.length ? files.filter((f) => filters.some((x) => f.includes(x))) : files;
}

async function prepare() {
  await ensurePnpm();
  await ensureInstalled();
  if (only.includes('e2e')) {
    await buildIfStale();
    await ensureChromium();
  }
}

async function e2e() {
  const files = pick(testFilesIn('e2e'));
  if (files.length === 0) return { name: 'e2e', passed: 0, failed: 0, note: 'sin archivos de prueba' };
  fs.rmSync(fromRoot('.e2e-artifacts'), { recursive: true, force: true });
  say('Iniciando el producto compilado para las pruebas de navegador…');
  let server;
  try {
    server = await startProduct({ prefix: 'server' });
  } catch (err) {
    return { name: 'e2e', passed: 0, failed: 1, note: `no arrancó el servidor: ${err.message}` };
  }
  say(`Servidor listo en ${server.url} (${(server.startMs / 1000).toFixed(1)} s, DATA_DIR ${server.dataDir}).`);
  try {
    // Each test's own timeout bounds it; the whole file gets fileTimeoutMs: accessibility alone takes minutes.
    return await runTestFiles('e2e', files, { env: { E2E_BASE_URL: server.url }, fileTimeoutMs: 1_800_000, jobs: jobs.e2e, alone: runsAlone });
  } finally {
    await server.stop();
  }
}

/** Runs a runner and adds its wall and CPU seconds (its processes and theirs; Linux) to its result. */
async function timed(runner) {
  const cpu = cpuSeconds();
  const started = Date.now();
  const result = await runner();
  const after = cpuSeconds();
  return { ...result, wall: (Date.now() - started) / 1000, cpu: cpu === null || after === null ? null : after - cpu };
}

function timing(r) {
  if (r.wall === undefined) return '';
  return `  [${Math.round(r.wall)} s${r.cpu === null ? '' : `, CPU ${Math.round(r.cpu)} s`}]`;
}

async function main() {
  const results = [];
  try {
    await prepare();
  } catch (err) {
    process.stderr.write(`\nPreparación fallida: ${err.message}\n`);
    results.push({ name: 'preparación', passed: 0, failed: 1, note: err.message });
  }
  if (results.length === 0) {
    if (only.includes('lint')) {
      say('Lint (eslint, prettier --check, knip)…');
      results.push(await timed(() => runLint()));
    }
    if (only.includes('types')) {
      say('0/3 Comprobación de tipos (tsc --noEmit por proyecto)…');
      results.push(await timed(() => runTypecheck()));
    }
    if (only.includes('jest')) {
      say('1/3 Pruebas unitarias y de componentes (jest)…');
      results.push(await timed(() => runJest(filters)));
    }
    if (only.includes('api')) {
      const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'base de datos embebida';
      say(`2/3 Pruebas de la API sobre ${db}…`);
      results.push(
        await timed(() => runTestFiles('api', pick(testFilesIn('api/test')), { env: { NODE_ENV: 'test' }, fileTimeoutMs: 300_000, jobs: jobs.api })),
      );
    }
    if (only.includes('e2e')) {
      say('3/3 Pruebas de navegador (Chromium)…');
      results.push(await timed(() => e2e()));
    }
  }

  process.stdout.write('\nResumen:\n');
  for (const r of results) {
    process.stdout.write(`  ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed${timing(r)}${r.note ? `  (${r.note})` : ''}\n`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exit(failed > 0 ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
main();
