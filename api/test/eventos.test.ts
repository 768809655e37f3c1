import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { DEMO_CREDENTIALS, type ConversacionResumen, type Mensaje } from 'shared/contracts';
import { REPO_ROOT } from '../src/platform/config';
import { client } from './helpers/http';
import { crearInforme, informeBody } from './helpers/informes';
import { conversacionDeInforme, escribir, startMensajesTestApp } from './helpers/mensajes';
import { startServer, stopServer, type Server } from './helpers/server-process';
import { openStream, type SseStream } from './helpers/sse';
import { prepareDatabase, startTestApp, usingPostgres, type TestApp } from './helpers/test-app';

/**
 * GET /eventos (issue 26): the live stream delivers to the right users only, resumes with Last-Event-ID, closes at
 * logout, deactivation and idle expiry; two API instances on one PostgreSQL behave as one.
 */

let w: Awaited<ReturnType<typeof startMensajesTestApp>>;
let t: TestApp;
let api: ReturnType<typeof client>;
let conv: ConversacionResumen;
const open: SseStream[] = [];

const stream = async (token: string, lastEventId?: string, baseUrl = t.baseUrl) => {
  const s = await openStream(baseUrl, token, lastEventId);
  open.push(s);
  return s;
};
const isMensaje = (id: number) => (e: { event: string; data: any }) => e.event === 'mensaje' && e.data.mensaje.id === id;

before(async () => {
  w = await startMensajesTestApp();
  ({ t, api } = w);
  conv = await conversacionDeInforme(api, w.admin, w.informe.id);
});
after(async () => {
  for (const s of open) s.close();
  await t?.close();
});

