import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPO_ROOT } from '../src/platform/config';
import type { InformeDetalle, SessionUser } from 'shared/contracts';
import { countRows } from './helpers/catalog';
import { client } from './helpers/http';
import { cambiarEstado, crearInforme, informeBody, startInformesTestApp, type InformeRefs } from './helpers/informes';
import type { TestApp } from './helpers/test-app';

/**
 * A client's acceptance and "Reportar problema" (docs/decisions/aceptacion-cliente.md): by role and scope, only on a
 * Completado report not yet accepted, each with its audit row; the problem sends the report back to En Progreso with
 * the comment and the photo in its history; reopening clears an acceptance.
 */

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let proveedor: string;
let cliente: string;
let otroCliente: string;
let refs: InformeRefs;

before(async () => {
  ({ t, api, admin, proveedor, cliente, refs } = await startInformesTestApp());
  const password = 'Valla-Pendon-2026!';
  const usuario = `otro${Date.now().toString(36)}`;
  const created = await api.post('/api/v1/admin/usuarios', {
    token: admin,
    json: {
      usuario,
      correo: `${usuario}@ejemplo.co`,
      primer_nombre: 'Otra',
      segundo_nombre: null,
      primer_apellido: 'Cliente',
      segundo_apellido: null,
      tipo: 2,
      proveedor_id: null,
      cliente_id: refs.unassignedCliente,
      sexo: 'F',
      telefono: null,
      password,
    },
  });
  assert.equal(created.status, 201, created.text);
  otroCliente = await api.login(usuario, password);
});
after(async () => t?.close());

/**
 * A report of the demo client user's client, taken to `estado` by the administrator; `proveedorId` its provider
 * (`refs.ownProveedor`, assigned to that client in the demo data, for a report the demo provider user sees too).
 */
async function informeDelCliente(
  estado: 'pendiente' | 'en_progreso' | 'completado' = 'completado',
  proveedorId = refs.clienteProveedor,
): Promise<InformeDetalle> {
  const informe = await crearInforme(api, admin, informeBody(refs, { cliente_id: refs.ownCliente, proveedor_id: proveedorId }));
  if (estado === 'pendiente') return informe;
  await cambiarEstado(api, admin, informe.id, 'en_progreso');
  if (estado === 'en_progreso') return (await api.get<InformeDetalle>(`/api/v1/informes/${informe.id}`, { token: admin })).body;
  return (await cambiarEstado(api, admin, informe.id, 'completado', 'Instalación terminada')).body;
}

