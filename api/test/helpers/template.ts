import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { bogotaDate } from '../../src/platform/time-zone';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Everything that changes what a migrated + seeded data directory contains. The day counts too: the demo's dates are
 * relative to its seeding (campaigns running "today" end 30 days later), so a template seeded weeks ago on a machine
 * whose sources did not change held a demo without active campaigns. A new day builds a new template beside the old
 * one (never in its place while a run copies it); the old one goes once unused for a day.
 */
export function templateKey(): string {
  const h = createHash('sha256');
  h.update(`demo seeded on ${bogotaDate(new Date())}\n`);
  const files = [
    ...readdirSync(path.join(API_DIR, 'migrations'))
      .sort()
      .map((f) => path.join('migrations', f)),
    // The seed runs code of the platform and of several modules (demo data, catalogues, audit, the Bogotá clock):
    // all of the API's source counts.
    ...(readdirSync(path.join(API_DIR, 'src'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => path.join('src', f)),
    'data/colombia-divipola.json',
    'node_modules/@electric-sql/pglite/package.json',
  ];
  for (const f of files) h.update(f).update(readFileSync(path.join(API_DIR, f)));
  return h.digest('hex').slice(0, 16);
}

/** Where the templates are kept: $TEST_TEMPLATE_DIR, or the OS temp dir (npm test names the latter for its files). */
const templatesRoot = () => process.env.TEST_TEMPLATE_DIR ?? path.join(os.tmpdir(), 'informes-api-test-templates');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A built template whose READY time is not in the future: one seeded under a clock moved forward
 * (scripts/test-clocks.mjs) would hold demo data dated after "now" for a later run.
 */
function isReady(dir: string): boolean {
  const ready = path.join(dir, 'READY');
  if (!existsSync(ready)) return false;
  const builtAt = Date.parse(readFileSync(ready, 'utf8'));
  return Number.isFinite(builtAt) && builtAt <= Date.now();
}

/** Marks a template as used now (its READY file's mtime), so the clean-up keeps it. */
function touch(dir: string): string {
  const now = new Date();
  try {
    utimesSync(path.join(dir, 'READY'), now, now);
  } catch {
    /* removed meanwhile: the caller copies what is there or fails loudly */
  }
  return dir;
}

/**
 * A migrated + demo-seeded embedded data directory, built ONCE per content key (PGlite's fresh
 * init costs 3–9 s and ~500 MB) under $TEST_TEMPLATE_DIR or the OS temp dir. Tests copy it.
 */
export async function ensureTemplate(): Promise<string> {
  const root = templatesRoot();
  mkdirSync(root, { recursive: true });
  const key = templateKey();
  const dir = path.join(root, `pglite-${key}`);
  if (isReady(dir)) return touch(dir);

  const lock = `${dir}.lock`;
  // When the lock was taken, by the clock of the processes (under scripts/test-clocks.mjs a file's mtime is the real
  // time, months away from theirs: every waiter took a fresh lock for a stale one and built beside its holder).
  const takenAt = path.join(lock, 'taken-at');
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(takenAt, String(Date.now()));
      break;
    } catch {
      // Someone else is building it: wait, and take over a lock held for more than 3 minutes.
      if (isReady(dir)) return touch(dir);
      try {
        if (Date.now() - Number(readFileSync(takenAt, 'utf8')) > 180_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        /* lock vanished, or its time not written yet */
      }
      await sleep(250);
    }
  }
  try {
    if (isReady(dir)) return dir;
    const building = `${dir}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    const config = loadConfig({ DATA_DIR: building, SEED_DEMO: 'true', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
    const app = await buildApp(config);
    await app.close();
    writeFileSync(path.join(building, 'READY'), new Date().toISOString());
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
    touch(dir); // its last use by the processes' clock, not the file system's
    // Drop templates of other keys unused for a day (another checkout of the repo may be using a newer one now).
    for (const other of readdirSync(root)) {
      if (!other.startsWith('pglite-') || other === `pglite-${key}` || other.includes('.')) continue;
      const ready = path.join(root, other, 'READY');
      try {
        const lastUsed = existsSync(ready) ? statSync(ready).mtimeMs : 0;
        if (Date.now() - lastUsed > 86_400_000) rmSync(path.join(root, other), { recursive: true, force: true });
      } catch {
        /* removed meanwhile by another run's clean-up */
      }
    }
    return dir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The PostgreSQL counterpart: a migrated + demo-seeded database `informes_tpl_<key>` on the server of
 * TEST_DATABASE_URL, built once (under an advisory lock: test files run in parallel) and copied per test file with
 * `CREATE DATABASE … TEMPLATE` (a file copy, ~0.1 s, instead of migrating and seeding each time).
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<{ name: string; uploads: string }> {
  const name = `informes_tpl_${templateKey()}`;
  // The demo's photos (disk storage) the template's rows name, kept beside the local templates.
  const root = templatesRoot();
  const uploads = path.join(root, `${name}-uploads`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(727002)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0 || !existsSync(uploads)) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'informes-pg-template-'));
      try {
        const app = await buildApp(
          loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), SEED_DEMO: 'true', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) }),
        );
        await app.close();
        rmSync(uploads, { recursive: true, force: true });
        mkdirSync(root, { recursive: true });
        cpSync(path.join(dataDir, 'uploads'), uploads, { recursive: true });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    }
    return { name, uploads };
  } finally {
    await admin.query('SELECT pg_advisory_unlock(727002)').catch(() => undefined);
    await admin.end();
  }
}
