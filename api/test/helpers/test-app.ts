import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/platform/config';
import type { Db } from '../../src/platform/db/database';
import { ensurePostgresTemplate, ensureTemplate } from './template';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  db: Db;
  config: AppConfig;
  dataDir: string;
  /** Connection URL of this test's own PostgreSQL database (PostgreSQL backend only). */
  databaseUrl: string | null;
  close(): Promise<void>;
}

export const usingPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

/** A fresh database for this test file: a copy of the PGlite template, or a new PostgreSQL database. */
export async function prepareDatabase(): Promise<{ dataDir: string; databaseUrl: string | null; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'informes-api-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await ensureTemplate();
    // The database and the demo's photos (their rows name these files: modules/demo/seed-fotos.ts).
    for (const dir of ['pgdata', 'uploads']) cpSync(path.join(template, dir), path.join(dataDir, dir), { recursive: true });
    return { dataDir, databaseUrl: null, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const { name: template, uploads } = await ensurePostgresTemplate(serverUrl);
  cpSync(uploads, path.join(dataDir, 'uploads'), { recursive: true });
  const name = `informes_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testConfig(dataDir: string, databaseUrl: string | null, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    STATIC_ROOT: path.join(dataDir, 'no-static'),
    LOGIN_IP_LIMIT_PER_MIN: '10000',
    // The notices' pass runs when a test says so (app.avisos.run or pasadaAvisos at a chosen time), never on its own.
    AVISOS_CADA_S: '0',
    ...env,
  });
}

/**
 * Builds the real app on its own database and listens on 127.0.0.1:<random>.
 * `beforeStart` runs on the fresh DATA_DIR before the app opens it.
 */
export async function startTestApp(env: Record<string, string> = {}, beforeStart?: (dataDir: string) => void): Promise<TestApp> {
  const database = await prepareDatabase();
  beforeStart?.(database.dataDir);
  const config = testConfig(database.dataDir, database.databaseUrl, env);
  const app = await buildApp(config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl: address,
    db: app.db,
    config,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
