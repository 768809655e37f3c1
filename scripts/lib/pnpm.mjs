// Make sure pnpm (the version pinned in package.json) is available and the workspace is installed.
import fs from 'node:fs';
import { ROOT, fromRoot } from './paths.mjs';
import { capture, run, say } from './process.mjs';

export const PNPM_VERSION = '10.34.9';

const COREPACK_ENV = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };

async function versionOf(cmd, args) {
  const { code, stdout } = await capture(cmd, [...args, '--version'], { cwd: ROOT, env: COREPACK_ENV });
  return code === 0 ? stdout.trim() : null;
}

let cached;

/**
 * Returns `{ cmd, args, env }`: how to call pnpm PNPM_VERSION. Tries, in order: `pnpm` on PATH,
 * corepack (`corepack prepare pnpm@x --activate`, then `corepack pnpm`), `npm i -g pnpm@x`.
 */
export async function ensurePnpm() {
  if (cached) return cached;
  if ((await versionOf('pnpm', [])) === PNPM_VERSION) return (cached = { cmd: 'pnpm', args: [], env: process.env });
  // Corepack keeps what it once prepared: most runs need no activation (and no line saying so).
  if ((await versionOf('corepack', ['pnpm'])) === PNPM_VERSION) return (cached = { cmd: 'corepack', args: ['pnpm'], env: COREPACK_ENV });

  say(`pnpm ${PNPM_VERSION} no está disponible: activándolo con corepack…`);
  if (
    (await run('corepack', ['prepare', `pnpm@${PNPM_VERSION}`, '--activate'], { cwd: ROOT, env: COREPACK_ENV })) === 0 &&
    (await versionOf('corepack', ['pnpm'])) === PNPM_VERSION
  ) {
    return (cached = { cmd: 'corepack', args: ['pnpm'], env: COREPACK_ENV });
  }

  say(`corepack no pudo activar pnpm: instalando pnpm@${PNPM_VERSION} con npm…`);
  if ((await run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { cwd: ROOT })) === 0 && (await versionOf('pnpm', [])) === PNPM_VERSION) {
    return (cached = { cmd: 'pnpm', args: [], env: process.env });
  }
  throw new Error(`No se pudo obtener pnpm ${PNPM_VERSION} (ni corepack ni npm funcionaron).`);
}

/** Run pnpm with `args` in the repo root; resolves with the exit code. */
export async function pnpm(args, options = {}) {
  const p = await ensurePnpm();
  return run(p.cmd, [...p.args, ...args], { cwd: ROOT, env: { ...p.env, ...options.env }, prefix: options.prefix });
}

/** `pnpm install --frozen-lockfile` when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = fromRoot('node_modules', '.modules.yaml');
  const lock = fromRoot('pnpm-lock.yaml');
  const markerTime = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  if (markerTime && markerTime >= fs.statSync(lock).mtimeMs) return false;

  say(markerTime ? 'pnpm-lock.yaml cambió: reinstalando dependencias…' : 'Instalando dependencias (pnpm install --frozen-lockfile)…');
  // confirmModulesPurge=false: without a TTY pnpm would abort instead of asking to recreate node_modules.
  const code = await pnpm(['install', '--frozen-lockfile', '--config.confirmModulesPurge=false']);
  if (code !== 0) throw new Error(`pnpm install falló (código ${code}).`);
  // pnpm does not rewrite .modules.yaml when nothing changed; mark the install as current.
  const now = new Date();
  fs.utimesSync(marker, now, now);
  return true;
}
