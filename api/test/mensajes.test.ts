import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { DEMO_CREDENTIALS, type ConversacionesPage, type ConversacionResumen, type Mensaje, type MensajesPage } from 'shared/contracts';
import { client } from './helpers/http';
import { conversacionDeInforme, crearUsuario, escribir, noLeidos, startMensajesTestApp } from './helpers/mensajes';
import { openStream } from './helpers/sse';
import type { TestApp } from './helpers/test-app';
import { nuevoInforme } from './helpers/contract-fixtures';
import { contractSuite, SIGNED_IN } from './helpers/contract-suite';

/** Conversations and messages (issue 26): who reads and writes which conversation, unread counts, the delete window. */

let w: Awaited<ReturnType<typeof startMensajesTestApp>>;
let t: TestApp;
let api: ReturnType<typeof client>;
let conv: ConversacionResumen;

before(async () => {
  w = await startMensajesTestApp();
  ({ t, api } = w);
  conv = await conversacionDeInforme(api, w.admin, w.informe.id);
});
after(async () => t?.close());

const C = '/api/v1/conversaciones';
const NOT_FOUND = { error: 'no_encontrado', message: 'Conversación no encontrada' };

describe('a report conversation', () => {
  test('is one per report, for whoever may see the report; 404 for anyone else, like a missing report', async () => {
    assert.equal(conv.tipo, 'informe');
    assert.equal(conv.informe_id, w.informe.id);
    assert.match(conv.titulo, new RegExp(`^Informe #${w.informe.id}: `));
    for (const token of [w.proveedor, w.cliente, w.admin]) assert.equal((await conversacionDeInforme(api, token, w.informe.id)).id, conv.id);
    for (const token of [w.p2, w.c2]) {
      const res = await api.get(`/api/v1/informes/${w.informe.id}/conversacion`, { token });
      assert.equal(res.status, 404);
      const missing = await api.get('/api/v1/informes/2000000000/conversacion', { token });
      assert.deepEqual(res.body, missing.body);
    }
  });

  test('its readers write in it; another provider or client cannot read, write or even learn it exists', async () => {
    const m = await escribir(api, w.proveedor, conv.id, '  Instalación terminada en la valla norte  ');
    assert.equal(m.texto, 'Instalación terminada en la valla norte');
    assert.deepEqual(m.autor, { id: w.ids.proveedor, nombre: 'Carlos Andrés Rincón Vega', rol: 1 });
    assert.equal(m.eliminado, false);
    assert.ok(m.borrable_hasta && Date.parse(m.borrable_hasta) - Date.parse(m.creado_at) === 15 * 60_000);
    for (const token of [w.cliente, w.admin]) {
      const page = await api.get<MensajesPage>(`${C}/${conv.id}/mensajes`, { token });
      assert.equal(page.status, 200);
      const seen = page.body.data.find((x) => x.id === m.id)!;
      assert.equal(seen.texto, m.texto);
      assert.equal(seen.borrable_hasta, null, 'only the author sees borrable_hasta');
    }
    await escribir(api, w.cliente, conv.id, 'Recibido, gracias');
    await escribir(api, w.admin, conv.id, 'Revisado por administración');
    for (const token of [w.p2, w.c2]) {
      const calls = (id: number) => [
        api.get(`${C}/${id}`, { token }),
        api.get(`${C}/${id}/mensajes`, { token }),
        api.post(`${C}/${id}/mensajes`, { token, json: { texto: 'hola' } }),
        api.post(`${C}/${id}/leido`, { token, json: { hasta_id: 1 } }),
      ];
      const [theirs, missing] = [await Promise.all(calls(conv.id)), await Promise.all(calls(2_000_000_000))];
      for (let i = 0; i < theirs.length; i++) {
        assert.equal(theirs[i].status, 404, `call ${i}`);
        assert.deepEqual(theirs[i].body, NOT_FOUND);
        assert.deepEqual(theirs[i].body, missing[i].body);
      }
      const del = await api.request('DELETE', `/api/v1/mensajes/${m.id}`, { token });
      assert.equal(del.status, 404);
      const list = await api.get<ConversacionesPage>(C, { token });
      assert.ok(!list.body.data.some((c) => c.id === conv.id));
    }
  });

  test('a message may point at a photo of that report only; the photo filter lists them', async () => {
    const m = await escribir(api, w.cliente, conv.id, 'Esta foto está desenfocada', w.fotos[1]);
    assert.equal(m.archivo_id, w.fotos[1]);
    const wrong = await api.post(`${C}/${conv.id}/mensajes`, { token: w.cliente, json: { texto: 'otra', archivo_id: w.fotos2[0] } });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error, 'archivo_invalido');
    const page = await api.get<MensajesPage>(`${C}/${conv.id}/mensajes?archivo_id=${w.fotos[1]}`, { token: w.proveedor });
    assert.deepEqual(
      page.body.data.map((x) => x.id),
      [m.id],
    );
  });

  test('the text is trimmed plain text of 1–4000 characters; the server validates every field', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ texto: '   ' }, 400, 'Escribe un mensaje'],
      [{}, 400, 'Escribe un mensaje'],
      [{ texto: 'x'.repeat(4001) }, 400, 'El mensaje no puede superar 4.000 caracteres'],
      [{ texto: 'hola', archivo_id: 'abc' }, 400, ''],
    ];
    for (const [json, status, message] of cases) {
      const res = await api.post(`${C}/${conv.id}/mensajes`, { token: w.proveedor, json });
      assert.equal(res.status, status, JSON.stringify(json));
      if (message) assert.equal(res.body.message, message);
      assert.ok(typeof res.body.error === 'string');
    }
    const html = await escribir(api, w.proveedor, conv.id, '<b>negrita</b>\nsegunda línea');
    assert.equal(html.texto, '<b>negrita</b>\nsegunda línea', 'stored and answered as plain text, never interpreted');
    const long = await escribir(api, w.proveedor, conv.id, 'y'.repeat(4000));
    assert.equal(long.texto.length, 4000);
    const list = await api.get<ConversacionesPage>(C, { token: w.cliente });
    assert.equal(list.body.data.find((c) => c.id === conv.id)!.ultimo_mensaje!.texto.length, 200);
    for (const bad of ['abc', '0', '-1']) assert.equal((await api.get(`${C}/${bad}/mensajes`, { token: w.cliente })).status, 400);
    assert.equal((await api.get(`${C}/${conv.id}/mensajes?limit=101`, { token: w.cliente })).status, 400);
  });

  test('pages go backwards with antes and hay_mas, oldest first within a page', async () => {
    const all = (await api.get<MensajesPage>(`${C}/${conv.id}/mensajes?limit=100`, { token: w.admin })).body.data;
    assert.ok(all.length >= 4);
    const last2 = await api.get<MensajesPage>(`${C}/${conv.id}/mensajes?limit=2`, { token: w.admin });
    assert.deepEqual(
      last2.body.data.map((m) => m.id),
      all.slice(-2).map((m) => m.id),
    );
    assert.equal(last2.body.hay_mas, true);
    const before = await api.get<MensajesPage>(`${C}/${conv.id}/mensajes?limit=100&antes=${last2.body.data[0].id}`, { token: w.admin });
    assert.deepEqual(
      before.body.data.map((m) => m.id),
      all.slice(0, -2).map((m) => m.id),
    );
    assert.equal(before.body.hay_mas, false);
  });
});

