// Start the built product (API + front ends) as `npm start` does, for tests and benchmarks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { freePort, waitForUrl } from './net.mjs';
import { spawnChild, stopChild } from './process.mjs';
import { programArgs, sourceArgs } from './api-programs.mjs';

/** The command that runs the API server (which also serves the built front ends). */
export const SERVER_ARGS = sourceArgs('server');

/** A fresh temporary DATA_DIR, in `root` (the system's temporary directory by default). */
export function tempDataDir(label = 'informes', root = os.tmpdir()) {
  return fs.mkdtempSync(path.join(root, `${label}-`));
}

/** The lock a running server holds in its DATA_DIR (api/src/platform/db/data-dir.ts): never part of a copy. */
const DATA_DIR_LOCK = 'servidor.lock';

/**
 * A DATA_DIR the product has created, migrated and seeded, then closed: start it once, stop it. `startProduct`'s
 * `fromTemplate` copies it (44 MB, well under a second) instead of initialising a new database (8–9 s of CPU).
 * `root`: the directory it is made in (the system's temporary directory by default).
 */
export async function seededDataDir({ env = {}, prefix = 'plantilla', root } = {}) {
  const dir = tempDataDir('informes-plantilla', root);
  const server = await startProduct({ dataDir: dir, env, prefix });
  await server.stop();
  fs.rmSync(path.join(dir, DATA_DIR_LOCK), { force: true });
  return dir;
}

/**
 * Start the product on `port` (a free one by default) with `dataDir` (fresh temp dir by default; a copy of
 * `fromTemplate` beside it when given, see seededDataDir) and wait until GET /api/v1/health answers. Resolves
 * `{ url, port, dataDir, child, startMs, stop() }`. `removeDataDir` deletes the data dir on stop (default: true when
 * we created it).
 * @param {{ port?: number, host?: string, dataDir?: string, fromTemplate?: string, env?: Record<string, string>,
 *   prefix?: string, timeoutMs?: number, removeDataDir?: boolean }} [options]
 */
export async function startProduct({
  port,
  host = '127.0.0.1',
  dataDir,
  fromTemplate,
  env = {},
  prefix = 'server',
  timeoutMs = 180_000,
  removeDataDir,
} = {}) {
  const ownDataDir = !dataDir;
  // Started from a template, its copy goes beside it (under `npm test`, in the run's scratch directory: scratch.mjs).
  const dir = dataDir ?? tempDataDir('informes', fromTemplate ? path.dirname(fromTemplate) : undefined);
  if (fromTemplate) fs.cpSync(fromTemplate, dir, { recursive: true, filter: (src) => path.basename(src) !== DATA_DIR_LOCK });
  const p = port ?? (await freePort(host));
  const url = `http://${host}:${p}`;
  const started = Date.now();
  const child = spawnChild(process.execPath, programArgs('server'), {
    cwd: ROOT,
    prefix,
    env: {
      ...process.env,
      SEED_DEMO: '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Tests and benchmarks sign in far more often than a person: the per-IP login limit is not what they test.
      LOGIN_IP_LIMIT_PER_MIN: '10000',
      // The compliance notices' pass adds unread notices at Bogotá's midnight; the API tests run it at chosen times.
      AVISOS_CADA_S: '0',
      ...env,
      PORT: String(p),
      HOST: host,
      DATA_DIR: dir,
    },
  });
  // Never leave a server behind when the caller exits early.
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    const code = await stopChild(child);
    if (removeDataDir ?? ownDataDir) fs.rmSync(dir, { recursive: true, force: true });
    return code;
  };
  try {
    await waitForUrl(`${url}/api/v1/health`, {
      timeoutMs,
      abort: () =>
        child.exitCode !== null || child.signalCode !== null ? `el servidor terminó (código ${child.exitCode ?? child.signalCode})` : undefined,
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port: p, dataDir: dir, child, startMs: Date.now() - started, stop };
}