describe('the live stream', () => {
  test('is text/event-stream for a signed-in user, opens with the unread total; 401 without a session', async () => {
    const s = await stream(w.cliente);
    assert.equal(s.status, 200);
    assert.match(s.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(s.headers.get('cache-control'), 'no-store');
    const first = await s.next((e) => e.event === 'no_leidos');
    assert.equal(typeof first.data.total, 'number');
    s.close();
    const anon = await fetch(`${t.baseUrl}/api/v1/eventos`);
    assert.equal(anon.status, 401);
    assert.deepEqual(await anon.json(), { error: 'no_autenticado', message: 'No autenticado' });
    const bad = await fetch(`${t.baseUrl}/api/v1/eventos`, { headers: { authorization: 'Bearer x.y.z' } });
    assert.equal(bad.status, 401);
  });

  test('a message reaches the streams of those who see the conversation, only them; unread totals follow', async () => {
    const [sp, sc, sa, sp2, sc2] = await Promise.all([w.proveedor, w.cliente, w.admin, w.p2, w.c2].map((tk) => stream(tk)));
    await Promise.all([sp, sc, sa, sp2, sc2].map((s) => s.next((e) => e.event === 'no_leidos')));
    const before = sc.events.length;
    const m = await escribir(api, w.proveedor, conv.id, 'Fotos del turno de la mañana');
    const [ep, ec, ea] = await Promise.all([sp, sc, sa].map((s) => s.next(isMensaje(m.id))));
    assert.equal(ec.data.conversacion_id, conv.id);
    assert.equal(ec.data.mensaje.texto, 'Fotos del turno de la mañana');
    assert.ok(ec.id && Number(ec.id) > 0);
    assert.equal(ec.data.mensaje.borrable_hasta, null);
    assert.equal(ea.data.mensaje.borrable_hasta, null);
    assert.equal(ep.data.mensaje.borrable_hasta, m.borrable_hasta, 'the author’s own tab may delete it');
    const total = await sc.next((e) => e.event === 'no_leidos', 5000, before + 1);
    assert.equal(total.data.total, (await api.get('/api/v1/mensajes/no-leidos', { token: w.cliente })).body.total);
    // Another provider's and another client's streams got nothing of it.
    await sleep(300);
    for (const s of [sp2, sc2]) assert.ok(!s.events.some((e) => e.event === 'mensaje'), JSON.stringify(s.events));

    // A deletion reaches the same people.
    assert.equal((await api.request('DELETE', `/api/v1/mensajes/${m.id}`, { token: w.proveedor })).status, 200);
    const del = await sc.next((e) => e.event === 'mensaje_eliminado' && e.data.id === m.id);
    assert.equal(del.data.conversacion_id, conv.id);
    // Reading in one tab updates the count in the others.
    const i = sc.events.length;
    await api.post(`/api/v1/conversaciones/${conv.id}/leido`, { token: w.cliente, json: { hasta_id: 2_000_000_000 } });
    const after = await sc.next((e) => e.event === 'no_leidos', 5000, i);
    assert.equal(after.data.total, (await api.get('/api/v1/mensajes/no-leidos', { token: w.cliente })).body.total);
    for (const s of [sp, sc, sa, sp2, sc2]) s.close();
  });

  test('a direct message reaches its two people only', async () => {
    const { body: d } = await api.post<ConversacionResumen>('/api/v1/conversaciones/directas', { token: w.admin, json: { usuario_id: w.ids.c2 } });
    const [sc2, sp, sc] = await Promise.all([w.c2, w.proveedor, w.cliente].map((tk) => stream(tk)));
    await Promise.all([sc2, sp, sc].map((s) => s.next((e) => e.event === 'no_leidos')));
    const m = await escribir(api, w.admin, d.id, 'Solo para usted');
    await sc2.next(isMensaje(m.id));
    await sleep(300);
    for (const s of [sp, sc]) assert.ok(!s.events.some((e) => e.event === 'mensaje'));
    for (const s of [sc2, sp, sc]) s.close();
  });

  test('creating and deleting a report refreshes the Informes count of those who see it', async () => {
    const [sp, sc, sp2] = await Promise.all([w.proveedor, w.cliente, w.p2].map((tk) => stream(tk)));
    await Promise.all([sp, sc, sp2].map((s) => s.next((e) => e.event === 'no_leidos')));
    const informe = await crearInforme(api, w.admin, informeBody(w.refs, { proveedor_id: w.refs.ownProveedor, cliente_id: w.refs.ownCliente }));
    for (const s of [sp, sc]) {
      const e = await s.next((x) => x.event === 'informes');
      assert.deepEqual(e.data, { accion: 'creado', id: informe.id });
    }
    assert.equal((await api.request('DELETE', `/api/v1/informes/${informe.id}`, { token: w.admin })).status, 200);
    await sc.next((x) => x.event === 'informes' && x.data.accion === 'eliminado' && x.data.id === informe.id);
    await sleep(200);
    assert.ok(!sp2.events.some((e) => e.event === 'informes'));
    for (const s of [sp, sc, sp2]) s.close();
  });

  test("a photo added or deleted and a flag reviewed tell those who see the report: its campaign's compliance may have moved", async () => {
    const [sp, sc, sp2] = await Promise.all([w.proveedor, w.cliente, w.p2].map((tk) => stream(tk)));
    await Promise.all([sp, sc, sp2].map((s) => s.next((e) => e.event === 'no_leidos')));
    const informe = await crearInforme(api, w.admin, informeBody(w.refs, { proveedor_id: w.refs.ownProveedor, cliente_id: w.refs.ownCliente }));
    const actualizado = (x: { event: string; data: any }) => x.event === 'informes' && x.data.accion === 'actualizado' && x.data.id === informe.id;
    // The real iPhone photo: taken in Madrid in 2015, so it is flagged (its flags are what a review settles).
    const form = new FormData();
    const bytes = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', 'camera', 'iphone-6.jpg'));
    form.append('archivo', new Blob([bytes], { type: 'image/jpeg' }), 'iphone.jpg');
    const up = await fetch(`${t.baseUrl}/api/v1/upload/${informe.id}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${w.admin}` },
    });
    const foto = (await up.json()) as { id: number; alertas: Array<{ id: number }> };
    assert.equal(up.status, 201, JSON.stringify(foto));
    for (const s of [sp, sc]) await s.next(actualizado);
    const afterUpload = sc.events.length;
    const review = await api.post(`/api/v1/archivos/${foto.id}/alertas/${foto.alertas[0].id}/revision`, {
      token: w.admin,
      json: { comentario: 'Foto de archivo del proveedor' },
    });
    assert.equal(review.status, 200, review.text);
    await sc.next(actualizado, undefined, afterUpload);
    const afterReview = sc.events.length;
    assert.equal((await api.request('DELETE', `/api/v1/archivos/${foto.id}`, { token: w.admin })).status, 200);
    await sc.next(actualizado, undefined, afterReview);
    await sleep(200);
    assert.ok(!sp2.events.some(actualizado), "another provider's user is not told");
    for (const s of [sp, sc, sp2]) s.close();
  });

  test('Last-Event-ID replays what that user missed, in order; an unknown or pruned point says recargar', async () => {
    const s1 = await stream(w.cliente);
    const m0 = await escribir(api, w.proveedor, conv.id, 'Antes de cortar');
    const seen = await s1.next(isMensaje(m0.id));
    s1.close();
    const missed: Mensaje[] = [];
    for (const texto of ['Perdido uno', 'Perdido dos']) missed.push(await escribir(api, w.proveedor, conv.id, texto));
    const { body: other } = await api.post<ConversacionResumen>('/api/v1/conversaciones/directas', {
      token: w.admin,
      json: { usuario_id: w.ids.c2 },
    });
    await escribir(api, w.admin, other.id, 'No es para el cliente');
    const s2 = await stream(w.cliente, seen.id);
    await s2.next((e) => e.event === 'no_leidos');
    const replayed = s2.events.filter((e) => e.event === 'mensaje');
    assert.deepEqual(
      replayed.map((e) => e.data.mensaje.id),
      missed.map((m) => m.id),
    );
    assert.ok(Number(replayed[0].id) > Number(seen.id) && Number(replayed[1].id) > Number(replayed[0].id));
    // Live again after the replay.
    const live = await escribir(api, w.proveedor, conv.id, 'En vivo');
    await s2.next(isMensaje(live.id));
    s2.close();

    const bad = await stream(w.cliente, 'abc');
    await bad.next((e) => e.event === 'recargar');
    bad.close();
    await sql`DELETE FROM eventos WHERE id <= ${Number(seen.id) + 1}`.execute(t.db);
    const old = await stream(w.cliente, String(Number(seen.id) - 1));
    await old.next((e) => e.event === 'recargar');
    assert.ok(!old.events.some((e) => e.event === 'mensaje'));
    old.close();
  });

  test('a deleted message does not come back: reconnecting with Last-Event-ID never reads its text again (issue 34, point 3)', async () => {
    const s1 = await stream(w.cliente);
    const m0 = await escribir(api, w.proveedor, conv.id, 'Antes del mensaje que se borra');
    const seen = await s1.next(isMensaje(m0.id));
    s1.close();
    const secreto = 'Clave del candado de la valla: 4471';
    const m = await escribir(api, w.proveedor, conv.id, secreto, w.fotos[0]);
    // An open stream hears the deletion as it happens.
    const live = await stream(w.admin);
    await live.next((e) => e.event === 'no_leidos');
    assert.equal((await api.request('DELETE', `/api/v1/mensajes/${m.id}`, { token: w.proveedor })).status, 200);
    await live.next((e) => e.event === 'mensaje_eliminado' && e.data.id === m.id);
    live.close();
    // The client was away while it was written and deleted: its replay tells the message was deleted, never its text.
    const s2 = await stream(w.cliente, seen.id);
    await s2.next((e) => e.event === 'no_leidos');
    const replayed = s2.events.find(isMensaje(m.id));
    assert.ok(replayed, 'the message is still replayed, as deleted, so the thread keeps its place');
    assert.equal(replayed.data.mensaje.texto, '');
    assert.equal(replayed.data.mensaje.archivo_id, null);
    assert.equal(replayed.data.mensaje.eliminado, true);
    assert.ok(s2.events.some((e) => e.event === 'mensaje_eliminado' && e.data.id === m.id));
    assert.ok(!JSON.stringify(s2.events).includes(secreto), JSON.stringify(s2.events));
    s2.close();
    // Nor is it kept anywhere for a later replay.
    const kept = await sql<{ n: number }>`SELECT count(*)::int AS n FROM eventos WHERE datos::text LIKE ${`%${secreto}%`}`.execute(t.db);
    assert.equal(kept.rows[0].n, 0);
  });

  test('closes at once when the session ends: logout (other sessions stay), deactivation, password reset', async () => {
    const other = await api.loginCliente();
    const mine = await api.loginCliente();
    const [s, kept] = [await stream(mine), await stream(other)];
    await Promise.all([s.next((e) => e.event === 'no_leidos'), kept.next((e) => e.event === 'no_leidos')]);
    const t0 = Date.now();
    assert.equal((await api.post('/api/v1/auth/logout', { token: mine })).status, 200);
    await s.next((e) => e.event === 'sesion_cerrada', 2000);
    await s.ended;
    assert.ok(Date.now() - t0 < 2000);
    assert.equal(kept.isEnded(), false);
    kept.close();

    const sc2 = await stream(w.c2);
    await sc2.next((e) => e.event === 'no_leidos');
    const toggled = await api.patch(`/api/v1/admin/usuarios/${w.ids.c2}/toggle-status`, { token: w.admin, json: {} });
    assert.equal(toggled.status, 200, toggled.text);
    await sc2.next((e) => e.event === 'sesion_cerrada', 2000);
    await sc2.ended;

    const p2 = await stream(w.p2);
    await p2.next((e) => e.event === 'no_leidos');
    assert.equal(
      (await api.post(`/api/v1/admin/usuarios/${w.ids.p2}/reset-password`, { token: w.admin, json: { password: 'otra-clave-segura-8' } })).status,
      200,
    );
    await p2.next((e) => e.event === 'sesion_cerrada', 2000);
    await p2.ended;
  });
});

