// The API's programs that tests start as processes of their own, and how `node` runs one of them.
import path from 'node:path';
import { fromRoot } from './paths.mjs';

/**
 * Each program's source under api/src: the server, the backup command, and the embedded database's child process,
 * which the API itself starts (api/src/platform/db/embedded.ts reads API_PROGRAMS_DIR for it).
 */
export const API_PROGRAMS = { server: 'server.ts', respaldo: 'respaldo.ts', 'pglite-server': 'platform/db/pglite-server.ts' };

/**
 * `node` arguments that run the TypeScript of the API's program `name` through tsx: what `npm start`, the production
 * stack and `npm run backup` run.
 * @param {'server' | 'respaldo'} name
 */
export function sourceArgs(name) {
  return ['--import', 'tsx', fromRoot('api', 'src', API_PROGRAMS[name])];
}

/**
 * `node` arguments that run the API's program `name` in tests: under `npm test` the bundle `bundlePrograms`
 * (scripts/lib/test-bundle.mjs) made of it in API_PROGRAMS_DIR, else `sourceArgs`.
 * @param {'server' | 'respaldo'} name
 */
export function programArgs(name) {
  const bundles = process.env.API_PROGRAMS_DIR;
  return bundles ? ['--enable-source-maps', path.join(bundles, `${name}.mjs`)] : sourceArgs(name);
}
