import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { soltarTarea, tomarTarea } from '../src/modules/avisos/repository';
import { lunesDe, pasadaAvisos } from '../src/modules/avisos/service';
import { formatDate } from 'shared/format';
import { bogotaDate } from '../src/platform/time-zone';
import { agregarArchivos, bogotaDay, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import { contractSuite, SIGNED_IN } from './helpers/contract-suite';
import type { TestApp } from './helpers/test-app';

/**
 * The notices of campaign compliance (issue 37; docs/decisions/avisos.md), with the product's clock moved: a check due
 * within 24 hours tells its provider's users, a check that became late tells the administrators, a client user gets
 * its weekly summary; in Mensajes ("Avisos del sistema") and by e-mail to those who keep it on; never twice.
 */
let t: TestApp;
let api: Awaited<ReturnType<typeof startInformesTestApp>>['api'];
let admin: string;
let proveedor: string;
let cliente: string;
let refs: InformeRefs;
let smtp: SMTPServer;
const correos: Array<{ to: string; raw: string }> = [];
let seq = 0;
const n = () => `${process.pid}-${++seq}`;

before(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        correos.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  // The tests run the passes themselves, at the times they choose.
  ({ t, api, admin, proveedor, cliente, refs } = await startInformesTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, AVISOS_CADA_S: '0' }));
});
after(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Bogotá's day `days` from today at `hh`:00 there, as an instant. */
const at = (days: number, hh: number) => new Date(`${bogotaDay(days)}T${String(hh).padStart(2, '0')}:00:00-05:00`);

async function campanaConLineas(clienteId: number, inicio: number, instalaciones: number[]) {
  const nombre = `Avisos ${n()}`;
  const c = await api.post<{ id: number }>('/api/v1/campanas', {
    token: admin,
    json: { cliente_id: clienteId, nombre, fecha_inicio: bogotaDay(inicio), fecha_fin: bogotaDay(inicio + 40) },
  });
  assert.equal(c.status, 201, c.text);
  const medellin = { provincia_id: refs.provincia, localidad_id: refs.localidad, latitud: 6.2442, longitud: -75.5812 };
  const sitios: Array<{ id: number; codigo: string }> = [];
  for (const dias of instalaciones) {
    const s = await api.post<{ id: number; codigo: string }>('/api/v1/sitios', {
      token: admin,
      json: { codigo: `AV-${n()}`, nombre: 'Valla aviso', tipo: 'valla', ...medellin },
    });
    assert.equal(s.status, 201, s.text);
    const l = await api.post(`/api/v1/campanas/${c.body.id}/lineas`, {
      token: admin,
      json: { sitio_ids: [s.body.id], proveedor_id: refs.ownProveedor, servicio_id: refs.servicioActivo, instalacion_dias: dias },
    });
    assert.equal(l.status, 200, l.text);
    sitios.push(s.body);
  }
  return { id: c.body.id, nombre, sitios };
}

/** The texts of the user's "Avisos del sistema" that name `needle`. */
async function avisos(token: string, needle: string): Promise<string[]> {
  const list = await api.get<{ data: Array<{ id: number; tipo: string }> }>('/api/v1/conversaciones?limit=50', { token });
  const sistema = list.body.data.find((c) => c.tipo === 'sistema');
  if (!sistema) return [];
  const msgs = await api.get<{ data: Array<{ texto: string }> }>(`/api/v1/conversaciones/${sistema.id}/mensajes?limit=100`, { token });
  assert.equal(msgs.status, 200, msgs.text);
  return msgs.body.data.map((m) => m.texto).filter((x) => x.includes(needle));
}
const pasada = (now: Date) => pasadaAvisos(t.db, { now, correo: true, publicUrl: 'https://informes.ejemplo.co' });
const esperarCorreos = async (pred: (c: { to: string; raw: string }) => boolean, count: number) => {
  await t.app.avisos.sendMail();
  for (let i = 0; i < 100 && correos.filter(pred).length < count; i++) await new Promise((r) => setTimeout(r, 50));
  return correos.filter(pred);
};

describe('notices of checks', () => {
  test('due within 24 hours: its provider is told once, in Mensajes and by e-mail; the next day it is late and the administrators are told', async () => {
    // Installation windows end today (due in 14 h at 10:00) and tomorrow (38 h: not yet).
    const c = await campanaConLineas(refs.assignedCliente, -3, [3, 4]);
    const [hoy, manana] = c.sitios;
    await pasada(at(0, 10));
    const suyos = await avisos(proveedor, c.nombre);
    assert.equal(suyos.length, 1, suyos.join('\n'));
    assert.match(suyos[0], new RegExp(`Sitio ${hoy.codigo} .*Instalación, hasta el`));
    assert.ok(!suyos[0].includes(manana.codigo), 'the one due in 38 hours is not told yet');
    assert.deepEqual(await avisos(admin, c.nombre), [], 'nothing is late yet');

    // Again at 10:05: nothing new. Tomorrow at 10:00: the first is late (administrators), the second due (provider).
    await pasada(at(0, 10));
    assert.equal((await avisos(proveedor, c.nombre)).length, 1, 'never twice');
    await pasada(at(1, 10));
    const proveedorAvisos = await avisos(proveedor, c.nombre);
    assert.equal(proveedorAvisos.length, 2);
    assert.match(proveedorAvisos.find((x) => x.includes(manana.codigo)) ?? '', /vence en las próximas 24 horas/);
    const tarde = await avisos(admin, c.nombre);
    assert.equal(tarde.length, 1);
    assert.match(tarde[0], /quedaron atrasados:|quedó atrasado:/);
    assert.match(
      tarde[0],
      new RegExp(`\\n• Campaña «${c.nombre}» \\(/campanas/${c.id}\\) — Sitio ${hoy.codigo} .*venció el ${formatDate(bogotaDay(0))}`),
    );

    // The provider's e-mail: plain text and HTML, to its address.
    const me = await api.get<{ correo: string }>('/api/v1/usuarios/me', { token: proveedor });
    const suyosCorreo = await esperarCorreos((x) => x.to === me.body.correo && x.raw.includes(hoy.codigo), 1);
    assert.equal(suyosCorreo.length, 1);
    assert.match(suyosCorreo[0].raw, /Content-Type: text\/plain/);
    assert.match(suyosCorreo[0].raw, /Content-Type: text\/html/);
  });

  test('a fulfilled or cancelled check is never told; a user who turned the e-mail off gets the notice only in Mensajes', async () => {
    const c = await campanaConLineas(refs.assignedCliente, -3, [3, 3]);
    const [cumplido, otro] = c.sitios;
    const informe = await api.post('/api/v1/informes', {
      token: proveedor,
      json: informeBody(refs, { campana_id: c.id, sitio_id: cumplido.id, fecha: bogotaDay(-1) }),
    });
    assert.equal(informe.status, 201, informe.text);
    await agregarArchivos(t.db, informe.body.id, 1, 1);
    const off = await api.patch('/api/v1/avisos/preferencias', { token: proveedor, json: { correo_por_vencer: false } });
    assert.equal(off.status, 200, off.text);
    assert.deepEqual(off.body, { correo_por_vencer: false, correo_atrasados: true, correo_resumen_semanal: true, correo_disponible: true });
    const antes = correos.length;
    await pasada(at(0, 12));
    const suyos = await avisos(proveedor, c.nombre);
    assert.equal(suyos.length, 1);
    assert.ok(suyos[0].includes(otro.codigo) && !suyos[0].includes(cumplido.codigo), 'the fulfilled one is not told');
    await esperarCorreos(() => false, 0);
    const me = await api.get<{ correo: string }>('/api/v1/usuarios/me', { token: proveedor });
    assert.ok(!correos.slice(antes).some((x) => x.to === me.body.correo && x.raw.includes(c.nombre)), 'no e-mail to who turned it off');
    await api.patch('/api/v1/avisos/preferencias', { token: proveedor, json: { correo_por_vencer: true } });
    // Cancelled the day after: not late, never told to the administrators.
    const cancel = await api.post(`/api/v1/campanas/${c.id}/cancelacion`, { token: admin, json: { motivo: 'Suspendida' } });
    assert.equal(cancel.status, 200, cancel.text);
    await pasada(at(1, 12));
    assert.deepEqual(await avisos(admin, c.nombre), []);
  });

  test('two passes at once (two instances) tell each check once; the lease has one holder', async () => {
    const c = await campanaConLineas(refs.assignedCliente, -3, [3, 3, 3]);
    const [a, b] = await Promise.all([pasada(at(0, 9)), pasada(at(0, 9))]);
    const mios = await avisos(proveedor, c.nombre);
    assert.equal(mios.length, 1, 'one notice');
    for (const s of c.sitios) assert.equal(mios.filter((x) => x.includes(s.codigo)).length, 1);
    assert.ok(a.porVencer + b.porVencer >= 3);
    const holders = await Promise.all([tomarTarea(t.db, 'avisos', 60_000), tomarTarea(t.db, 'avisos', 60_000)]);
    assert.deepEqual(holders.sort(), [false, true]);
    assert.equal(await t.app.avisos.run(), null, 'another holds the lease: this instance skips the pass');
    await soltarTarea(t.db, 'avisos', null);
  });
});

describe('the weekly summary', () => {
  test('from Monday 07:00 in Bogotá each client user gets its active campaigns with their compliance, once a week', async () => {
    assert.equal(lunesDe(new Date('2026-11-30T11:59:00Z')), null, 'Monday 06:59 in Bogotá: not yet');
    assert.equal(lunesDe(new Date('2026-11-30T12:00:00Z')), '2026-11-30');
    assert.equal(lunesDe(new Date('2026-12-06T04:59:00Z')), '2026-11-30', 'Saturday 23:59 in Bogotá: that week');
    const me = await api.get<{ cliente_id: number }>('/api/v1/usuarios/me', { token: cliente });
    const c = await campanaConLineas(me.body.cliente_id, -10, [2]);
    // The Monday two weeks on at 08:00 in Bogotá, whatever today is (no other test's pass goes that far).
    const hoy = bogotaDate(new Date());
    const lunes = lunesDe(new Date(`${hoy}T20:00:00-05:00`))!;
    const now = new Date(new Date(`${lunes}T08:00:00-05:00`).getTime() + 14 * 86_400_000);
    await pasada(now);
    await pasada(new Date(now.getTime() + 3 * 86_400_000));
    const resumen = await avisos(cliente, c.nombre);
    assert.equal(resumen.length, 1, resumen.join('\n'));
    assert.match(resumen[0], new RegExp(`«${c.nombre}»: `));
    assert.match(resumen[0], /Resumen de la semana del/);
  });
});

contractSuite('avisos', () => ({
  cases: [
    { op: 'getNoticePreferences', call: () => ({ path: '/avisos/preferencias' }), expect: SIGNED_IN },
    { op: 'updateNoticePreferences', call: () => ({ path: '/avisos/preferencias', json: { correo_resumen_semanal: true } }), expect: SIGNED_IN },
  ],
  invalid: [
    { of: 'updateNoticePreferences', call: () => ({ path: '/avisos/preferencias', json: {} }), status: 400 },
    { of: 'updateNoticePreferences', call: () => ({ path: '/avisos/preferencias', json: { correo_atrasados: 'no' } }), status: 400 },
  ],
}));
