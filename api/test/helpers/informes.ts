import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { InformeDetalle, InformeInput } from 'shared/contracts';
import { bogotaDate } from '../../src/platform/time-zone';
import type { Db } from '../../src/platform/db/database';
import { client } from './http';
import { startTestApp, type TestApp } from './test-app';

/** Records of the demo data set the report tests build on, read from the database (never assumed ids). */
export interface InformeRefs {
  /** The demo provider user's provider, and a client assigned to it. */
  ownProveedor: number;
  assignedCliente: number;
  /** A client NOT assigned to ownProveedor. */
  unassignedCliente: number;
  /** Another provider (not the demo provider user's). */
  otherProveedor: number;
  /** The demo client user's client, and a provider assigned to it other than ownProveedor when there is one. */
  ownCliente: number;
  clienteProveedor: number;
  servicioActivo: number;
  servicioInactivo: number;
  provincia: number;
  localidad: number;
  /** A locality of another province. */
  otraLocalidad: number;
}

export async function informeRefs(db: Db, proveedorUserProveedor: number, clienteUserCliente: number): Promise<InformeRefs> {
  const asignados = (await db.selectFrom('asignaciones').select('cliente_id').where('proveedor_id', '=', proveedorUserProveedor).execute()).map(
    (a) => a.cliente_id,
  );
  const unassigned = await db.selectFrom('clientes').select('id').where('id', 'not in', asignados).orderBy('id').executeTakeFirstOrThrow();
  const other = await db.selectFrom('proveedores').select('id').where('id', '!=', proveedorUserProveedor).orderBy('id').executeTakeFirstOrThrow();
  const delCliente = (
    await db.selectFrom('asignaciones').select('proveedor_id').where('cliente_id', '=', clienteUserCliente).orderBy('proveedor_id').execute()
  ).map((a) => a.proveedor_id);
  const activo = await db.selectFrom('servicios').select('id').where('activo', '=', true).orderBy('id').executeTakeFirstOrThrow();
  const inactivo = await db.selectFrom('servicios').select('id').where('activo', '=', false).orderBy('id').executeTakeFirstOrThrow();
  const loc = await db.selectFrom('localidades').select(['id', 'provincia_id']).where('nombre', '=', 'Medellín').executeTakeFirstOrThrow();
  const otra = await db.selectFrom('localidades').select('id').where('provincia_id', '!=', loc.provincia_id).orderBy('id').executeTakeFirstOrThrow();
  return {
    ownProveedor: proveedorUserProveedor,
    assignedCliente: asignados[0],
    unassignedCliente: unassigned.id,
    otherProveedor: other.id,
    ownCliente: clienteUserCliente,
    clienteProveedor: delCliente.find((p) => p !== proveedorUserProveedor) ?? delCliente[0],
    servicioActivo: activo.id,
    servicioInactivo: inactivo.id,
    provincia: loc.provincia_id,
    localidad: loc.id,
    otraLocalidad: otra.id,
  };
}

/** Bogotá's calendar day `days` from now ('YYYY-MM-DD'). */
export const bogotaDay = (days = 0): string => bogotaDate(new Date(Date.now() + days * 86_400_000));

/** A valid create body for `refs.ownProveedor` and `refs.assignedCliente` (what a provider user may send). */
export function informeBody(refs: InformeRefs, overrides: Partial<InformeInput> = {}): InformeInput {
  return {
    servicio_id: refs.servicioActivo,
    cliente_id: refs.assignedCliente,
    proveedor_id: refs.ownProveedor,
    provincia_id: refs.provincia,
    localidad_id: refs.localidad,
    campana: 'Campaña de prueba',
    fecha: bogotaDay(-3),
    fecha_recepcion: null,
    informe_incidencias: null,
    ...overrides,
  };
}

type Api = ReturnType<typeof client>;

/** POST /informes expecting 201. */
export async function crearInforme(api: Api, token: string, body: InformeInput): Promise<InformeDetalle> {
  const res = await api.post<InformeDetalle>('/api/v1/informes', { token, json: body });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

/** PATCH /informes/:id/estado. */
export function cambiarEstado(api: Api, token: string, id: number, estado: string, comentario?: string) {
  return api.patch<InformeDetalle>(`/api/v1/informes/${id}/estado`, { token, json: { estado, ...(comentario !== undefined ? { comentario } : {}) } });
}

/** Adds stored-file rows to a report directly (the upload routes come with part 2): `geo` of them located. */
export async function agregarArchivos(db: Db, informeId: number, total: number, geo: number): Promise<string[]> {
  const nombres: string[] = [];
  for (let i = 0; i < total; i++) {
    const nombre = `prueba-${informeId}-${i}-${Math.random().toString(36).slice(2)}`;
    nombres.push(nombre);
    await db
      .insertInto('informe_archivos')
      .values({
        informe_id: informeId,
        nombre_original: `foto-${i}.jpg`,
        nombre_almacenado: nombre,
        mime: 'image/jpeg',
        tamano: 1000,
        latitud: i < geo ? 4.6 : null,
        longitud: i < geo ? -74.08 : null,
        tiene_metadatos_gps: i < geo,
      })
      .execute();
  }
  return nombres;
}

/** Reports in the database matching a SQL condition over `informes` (the tests' oracle for counts). */
export async function countInformesWhere(db: Db, where: ReturnType<typeof sql>): Promise<number> {
  return (await sql<{ n: number }>`select count(*)::int as n from informes where ${where}`.execute(db)).rows[0].n;
}

/** A test app for the report tests: the three demo users signed in and the records they build on. */
export async function startInformesTestApp(env: Record<string, string> = {}) {
  const t: TestApp = await startTestApp(env);
  const api = client(t.baseUrl);
  const [admin, proveedor, cliente] = await Promise.all([api.loginAdmin(), api.loginProveedor(), api.loginCliente()]);
  const [p, c] = await Promise.all([api.get('/api/v1/usuarios/me', { token: proveedor }), api.get('/api/v1/usuarios/me', { token: cliente })]);
  const refs = await informeRefs(t.db, p.body.proveedor_id, c.body.cliente_id);
  return { t, api, admin, proveedor, cliente, refs };
}