describe('direct conversations', () => {
  test('contacts: an administrator anyone; a provider the administrators and its assigned clients; a client the reverse', async () => {
    const contactos = async (token: string) => (await api.get<{ data: { id: number }[] }>(`${C}/contactos`, { token })).body.data.map((u) => u.id);
    const deAdmin = await contactos(w.admin);
    for (const id of [w.ids.proveedor, w.ids.cliente, w.ids.p2, w.ids.c2]) assert.ok(deAdmin.includes(id));
    assert.ok(!deAdmin.includes(w.ids.admin));
    const deP = await contactos(w.proveedor);
    assert.ok(deP.includes(w.ids.admin) && deP.includes(w.ids.cliente));
    assert.ok(!deP.includes(w.ids.c2) && !deP.includes(w.ids.p2));
    const deC = await contactos(w.cliente);
    assert.ok(deC.includes(w.ids.admin) && deC.includes(w.ids.proveedor));
    assert.ok(!deC.includes(w.ids.p2) && !deC.includes(w.ids.c2));
  });

  test('get or create; 404 for someone one may not talk to; only its two people reach it', async () => {
    const a = await api.post<ConversacionResumen>(`${C}/directas`, { token: w.proveedor, json: { usuario_id: w.ids.cliente } });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.body.tipo, 'directa');
    assert.equal(a.body.otro_usuario?.id, w.ids.cliente);
    assert.equal(a.body.titulo, 'Andrea Castaño Herrera');
    const b = await api.post<ConversacionResumen>(`${C}/directas`, { token: w.cliente, json: { usuario_id: w.ids.proveedor } });
    assert.equal(b.body.id, a.body.id);
    assert.equal(b.body.otro_usuario?.id, w.ids.proveedor);
    for (const usuario_id of [w.ids.c2, w.ids.p2, w.ids.proveedor, 2_000_000_000]) {
      const res = await api.post(`${C}/directas`, { token: w.proveedor, json: { usuario_id } });
      assert.equal(res.status, 404, `usuario ${usuario_id}`);
    }
    await escribir(api, w.proveedor, a.body.id, 'Mensaje privado');
    for (const token of [w.admin, w.p2, w.c2]) {
      assert.equal((await api.get(`${C}/${a.body.id}/mensajes`, { token })).status, 404, 'not even an administrator reads it');
    }
    const audit = await t.db
      .selectFrom('auditoria')
      .select(['detalles'])
      .where('tabla', '=', 'conversaciones')
      .where('registro_id', '=', a.body.id)
      .execute();
    assert.equal(audit.length, 1);
  });
});

