import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { ensureDebianPackage } from '../../scripts/lib/apt.mjs';
import { REPO_ROOT } from '../src/platform/config';
import { bearerMatches, isLoopbackAddress, metricsAllowed } from '../src/platform/metrics/access';
import { client } from './helpers/http';
import { crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import { requestFrom, startProxy } from './helpers/proxy';
import { openStream } from './helpers/sse';
import type { TestApp } from './helpers/test-app';

/**
 * GET /metrics (docs/decisions/metrics.md) over real HTTP on the test's own database (PGlite, or PostgreSQL under
 * with-postgres.sh): the counts a scrape must show after known traffic, who may read it, and Debian's
 * `promtool check metrics` (a parser no one here wrote) on the real output.
 */

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
const PROMTOOL = '/usr/bin/promtool';

const fixture = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', 'gps-bogota.jpg'));
/** A real JPEG padded to `size` bytes with a tag: another photo for every tag. */
function photo(tag: string, size: number): Buffer {
  const bytes = Buffer.alloc(size, 0);
  fixture.copy(bytes);
  bytes.write(tag, fixture.length + 16);
  return bytes;
}
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const metadataHeader = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** A sample's value in Prometheus text: `name{labels}` exactly as written (labels in the order prom-client writes them). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let proveedor: string;
  let refs: InformeRefs;

  before(async () => {
    ({ t, api, proveedor, refs } = await startInformesTestApp({ METRICS_TOKEN: TOKEN }));
  });
  after(async () => {
    await t?.close();
  });

  /** A scrape from loopback, as a Prometheus on this machine does. */
  async function scrape(): Promise<string> {
    const res = await fetch(`${t.baseUrl}/metrics`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    return res.text();
  }

  test('three GETs of a report count +3 under its route template, never its URL; an unknown URL counts as one route', async () => {
    const informe = await crearInforme(api, proveedor, informeBody(refs));
    const series = 'informes_http_requests_total{route="/api/v1/informes/:id",method="GET",status="200"}';
    const before = sample(await scrape(), series);
    for (let i = 0; i < 3; i++) assert.equal((await api.get(`/api/v1/informes/${informe.id}`, { token: proveedor })).status, 200);
    await api.get(`/api/v1/no-existe-${Date.now()}`);
    await api.get(`/api/v1/tampoco/${Date.now()}`);
    const text = await scrape();
    assert.equal(sample(text, series), before + 3);
    assert.ok(
      sample(text, 'informes_http_request_duration_seconds_count{route="/api/v1/informes/:id",method="GET",status="200"}') >= before + 3,
      'the latency histogram counts them too',
    );
    assert.ok(!text.includes(`/api/v1/informes/${informe.id}"`), 'no label holds an id');
    assert.ok(!text.includes('no-existe'), 'no label holds an unknown URL');
    assert.ok(sample(text, 'informes_http_requests_total{route="unmatched",method="GET",status="404"}') >= 2);
  });

  test('a photo’s bytes by multipart and by tus are counted; an unfinished tus upload is counted until it is finished', async () => {
    const informe = await crearInforme(api, proveedor, informeBody(refs));
    const start = await scrape();
    const multipart = photo('metricas-multipart', 150_000);
    const form = new FormData();
    form.append('archivo', new Blob([multipart], { type: 'image/jpeg' }), 'foto.jpg');
    const sent = await fetch(`${t.baseUrl}/api/v1/upload/${informe.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${proveedor}` },
      body: form,
    });
    assert.equal(sent.status, 201, await sent.text());
    const afterMultipart = await scrape();
    assert.equal(
      sample(afterMultipart, 'informes_fotos_received_bytes_total{via="multipart"}') -
        sample(start, 'informes_fotos_received_bytes_total{via="multipart"}'),
      multipart.length,
    );

    const bytes = photo('metricas-tus', 300_000);
    const tus = (method: string, url: string, headers: Record<string, string>, body?: Buffer) =>
      fetch(t.baseUrl + url, { method, headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${proveedor}`, ...headers }, body });
    const pendingBefore = sample(afterMultipart, 'informes_subidas_pendientes');
    const created = await tus('POST', '/api/v1/subidas', {
      'upload-length': String(bytes.length),
      'upload-metadata': metadataHeader({ informe_id: String(informe.id), sha256: sha256(bytes), filename: 'foto.jpg' }),
    });
    assert.equal(created.status, 201, await created.text());
    const location = created.headers.get('location')!;
    const half = 100_000;
    const first = await tus('PATCH', location, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, bytes.subarray(0, half));
    assert.equal(first.status, 204, await first.text());
    const midway = await scrape();
    assert.equal(sample(midway, 'informes_subidas_pendientes'), pendingBefore + 1, 'one unfinished upload');
    assert.equal(
      sample(midway, 'informes_fotos_received_bytes_total{via="tus"}') - sample(start, 'informes_fotos_received_bytes_total{via="tus"}'),
      half,
    );
    const last = await tus(
      'PATCH',
      location,
      { 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream' },
      bytes.subarray(half),
    );
    assert.equal(last.status, 200, await last.text());
    const done = await scrape();
    assert.equal(sample(done, 'informes_subidas_pendientes'), pendingBefore, 'finished: no longer pending');
    assert.equal(
      sample(done, 'informes_fotos_received_bytes_total{via="tus"}') - sample(start, 'informes_fotos_received_bytes_total{via="tus"}'),
      bytes.length,
    );
    assert.ok(sample(done, 'informes_http_requests_total{route="/api/v1/subidas/:id",method="PATCH",status="200"}') >= 1, 'tus requests by template');
  });

  test('an open event stream is counted, and no longer once it is closed', async () => {
    const before = sample(await scrape(), 'informes_eventos_open_streams');
    const stream = await openStream(t.baseUrl, proveedor);
    assert.equal(stream.status, 200);
    await stream.next((e) => e.event === 'no_leidos');
    assert.equal(sample(await scrape(), 'informes_eventos_open_streams'), before + 1);
    stream.close();
    await stream.ended;
    let now = -1;
    for (let i = 0; i < 50 && now !== before; i++) {
      now = sample(await scrape(), 'informes_eventos_open_streams');
      if (now !== before) await new Promise((r) => setTimeout(r, 20));
    }
    assert.equal(now, before);
  });

  test('the notices’ last success is the Unix time of tareas_programadas.ultima_ok_at (0 before any pass)', async () => {
    const row = await t.db
      .selectFrom('tareas_programadas')
      .select(sql<number | null>`extract(epoch from ultima_ok_at)::float8`.as('ok'))
      .where('nombre', '=', 'avisos')
      .executeTakeFirstOrThrow();
    const before = sample(await scrape(), 'informes_tarea_last_success_timestamp_seconds{tarea="avisos"}');
    assert.equal(before, row.ok ?? 0);
    const t0 = Date.now();
    assert.notEqual(await t.app.avisos.run(), null, 'this instance ran the pass');
    const at = sample(await scrape(), 'informes_tarea_last_success_timestamp_seconds{tarea="avisos"}');
    assert.ok(at * 1000 >= t0 - 2000 && at * 1000 <= Date.now() + 2000, `${at} is now`);
  });

  test('the database pool, event-loop lag and memory are there', async () => {
    const text = await scrape();
    assert.ok(sample(text, 'informes_db_pool_connections') >= 1, 'a connection is open');
    for (const name of [
      'informes_db_pool_idle_connections',
      'informes_db_pool_waiting_queries',
      'informes_db_pool_errors_total',
      'informes_db_pool_acquire_seconds_count',
      'informes_db_pool_acquire_failures_total',
      'informes_nodejs_eventloop_lag_p99_seconds',
      'informes_process_resident_memory_bytes',
      'informes_nodejs_heap_size_used_bytes',
    ]) {
      assert.ok(new RegExp(`^${name}(\\{[^}]*\\})? `, 'm').test(text), `${name} is exposed`);
    }
    assert.ok(sample(text, 'informes_db_pool_acquire_seconds_count') > 0, 'queries got connections');
  });

  test('with the token from elsewhere → 200; a wrong token, no token or a proxied request → the 404 of an unknown URL', async () => {
    const proxy = await startProxy(t.baseUrl);
    try {
      // Through a proxy the socket's peer is loopback; the X-Forwarded-For it adds says the request is not local.
      assert.equal((await requestFrom('127.0.3.1', `${proxy.url}/metrics`)).status, 404);
      const unknown = await requestFrom('127.0.3.1', `${proxy.url}/no-existe-tampoco`);
      const refused = await requestFrom('127.0.3.1', `${proxy.url}/metrics`, {
        headers: { authorization: 'Bearer otro-token-que-no-es-el-bueno-0123456789' },
      });
      assert.deepEqual([refused.status, refused.body], [unknown.status, unknown.body], 'told apart from nothing');
      const allowed = await requestFrom('127.0.3.1', `${proxy.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(allowed.status, 200);
      assert.match(String(allowed.body), /^# HELP informes_/m);
    } finally {
      await proxy.close();
    }
    // From loopback a header that claims a proxy is not trusted to open it either.
    assert.equal((await fetch(`${t.baseUrl}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status, 404);
    assert.equal((await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status, 200, 'loopback needs none');
  });

  test('Debian’s promtool accepts the scrape', async () => {
    await ensureDebianPackage('prometheus', PROMTOOL);
    const text = await scrape();
    const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    assert.equal(check.status, 0, `promtool check metrics:\n${check.stdout}\n${check.stderr}`);
  });
});

describe('who may read the metrics (the access rule, with explicit addresses)', () => {
  const token = 'x'.repeat(40);
  test('the socket’s peer on loopback, without proxy headers', () => {
    for (const a of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1']) assert.equal(metricsAllowed(a, {}, null), true, a);
    for (const a of ['10.0.0.5', '192.168.1.2', '203.0.113.9', '::ffff:10.0.0.1', 'fe80::1', '2001:db8::1', '', undefined, 'localhost']) {
      assert.equal(metricsAllowed(a, {}, null), false, String(a));
      assert.equal(isLoopbackAddress(a), false, String(a));
    }
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      assert.equal(metricsAllowed('127.0.0.1', { [header]: '127.0.0.1' }, token), false, header);
  });
  test('from anywhere with Authorization: Bearer <METRICS_TOKEN>; a wrong one, another scheme or no token configured → no', () => {
    assert.equal(metricsAllowed('203.0.113.9', { authorization: `Bearer ${token}` }, token), true);
    assert.equal(metricsAllowed('203.0.113.9', { authorization: `bearer ${token}`, 'x-forwarded-for': '1.2.3.4' }, token), true);
    assert.equal(metricsAllowed('203.0.113.9', { authorization: `Bearer ${token}y` }, token), false);
    assert.equal(metricsAllowed('203.0.113.9', { authorization: `Basic ${token}` }, token), false);
    assert.equal(metricsAllowed('203.0.113.9', { authorization: 'Bearer ' }, token), false);
    assert.equal(metricsAllowed('203.0.113.9', { authorization: `Bearer ${token}` }, null), false);
    assert.equal(bearerMatches(undefined, token), false);
  });
});
