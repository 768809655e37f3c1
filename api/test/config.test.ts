import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { resolveJwtSecret } from '../src/platform/auth/jwt-secret';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/platform/config';
import { parseTimestamptz } from '../src/platform/db/pg-types';
import { formatNit } from '../src/modules/demo/seed-demo';
import { runtimeConfig } from '../src/platform/static/config-route';

describe('loadConfig', () => {
  test('defaults: 127.0.0.1:8080, ./.data under the repo, embedded database with demo data', () => {
    const c = loadConfig({});
    assert.equal(c.port, 8080);
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.dataDir, path.join(REPO_ROOT, '.data'));
    assert.equal(c.databaseUrl, null);
    assert.equal(c.seedDemo, true);
    assert.equal(c.uploadMaxMb, 15);
    assert.equal(c.staticRoot, REPO_ROOT);
    assert.equal(c.loginIpLimitPerMinute, 20);
    assert.equal(c.loginAccountMaxFailures, 5);
  });

  test('DATABASE_URL turns the demo seed off unless SEED_DEMO says otherwise', () => {
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo, false);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo, true);
    assert.equal(loadConfig({ SEED_DEMO: 'no' }).seedDemo, false);
  });

  test('every invalid variable is reported at once, in Spanish and English', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        SEED_DEMO: 'maybe',
        ADMIN_USUARIO: 'jefe',
        LOG_LEVEL: 'loud',
        UPLOAD_MAX_MB: '-1',
        REMOTE_ADMIN_URL: 'ftp://x',
      });
      assert.fail('should throw');
    } catch (err) {
      assert.ok(err instanceof ConfigError);
      const text = err.message;
      assert.match(text, /^Configuración inválida \/ Invalid configuration:/);
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'JWT_SECRET',
        'SEED_DEMO',
        'ADMIN_USUARIO y ADMIN_PASSWORD',
        'LOG_LEVEL',
        'UPLOAD_MAX_MB',
        'REMOTE_ADMIN_URL',
      ]) {
        assert.ok(text.includes(name), `mentions ${name}`);
      }
      assert.equal(err.problems.length, 8);
      assert.match(text, /debe ser un entero entre 0 y 65535 \/ must be an integer between 0 and 65535/);
    }
  });
});

describe('backups (docs/decisions/backups.md)', () => {
  test('BACKUP_DIR ./respaldos under the repo, no schedule, 7 kept by default; BACKUP_EVERY takes s, m, h or d', () => {
    const c = loadConfig({});
    assert.equal(c.backupDir, path.join(REPO_ROOT, 'respaldos'));
    assert.equal(c.backupEveryMs, 0);
    assert.equal(c.backupKeep, 7);
    const set = loadConfig({ BACKUP_DIR: '/srv/respaldos', BACKUP_EVERY: '6h', BACKUP_KEEP: '30' });
    assert.deepEqual([set.backupDir, set.backupEveryMs, set.backupKeep], ['/srv/respaldos', 6 * 3600_000, 30]);
    assert.equal(loadConfig({ BACKUP_EVERY: '30m' }).backupEveryMs, 1_800_000);
    assert.equal(loadConfig({ BACKUP_EVERY: '1d' }).backupEveryMs, 86_400_000);
  });

  test('a wrong period, a count below 1 and archives inside DATA_DIR are refused, naming the variable', () => {
    for (const [env, message] of [
      [{ BACKUP_EVERY: '6' }, /BACKUP_EVERY="6": un periodo como 30m, 6h o 1d/],
      [{ BACKUP_EVERY: '0s' }, /BACKUP_EVERY="0s"/],
      [{ BACKUP_EVERY: '31d' }, /BACKUP_EVERY="31d"/],
      [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP="0": debe ser un entero entre 1 y 10000/],
      [{ DATA_DIR: '/srv/datos', BACKUP_DIR: '/srv/datos/respaldos' }, /BACKUP_DIR: no puede estar dentro de DATA_DIR/],
      [{ DATA_DIR: REPO_ROOT, BACKUP_EVERY: '1d' }, /BACKUP_DIR: no puede estar dentro de DATA_DIR/],
    ] as const) {
      assert.throws(
        () => loadConfig(env),
        (err: unknown) => err instanceof ConfigError && message.test(err.message),
      );
    }
    // Backups not configured: the default BACKUP_DIR inside DATA_DIR stops nothing (`npm run backup` refuses it then).
    assert.equal(loadConfig({ DATA_DIR: REPO_ROOT }).backupDir, path.join(REPO_ROOT, 'respaldos'));
  });
});

describe('caps on unfinished resumable uploads (issue #34, point 2)', () => {
  test('10 uploads and 100 MB per user by default, never below UPLOAD_MAX_MB; both settable', () => {
    const c = loadConfig({});
    assert.deepEqual([c.uploadPendingPerUser, c.uploadPendingMbPerUser], [10, 100]);
    assert.equal(loadConfig({ UPLOAD_MAX_MB: '150' }).uploadPendingMbPerUser, 150);
    const set = loadConfig({ UPLOAD_PENDING_PER_USER: '3', UPLOAD_PENDING_MB_PER_USER: '40' });
    assert.deepEqual([set.uploadPendingPerUser, set.uploadPendingMbPerUser], [3, 40]);
    assert.throws(() => loadConfig({ UPLOAD_PENDING_PER_USER: '0' }), /UPLOAD_PENDING_PER_USER="0": debe ser un entero entre 1 y 1000/);
    assert.throws(
      () => loadConfig({ UPLOAD_MAX_MB: '15', UPLOAD_PENDING_MB_PER_USER: '10' }),
      /UPLOAD_PENDING_MB_PER_USER="10": debe ser al menos UPLOAD_MAX_MB \(15\)/,
    );
  });
});