async function fotoDe(informeId: number, nombre = 'valla-norte.jpg'): Promise<number> {
  const row = await t.db
    .insertInto('informe_archivos')
    .values({ informe_id: informeId, nombre_original: nombre, nombre_almacenado: `${randomUUID()}.jpg`, mime: 'image/jpeg', tamano: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const aceptar = (id: number, token: string) => api.post<InformeDetalle>(`/api/v1/informes/${id}/aceptacion`, { token });
const problema = (id: number, token: string, json: unknown) => api.post<InformeDetalle>(`/api/v1/informes/${id}/problema`, { token, json });
const auditoriaDe = (id: number) =>
  t.db
    .selectFrom('auditoria')
    .select(['usuario', 'detalles', 'datos'])
    .where('tabla', '=', 'informes')
    .where('registro_id', '=', id)
    .orderBy('id', 'desc')
    .execute();

describe('Aceptar', () => {
  test('the client user accepts a Completado report of its client: who and when, audited; the provider and the administrator see it', async () => {
    const informe = await informeDelCliente('completado', refs.ownProveedor);
    assert.equal(informe.aceptacion, null);
    const res = await aceptar(informe.id, cliente);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.estado, 'completado');
    assert.equal(res.body.aceptacion?.usuario, 'cliente');
    const me = (await api.get<SessionUser>('/api/v1/usuarios/me', { token: cliente })).body;
    const nombre = [me.primer_nombre, me.segundo_nombre, me.primer_apellido, me.segundo_apellido].filter(Boolean).join(' ');
    assert.ok(nombre.includes(' '), nombre);
    assert.equal(res.body.aceptacion?.nombre, nombre);
    assert.ok(Math.abs(Date.parse(res.body.aceptacion.fecha) - Date.now()) < 60_000, res.body.aceptacion.fecha);
    const [fila] = await auditoriaDe(informe.id);
    assert.equal(fila.usuario, 'cliente');
    assert.match(fila.detalles, new RegExp(`^Informe #${informe.id} aceptado por el cliente`));
    for (const token of [admin, proveedor]) {
      const seen = await api.get<InformeDetalle>(`/api/v1/informes/${informe.id}`, { token });
      assert.equal(seen.status, 200, seen.text);
      assert.deepEqual({ ...seen.body.aceptacion, fecha: '' }, { usuario: 'cliente', nombre, fecha: '' });
    }
  });

  test('twice → 409 informe_ya_aceptado; a report not Completado → 409 informe_no_completado; nothing written', async () => {
    const informe = await informeDelCliente();
    assert.equal((await aceptar(informe.id, cliente)).status, 200);
    const enProgreso = await informeDelCliente('en_progreso');
    const audits = await countRows(t.db, 'auditoria');
    const again = await aceptar(informe.id, cliente);
    assert.equal(again.status, 409);
    assert.equal((again.body as unknown as { error: string }).error, 'informe_ya_aceptado');
    const early = await aceptar(enProgreso.id, cliente);
    assert.equal(early.status, 409);
    assert.deepEqual(early.body, {
      error: 'informe_no_completado',
      message: 'Solo se puede aceptar o reportar un problema de un informe Completado (este está En Progreso)',
    });
    assert.equal(await countRows(t.db, 'auditoria'), audits);
  });

  test('a provider user or an administrator → 403; another client’s user → 404; nothing written', async () => {
    const informe = await informeDelCliente();
    const audits = await countRows(t.db, 'auditoria');
    assert.equal((await aceptar(informe.id, admin)).status, 403);
    assert.equal((await aceptar(informe.id, proveedor)).status, 403);
    assert.equal((await aceptar(informe.id, otroCliente)).status, 404);
    assert.equal((await problema(informe.id, otroCliente, { comentario: 'No se ve la valla' })).status, 404);
    assert.equal((await problema(informe.id, proveedor, { comentario: 'No se ve la valla' })).status, 403);
    assert.equal((await api.post(`/api/v1/informes/${informe.id}/aceptacion`)).status, 401);
    assert.equal(await countRows(t.db, 'auditoria'), audits);
    const seen = await api.get<InformeDetalle>(`/api/v1/informes/${informe.id}`, { token: admin });
    assert.equal(seen.body.aceptacion, null);
  });

  test('an administrator reopening an accepted report clears the acceptance', async () => {
    const informe = await informeDelCliente();
    assert.equal((await aceptar(informe.id, cliente)).status, 200);
    const reopened = await cambiarEstado(api, admin, informe.id, 'en_progreso', 'Falta una foto');
    assert.equal(reopened.body.aceptacion, null);
    const completed = await cambiarEstado(api, admin, informe.id, 'completado', 'Foto agregada');
    assert.equal(completed.body.aceptacion, null);
    assert.equal((await aceptar(informe.id, cliente)).status, 200, 'it may be accepted again');
  });
});

describe('A change to an accepted report clears the acceptance', () => {
  const fixture = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', 'gps-bogota.jpg'));

  async function aceptado(): Promise<InformeDetalle> {
    const informe = await informeDelCliente();
    const res = await aceptar(informe.id, cliente);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.aceptacion?.usuario, 'cliente');
    return res.body;
  }
  const leer = async (id: number) => (await api.get<InformeDetalle>(`/api/v1/informes/${id}`, { token: admin })).body;

  test('an administrator’s edit that changes something clears it; one that changes nothing keeps it', async () => {
    const informe = await aceptado();
    const same = await api.patch<InformeDetalle>(`/api/v1/informes/${informe.id}`, { token: admin, json: { campana: informe.campana } });
    assert.equal(same.status, 200, same.text);
    assert.equal(same.body.aceptacion?.usuario, 'cliente', 'nothing changed: still accepted');
    const edited = await api.patch<InformeDetalle>(`/api/v1/informes/${informe.id}`, {
      token: admin,
      json: { campana: `${informe.campana} (corregida)` },
    });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.aceptacion, null);
    assert.equal((await leer(informe.id)).aceptacion, null);
    assert.equal(edited.body.estado, 'completado');
    assert.equal((await aceptar(informe.id, cliente)).status, 200, 'it may be accepted again');
  });

  test('a photo added or deleted by an administrator clears it', async () => {
    const informe = await aceptado();
    const form = new FormData();
    form.append('archivo', new Blob([Buffer.concat([fixture, Buffer.from(`aceptacion-${informe.id}`)])], { type: 'image/jpeg' }), 'nueva.jpg');
    const up = await fetch(`${t.baseUrl}/api/v1/upload/${informe.id}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
    assert.equal(up.status, 201, await up.clone().text());
    const foto = (await up.json()) as { id: number };
    assert.equal((await leer(informe.id)).aceptacion, null, 'a photo added');

    assert.equal((await aceptar(informe.id, cliente)).status, 200);
    assert.equal((await leer(informe.id)).aceptacion?.usuario, 'cliente');
    const del = await api.request('DELETE', `/api/v1/archivos/${foto.id}`, { token: admin });
    assert.equal(del.status, 200, del.text);
    assert.equal((await leer(informe.id)).aceptacion, null, 'a photo deleted');
  });
});

describe('Reportar problema', () => {
  test('back to En Progreso with the comment and the photo in its history, audited; the provider sees it', async () => {
    const informe = await informeDelCliente('completado', refs.ownProveedor);
    const foto = await fotoDe(informe.id, 'valla-calle-80.jpg');
    const res = await problema(informe.id, cliente, { comentario: 'La foto 1 no muestra la valla\ncompleta', archivo_id: foto });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.estado, 'en_progreso');
    const last = res.body.historial.at(-1)!;
    assert.deepEqual(
      { ...last, id: 0, fecha: '' },
      {
        id: 0,
        fecha: '',
        usuario: 'cliente',
        estado_anterior: 'completado',
        estado_nuevo: 'en_progreso',
        comentario: 'La foto 1 no muestra la valla\ncompleta',
        problema: { archivo_id: foto, archivo_nombre: 'valla-calle-80.jpg' },
      },
    );
    const [fila] = await auditoriaDe(informe.id);
    assert.equal(
      fila.detalles,
      `Informe #${informe.id}: estado Completado → En Progreso. Problema reportado por el cliente (foto "valla-calle-80.jpg"): La foto 1 no muestra la valla\ncompleta`,
    );
    const delProveedor = await api.get<InformeDetalle>(`/api/v1/informes/${informe.id}`, { token: proveedor });
    assert.equal(delProveedor.status, 200, delProveedor.text);
    assert.deepEqual(delProveedor.body.historial.at(-1)?.problema, { archivo_id: foto, archivo_nombre: 'valla-calle-80.jpg' });
    // The regular changes carry no problem.
    assert.ok(res.body.historial.slice(0, -1).every((h) => h.problema === null));
  });

  test('without a photo; the comment is required; a photo of another report → 400; nothing written on refusal', async () => {
    const informe = await informeDelCliente();
    const otro = await informeDelCliente();
    const ajena = await fotoDe(otro.id);
    const audits = await countRows(t.db, 'auditoria');
    const sinComentario = await problema(informe.id, cliente, { comentario: '   ' });
    assert.equal(sinComentario.status, 400);
    assert.equal((sinComentario.body as unknown as { error: string }).error, 'comentario_requerido');
    assert.equal((await problema(informe.id, cliente, {})).status, 400);
    const fotoAjena = await problema(informe.id, cliente, { comentario: 'Mire esta', archivo_id: ajena });
    assert.equal(fotoAjena.status, 400);
    assert.equal((fotoAjena.body as unknown as { message: string }).message, 'La foto indicada no es de este informe');
    assert.equal((await problema(informe.id, cliente, { comentario: 'x', archivo_id: 'uno' })).status, 400);
    assert.equal(await countRows(t.db, 'auditoria'), audits);
    const ok = await problema(informe.id, cliente, { comentario: 'Faltan las fotos nocturnas' });
    assert.equal(ok.status, 200, ok.text);
    assert.deepEqual(ok.body.historial.at(-1)?.problema, { archivo_id: null, archivo_nombre: null });
    // Once back in progress, neither action is possible until it is Completado again.
    assert.equal((await aceptar(informe.id, cliente)).status, 409);
    assert.equal((await problema(informe.id, cliente, { comentario: 'otra vez' })).status, 409);
  });

  test('an accepted report cannot be reported afterwards (409)', async () => {
    const informe = await informeDelCliente();
    assert.equal((await aceptar(informe.id, cliente)).status, 200);
    const res = await problema(informe.id, cliente, { comentario: 'Tarde' });
    assert.equal(res.status, 409);
    assert.equal((res.body as unknown as { error: string }).error, 'informe_ya_aceptado');
  });
});
