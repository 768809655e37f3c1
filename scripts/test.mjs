#!/usr/bin/env node
// npm test: prepare (pnpm, install, build if stale, Chromium), then lint → types → jest → API tests → browser tests.
// Ends with exactly one line `N passed, N failed`; exits 1 when anything failed or a runner crashed.
// Options: --only=lint,types,jest,api,e2e (subset of runners); any other argument is a test-file filter passed on.
import fs from 'node:fs';
import { buildIfStale } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { fromRoot } from './lib/paths.mjs';
import { ensureInstalled, ensurePnpm } from './lib/pnpm.mjs';
import { say } from './lib/process.mjs';
import { startProduct } from './lib/product-server.mjs';
import { runJest, runLint, runNodeTests, runTypecheck, testFilesIn } from './lib/test-runners.mjs';

const RUNNERS = ['lint', 'types', 'jest', 'api', 'e2e'];
const argv = process.argv.slice(2);
const onlyArg = argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : RUNNERS;
const filters = argv.filter((a) => !a.startsWith('--'));

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
    // Each file is one node:test subprocess bound by this timeout too: the accessibility and release checks take minutes.
    return await runNodeTests('e2e', files, { env: { E2E_BASE_URL: server.url }, timeoutMs: 900_000 });
  } finally {
    await server.stop();
  }
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
      results.push(await runLint());
    }
    if (only.includes('types')) {
      say('0/3 Comprobación de tipos (tsc --noEmit por proyecto)…');
      results.push(await runTypecheck());
    }
    if (only.includes('jest')) {
      say('1/3 Pruebas unitarias y de componentes (jest)…');
      results.push(await runJest(filters));
    }
    if (only.includes('api')) {
      const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'base de datos embebida';
      say(`2/3 Pruebas de la API sobre ${db}…`);
      results.push(await runNodeTests('api', pick(testFilesIn('api/test')), { env: { NODE_ENV: 'test' } }));
    }
    if (only.includes('e2e')) {
      say('3/3 Pruebas de navegador (Chromium)…');
      results.push(await e2e());
    }
  }

  process.stdout.write('\nResumen:\n');
  for (const r of results) {
    process.stdout.write(`  ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed${r.note ? `  (${r.note})` : ''}\n`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exit(failed > 0 ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
main();
