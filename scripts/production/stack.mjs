// What the README's "Production" section tells an operator to run behind nginx, started for the production check:
// a database of its own on a PostgreSQL server, an S3-compatible bucket (s3rver, the API tests' stand-in for MinIO
// or AWS S3), and API instances started as the README says, each with the same environment but its port and
// DATA_DIR.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { waitForUrl } from '../lib/net.mjs';
import { fromRoot, ROOT } from '../lib/paths.mjs';
import { spawnChild, stopChild } from '../lib/process.mjs';
import { SERVER_ARGS } from '../lib/product-server.mjs';

const requireFromApi = createRequire(fromRoot('api', 'package.json'));

/** A new database on the server of `serverUrl` (a superuser's URL); `drop()` removes it. */
export async function createDatabase(serverUrl) {
  const pg = requireFromApi('pg');
  const name = `informes_produccion_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** The S3-compatible store: s3rver with the multipart calls tus needs (api/test/helpers/s3rver.ts). */
export async function startBucket() {
  const { startLocalS3 } = await import('../../api/test/helpers/s3rver.ts');
  return startLocalS3('fotos-informes');
}

/**
 * The environment of every instance, as README "Production" lists it. `shared`: the values that are the same on all
 * instances (database, secret, bucket, first administrator); `port` and `dataDir` are each instance's own.
 */
export function instanceEnv({ databaseUrl, jwtSecret, publicUrl, s3, admin }, { port, dataDir }) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    SEED_DEMO: 'false',
    ADMIN_USUARIO: admin.usuario,
    ADMIN_PASSWORD: admin.password,
    ...s3,
    LOG_LEVEL: 'warn',
  };
}

/** Starts one instance (`node --import tsx api/src/server.ts` from the repository) and waits for its health. */
export async function startInstance(name, env) {
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  // Only what the README sets, plus PATH and HOME: nothing of the calling shell leaks in (a TEST_DATABASE_URL…).
  const child = spawnChild(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    prefix: name,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  await waitForUrl(`${url}/api/v1/health`, {
    timeoutMs: 120_000,
    abort: () =>
      child.exitCode !== null || child.signalCode !== null ? `${name} terminó (código ${child.exitCode ?? child.signalCode})` : undefined,
  });
  return { name, url, dataDir: env.DATA_DIR, child, stop: () => stopChild(child) };
}

/** Files under DATA_DIR/uploads of an instance: with S3 configured there must be none. */
export function localPhotoFiles(dataDir) {
  const dir = path.join(dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()) : [];
}