describe('unread counts', () => {
  test('messages of others past the read marker; reading moves the marker forward only; the dashboard shows the total', async () => {
    const { body: d } = await api.post<ConversacionResumen>(`${C}/directas`, { token: w.admin, json: { usuario_id: w.ids.c2 } });
    const before = await noLeidos(api, w.c2);
    const m1 = await escribir(api, w.admin, d.id, 'Hola, ¿cómo va la campaña?');
    const m2 = await escribir(api, w.admin, d.id, '¿Recibió el informe?');
    assert.equal(await noLeidos(api, w.c2), before + 2);
    const own = await escribir(api, w.c2, d.id, 'Todo bien');
    assert.equal(await noLeidos(api, w.c2), before, 'writing reads the conversation; one’s own messages never count');
    const m3 = await escribir(api, w.admin, d.id, 'Perfecto');
    const list = await api.get<ConversacionesPage>(C, { token: w.c2 });
    assert.equal(list.body.data[0].id, d.id, 'newest first');
    assert.equal(list.body.data[0].no_leidos, 1);
    assert.equal(list.body.data[0].ultimo_mensaje?.texto, 'Perfecto');
    const dash = await api.get('/api/v1/dashboard/resumen', { token: w.c2 });
    assert.equal(dash.body.mensajes, await noLeidos(api, w.c2));
    const read = await api.post(`${C}/${d.id}/leido`, { token: w.c2, json: { hasta_id: m3.id } });
    assert.equal(read.status, 200);
    assert.equal(read.body.no_leidos, before);
    const back = await api.post(`${C}/${d.id}/leido`, { token: w.c2, json: { hasta_id: m1.id } });
    assert.equal(back.body.no_leidos, before, 'the marker never goes back');
    assert.ok(m2.id < own.id);
    assert.equal((await api.post(`${C}/${d.id}/leido`, { token: w.c2, json: { hasta_id: -1 } })).status, 400);
  });

  test('a report conversation counts for its client users, provider users and administrators', async () => {
    const r = await conversacionDeInforme(api, w.proveedor, w.informe.id);
    const [c0, a0] = [await noLeidos(api, w.cliente), await noLeidos(api, w.admin)];
    await escribir(api, w.proveedor, r.id, 'Nuevas fotos subidas');
    assert.equal(await noLeidos(api, w.cliente), c0 + 1);
    assert.equal(await noLeidos(api, w.admin), a0 + 1);
    const c2 = await noLeidos(api, w.c2);
    await escribir(api, w.proveedor, r.id, 'Otra más');
    assert.equal(await noLeidos(api, w.c2), c2, 'another client never counts it');
  });
});

