#!/usr/bin/env node
// pnpm dev: the API in watch mode + the four webpack dev servers, with prefixed output.
// host :3000 (proxies /api to the API; its /config.json points at the remotes' dev servers),
// remote-reports :3001, remote-catalog :3002, remote-admin :3003 (ports from scripts/webpack/create-config.cjs).
import { APPS, ROOT } from './lib/paths.mjs';
import { ensureInstalled, ensurePnpm } from './lib/pnpm.mjs';
import { forwardSignals, say, spawnChild, stopChild } from './lib/process.mjs';

const API_PORT = process.env.PORT || '8080';

async function main() {
  const pnpm = await ensurePnpm();
  await ensureInstalled();

  const children = [
    spawnChild(process.execPath, ['--import', 'tsx', '--watch', 'api/src/server.ts'], {
      cwd: ROOT,
      prefix: 'api',
      detached: true,
      env: { ...process.env, NODE_ENV: 'development', PORT: API_PORT },
    }),
    ...APPS.map((app) =>
      spawnChild(pnpm.cmd, [...pnpm.args, '--filter', `./${app}`, 'dev'], {
        cwd: ROOT,
        prefix: app,
        detached: true,
        env: { ...pnpm.env, NODE_ENV: 'development', API_ORIGIN: `http://127.0.0.1:${API_PORT}` },
      }),
    ),
  ];
  let stopping = false;
  forwardSignals(children, () => {
    stopping = true;
  });
  say(`Desarrollo: http://127.0.0.1:3000 (API en :${API_PORT}; remotos en :3001–3003). Ctrl-C para detener.`);

  // When one process dies on its own, stop the others: a half-running dev setup only confuses.
  const first = await Promise.race(children.map((c, i) => c.exited.then((code) => ({ i, code }))));
  if (!stopping) {
    say(`Un proceso terminó (código ${first.code}): deteniendo los demás…`);
    for (const child of children) void stopChild(child);
  }
  await Promise.all(children.map((c) => c.exited));
  process.exit(stopping ? 0 : first.code || 1);
}

main().catch((err) => {
  process.stderr.write(`\n${err.message}\n`);
  process.exit(1);
});
