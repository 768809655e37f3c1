#!/usr/bin/env node
// The README's "Production" section, run as written: Debian's nginx with deploy/nginx/informes.conf terminating TLS
// (a certificate made here) in front of two API instances on one PostgreSQL, photos in an S3-compatible bucket;
// then what a user and an operator would notice, with an HTTP client and with Chromium. Prints each check, what it
// measured, and `N passed, N failed`; exits 1 when one fails. Starts a throwaway PostgreSQL through
// api/test/with-postgres.sh (installed with apt-get when missing), and nginx, libnss3-tools and Chromium the same way.
// Needs the built front ends (`npm run build`). docs/decisions/production.md.
//   node scripts/production-check.mjs [--site=<file>]   (--site: another nginx site file, to see a check fail)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureChromium, playwrightLaunchOptions } from './lib/chromium.mjs';
import { freePort } from './lib/net.mjs';
import { fromRoot } from './lib/paths.mjs';
import { forwardSignals, say, spawnChild } from './lib/process.mjs';
import { BROWSER_CHECKS } from './production/checks-browser.mjs';
import { HTTP_CHECKS } from './production/checks-http.mjs';
import { httpsClient } from './production/client.mjs';
import { startNginx } from './production/nginx.mjs';
import { createDatabase, instanceEnv, startBucket, startInstance } from './production/stack.mjs';
import { browserHomeTrusting, makeCertificates } from './production/tls.mjs';

const SCRIPT = path.relative(fromRoot(), new URL(import.meta.url).pathname);
const siteOption = process.argv.find((a) => a.startsWith('--site='))?.slice('--site='.length);

// Outside with-postgres.sh (and without tsx, which loads the tests' S3 helper): run again inside it.
if (!process.env.TEST_DATABASE_URL || !process.execArgv.includes('tsx')) {
  const args = [fromRoot('api', 'test', 'with-postgres.sh'), process.execPath, '--import', 'tsx', SCRIPT, ...process.argv.slice(2)];
  // Its own process group: Ctrl-C or a CI timeout reaches the check (which stops what it started) and PostgreSQL's
  // script (which removes its cluster), once.
  const child = spawnChild('bash', args, { cwd: fromRoot(), detached: true });
  forwardSignals([child]);
  process.exit(await child.exited);
}

if (!fs.existsSync(fromRoot('host', 'dist', 'index.html'))) {
  process.stdout.write('No hay front ends construidos: ejecute `npm run build` / run `npm run build` first.\n0 passed, 1 failed\n');
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'informes-produccion-'));
const stops = []; // what we started, stopped in reverse order
const results = [];

/** A check that hangs (a stream nginx holds back…) fails after this long instead of holding the run. */
const CHECK_TIMEOUT_MS = 90_000;