describe('deleting a message', () => {
  test('its author, within 15 minutes: the row stays, text erased, audited; others 403 (visible) or 404', async () => {
    const m = await escribir(api, w.cliente, conv.id, 'Me equivoqué de informe');
    assert.equal((await api.request('DELETE', `/api/v1/mensajes/${m.id}`, { token: w.proveedor })).status, 403);
    assert.equal((await api.request('DELETE', `/api/v1/mensajes/${m.id}`, { token: w.admin })).status, 403);
    assert.equal((await api.request('DELETE', `/api/v1/mensajes/${m.id}`, { token: w.p2 })).status, 404);
    const del = await api.request('DELETE', `/api/v1/mensajes/${m.id}`, { token: w.cliente });
    assert.equal(del.status, 200, del.text);
    const again = await api.request('DELETE', `/api/v1/mensajes/${m.id}`, { token: w.cliente });
    assert.equal(again.status, 409);
    const page = await api.get<MensajesPage>(`${C}/${conv.id}/mensajes?limit=100`, { token: w.proveedor });
    const gone = page.body.data.find((x) => x.id === m.id) as Mensaje;
    assert.equal(gone.eliminado, true);
    assert.equal(gone.texto, '');
    const stored = await t.db.selectFrom('mensajes').select(['texto', 'eliminado_at']).where('id', '=', m.id).executeTakeFirstOrThrow();
    assert.equal(stored.texto, '');
    assert.ok(stored.eliminado_at);
    const audit = await t.db
      .selectFrom('auditoria')
      .select(['accion', 'detalles'])
      .where('tabla', '=', 'mensajes')
      .where('registro_id', '=', m.id)
      .execute();
    assert.deepEqual(audit.map((a) => a.accion).sort(), ['CREAR', 'ELIMINAR']);
    assert.ok(!audit.some((a) => a.detalles.includes('equivoqué')), 'the audit never copies a message’s text');
  });

  test('after 15 minutes: 409 fuera_de_plazo (the database clock decides), and borrable_hasta is gone', async () => {
    const m = await escribir(api, w.proveedor, conv.id, 'Mensaje antiguo');
    await sql`UPDATE mensajes SET creado_at = now() - interval '15 minutes 1 second' WHERE id = ${m.id}`.execute(t.db);
    const res = await api.request('DELETE', `/api/v1/mensajes/${m.id}`, { token: w.proveedor });
    assert.equal(res.status, 409);
    assert.equal(res.body.error, 'fuera_de_plazo');
    const page = await api.get<MensajesPage>(`${C}/${conv.id}/mensajes?limit=100`, { token: w.proveedor });
    assert.equal(page.body.data.find((x) => x.id === m.id)!.borrable_hasta, null);
  });
});

