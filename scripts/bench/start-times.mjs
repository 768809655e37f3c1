#!/usr/bin/env node
// How long `npm start` takes until GET /api/v1/health answers: cold (fresh DATA_DIR: database created,
// migrated, seeded) and warm (same DATA_DIR again), with the front-end builds already present; plus the time
// of a full front-end build (`npm run build -- --force`) reported separately. `--skip-build` leaves it out.
import fs from 'node:fs';
import { freePort, isPortInUse, waitForUrl } from '../lib/net.mjs';
import { ROOT } from '../lib/paths.mjs';
import { run, spawnChild } from '../lib/process.mjs';
import { tempDataDir } from '../lib/product-server.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function timedStart(dataDir) {
  // Make sure the builds are current, so the timed start measures install check + server only.
  await run('npm', ['run', '--silent', 'build'], { cwd: ROOT, prefix: 'build' });
  const port = await freePort();
  const started = Date.now();
  let serverSpawnedAt = 0;
  // Own process group, stopped like a terminal Ctrl-C: SIGINT to the whole group.
  const npm = spawnChild('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    prefix: 'npm start',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '1' },
    onLine: (line) => {
      if (line.includes('Compilando')) console.log('  (las fuentes cambiaron durante la medida: npm start recompila)');
      if (line.includes('Iniciando el servidor')) serverSpawnedAt = Date.now();
    },
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/v1/health`, {
    timeoutMs: 10 * 60_000,
    abort: () => (npm.exitCode !== null ? `npm start terminó (código ${npm.exitCode})` : undefined),
  });
  const readyMs = Date.now() - started;
  const serverMs = serverSpawnedAt ? Date.now() - serverSpawnedAt : NaN;
  const stopAt = Date.now();
  process.kill(-npm.pid, 'SIGINT');
  const code = await npm.exited;
  const stopMs = Date.now() - stopAt;
  const leftOver = await isPortInUse(port);
  return { readyMs, serverMs, stopMs, code, leftOver };
}

if (!process.argv.includes('--skip-build')) {
  const t = Date.now();
  const code = await run('npm', ['run', '--silent', 'build', '--', '--force'], { cwd: ROOT, prefix: 'build' });
  if (code !== 0) throw new Error(`npm run build falló (código ${code})`);
  console.log(`Compilación completa de los 4 front ends (forzada): ${seconds(Date.now() - t)}`);
}

const dataDir = tempDataDir('informes-bench-start');
try {
  const cold = await timedStart(dataDir);
  console.log(
    `npm start en frío (DATA_DIR nuevo): listo en ${seconds(cold.readyMs)} (servidor ${seconds(cold.serverMs)}); Ctrl-C → salida en ${seconds(cold.stopMs)} (código ${cold.code}${cold.leftOver ? ', ¡el puerto sigue abierto!' : ''})`,
  );
  const warm = await timedStart(dataDir);
  console.log(
    `npm start en caliente (mismo DATA_DIR): listo en ${seconds(warm.readyMs)} (servidor ${seconds(warm.serverMs)}); Ctrl-C → salida en ${seconds(warm.stopMs)} (código ${warm.code}${warm.leftOver ? ', ¡el puerto sigue abierto!' : ''})`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
