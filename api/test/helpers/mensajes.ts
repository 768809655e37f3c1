import assert from 'node:assert/strict';
import type { AdminUsuarioInput, ConversacionResumen, Mensaje } from 'shared/contracts';
import { client } from './http';
import { crearInforme, informeBody, startInformesTestApp } from './informes';

type Api = ReturnType<typeof client>;

let seq = 0;
const RUN = Date.now().toString(36).slice(-4);

/** Creates a user through POST /admin/usuarios and signs it in: { id, usuario, token }. */
export async function crearUsuario(
  api: Api,
  admin: string,
  extra: Partial<AdminUsuarioInput>,
): Promise<{ id: number; usuario: string; token: string }> {
  seq++;
  const body: AdminUsuarioInput = {
    usuario: `m${RUN}${seq}`,
    correo: `m${RUN}${seq}@ejemplo.co`,
    primer_nombre: 'Persona',
    segundo_nombre: null,
    primer_apellido: `Prueba${seq}`,
    segundo_apellido: null,
    tipo: 0,
    proveedor_id: null,
    cliente_id: null,
    sexo: 'O',
    telefono: null,
    password: 'clave-mensajes-91',
    ...extra,
  };
  const res = await api.post('/api/v1/admin/usuarios', { token: admin, json: body });
  assert.equal(res.status, 201, res.text);
  return { id: res.body.id as number, usuario: body.usuario, token: await api.login(body.usuario, body.password) };
}

/**
 * The messages tests' world: the demo admin, provider user (P, provider refs.ownProveedor) and client user (C, client
 * refs.ownCliente), assigned to each other; another provider's user (P2) and another client's user (C2), neither
 * assigned to P's provider or C's client; a report R of P's provider for C's client with two photos, and a report of P2's
 * provider for C2's client (R2) with one.
 */
export async function startMensajesTestApp(env: Record<string, string> = {}) {
  const base = await startInformesTestApp(env);
  const { t, api, admin, refs } = base;
  const asignados = async (proveedorId: number) =>
    (await t.db.selectFrom('asignaciones').select('cliente_id').where('proveedor_id', '=', proveedorId).execute()).map((a) => a.cliente_id);
  // P's provider and C's client work together.
  if (!(await asignados(refs.ownProveedor)).includes(refs.ownCliente)) {
    const res = await api.post('/api/v1/asignaciones', { token: admin, json: { proveedor_id: refs.ownProveedor, cliente_id: refs.ownCliente } });
    assert.equal(res.status, 201, res.text);
  }
  // Another provider and another client, assigned to each other only.
  const otros = await t.db
    .selectFrom('clientes')
    .select('id')
    .where('id', 'not in', [refs.ownCliente, ...(await asignados(refs.ownProveedor))])
    .orderBy('id')
    .execute();
  const ocupados = new Set(
    (await t.db.selectFrom('asignaciones').select('proveedor_id').where('cliente_id', '=', refs.ownCliente).execute()).map((a) => a.proveedor_id),
  );
  const otroProveedor = (await t.db.selectFrom('proveedores').select('id').where('id', '!=', refs.ownProveedor).orderBy('id').execute()).find(
    (p) => !ocupados.has(p.id),
  )!.id;
  const otroCliente = otros.find(() => true)!.id;
  if (!(await asignados(otroProveedor)).includes(otroCliente)) {
    const res = await api.post('/api/v1/asignaciones', { token: admin, json: { proveedor_id: otroProveedor, cliente_id: otroCliente } });
    assert.equal(res.status, 201, res.text);
  }
  const p2 = await crearUsuario(api, admin, { tipo: 1, proveedor_id: otroProveedor });
  const c2 = await crearUsuario(api, admin, { tipo: 2, cliente_id: otroCliente });
  const [me, cme] = [await api.get('/api/v1/usuarios/me', { token: base.proveedor }), await api.get('/api/v1/usuarios/me', { token: base.cliente })];
  const adminMe = await api.get('/api/v1/usuarios/me', { token: admin });
  const informe = await crearInforme(api, admin, informeBody(refs, { proveedor_id: refs.ownProveedor, cliente_id: refs.ownCliente }));
  const informe2 = await crearInforme(api, admin, informeBody(refs, { proveedor_id: otroProveedor, cliente_id: otroCliente }));
  const fotos = await agregarFotos(t.db, informe.id, 2);
  const fotos2 = await agregarFotos(t.db, informe2.id, 1);
  return {
    ...base,
    ids: { admin: adminMe.body.id as number, proveedor: me.body.id as number, cliente: cme.body.id as number, p2: p2.id, c2: c2.id },
    p2: p2.token,
    c2: c2.token,
    otroProveedor,
    otroCliente,
    informe,
    informe2,
    fotos,
    fotos2,
  };
}

/** Photo rows of a report (ids). */
async function agregarFotos(db: Awaited<ReturnType<typeof startInformesTestApp>>['t']['db'], informeId: number, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = await db
      .insertInto('informe_archivos')
      .values({
        informe_id: informeId,
        nombre_original: `foto-${i}.jpg`,
        nombre_almacenado: `msg-${informeId}-${i}-${Math.random().toString(36).slice(2)}`,
        mime: 'image/jpeg',
        tamano: 1000,
        latitud: null,
        longitud: null,
        tiene_metadatos_gps: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

export async function conversacionDeInforme(api: Api, token: string, informeId: number): Promise<ConversacionResumen> {
  const res = await api.get<ConversacionResumen>(`/api/v1/informes/${informeId}/conversacion`, { token });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

export async function escribir(api: Api, token: string, conversacionId: number, texto: string, archivo_id?: number): Promise<Mensaje> {
  const res = await api.post<Mensaje>(`/api/v1/conversaciones/${conversacionId}/mensajes`, {
    token,
    json: { texto, ...(archivo_id !== undefined ? { archivo_id } : {}) },
  });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

export async function noLeidos(api: Api, token: string): Promise<number> {
  const res = await api.get<{ total: number }>('/api/v1/mensajes/no-leidos', { token });
  assert.equal(res.status, 200, res.text);
  return res.body.total;
}
