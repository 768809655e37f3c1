// The API's programs that tests start as processes of their own, and how `node` runs one of them.
import path from 'node:path';
import { fromRoot } from './paths.mjs';

/** api/src/<name>.ts: the server and the backup command. */
export const API_PROGRAMS = ['server', 'respaldo'];

/**
 * `node` arguments that run the API's program `name`: under `npm test` the bundle `bundlePrograms`
 * (scripts/lib/test-bundle.mjs) made of it in API_PROGRAMS_DIR, else its TypeScript through tsx, as `npm start` and
 * `npm run backup` run it.
 * @param {'server' | 'respaldo'} name
 */
export function programArgs(name) {
  const bundles = process.env.API_PROGRAMS_DIR;
  return bundles ? ['--enable-source-maps', path.join(bundles, `${name}.mjs`)] : ['--import', 'tsx', fromRoot('api', 'src', `${name}.ts`)];
}