describe('idle sessions and heartbeats', () => {
  let idle: TestApp;
  before(async () => {
    idle = await startTestApp({ SESSION_IDLE_MINUTES: '1', EVENTOS_HEARTBEAT_MS: '1000' });
  });
  after(async () => idle?.close());

  test('a stream never holds a session alive: it closes when the session idles out', async () => {
    const idleApi = client(idle.baseUrl);
    const token = await idleApi.loginCliente();
    // Last activity 57 s ago (not refreshed: that happens once a minute): the session idles out in about 3 s.
    await sql`UPDATE sesiones SET ultima_actividad_at = now() - interval '57 seconds' WHERE revocada_at IS NULL`.execute(idle.db);
    const s = await openStream(idle.baseUrl, token);
    open.push(s);
    await s.next((e) => e.event === 'no_leidos');
    await s.next((e) => e.event === 'sesion_cerrada', 8000);
    await s.ended;
    assert.ok(s.comments >= 1, 'heartbeats meanwhile');
    assert.equal((await idleApi.get('/api/v1/usuarios/me', { token })).status, 401);
  });

  test('server close ends open streams', async () => {
    const idleApi = client(idle.baseUrl);
    const s = await openStream(idle.baseUrl, await idleApi.loginAdmin());
    open.push(s);
    await s.next((e) => e.event === 'no_leidos');
    assert.equal(idle.app.eventos.size, 1);
    const closing = idle.close();
    await s.ended;
    await closing;
    idle = undefined as unknown as TestApp;
  });
});

