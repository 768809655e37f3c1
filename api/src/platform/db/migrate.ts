import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'migrations');

/** Arbitrary constant for pg_advisory_xact_lock: two API instances never migrate at once. */
const MIGRATION_LOCK_KEY = 727_001;

interface MigrationFile {
  version: string;
  file: string;
}

/** `NNN_name.sql` files in name order. */
export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), file: path.join(dir, f) }));
}

/**
 * Applies pending migrations, each in its own transaction together with its
 * schema_migrations row. Returns the versions applied now. `until`: none after that version (a restore first brings an
 * empty database to its archive's schema, docs/decisions/backups.md).
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR, until?: string): Promise<string[]> {
  // Under the lock too: two instances starting at once on an empty PostgreSQL both run CREATE TABLE IF NOT EXISTS,
  // and PostgreSQL does not serialise that (one fails on pg_type_typname_nsp_index).
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version     varchar(200) PRIMARY KEY,
        aplicado_at timestamptz NOT NULL DEFAULT now()
      )`.execute(trx);
  });

  const applied = new Set((await db.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version));
  const done: string[] = [];
  for (const m of listMigrations(dir)) {
    if (until !== undefined && m.version > until) break;
    if (applied.has(m.version)) continue;
    const text = readFileSync(m.file, 'utf8');
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const again = await trx.selectFrom('schema_migrations').select('version').where('version', '=', m.version).executeTakeFirst();
      if (again) return; // another instance applied it while we waited for the lock
      try {
        await sql.raw(text).execute(trx);
      } catch (err) {
        throw new Error(`Migración ${m.version} fallida / migration failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      await trx.insertInto('schema_migrations').values({ version: m.version }).execute();
      done.push(m.version);
    });
  }
  return done;
}