describe('storage configuration', () => {
  test('local disk under DATA_DIR/uploads by default; the four S3_* variables select an S3-compatible bucket (path style, us-east-1 by default)', () => {
    assert.deepEqual(loadConfig({ DATA_DIR: '/srv/informes' }).storage, { kind: 'disco', dir: path.join('/srv/informes', 'uploads') });
    const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'clave', S3_SECRET_ACCESS_KEY: 'secreto' };
    assert.deepEqual(loadConfig(s3).storage, {
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'fotos',
      region: 'us-east-1',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
      forcePathStyle: true,
    });
    assert.deepEqual(loadConfig({ ...s3, S3_REGION: 'sa-east-1', S3_FORCE_PATH_STYLE: 'false' }).storage, {
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'fotos',
      region: 'sa-east-1',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
      forcePathStyle: false,
    });
  });

  test('S3 settings are all or nothing, and a bad endpoint or bucket name is named', () => {
    assert.throws(
      () => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'fotos' }),
      /van juntas; falta S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    assert.throws(() => loadConfig({ S3_REGION: 'sa-east-1' }), /S3_REGION: solo se usan con S3_ENDPOINT/);
    try {
      loadConfig({
        S3_ENDPOINT: 'minio:9000',
        S3_BUCKET: 'Fotos_Informes',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_FORCE_PATH_STYLE: 'quizas',
      });
      assert.fail('should throw');
    } catch (err) {
      assert.ok(err instanceof ConfigError);
      assert.equal(err.problems.length, 3);
      assert.match(err.message, /S3_ENDPOINT="minio:9000": debe ser una URL http\(s\)/);
      assert.match(err.message, /S3_BUCKET="Fotos_Informes": nombre de bucket inválido/);
      assert.match(err.message, /S3_FORCE_PATH_STYLE="quizas"/);
    }
  });
});

describe('runtime config (GET /config.json body)', () => {
  test('REMOTE_*_URL override one remote each; MAP_STYLE_URL; SITIO_RADIO_M; no demo credentials without SEED_DEMO', () => {
    const body = runtimeConfig(
      loadConfig({
        REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/remoteEntry.js',
        MAP_STYLE_URL: 'https://tiles.example.com/style.json',
        SITIO_RADIO_M: '80',
        SEED_DEMO: 'false',
      }),
    );
    assert.deepEqual(body, {
      remotes: {
        'remote-reports': '/remotes/remote-reports/mf-manifest.json',
        'remote-catalog': '/remotes/remote-catalog/mf-manifest.json',
        'remote-admin': 'https://cdn.example.com/admin/remoteEntry.js',
      },
      demoCredentials: null,
      mapStyleUrl: 'https://tiles.example.com/style.json',
      sitioRadioM: 80,
    });
  });
});

describe('JWT secret', () => {
  test('generated once into DATA_DIR/jwt-secret (mode 600) and reused; JWT_SECRET wins', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'informes-secret-'));
    try {
      const c = loadConfig({ DATA_DIR: dir });
      const first = resolveJwtSecret(c);
      const file = path.join(dir, 'jwt-secret');
      assert.ok(existsSync(file));
      assert.equal(statSync(file).mode & 0o777, 0o600);
      assert.ok(readFileSync(file, 'utf8').trim().length >= 32);
      assert.deepEqual(resolveJwtSecret(c), first);
      const fromEnv = resolveJwtSecret(loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(40) }));
      assert.deepEqual(Buffer.from(fromEnv).toString(), 's'.repeat(40));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('demo data', () => {
  test('NIT check digits follow the DIAN algorithm', () => {
    assert.equal(formatNit('890903938'), '890.903.938-8');
    assert.equal(formatNit('860034313'), '860.034.313-7');
    assert.equal(formatNit('800197268'), '800.197.268-4');
  });
});

describe('timestamptz parsing', () => {
  test('any session time zone format becomes ISO UTC', () => {
    assert.equal(parseTimestamptz('2024-03-10 04:30:00.123+00'), '2024-03-10T04:30:00.123Z');
    assert.equal(parseTimestamptz('2024-03-09 23:30:00-05'), '2024-03-10T04:30:00.000Z');
    assert.equal(parseTimestamptz('2024-03-10 10:00:00+05:30'), '2024-03-10T04:30:00.000Z');
    assert.equal(parseTimestamptz('infinity'), 'infinity');
  });
});

test('the README and api/README.md name every variable the server reads (what a user configures is written down)', () => {
  const read = new Set<string>();
  const env = new Proxy<Record<string, string | undefined>>(
    {},
    {
      get: (_target, key) => {
        if (typeof key === 'string') read.add(key);
        return undefined;
      },
    },
  );
  loadConfig(env);
  assert.ok(read.size > 30, `loadConfig read ${read.size} variables`);
  for (const file of ['README.md', 'api/README.md']) {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    const missing = [...read].filter((name) => !text.includes(`\`${name}\``));
    assert.deepEqual(missing, [], `${file} does not name them`);
  }
});
