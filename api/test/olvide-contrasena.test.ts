import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { DEMO_CREDENTIALS, OLVIDE_CONTRASENA_MENSAJE, type MensajesPage } from 'shared/contracts';
import { client } from './helpers/http';
import { crearUsuario } from './helpers/mensajes';
import { openStream } from './helpers/sse';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * "¿Olvidaste tu contraseña?" (issue 26): no account enumeration, limits, the administrators' notice, the e-mail with a
 * single-use link valid 30 minutes. The e-mail goes to an in-process SMTP server (smtp-server), never the internet.
 */

interface Correo {
  to: string;
  body: string;
}

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let smtp: SMTPServer;
const correos: Correo[] = [];
const PUBLIC_URL = 'https://informes.prueba.co';
const OLVIDE = '/api/v1/auth/olvide-contrasena';
const RESTABLECER = '/api/v1/auth/restablecer-contrasena';

/** The text part of a message, quoted-printable decoded. */
function decode(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

async function correoPara(to: string, desde = 0, timeoutMs = 10_000): Promise<Correo> {
  const t0 = Date.now();
  for (;;) {
    const found = correos.slice(desde).find((c) => c.to === to);
    if (found) return found;
    if (Date.now() - t0 > timeoutMs) throw new Error(`no mail for ${to}; got ${correos.map((c) => c.to).join(', ')}`);
    await sleep(50);
  }
}
const tokenDe = (c: Correo) => {
  const m = /https:\/\/informes\.prueba\.co\/restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(c.body);
  assert.ok(m, c.body);
  return m[1];
};

before(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString('latin1')));
      stream.on('end', () => {
        correos.push({ to: session.envelope.rcptTo[0]?.address ?? '', body: decode(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL, LOGIN_IP_LIMIT_PER_MIN: '40' });
  api = client(t.baseUrl);
  admin = await api.loginAdmin();
});
beforeEach(async () => {
  await limpiarLimites();
});
after(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const pedir = (usuario: string) => api.post(OLVIDE, { json: { usuario } });

/** What a caller can tell of an answer: status, body and headers (but the date). */
const shape = (r: Awaited<ReturnType<typeof pedir>>) => ({
  status: r.status,
  body: r.body as unknown,
  headers: [...r.headers].filter(([k]) => k !== 'date'),
});
/** The forgotten password's limits start afresh (each test below is one client). */
const limpiarLimites = () => sql`DELETE FROM limites_acceso WHERE clave LIKE 'olvido%'`.execute(t.db);
/** Password-reset requests in the audit log so far (each request writes one, after its answer). */
const solicitudesAuditadas = async () =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM auditoria WHERE tabla = 'restablecimientos'`.execute(t.db)).rows[0].n);
/** The e-mail address of the active account `identificador` (a user name or an address) names: where its link goes. */
const correoDe = async (identificador: string) =>
  (
    await sql<{
      correo: string | null;
    }>`SELECT correo FROM usuarios WHERE activo AND (usuario = ${identificador} OR lower(correo) = lower(${identificador}))`.execute(t.db)
  ).rows[0]?.correo ?? null;

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const t0 = Date.now();
  while (!(await condition())) {
    if (Date.now() - t0 > timeoutMs) throw new Error('timed out waiting for the request to be attended');
    await sleep(20);
  }
}

describe('the request', () => {
  test('answers the same sentence, at about the same time, whether the account exists or not', async () => {
    const conocidos = [DEMO_CREDENTIALS.proveedor.usuario, 'glozano', 'lrestrepo@mediosvallasantioquia.co'];
    const desconocidos = ['nadie-1', 'nadie-2@ejemplo.co', 'nadie-3'];
    const tiempos = { conocido: [] as number[], desconocido: [] as number[] };
    for (let i = 0; i < conocidos.length; i++) {
      for (const [kind, usuario] of [
        ['conocido', conocidos[i]],
        ['desconocido', desconocidos[i]],
      ] as const) {
        const audited = await solicitudesAuditadas();
        const mails = correos.length;
        const t0 = performance.now();
        const res = await pedir(usuario);
        tiempos[kind].push(performance.now() - t0);
        assert.equal(res.status, 202, res.text);
        assert.deepEqual(res.body, { message: OLVIDE_CONTRASENA_MENSAJE });
        // The work behind the answer (audit, notices, e-mail) ends before the next request is timed: otherwise it
        // runs beside the next request and makes that one look slower, whichever kind it is.
        await waitFor(async () => (await solicitudesAuditadas()) > audited);
        const correo = kind === 'conocido' ? await correoDe(usuario) : null;
        if (correo) await correoPara(correo, mails);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const diff = Math.abs(median(tiempos.conocido) - median(tiempos.desconocido));
    assert.ok(diff < 100, `medians differ by ${diff.toFixed(1)} ms: ${JSON.stringify(tiempos)}`);
  });

  test('every administrator gets the notice, live, with a link to the user; the request is audited', async () => {
    const otroAdmin = await crearUsuario(api, admin, { tipo: 0 });
    const s = await openStream(t.baseUrl, otroAdmin.token);
    await s.next((e) => e.event === 'no_leidos');
    const me = await api.get<{ id: number }>('/api/v1/usuarios/me', { token: await api.loginCliente() });
    assert.equal((await pedir(DEMO_CREDENTIALS.cliente.usuario)).status, 202);
    const e = await s.next((x) => x.event === 'mensaje', 10_000);
    const texto = `Andrea Castaño Herrera (cliente, cliente) pidió restablecer su contraseña. Ver: /administradores?search=cliente`;
    assert.equal(e.data.mensaje.texto, texto);
    assert.equal(e.data.mensaje.autor, null);
    s.close();
    for (const token of [admin, otroAdmin.token]) {
      const list = await api.get('/api/v1/conversaciones', { token });
      const sistema = list.body.data.find((c: { tipo: string }) => c.tipo === 'sistema');
      assert.equal(sistema.titulo, 'Avisos del sistema');
      const page = await api.get<MensajesPage>(`/api/v1/conversaciones/${sistema.id}/mensajes`, { token });
      assert.ok(page.body.data.some((m) => m.texto === texto));
      assert.ok(sistema.no_leidos >= 1);
    }
    const audit = await t.db.selectFrom('auditoria').select(['detalles', 'registro_id']).where('tabla', '=', 'restablecimientos').execute();
    assert.ok(audit.some((a) => a.registro_id === me.body.id && a.detalles.includes('«cliente»')));
    assert.ok(audit.some((a) => a.registro_id === null && a.detalles.includes('usuario desconocido')));
  });

  test('the same answer whatever is typed: three requests for a user name, then its e-mail address, never a 429 that ties them (issue 34, point 4)', async () => {
    const user = await crearUsuario(api, admin, { tipo: 0 });
    const correo = (await t.db.selectFrom('usuarios').select('correo').where('id', '=', user.id).executeTakeFirstOrThrow()).correo;
    const audited = await solicitudesAuditadas();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await pedir(user.usuario));
    answers.push(await pedir(correo)); // the same account, another identifier
    answers.push(await pedir(user.usuario.toUpperCase())); // that user name's fourth: over its limit
    answers.push(await pedir(`nadie-${user.usuario}`));
    for (const [i, res] of answers.entries()) assert.deepEqual(shape(res), shape(answers[0]), `answer ${i}`);
    assert.equal(answers[0].status, 202);
    assert.deepEqual(answers[0].body, { message: OLVIDE_CONTRASENA_MENSAJE });
    // Limited silently: the fourth request for the user name was answered alike, and nothing was done for it.
    await waitFor(async () => (await solicitudesAuditadas()) >= audited + 5);
    await sleep(300);
    assert.equal(await solicitudesAuditadas(), audited + 5, 'the request over the limit did nothing');
  });

  test('limited silently per client address too: past LOGIN_IP_LIMIT_PER_MIN in a minute, the same answer and nothing done', async () => {
    const audited = await solicitudesAuditadas();
    const answers = [];
    for (let i = 0; i < 45; i++) answers.push(await pedir(`otro-${i}`));
    for (const [i, res] of answers.entries()) assert.deepEqual(shape(res), shape(answers[0]), `answer ${i}`);
    await waitFor(async () => (await solicitudesAuditadas()) >= audited + 40);
    await sleep(300);
    assert.equal(await solicitudesAuditadas(), audited + 40, 'the 5 requests past the address limit did nothing');
  });

  test('the body is validated', async () => {
    for (const json of [{}, { usuario: '' }, { usuario: 'x'.repeat(151) }, { usuario: 5 }]) {
      const res = await api.post(OLVIDE, { json });
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.equal(typeof res.body.message, 'string');
    }
  });
});

describe('the e-mail and its link', () => {
  test('one use: the password rules apply, it ends the other sessions, then it is spent', async () => {
    const user = await crearUsuario(api, admin, {
      tipo: 2,
      cliente_id: (await t.db.selectFrom('clientes').select('id').executeTakeFirstOrThrow()).id,
    });
    const correo = (await t.db.selectFrom('usuarios').select('correo').where('id', '=', user.id).executeTakeFirstOrThrow()).correo;
    const desde = correos.length;
    assert.equal((await pedir(correo)).status, 202);
    const mail = await correoPara(correo, desde);
    const token = tokenDe(mail);
    assert.match(mail.body, /vale 30 minutos y una sola vez/);
    const stored = await t.db.selectFrom('restablecimientos').select(['token_hash', 'expira_at']).where('usuario_id', '=', user.id).execute();
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0].token_hash, token, 'only its hash is stored');
    const minutes = (Date.parse(stored[0].expira_at) - Date.now()) / 60_000;
    assert.ok(minutes > 29 && minutes <= 30, String(minutes));

    const s = await openStream(t.baseUrl, user.token);
    await s.next((e) => e.event === 'no_leidos');
    const weak = await api.post(RESTABLECER, { json: { token, nueva: '123' } });
    assert.equal(weak.status, 400);
    assert.equal(weak.body.campo, 'nueva');
    const good = await api.post(RESTABLECER, { json: { token, nueva: 'nueva-clave-segura-5' } });
    assert.equal(good.status, 200, good.text);
    await s.next((e) => e.event === 'sesion_cerrada', 3000);
    assert.equal((await api.get('/api/v1/usuarios/me', { token: user.token })).status, 401, 'the other sessions ended');
    await api.login(user.usuario, 'nueva-clave-segura-5');
    const again = await api.post(RESTABLECER, { json: { token, nueva: 'otra-clave-segura-6' } });
    assert.equal(again.status, 400);
    assert.equal(again.body.error, 'enlace_invalido');
    for (const bad of ['desconocido', 'x'])
      assert.equal((await api.post(RESTABLECER, { json: { token: bad, nueva: 'otra-clave-segura-6' } })).body.error, 'enlace_invalido');
    const audit = await t.db.selectFrom('auditoria').select('detalles').where('tabla', '=', 'usuarios').where('registro_id', '=', user.id).execute();
    assert.ok(audit.some((a) => a.detalles.startsWith('Contraseña restablecida con el enlace del correo')));
  });

  test('expires after 30 minutes; an inactive account gets no e-mail', async () => {
    const user = await crearUsuario(api, admin, { tipo: 0 });
    const correo = (await t.db.selectFrom('usuarios').select('correo').where('id', '=', user.id).executeTakeFirstOrThrow()).correo;
    const desde0 = correos.length;
    await pedir(user.usuario);
    const token = tokenDe(await correoPara(correo, desde0));
    await sql`UPDATE restablecimientos SET expira_at = now() - interval '1 second' WHERE usuario_id = ${user.id}`.execute(t.db);
    const expired = await api.post(RESTABLECER, { json: { token, nueva: 'clave-nueva-larga-1' } });
    assert.equal(expired.status, 400);
    assert.equal(expired.body.error, 'enlace_invalido');

    const desde = correos.length;
    assert.equal((await pedir('glozano@bancovalle.com.co')).status, 202);
    await sleep(500);
    assert.ok(!correos.slice(desde).some((c) => c.to === 'glozano@bancovalle.com.co'));
  });

  test('a request does not void a link already sent while it is still valid: nobody can keep a reset void (issue 34, point 4)', async () => {
    const user = await crearUsuario(api, admin, { tipo: 0 });
    const correo = (await t.db.selectFrom('usuarios').select('correo').where('id', '=', user.id).executeTakeFirstOrThrow()).correo;
    let desde = correos.length;
    await pedir(correo); // the account's owner asks
    const suyo = tokenDe(await correoPara(correo, desde));
    // Someone else asks for the same account, by its user name: the owner's link must keep working.
    desde = correos.length;
    await pedir(user.usuario);
    const otro = tokenDe(await correoPara(correo, desde));
    const ok = await api.post(RESTABLECER, { json: { token: suyo, nueva: 'clave-propia-segura-7' } });
    assert.equal(ok.status, 200, ok.text);
    // A password reset spends every other link of the account.
    const spent = await api.post(RESTABLECER, { json: { token: otro, nueva: 'clave-ajena-segura-8' } });
    assert.deepEqual([spent.status, spent.body.error], [400, 'enlace_invalido']);
    await api.login(user.usuario, 'clave-propia-segura-7');
  });

  test('at most three valid links at a time: a request while three are valid sends none and voids none', async () => {
    const user = await crearUsuario(api, admin, { tipo: 0 });
    const correo = (await t.db.selectFrom('usuarios').select('correo').where('id', '=', user.id).executeTakeFirstOrThrow()).correo;
    const tokens: string[] = [];
    for (const identificador of [user.usuario, user.usuario, correo]) {
      const desde = correos.length;
      await pedir(identificador);
      tokens.push(tokenDe(await correoPara(correo, desde)));
    }
    const desde = correos.length;
    const audited = await solicitudesAuditadas();
    assert.equal((await pedir(correo)).status, 202);
    await waitFor(async () => (await solicitudesAuditadas()) > audited);
    await sleep(300);
    assert.ok(!correos.slice(desde).some((c) => c.to === correo), 'no fourth e-mail while three links are valid');
    const vigentes = await sql<{ n: number }>`SELECT count(*)::int AS n FROM restablecimientos
      WHERE usuario_id = ${user.id} AND usado_at IS NULL AND expira_at > now()`.execute(t.db);
    assert.equal(vigentes.rows[0].n, 3, 'none was voided');
    // One of them expires: the next request sends a link again.
    await sql`UPDATE restablecimientos SET expira_at = now() - interval '1 second'
      WHERE id = (SELECT min(id) FROM restablecimientos WHERE usuario_id = ${user.id})`.execute(t.db);
    const desde2 = correos.length;
    await pedir(user.usuario.toUpperCase());
    const cuarto = tokenDe(await correoPara(correo, desde2));
    assert.equal((await api.post(RESTABLECER, { json: { token: tokens[2], nueva: 'clave-nueva-larga-9' } })).status, 200);
    for (const token of [tokens[0], tokens[1], cuarto])
      assert.equal((await api.post(RESTABLECER, { json: { token, nueva: 'clave-nueva-larga-10' } })).body.error, 'enlace_invalido');
  });
});
