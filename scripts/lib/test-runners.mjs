// Runners used by `npm test`: each streams its output and resolves { name, passed, failed, note }.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, fromRoot } from './paths.mjs';
import { run, say } from './process.mjs';
import { TYPE_PROGRAMS } from './type-programs.mjs';

function tempFile(name) {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'informes-test-')), name);
}

/** Files matching `*.test.ts` directly inside `dir` (sorted), as paths relative to ROOT. */
export function testFilesIn(dir) {
  const abs = fromRoot(dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.posix.join(dir, f));
}

/** Jest (unit + component) with the root config; counts from `--json --outputFile`. */
export async function runJest(extraArgs = []) {
  const out = tempFile('jest.json');
  const code = await run(
    process.execPath,
    [fromRoot('node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--passWithNoTests', '--json', `--outputFile=${out}`, ...extraArgs],
    { cwd: ROOT },
  );
  if (!fs.existsSync(out)) return { name: 'jest', passed: 0, failed: 1, note: `jest terminó (código ${code}) sin resultados` };
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  const failed = r.numFailedTests + r.numRuntimeErrorTestSuites;
  if (code !== 0 && failed === 0) {
    return { name: 'jest', passed: r.numPassedTests, failed: 1, note: `jest terminó con código ${code}` };
  }
  return { name: 'jest', passed: r.numPassedTests, failed };
}

/**
 * A browser test file that must not share the one product the others use: its header says
 * `// Own product under npm test: <why>` (it changes what every other file sees, or counts what they add). It starts
 * its own server (e2e/helpers/server.ts) and runs beside the others.
 */
export function needsOwnProduct(file) {
  return /^\/\/ Own product under npm test\b/m.test(fs.readFileSync(fromRoot(file), 'utf8'));
}

/**
 * Runs a silent step (tsc, ESLint, Prettier's check and knip print nothing while they pass), saying when it starts,
 * ends and how it went: minutes without a line look like a run that stopped.
 */
async function timed(name, step) {
  say(`${name}…`);
  const started = Date.now();
  const code = await step();
  const seconds = Math.round((Date.now() - started) / 1000);
  say(code === 0 ? `${name}: correcto (${seconds} s)` : `${name}: falló con el código ${code} (${seconds} s)`);
  return code;
}

/** `tsc --noEmit -p <project>` for each project: one check per project, failed when tsc reports errors. */
export async function runTypecheck(projects = TYPE_PROGRAMS) {
  let passed = 0;
  const failedProjects = [];
  for (const project of projects) {
    const code = await timed(`tsc ${project}`, () =>
      run(process.execPath, [fromRoot('node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', project], {
        cwd: ROOT,
        prefix: `tsc ${project}`,
      }),
    );
    if (code === 0) passed++;
    else failedProjects.push(project);
  }
  return {
    name: 'typecheck',
    passed,
    failed: failedProjects.length,
    note: failedProjects.length ? `errores de tipos en ${failedProjects.join(', ')}` : undefined,
  };
}

/** The lint tools: ESLint (zero warnings), Prettier's check and knip (unused files, exports, dependencies). */
export const LINT_TOOLS = [
  {
    name: 'eslint',
    bin: ['eslint', 'bin', 'eslint.js'],
    args: ['--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'],
  },
  // Prettier and knip keep a cache like ESLint's (by content): a run after a small change reads again only what changed.
  {
    name: 'prettier',
    bin: ['prettier', 'bin', 'prettier.cjs'],
    args: ['--check', '--log-level=warn', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/prettier/check', '.'],
  },
  { name: 'knip', bin: ['knip', 'bin', 'knip.js'], args: ['--no-progress', '--cache', '--cache-location', 'node_modules/.cache/knip'] },
];

/** Each lint tool in turn: one pass or one fail per tool. */
export async function runLint(tools = LINT_TOOLS) {
  let passed = 0;
  const failedTools = [];
  for (const tool of tools) {
    const code = await timed(tool.name, () =>
      run(process.execPath, [fromRoot('node_modules', ...tool.bin), ...tool.args], { cwd: ROOT, prefix: tool.name }),
    );
    if (code === 0) passed++;
    else failedTools.push(tool.name);
  }
  return { name: 'lint', passed, failed: failedTools.length, note: failedTools.length ? `falló ${failedTools.join(', ')}` : undefined };
}
