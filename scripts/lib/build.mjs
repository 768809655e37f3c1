// Build the four webpack apps only when their sources changed since their last build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, fromRoot } from './paths.mjs';
import { pnpm } from './pnpm.mjs';
import { say } from './process.mjs';

const STAMP = '.build-hash';
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.data', '.test-data']);
/** Tests and docs do not change a bundle. */
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$|(^|\/)__tests__\/|\.md$/;

/** Every file under `dir` (relative to ROOT), skipping build output, dependencies and tests. */
function filesUnder(dir) {
  const abs = fromRoot(dir);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [dir];
  const out = [];
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(rel));
    else if (entry.isFile() && !NOT_BUILT.test(rel)) out.push(rel);
  }
  return out;
}

/** Inputs shared by every app build: the shared package, the webpack factory, manifests and the lockfile. */
const COMMON_INPUTS = ['shared', 'scripts/webpack', 'package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'];

/** Hash of everything that can change the output of `app`'s build. */
export function sourceHash(app) {
  const hash = crypto.createHash('sha256');
  const files = [...COMMON_INPUTS, app].flatMap(filesUnder).sort();
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(fs.readFileSync(fromRoot(file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stampPath(app) {
  return fromRoot(app, 'dist', STAMP);
}

/** Apps whose dist is missing or was built from other sources. */
export function staleApps(apps = APPS) {
  return apps.filter((app) => {
    const stamp = stampPath(app);
    return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8').trim() !== sourceHash(app);
  });
}

/**
 * Build the stale apps (all of `apps` with `force`) with `pnpm -r --filter … build`, two at a time
 * (the machines have 2 cores). Writes the source hash into each dist after a successful build.
 * Resolves with `{ built: string[], ms }`.
 */
export async function buildIfStale({ force = false, apps = APPS } = {}) {
  const todo = force ? apps : staleApps(apps);
  if (todo.length === 0) {
    say('Front ends al día: no hace falta compilar.');
    return { built: [], ms: 0 };
  }
  // Hash before building, so an edit made during the build makes the next run rebuild.
  const hashes = Object.fromEntries(todo.map((app) => [app, sourceHash(app)]));
  say(`Compilando ${todo.join(', ')} (webpack, producción)…`);
  const started = Date.now();
  const filters = todo.flatMap((app) => ['--filter', `./${app}`]);
  const code = await pnpm(['-r', '--workspace-concurrency=2', ...filters, 'build'], {
    env: { NODE_ENV: 'production' },
  });
  if (code !== 0) throw new Error(`La compilación falló (código ${code}).`);
  for (const app of todo) {
    const dist = fromRoot(app, 'dist');
    if (!fs.existsSync(dist)) throw new Error(`${app}: la compilación no produjo ${path.relative(ROOT, dist)}.`);
    fs.writeFileSync(stampPath(app), `${hashes[app]}\n`);
  }
  const ms = Date.now() - started;
  say(`Compilado en ${(ms / 1000).toFixed(1)} s.`);
  return { built: todo, ms };
}
