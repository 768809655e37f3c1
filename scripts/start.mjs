#!/usr/bin/env node
// npm start: install → build front ends if stale → run the API (which serves everything) in production mode.
// Only Node builtins: this runs on a machine that has nothing installed yet.
import { buildIfStale } from './lib/build.mjs';
import { waitForUrl } from './lib/net.mjs';
import { ROOT } from './lib/paths.mjs';
import { ensureInstalled, ensurePnpm } from './lib/pnpm.mjs';
import { forwardSignals, say, spawnChild } from './lib/process.mjs';
import { SERVER_ARGS } from './lib/product-server.mjs';

async function main() {
  await ensurePnpm();
  await ensureInstalled();
  await buildIfStale();

  const host = process.env.HOST || '127.0.0.1';
  const port = process.env.PORT || '8080';
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

  say('Iniciando el servidor…');
  // Own process group: a terminal Ctrl-C reaches the server once, forwarded by us, and we wait for it.
  const server = spawnChild(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    detached: true,
    // No NODE_ENV=production: that names a deployment reachable by others, where demo passwords are refused
    // (docs/decisions/demo-credentials.md); `npm start` is the demo on one's own machine.
    env: process.env,
  });
  let stopping = false;
  forwardSignals([server], (signal) => {
    if (!stopping) say(`${signal}: deteniendo el servidor…`);
    stopping = true;
  });

  waitForUrl(`${url}/api/v1/health`, {
    timeoutMs: 10 * 60_000,
    abort: () => (server.exitCode !== null || stopping ? 'detenido' : undefined),
  }).then(
    () => say(`Informes de Campañas está listo en \x1b[1m${url}\x1b[0m  (Ctrl-C para detener)`),
    () => {},
  );

  const code = await server.exited;
  if (!stopping && code !== 0) say(`El servidor terminó con código ${code}.`);
  process.exit(stopping && (code === 130 || code === 143) ? 0 : code);
}

main().catch((err) => {
  process.stderr.write(`\n${err.message}\n`);
  process.exit(1);
});