describe('the list', () => {
  test('q searches title and text, case, accents and ñ folded; pages', async () => {
    const { body: d } = await api.post<ConversacionResumen>(`${C}/directas`, { token: w.admin, json: { usuario_id: w.ids.proveedor } });
    await escribir(api, w.admin, d.id, 'Revisión de la campaña ÑANDÚ en Medellín');
    const q = async (term: string, token = w.proveedor) =>
      (await api.get<ConversacionesPage>(`${C}?q=${encodeURIComponent(term)}`, { token })).body.data.map((c) => c.id);
    assert.deepEqual(await q('nandu medellin'), [d.id]);
    assert.deepEqual(await q('NANDÚ'), [d.id]);
    assert.ok((await q('laura gomez')).includes(d.id), 'the other person’s name');
    assert.ok((await q(`informe ${w.informe.id}`)).includes(conv.id), 'a report by its number');
    assert.deepEqual(await q('nandu', w.cliente), [], 'never another user’s conversations');
    const page = await api.get<ConversacionesPage>(`${C}?limit=1&page=2`, { token: w.proveedor });
    assert.equal(page.body.limit, 1);
    assert.equal(page.body.page, 2);
    assert.ok(page.body.total >= 2);
    assert.equal(page.body.data.length, 1);
  });

  test('without a token every route is 401; the notices conversation is read-only', async () => {
    for (const [method, path] of [
      ['GET', C],
      ['GET', `${C}/contactos`],
      ['POST', `${C}/directas`],
      ['GET', `${C}/1`],
      ['GET', `${C}/1/mensajes`],
      ['POST', `${C}/1/mensajes`],
      ['POST', `${C}/1/leido`],
      ['DELETE', '/api/v1/mensajes/1'],
      ['GET', '/api/v1/mensajes/no-leidos'],
      ['GET', '/api/v1/informes/1/conversacion'],
    ] as const) {
      const res = await api.request(method, path, method === 'POST' ? { json: {} } : {});
      assert.equal(res.status, 401, `${method} ${path}`);
    }
    const sistema = await sql<{ id: number }>`INSERT INTO conversaciones (tipo, usuario_a, rol) VALUES ('sistema', ${w.ids.admin}, 0)
      ON CONFLICT DO NOTHING RETURNING id`.execute(t.db);
    const id =
      sistema.rows[0]?.id ??
      (
        await t.db
          .selectFrom('conversaciones')
          .select('id')
          .where('tipo', '=', 'sistema')
          .where('usuario_a', '=', w.ids.admin)
          .executeTakeFirstOrThrow()
      ).id;
    const res = await api.post(`${C}/${id}/mensajes`, { token: w.admin, json: { texto: 'hola' } });
    assert.equal(res.status, 409);
    assert.equal(res.body.error, 'conversacion_solo_lectura');
    assert.equal((await api.get(`${C}/${id}`, { token: w.proveedor })).status, 404);
  });
});

