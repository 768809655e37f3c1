#!/usr/bin/env node
// npm test: prepare (pnpm, install, build if stale, Chromium), then lint, types and jest (side by side), the API
// tests, and the browser tests. API and browser test files run `--jobs` at a time (each file
// its own process; a browser file marked "Own product under npm test" gets a server of its own, started from a seeded
// copy). Ends with exactly one line `N passed, N failed`; exits 1 when anything failed or a runner crashed.
// Options: --only=lint,types,jest,api,e2e (subset of runners); --jobs=N (test files at a time, default: the cores,
// at most 4 for the API and 2 for the browser tests); any other argument is a test-file filter passed on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuSeconds, machineBusySeconds } from './lib/cpu-time.mjs';
import { buildIfStale } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { fromRoot } from './lib/paths.mjs';
import { ensureInstalled, ensurePnpm } from './lib/pnpm.mjs';
import { say } from './lib/process.mjs';
import { seededDataDir, startProduct } from './lib/product-server.mjs';
import { makeScratchDir } from './lib/scratch.mjs';
import { bundlePrograms, bundleTests } from './lib/test-bundle.mjs';
import { runTestFiles } from './lib/test-file-pool.mjs';
import { needsOwnProduct, runJest, runLint, runTypecheck, testFilesIn } from './lib/test-runners.mjs';

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

/**
 * This run's directory in memory for what the tests write, or null (scratch.mjs): the API files' temporary directory
 * (their databases, uploads, backups) and the browser tests' products (their seeded DATA_DIR and its copies).
 */
const scratch = makeScratchDir();

/**
 * The API files' environment to write in `dir`: their temporary directory, but for the seeded database templates,
 * which stay where they outlive the run (templatesRoot in api/test/helpers/template.ts: one per content and day).
 */
function inScratch(dir) {
  return { TMPDIR: dir, TEST_TEMPLATE_DIR: process.env.TEST_TEMPLATE_DIR ?? path.join(os.tmpdir(), 'informes-api-test-templates') };
}

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
  // The server and the backup command that API files and browser products start, bundled once for both runners
  // (programArgs in scripts/lib/api-programs.mjs; every process started from here inherits the variable).
  if (only.includes('api') || only.includes('e2e')) process.env.API_PROGRAMS_DIR = await bundlePrograms();
}

async function e2e() {
  const files = pick(testFilesIn('e2e'));
  if (files.length === 0) return { name: 'e2e', passed: 0, failed: 0, note: 'sin archivos de prueba' };
  fs.rmSync(fromRoot('.e2e-artifacts'), { recursive: true, force: true });
  say('Pruebas de navegador (Chromium): iniciando el producto compilado…');
  let template;
  let server;
  try {
    // Migrated and seeded once; the shared server and each file with its own product start from a copy.
    template = await seededDataDir({ root: scratch ?? undefined });
    server = await startProduct({ prefix: 'server', fromTemplate: template });
  } catch (err) {
    if (template) fs.rmSync(template, { recursive: true, force: true });
    return { name: 'e2e', passed: 0, failed: 1, note: `no arrancó el servidor: ${err.message}` };
  }
  say(`Servidor listo en ${server.url} (${(server.startMs / 1000).toFixed(1)} s, DATA_DIR ${server.dataDir}).`);
  try {
    // Each test's own timeout bounds it; the whole file gets fileTimeoutMs: accessibility alone takes minutes.
    return await runTestFiles('e2e', files, {
      env: { E2E_BASE_URL: server.url, E2E_DATA_TEMPLATE: template },
      compiled: await bundleTests('e2e', files),
      envFor: (file) => (needsOwnProduct(file) ? { E2E_BASE_URL: '' } : {}),
      fileTimeoutMs: 1_800_000,
      jobs: jobs.e2e,
    });
  } finally {
    await server.stop();
    fs.rmSync(template, { recursive: true, force: true });
  }
}

