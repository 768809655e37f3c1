import assert from 'node:assert/strict';
import { chmodSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { client } from './helpers/http';
import { startServer, stopServer, type Server } from './helpers/server-process';
import { prepareDatabase, startTestApp, usingPostgres, type TestApp } from './helpers/test-app';

/**
 * The embedded database (issue 12, docs/decisions/embedded-database.md): one server per DATA_DIR, a
 * private DATA_DIR, a database socket that asks for the per-start password, and an API that answers
 * 503 — never crashes — while a killed database child is restarted.
 */
const skip = usingPostgres() ? 'embedded database only' : false;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('one server per DATA_DIR', { skip }, () => {
  let dataDir: string;
  let drop: () => Promise<void>;
  const started: Server[] = [];
  before(async () => {
    ({ dataDir, drop } = await prepareDatabase());
  });
  after(async () => {
    for (const s of started) await stopServer(s);
    await drop();
  });

  test('a second server on the same DATA_DIR exits non-zero naming the first (pid, address); the first keeps serving', async () => {
    const first = startServer(dataDir);
    started.push(first);
    const url = await first.ready;
    const second = startServer(dataDir);
    started.push(second);
    const code = await second.exited;
    assert.notEqual(code, 0);
    assert.match(second.output(), new RegExp(`ya está en uso por otro servidor \\(pid ${first.child.pid}, ${url.replace(/[.]/g, '\\.')}`));
    const health = await fetch(`${url}/api/v1/health`);
    assert.equal(health.status, 200);
    const login = await client(url).loginAdmin();
    assert.ok(login.length > 20, 'the first server still signs users in');
  });

  test('a lock left by a killed server does not block the next start', async () => {
    for (const s of started) await stopServer(s);
    const victim = startServer(dataDir);
    started.push(victim);
    await victim.ready;
    victim.child.kill('SIGKILL');
    await victim.exited;
    const next = startServer(dataDir);
    started.push(next);
    const url = await next.ready;
    assert.equal((await fetch(`${url}/api/v1/health`)).status, 200);
    await stopServer(next);
    assert.deepEqual(
      readdirSync(dataDir).filter((f) => f.endsWith('.lock')),
      [],
      'a clean stop releases the lock',
    );
  });
});

describe('private DATA_DIR and a closed database socket', { skip }, () => {
  let t: TestApp;
  before(async () => {
    // Files an older version left readable by others.
    t = await startTestApp({}, (dataDir) => {
      writeFileSync(path.join(dataDir, 'old-notes.txt'), 'x', { mode: 0o644 });
      chmodSync(dataDir, 0o755);
      chmodSync(path.join(dataDir, 'pgdata'), 0o777);
    });
  });
  after(async () => t?.close());

  test('DATA_DIR and every directory in it are 0700, every file 0600', () => {
    const bad: string[] = [];
    const walk = (p: string) => {
      const st = statSync(p);
      const mode = st.mode & 0o777;
      if (st.isDirectory()) {
        if (mode !== 0o700) bad.push(`${p} ${mode.toString(8)}`);
        for (const f of readdirSync(p)) walk(path.join(p, f));
      } else if (mode !== 0o600) bad.push(`${p} ${mode.toString(8)}`);
    };
    walk(t.dataDir);
    assert.deepEqual(bad, []);
    assert.ok(readdirSync(path.join(t.dataDir, 'pgdata')).length > 5, 'the database files are there');
  });

  test('the database socket refuses a wrong or missing password (28P01); the API itself gets in', async () => {
    const endpoint = t.app.database.embeddedEndpoint();
    assert.ok(endpoint);
    for (const password of ['wrong-password', 'postgres', '']) {
      const c = new pg.Client({ host: '127.0.0.1', port: endpoint.port, user: 'postgres', database: 'postgres', password });
      c.on('error', () => {});
      await assert.rejects(
        c.connect(),
        (err: Error & { code?: string }) => err.code === '28P01' || /password/i.test(err.message),
        `password "${password}"`,
      );
      await c.end().catch(() => {});
    }
    const res = await client(t.baseUrl).get('/api/v1/health');
    assert.equal(res.status, 200);
  });

  test('a killed database child: the API answers 503 (never crashes), then the child is back and data is intact', async () => {
    const api = client(t.baseUrl);
    const before = await api.get('/api/v1/servicios?page=1&limit=1', { token: await api.loginAdmin() });
    assert.equal(before.status, 200);
    const endpoint = t.app.database.embeddedEndpoint()!;
    // Killed under load: requests in flight hold the pool's connection when it dies.
    const inFlight = Array.from({ length: 20 }, () => api.post('/api/v1/auth/login', { json: { usuario: 'admin', password: 'admin123' } }));
    setTimeout(() => process.kill(endpoint.pid, 'SIGKILL'), 30);
    const statuses = new Set<number>((await Promise.all(inFlight)).map((r) => r.status));
    assert.deepEqual(
      [...statuses].filter((s) => s !== 200 && s !== 503),
      [],
      'in-flight requests end with 200 or 503',
    );
    // Requests while it is down and while it restarts: 503 with the one error shape, nothing else.
    const deadline = Date.now() + 60_000;
    let recovered = false;
    while (Date.now() < deadline) {
      const res = await api.post('/api/v1/auth/login', { json: { usuario: 'admin', password: 'admin123' } });
      statuses.add(res.status);
      if (res.status === 503) assert.equal(res.body.error, 'base_de_datos_no_disponible');
      else if (res.status === 200) {
        recovered = true;
        break;
      } else assert.fail(`unexpected ${res.status} ${res.text}`);
      await sleep(100);
    }
    assert.ok(statuses.has(503), `503 while the database was away (${[...statuses].join(', ')})`);
    assert.ok(recovered, 'the database came back');
    assert.notEqual(t.app.database.embeddedEndpoint()!.pid, endpoint.pid, 'a new child');
    const after = await api.get('/api/v1/servicios?page=1&limit=1', { token: await api.loginAdmin() });
    assert.equal(after.body.pagination.total, before.body.pagination.total);
  });
});