async function check({ name, run: body }, ctx) {
  const t0 = performance.now();
  let timer;
  try {
    await Promise.race([
      body(ctx),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`sin terminar a los ${CHECK_TIMEOUT_MS / 1000} s / timed out`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    results.push(true);
    say(`\x1b[32m✔\x1b[0m ${name} (${Math.round(performance.now() - t0)} ms)`);
  } catch (err) {
    results.push(false);
    say(
      `\x1b[31m✘\x1b[0m ${name}\n    ${String(err?.stack ?? err)
        .split('\n')
        .slice(0, 6)
        .join('\n    ')}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** Stops what was started, newest first; once. */
let stopping;
function stopAll() {
  stopping ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch((err) => process.stderr.write(`${err?.message ?? err}\n`));
    fs.rmSync(work, { recursive: true, force: true });
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    say(`${signal}: deteniendo lo que arrancó la comprobación / stopping…`);
    void stopAll().then(() => process.exit(1));
  });
}

async function main() {
  const started = performance.now();
  const database = await createDatabase(process.env.TEST_DATABASE_URL);
  stops.push(() => database.drop());
  const s3 = await startBucket();
  stops.push(() => s3.close());
  const tlsFiles = await makeCertificates(path.join(work, 'tls'));
  const [httpPort, httpsPort, port1, port2] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const baseUrl = `https://127.0.0.1:${httpsPort}`;

  const admin = { usuario: 'operador', password: randomBytes(18).toString('base64url') };
  const shared = { databaseUrl: database.url, jwtSecret: randomBytes(32).toString('hex'), publicUrl: baseUrl, s3: s3.env, admin };
  say('Iniciando dos instancias de la API (PostgreSQL, S3)…');
  const instances = await Promise.all(
    [port1, port2].map((port, i) => startInstance(`api-${i + 1}`, instanceEnv(shared, { port, dataDir: path.join(work, `instancia-${i + 1}`) }))),
  );
  for (const instance of instances) stops.push(() => instance.stop());

  const nginx = await startNginx(
    path.join(work, 'nginx'),
    { httpPort, httpsPort, cert: tlsFiles.cert, key: tlsFiles.key, instances: instances.map((i) => new URL(i.url).host) },
    { siteText: siteOption ? fs.readFileSync(siteOption, 'utf8') : undefined },
  );
  stops.push(() => nginx.stop());
  const ca = fs.readFileSync(tlsFiles.ca);
  const api = httpsClient(ca, baseUrl);
  for (let i = 0; i < 100 && (await api.get('/api/v1/health').catch(() => ({ status: 0 }))).status !== 200; i++)
    await new Promise((r) => setTimeout(r, 100));

  // A second administrator: the person on the other end of the live checks.
  const segundo = { usuario: 'supervisora', password: randomBytes(18).toString('base64url') };
  const token = await api.login(admin.usuario, admin.password, '127.0.9.1');
  const created = await api.post('/api/v1/admin/usuarios', {
    token,
    from: '127.0.9.1',
    json: { ...segundo, correo: 'supervisora@ejemplo.co', primer_nombre: 'Ana', primer_apellido: 'Supervisora', tipo: 0 },
  });
  if (created.status !== 201) throw new Error(`crear la segunda administradora: HTTP ${created.status} ${created.text}`);

  say(`Listo en ${Math.round(performance.now() - started)} ms: ${baseUrl} → ${instances.map((i) => i.url).join(', ')}`);
  const ctx = { baseUrl, httpPort, databaseUrl: database.url, ca, admin, segundo, instances, s3, measured: [] };
  for (const c of HTTP_CHECKS) await check(c, ctx);

  await ensureChromium();
  const home = await browserHomeTrusting(tlsFiles.ca, path.join(work, 'home'));
  const launch = async (extraArgs = []) => {
    const options = playwrightLaunchOptions({ env: { ...process.env, HOME: home } });
    const browser = await chromium.launch({ ...options, args: [...options.args, ...extraArgs] });
    stops.push(() => browser.close());
    return browser;
  };
  ctx.browser = await launch();
  // A browser that speaks HTTP/1.1 only, as one behind an office proxy that inspects TLS does: nginx 1.22 holds a
  // buffered event stream back from HTTP/1.1 clients and not from HTTP/2 ones (docs/decisions/production.md).
  ctx.browserHttp1 = await launch(['--disable-http2']);
  for (const c of BROWSER_CHECKS) await check(c, ctx);

  for (const line of ctx.measured) say(`  medido / measured: ${line}`);
  if (results.includes(false)) say(`Registro de nginx / nginx error log:\n${nginx.errorLog().split('\n').slice(-20).join('\n')}`);
}

let rc = 0;
try {
  await main();
} catch (err) {
  rc = 1;
  results.push(false);
  process.stderr.write(`\nLa comprobación no pudo arrancar / the check could not start: ${err?.stack ?? err}\n`);
} finally {
  await stopAll();
}
const passed = results.filter(Boolean).length;
const failed = results.length - passed;
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 || rc !== 0 ? 1 : 0);