/** The difference of a counter that may be null (no /proc), or null. */
const since = (before, after) => (before === null || after === null ? null : after - before);

/**
 * Runs `work` and measures it: wall seconds, CPU seconds of this process's children and theirs (`cpu`; Linux), and the
 * busy CPU seconds of the whole machine (`busy`: Chromium's renderers included, which `cpu` misses).
 */
async function measured(work) {
  const cpu = cpuSeconds();
  const busy = machineBusySeconds();
  const started = Date.now();
  const result = await work();
  return { result, wall: (Date.now() - started) / 1000, cpu: since(cpu, cpuSeconds()), busy: since(busy, machineBusySeconds()) };
}

/**
 * Runs a runner and adds its wall and CPU seconds to its result, and how many cores the whole machine kept busy
 * meanwhile; `cpu: false` for a runner beside others, whose own CPU cannot be told apart.
 */
async function timed(runner, { cpu: withCpu = true } = {}) {
  const { result, wall, cpu, busy } = await measured(runner);
  return { ...result, wall, cpu: withCpu ? cpu : null, cores: withCpu && busy !== null && wall > 0 ? busy / wall : null };
}

function timing(r) {
  if (r.wall === undefined) return '';
  const cores = r.cores == null ? '' : `, máquina ${r.cores.toFixed(2)} núcleos`;
  return `  [${Math.round(r.wall)} s${r.cpu === null ? '' : `, CPU ${Math.round(r.cpu)} s`}${cores}]`;
}

/** Lint, the type check and jest side by side (each about one core), then the API test files. */
async function checksThenApi() {
  const checks = [];
  if (only.includes('lint')) checks.push(() => runLint());
  if (only.includes('types')) checks.push(() => runTypecheck());
  if (only.includes('jest')) checks.push(() => runJest(filters));
  if (checks.length) say('Lint (eslint, prettier --check, knip), tipos (tsc --noEmit por proyecto) y pruebas unitarias (jest)…');
  const checked = await measured(() => Promise.all(checks.map((check) => timed(check, { cpu: false }))));
  const results = checked.result;
  if (checks.length && checked.busy !== null) {
    say(`Lint, tipos y jest: ${Math.round(checked.wall)} s de pared; la máquina, ${(checked.busy / checked.wall).toFixed(2)} núcleos ocupados.`);
  }
  if (only.includes('api')) {
    const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'base de datos embebida';
    say(`Pruebas de la API sobre ${db}…`);
    const api = async () => {
      const files = pick(testFilesIn('api/test'));
      return runTestFiles('api', files, {
        env: { NODE_ENV: 'test', ...(scratch ? inScratch(scratch) : {}) },
        compiled: await bundleTests('api/test', files),
        fileTimeoutMs: 900_000,
        jobs: jobs.api,
      });
    };
    results.push(await timed(api));
  }
  return results;
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
    // One after the other: the browser tests beside the API files or eslint timed out on two cores (page loads over
    // 10 s at load 14), so they get the machine to themselves (docs/decisions/test-time.md).
    const { wall, cpu, busy } = await measured(async () => {
      results.push(...(await checksThenApi()));
      if (only.includes('e2e')) results.push(await timed(() => e2e()));
    });
    say(
      `Pruebas: ${Math.round(wall)} s de pared${cpu === null ? '' : `, ${Math.round(cpu)} s de CPU`}` +
        `${busy === null ? '' : `; la máquina, ${Math.round(busy)} s de CPU ocupada (${(busy / wall).toFixed(2)} núcleos)`}.`,
    );
  }

  process.stdout.write('\nResumen:\n');
  for (const r of results) {
    process.stdout.write(`  ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed${timing(r)}${r.note ? `  (${r.note})` : ''}\n`);
  }
  // The whole run, install and build included: what `npm test` costs on a fresh clone (goal: docs/decisions/test-time.md).
  process.stdout.write(`  ${'en total'.padEnd(12)} ${Math.round(process.uptime())} s de pared\n`);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exit(failed > 0 ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
main();