describe('reach is decided from today’s facts, at every read and write (issue 34, point 5)', () => {
  const MENSAJE_NOT_FOUND = { error: 'no_encontrado', message: 'Mensaje no encontrado' };
  const PASSWORD = 'clave-mensajes-91';

  /** A provider and a client of their own (none of the other tests' ones), not assigned to each other. */
  async function parLibre(): Promise<{ proveedorId: number; clienteId: number }> {
    const r = await sql<{ proveedor_id: number; cliente_id: number }>`SELECT p.id AS proveedor_id, c.id AS cliente_id
      FROM proveedores p CROSS JOIN clientes c
      WHERE p.id NOT IN (${w.refs.ownProveedor}, ${w.otroProveedor}) AND c.id NOT IN (${w.refs.ownCliente}, ${w.otroCliente})
        AND NOT EXISTS (SELECT 1 FROM asignaciones a WHERE a.proveedor_id = p.id AND a.cliente_id = c.id)
      ORDER BY p.id DESC, c.id DESC LIMIT 1`.execute(t.db);
    assert.ok(r.rows[0], 'a free provider and client');
    return { proveedorId: r.rows[0].proveedor_id, clienteId: r.rows[0].cliente_id };
  }

  /** The newest event id: a stream resuming from it replays whatever comes after. */
  const ultimoEvento = async () => String((await sql<{ id: string | null }>`SELECT max(id) AS id FROM eventos`.execute(t.db)).rows[0].id ?? 0);

  /** Every read and write of a conversation answers exactly like a missing one; it leaves the list. */
  async function fueraDeAlcance(token: string, id: number): Promise<void> {
    const calls = (x: number) => [
      api.get(`${C}/${x}`, { token }),
      api.get(`${C}/${x}/mensajes`, { token }),
      api.post(`${C}/${x}/mensajes`, { token, json: { texto: 'hola' } }),
      api.post(`${C}/${x}/leido`, { token, json: { hasta_id: 2_000_000_000 } }),
    ];
    const [theirs, missing] = [await Promise.all(calls(id)), await Promise.all(calls(2_000_000_000))];
    for (let i = 0; i < theirs.length; i++) {
      assert.equal(theirs[i].status, 404, `call ${i}: ${theirs[i].text}`);
      assert.deepEqual(theirs[i].body, NOT_FOUND);
      assert.deepEqual(theirs[i].body, missing[i].body);
    }
    const list = await api.get<ConversacionesPage>(`${C}?limit=100`, { token });
    assert.equal(list.status, 200);
    assert.ok(!list.body.data.some((c) => c.id === id), 'not in the list');
  }

  /** A stream resuming from `desde` replays nothing of conversation `id`, and counts nothing of it. */
  async function replaySin(token: string, desde: string, id: number, total: number): Promise<void> {
    const s = await openStream(t.baseUrl, token, desde);
    try {
      const count = await s.next((e) => e.event === 'no_leidos' || e.event === 'recargar');
      assert.equal(count.event, 'no_leidos', 'a replay, not recargar');
      assert.equal(count.data.total, total);
      const leaked = s.events.filter((e) => e.data && (e.data as { conversacion_id?: number }).conversacion_id === id);
      assert.deepEqual(leaked, [], 'nothing of a conversation out of reach is replayed');
    } finally {
      s.close();
    }
  }

  test('a removed assignment ends the direct conversation of its provider and client users: 404, out of lists, counts and replays', async () => {
    const { proveedorId, clienteId } = await parLibre();
    const asignada = await api.post('/api/v1/asignaciones', { token: w.admin, json: { proveedor_id: proveedorId, cliente_id: clienteId } });
    assert.equal(asignada.status, 201, asignada.text);
    const pa = await crearUsuario(api, w.admin, { tipo: 1, proveedor_id: proveedorId });
    const ca = await crearUsuario(api, w.admin, { tipo: 2, cliente_id: clienteId });
    const { body: d } = await api.post<ConversacionResumen>(`${C}/directas`, { token: pa.token, json: { usuario_id: ca.id } });
    const desde = await ultimoEvento();
    const m1 = await escribir(api, pa.token, d.id, 'Mañana instalamos la valla del norte');
    const m2 = await escribir(api, ca.token, d.id, 'De acuerdo, los esperamos');
    assert.equal(await noLeidos(api, pa.token), 1, 'the client’s answer');

    // The administrator removes the assignment: they no longer work together.
    const quitada = await api.request('DELETE', `/api/v1/asignaciones/${asignada.body.id}`, { token: w.admin });
    assert.equal(quitada.status, 200, quitada.text);
    for (const [yo, otro, propio] of [
      [pa, ca, m1],
      [ca, pa, m2],
    ] as const) {
      await fueraDeAlcance(yo.token, d.id);
      const del = await api.request('DELETE', `/api/v1/mensajes/${propio.id}`, { token: yo.token });
      assert.equal(del.status, 404, 'not even one’s own message, still within its 15 minutes');
      assert.deepEqual(del.body, MENSAJE_NOT_FOUND);
      assert.equal(await noLeidos(api, yo.token), 0, 'its unread messages no longer count');
      assert.equal((await api.get('/api/v1/dashboard/resumen', { token: yo.token })).body.mensajes, 0);
      const contactos = (await api.get<{ data: { id: number }[] }>(`${C}/contactos`, { token: yo.token })).body.data;
      assert.ok(!contactos.some((u) => u.id === otro.id));
      assert.equal((await api.post(`${C}/directas`, { token: yo.token, json: { usuario_id: otro.id } })).status, 404);
      await replaySin(yo.token, desde, d.id, 0);
    }

    // Assigned again, they reach it again: reach follows today's facts, nothing was copied or deleted.
    const otraVez = await api.post('/api/v1/asignaciones', { token: w.admin, json: { proveedor_id: proveedorId, cliente_id: clienteId } });
    assert.equal(otraVez.status, 201, otraVez.text);
    const page = await api.get<MensajesPage>(`${C}/${d.id}/mensajes`, { token: ca.token });
    assert.deepEqual(
      page.body.data.map((m) => m.id),
      [m1.id, m2.id],
    );
    const quitadaOtraVez = await api.request('DELETE', `/api/v1/asignaciones/${otraVez.body.id}`, { token: w.admin });
    assert.equal(quitadaOtraVez.status, 200);
  });

  test('an administrator who becomes a provider no longer reads the old "Avisos del sistema" nor a direct conversation with a provider', async () => {
    const a2 = await crearUsuario(api, w.admin, { tipo: 0 });
    const desde = await ultimoEvento();
    // A forgotten password: every administrator gets the notice naming the user.
    assert.equal((await api.post('/api/v1/auth/olvide-contrasena', { json: { usuario: DEMO_CREDENTIALS.cliente.usuario } })).status, 202);
    let sistema: ConversacionResumen | undefined;
    for (let i = 0; i < 200 && !sistema; i++) {
      sistema = (await api.get<ConversacionesPage>(C, { token: a2.token })).body.data.find((c) => c.tipo === 'sistema');
      if (!sistema) await new Promise((r) => setTimeout(r, 50));
    }
    assert.ok(sistema, 'the notices reached the administrator');
    assert.equal((await api.get(`${C}/${sistema.id}/mensajes`, { token: a2.token })).status, 200);
    const { body: d } = await api.post<ConversacionResumen>(`${C}/directas`, { token: a2.token, json: { usuario_id: w.ids.p2 } });
    await escribir(api, w.p2, d.id, 'Consulta para administración');

    // Now a provider's user (another provider than P2's: a provider user talks to administrators and assigned clients).
    const { proveedorId } = await parLibre();
    const cambio = await api.patch(`/api/v1/admin/usuarios/${a2.id}`, { token: w.admin, json: { tipo: 1, proveedor_id: proveedorId } });
    assert.equal(cambio.status, 200, cambio.text);
    const token = await api.login(a2.usuario, PASSWORD);
    for (const id of [sistema.id, d.id]) await fueraDeAlcance(token, id);
    assert.equal(await noLeidos(api, token), 0, 'the notices and the provider’s message no longer count');
    await replaySin(token, desde, sistema.id, 0);
    await replaySin(token, desde, d.id, 0);
    // And P2 no longer reaches that conversation either: a provider does not talk to another provider.
    await fueraDeAlcance(w.p2, d.id);
  });
});

