// node:test files run by `npm test`: each file its own process, `jobs` files at a time, every output line prefixed
// with its file; a table of the slowest files at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, fromRoot } from './paths.mjs';
import { run, say } from './process.mjs';

/** Wall seconds of each file in its last run: the longest start first, so the last one to finish is a short one. */
const TIMES_FILE = fromRoot('node_modules', '.cache', 'informes-test-times.json');

function loadTimes() {
  try {
    return JSON.parse(fs.readFileSync(TIMES_FILE, 'utf8'));
  } catch {
    return {};
  }
}

function saveTimes(times) {
  try {
    fs.mkdirSync(path.dirname(TIMES_FILE), { recursive: true });
    fs.writeFileSync(TIMES_FILE, `${JSON.stringify(times, null, 2)}\n`);
  } catch {
    /* only an ordering hint */
  }
}

/** The longest `timeout: N` a test file declares (0 when none): how long its authors expect its slowest test to take. */
function longestTimeout(file) {
  const text = fs.readFileSync(fromRoot(file), 'utf8');
  return Math.max(0, ...[...text.matchAll(/\btimeout: ([\d_]+)/g)].map((m) => Number(m[1].replaceAll('_', ''))));
}

/** Parse the `# pass N` / `# fail N` / `# cancelled N` summary of a node:test TAP report. */
export function parseTapSummary(text) {
  const count = (key) => {
    const m = text.match(new RegExp(`^# ${key} (\\d+)$`, 'm'));
    return m ? Number(m[1]) : null;
  };
  const pass = count('pass');
  const fail = count('fail');
  if (pass === null || fail === null) return null;
  return { passed: pass, failed: fail + (count('cancelled') ?? 0) };
}

/** Start `worker(item)` for `items` in order, at most `jobs` at a time; resolves when all are done. */
async function inPool(items, jobs, worker) {
  const queue = [...items];
  const lanes = Array.from({ length: Math.max(1, Math.min(jobs, queue.length)) }, async () => {
    while (queue.length) await worker(queue.shift());
  });
  await Promise.all(lanes);
}

/** The spec reporter's closing counts of each file (`ℹ tests 9`…): the runner sums them once at the end. */
const ANSI_COLOR = `(${String.fromCharCode(27)}\\[[\\d;]*m)*`;
const FILE_TOTALS = new RegExp(`^${ANSI_COLOR}ℹ (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) [\\d.]+${ANSI_COLOR}$`);

const seconds = (s) => `${s.toFixed(1)} s`.padStart(8);

/**
 * Runs `files` (paths relative to ROOT) through node:test with tsx: each file in its own `node --test` process (the
 * spec reporter's lines streamed with a `[file]` prefix, a TAP copy in a temp file for the counts), `jobs` at a time,
 * each with `env` and what `envFor(file)` adds. `compiled`: a map from each file to the JavaScript bundle to run in its
 * place (scripts/lib/test-bundle.mjs), with source maps; without it tsx compiles each file as it loads. Resolves `{ name, passed, failed, note }` like the other runners and
 * prints the slowest files (wall and CPU seconds).
 */
export async function runTestFiles(name, files, { env = {}, envFor = () => ({}), compiled, fileTimeoutMs, jobs = 1 }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `informes-${name}-`));
  const times = loadTimes();
  // A file without a time yet (a fresh clone, a new file) goes first, the longest timeout it declares first.
  const expected = (f) => times[f] ?? 1e9 + longestTimeout(f);
  const longestFirst = (a, b) => expected(b) - expected(a) || a.localeCompare(b);
  const ordered = [...files].sort(longestFirst);
  const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const rows = [];

  async function runFile(file) {
    const id = String(rows.length);
    const row = { file, wall: 0, cpu: null, passed: 0, failed: 0, note: undefined };
    rows.push(row);
    const tap = path.join(dir, `${id}.tap`);
    const cpuFile = path.join(dir, `${id}.cpu`);
    const started = Date.now();
    const code = await run(
      process.execPath,
      [
        fromRoot('scripts', 'lib', 'cpu-timed.mjs'),
        cpuFile,
        process.execPath,
        ...(compiled ? ['--enable-source-maps'] : ['--import', 'tsx']),
        '--test',
        // On Node 20 this bounds the whole file (the test the runner makes of it), not each of its tests.
        `--test-timeout=${fileTimeoutMs}`,
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tap}`,
        compiled?.get(file) ?? file,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, ...color, ...env, ...envFor(file) },
        prefix: path.basename(file).replace(/\.test\.ts$/, ''),
        hide: FILE_TOTALS,
      },
    );
    row.wall = (Date.now() - started) / 1000;
    if (fs.existsSync(cpuFile)) row.cpu = Number(fs.readFileSync(cpuFile, 'utf8'));
    const summary = fs.existsSync(tap) ? parseTapSummary(fs.readFileSync(tap, 'utf8')) : null;
    if (!summary) Object.assign(row, { failed: 1, note: `terminó (código ${code}) sin resumen` });
    else if (code !== 0 && summary.failed === 0) Object.assign(row, summary, { failed: 1, note: `código de salida ${code}` });
    else Object.assign(row, summary);
    times[file] = Math.round(row.wall);
  }

  const started = Date.now();
  say(`${name}: ${ordered.length} archivo(s), ${Math.min(jobs, ordered.length)} a la vez…`);
  await inPool(ordered, jobs, runFile);
  const wall = (Date.now() - started) / 1000;
  saveTimes(times);
  fs.rmSync(dir, { recursive: true, force: true });

  const slowest = [...rows].sort((a, b) => b.wall - a.wall).slice(0, 10);
  process.stdout.write(`\n${name}: los ${slowest.length} archivos más lentos (pared, CPU):\n`);
  for (const r of slowest) {
    process.stdout.write(
      `  ${seconds(r.wall)} ${r.cpu === null ? '       –' : seconds(r.cpu)}  ${r.file}${r.failed ? `  (${r.failed} fallo/s)` : ''}\n`,
    );
  }
  // The files' own CPU (each file's process and its children), summed: right also while other runners share the machine.
  const cpu = rows.some((r) => r.cpu === null) ? null : rows.reduce((n, r) => n + r.cpu, 0);
  const sumWall = rows.reduce((n, r) => n + r.wall, 0);
  process.stdout.write(
    `${name}: ${seconds(wall).trim()} de pared para ${seconds(sumWall).trim()} de archivos` +
      `${cpu === null ? '' : `, ${seconds(cpu).trim()} de CPU en sus procesos (${(cpu / wall).toFixed(2)} núcleos de media)`}\n`,
  );

  const failedFiles = rows.filter((r) => r.failed);
  return {
    name,
    passed: rows.reduce((n, r) => n + r.passed, 0),
    failed: rows.reduce((n, r) => n + r.failed, 0),
    note: failedFiles.length ? `fallaron ${failedFiles.map((r) => `${path.basename(r.file)}${r.note ? ` (${r.note})` : ''}`).join(', ')}` : undefined,
  };
}
