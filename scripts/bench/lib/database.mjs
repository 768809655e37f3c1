// A benchmark's database: a DATA_DIR opened through the API's own db layer (TypeScript, through tsx), migrated
// and demo-seeded, for bulk SQL before the product starts on it.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { register as registerCjs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';
import { fromRoot } from '../../lib/paths.mjs';

/**
 * Opens `dataDir` (embedded PGlite), or the PostgreSQL database of `databaseUrl` when given, migrates and seeds it
 * (SEED_DEMO), runs `fn({ db, sql, count })`, closes it. `sql` is the very kysely module the API uses; `count(table)`
 * counts a table's rows.
 */
export async function withBenchDatabase(dataDir, fn, { databaseUrl } = {}) {
  // The API is TypeScript and `shared` loads as CommonJS: both tsx hooks.
  const unregisterCjs = registerCjs();
  const unregister = register();
  try {
    const { loadConfig } = await import(fromRoot('api/src/platform/config.ts'));
    const { openDatabase } = await import(fromRoot('api/src/platform/db/database.ts'));
    const { migrate } = await import(fromRoot('api/src/platform/db/migrate.ts'));
    const { seed } = await import(fromRoot('api/src/seed.ts'));
    // kysely is the API's dependency (not the root's): import the very module the API uses.
    const { sql } = await import(pathToFileURL(realpathSync(fromRoot('api/node_modules/kysely/dist/esm/index.js'))).href);
    const config = loadConfig({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-'.padEnd(40, 'x'),
    });
    const database = await openDatabase(config);
    try {
      const t0 = performance.now();
      await migrate(database.db);
      await seed(database.db, config);
      console.log(`  migraciones + datos demo: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const count = async (table) => Number((await sql`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0].n);
      return await fn({ db: database.db, sql, count });
    } finally {
      await database.close();
    }
  } finally {
    await unregister();
    unregisterCjs();
  }
}

const percentileOf = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const fmt = (ms) => `${ms.toFixed(1).padStart(7)} ms`;

/** One printed line: p50, p95 and max of `times` (ms). */
export function report(name, times, extra = '') {
  console.log(
    `  ${name.padEnd(58)} p50 ${fmt(percentileOf(times, 50))}  p95 ${fmt(percentileOf(times, 95))}  max ${fmt(Math.max(...times))}  (n=${times.length})${extra}`,
  );
}

/** [ms, result] of `fn()`. */
export async function time(fn) {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
}