contractSuite('mensajes', async (ctx) => {
  // The conversation of a report of the administrator's that every role sees.
  const informeR = await nuevoInforme(ctx, 'Contrato R');
  const conversacionR = (await ctx.ok<{ id: number }>('GET', `/informes/${informeR}/conversacion`, ctx.admin())).id;
  return {
    cases: [
      { op: 'listConversations', call: () => ({ path: '/conversaciones' }), expect: SIGNED_IN },
      { op: 'listContacts', call: () => ({ path: '/conversaciones/contactos' }), expect: SIGNED_IN },
      {
        op: 'openDirectConversation',
        call: async (role) => {
          if (role === 'anonimo') return { path: '/conversaciones/directas', json: { usuario_id: 1 } };
          const contactos = await ctx.ok<{ data: { id: number }[] }>('GET', '/conversaciones/contactos', ctx.tokenOf(role));
          return { path: '/conversaciones/directas', json: { usuario_id: contactos.data[0].id } };
        },
        expect: SIGNED_IN,
      },
      { op: 'getConversation', call: () => ({ path: `/conversaciones/${conversacionR}` }), expect: SIGNED_IN },
      { op: 'listMessages', call: () => ({ path: `/conversaciones/${conversacionR}/mensajes` }), expect: SIGNED_IN },
      {
        op: 'sendMessage',
        call: (role) => ({ path: `/conversaciones/${conversacionR}/mensajes`, json: { texto: `Hola desde el contrato (${role})` } }),
        expect: [401, 201, 201, 201],
      },
      { op: 'markConversationRead', call: () => ({ path: `/conversaciones/${conversacionR}/leido`, json: { hasta_id: 0 } }), expect: SIGNED_IN },
      { op: 'countUnreadMessages', call: () => ({ path: '/mensajes/no-leidos' }), expect: SIGNED_IN },
      {
        op: 'deleteMessage',
        call: async (role) => {
          if (role === 'anonimo') return { path: '/mensajes/1' };
          const m = await ctx.ok<{ id: number }>('POST', `/conversaciones/${conversacionR}/mensajes`, ctx.tokenOf(role), { texto: 'Para borrar' });
          return { path: `/mensajes/${m.id}` };
        },
        expect: SIGNED_IN,
      },
      { op: 'getReportConversation', call: () => ({ path: `/informes/${informeR}/conversacion` }), expect: SIGNED_IN },
      { op: 'streamEvents', call: () => ({ path: '/eventos', stream: true }), expect: SIGNED_IN },
    ],
  };
});