describe('two API instances on one PostgreSQL', { skip: usingPostgres() ? false : 'PostgreSQL only (TEST_DATABASE_URL)' }, () => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  const servers: Server[] = [];
  let a: ReturnType<typeof client>;
  let urlB: string;

  before(async () => {
    database = await prepareDatabase();
    const env = { DATABASE_URL: database.databaseUrl!, SEED_DEMO: 'true', LOGIN_IP_LIMIT_PER_MIN: '1000' };
    for (const dir of ['a', 'b']) servers.push(startServer(`${database.dataDir}-${dir}`, env));
    const [urlA, b] = await Promise.all(servers.map((s) => s.ready));
    a = client(urlA);
    urlB = b;
  });
  after(async () => {
    for (const s of servers) await stopServer(s);
    await database?.drop();
  });

  test('a message written on one instance reaches a stream on the other; a logout there closes it', async () => {
    const admin = await a.loginAdmin();
    const cliente = await a.login(DEMO_CREDENTIALS.cliente.usuario, DEMO_CREDENTIALS.cliente.password);
    const me = await a.get('/api/v1/usuarios/me', { token: cliente });
    const { body: d } = await a.post<ConversacionResumen>('/api/v1/conversaciones/directas', { token: admin, json: { usuario_id: me.body.id } });
    const s = await stream(cliente, undefined, urlB);
    // The demo's conversations may already leave the client unread messages: one more is expected.
    const before = (await s.next((e) => e.event === 'no_leidos')).data.total;
    const m = await escribir(a, admin, d.id, 'Escrito en la instancia A');
    const got = await s.next(isMensaje(m.id));
    assert.equal(got.data.mensaje.texto, 'Escrito en la instancia A');
    const total = await s.next((e) => e.event === 'no_leidos' && e.data.total > before);
    assert.equal(total.data.total, before + 1);
    assert.equal((await a.post('/api/v1/auth/logout', { token: cliente })).status, 200);
    await s.next((e) => e.event === 'sesion_cerrada', 3000);
    await s.ended;
  });
});
