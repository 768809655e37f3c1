import { sql, type ColumnType } from 'kysely';
import { ROLE, sumarDias, type Role, type TipoControl } from 'shared/contracts';
import type { Db } from '../../platform/db/database';
import { estadoControlSql } from '../campanas';

/** A check a notice names: where, whose, which and until when. */
export interface ControlAviso {
  id: number;
  tipo: TipoControl;
  numero: number;
  hasta: string;
  campana_id: number;
  campana: string;
  sitio_codigo: string;
  sitio_nombre: string;
  proveedor_id: number;
  proveedor: string;
}

/** What a notice reads of a check. */
const seleccion = [
  'cc.id',
  'cc.tipo',
  'cc.numero',
  sql<string>`cc.hasta::text`.as('hasta'),
  'ca.id as campana_id',
  'ca.nombre as campana',
  's.codigo as sitio_codigo',
  's.nombre as sitio_nombre',
  'cl.proveedor_id',
  'pv.nombre as proveedor',
] as const;

/** Checks with their campaign, site and provider, as a notice names them. */
function controles(db: Db) {
  return db
    .selectFrom('campana_controles as cc')
    .innerJoin('campana_lineas as cl', 'cl.id', 'cc.linea_id')
    .innerJoin('campanas as ca', 'ca.id', 'cl.campana_id')
    .innerJoin('sitios as s', 's.id', 'cl.sitio_id')
    .innerJoin('proveedores as pv', 'pv.id', 'cl.proveedor_id')
    .select(seleccion);
}

/** The instant a check's window ends: the midnight after its last day, in Bogotá. */
const FIN_VENTANA = sql`((cc.hasta + 1)::timestamp AT TIME ZONE 'America/Bogota')`;

/** Pending checks whose window is open and ends within 24 hours of `now`. */
export async function controlesPorVencer(db: Db, now: Date, hoy: string): Promise<ControlAviso[]> {
  return controles(db)
    .where(sql<boolean>`${estadoControlSql(hoy)} = 'pendiente'`)
    .where('cc.desde', '<=', hoy)
    .where('cc.hasta', '>=', sumarDias(hoy, -1))
    .where('cc.hasta', '<=', sumarDias(hoy, 1))
    .where(sql<boolean>`${FIN_VENTANA} > ${now} AND ${FIN_VENTANA} <= ${now}::timestamptz + interval '24 hours'`)
    .orderBy('cc.hasta')
    .orderBy('s.codigo')
    .execute();
}

/** Checks that became late within `dias` days before `now` (a server that was down catches up on them). */
export async function controlesAtrasados(db: Db, now: Date, hoy: string, dias: number): Promise<ControlAviso[]> {
  return controles(db)
    .where(sql<boolean>`${estadoControlSql(hoy)} = 'atrasado'`)
    .where('cc.hasta', '>=', sumarDias(hoy, -dias - 1))
    .where(sql<boolean>`${FIN_VENTANA} > ${now}::timestamptz - make_interval(days => ${dias})`)
    .orderBy('cc.hasta')
    .orderBy('ca.nombre')
    .orderBy('s.codigo')
    .execute();
}

/** Who a notice goes to: an active user, its address and whether it wants this kind by e-mail. */
export interface Destinatario {
  id: number;
  tipo: Role;
  correo: string;
  nombre: string;
  quiereCorreo: boolean;
}

type Preferencia = 'correo_por_vencer' | 'correo_atrasados' | 'correo_resumen_semanal';

function destinatarios(db: Db, preferencia: Preferencia) {
  return db
    .selectFrom('usuarios as u')
    .select(['u.id', 'u.tipo', 'u.correo', 'u.primer_nombre as nombre', sql<boolean>`u.${sql.ref(preferencia)}`.as('quiereCorreo')])
    .where('u.activo', '=', true)
    .orderBy('u.id');
}

export async function usuariosDeProveedores(db: Db, proveedorIds: readonly number[]): Promise<Array<Destinatario & { proveedor_id: number }>> {
  if (proveedorIds.length === 0) return [];
  const rows = await destinatarios(db, 'correo_por_vencer')
    .select(sql<number>`u.proveedor_id`.as('proveedor_id'))
    .where('u.tipo', '=', ROLE.PROVEEDOR)
    .where('u.proveedor_id', 'in', proveedorIds)
    .execute();
  return rows;
}

export async function administradores(db: Db): Promise<Destinatario[]> {
  return await destinatarios(db, 'correo_atrasados').where('u.tipo', '=', ROLE.ADMIN).execute();
}

export async function usuariosDeClientes(db: Db): Promise<Array<Destinatario & { cliente_id: number }>> {
  const rows = await destinatarios(db, 'correo_resumen_semanal')
    .select(sql<number>`u.cliente_id`.as('cliente_id'))
    .where('u.tipo', '=', ROLE.CLIENTE)
    .where('u.cliente_id', 'is not', null)
    .execute();
  return rows;
}

/** The active campaigns (on `hoy`) of each client, by client: the weekly summary's. */
export async function campanasActivasPorCliente(db: Db, hoy: string): Promise<Map<number, Array<{ id: number; nombre: string; fecha_fin: string }>>> {
  const rows = await db
    .selectFrom('campanas')
    .select(['id', 'cliente_id', 'nombre', sql<string>`fecha_fin::text`.as('fecha_fin')])
    .where('cancelada_at', 'is', null)
    .where('fecha_inicio', '<=', hoy)
    .where('fecha_fin', '>=', hoy)
    .orderBy('nombre')
    .execute();
  const out = new Map<number, Array<{ id: number; nombre: string; fecha_fin: string }>>();
  for (const { cliente_id, ...c } of rows) out.set(cliente_id, [...(out.get(cliente_id) ?? []), c]);
  return out;
}

/**
 * Marks notices as sent, in the sending transaction: returns the keys this call wrote. A key another transaction
 * wrote (committed, or committing meanwhile: the unique index waits for it) is not returned — so each notice goes once,
 * however many instances run the same pass.
 */
export async function marcarEnviados(trx: Db, claves: readonly string[]): Promise<Set<string>> {
  if (claves.length === 0) return new Set();
  const r = await sql<{ clave: string }>`INSERT INTO avisos_enviados (clave) SELECT unnest(${claves}::varchar[])
    ON CONFLICT (clave) DO NOTHING RETURNING clave`.execute(trx);
  return new Set(r.rows.map((x) => x.clave));
}

/** Notices' keys older than `dias`: no pass looks that far back. */
export async function podarEnviados(db: Db, now: Date, dias: number): Promise<void> {
  await db
    .deleteFrom('avisos_enviados')
    .where(sql<boolean>`creado_at < ${now}::timestamptz - make_interval(days => ${dias})`)
    .execute();
}

/**
 * Takes the job's lease for `ms` if nobody holds it (one UPDATE: one instance wins). False when another instance
 * holds it.
 */
export async function tomarTarea(db: Db, nombre: string, ms: number): Promise<boolean> {
  const r = await sql`UPDATE tareas_programadas SET tomada_hasta = now() + make_interval(secs => ${ms / 1000})
    WHERE nombre = ${nombre} AND (tomada_hasta IS NULL OR tomada_hasta < now())`.execute(db);
  return Number(r.numAffectedRows ?? 0) === 1;
}

/** Gives the lease back, with the pass's outcome (its last success, or its error). */
export async function soltarTarea(db: Db, nombre: string, error: string | null): Promise<void> {
  await sql`UPDATE tareas_programadas SET tomada_hasta = NULL,
    ultima_ok_at = CASE WHEN ${error}::text IS NULL THEN now() ELSE ultima_ok_at END, ultimo_error = ${error}
    WHERE nombre = ${nombre}`.execute(db);
}

/** When the job last ended without error (null: never), for GET /metrics. */
export async function findTareaLastSuccess(db: Db, nombre: string): Promise<Date | null> {
  const row = await db
    .selectFrom('tareas_programadas')
    .select(sql<number | null>`extract(epoch from ultima_ok_at)::float8`.as('ok'))
    .where('nombre', '=', nombre)
    .executeTakeFirst();
  return row?.ok == null ? null : new Date(row.ok * 1000);
}

export async function encolarCorreo(trx: Db, c: { usuario_id: number; asunto: string; texto: string; html: string }): Promise<void> {
  await trx.insertInto('correos_pendientes').values(c).execute();
}

export interface CorreoPendiente {
  id: number;
  usuario_id: number;
  correo: string;
  asunto: string;
  texto: string;
  html: string;
  intentos: number;
}

/**
 * Claims up to `n` e-mails due now for `ms` (their time moved past the claim): another instance skips them. One short
 * statement, so no transaction stays open while the SMTP server answers.
 */
export async function reclamarCorreos(db: Db, n: number, ms: number): Promise<CorreoPendiente[]> {
  const r = await sql<CorreoPendiente>`UPDATE correos_pendientes c SET enviar_desde = now() + make_interval(secs => ${ms / 1000})
    FROM usuarios u
    WHERE c.id IN (SELECT id FROM correos_pendientes WHERE enviar_desde <= now() ORDER BY enviar_desde, id LIMIT ${n} FOR UPDATE SKIP LOCKED)
      AND u.id = c.usuario_id
    RETURNING c.id::int AS id, c.usuario_id, u.correo, c.asunto, c.texto, c.html, c.intentos`.execute(db);
  return r.rows;
}

export async function borrarCorreo(db: Db, id: number): Promise<void> {
  await db.deleteFrom('correos_pendientes').where('id', '=', id).execute();
}

/** A failed send waits longer each time; after `max` tries it is dropped. */
export async function reintentarCorreo(db: Db, id: number, intentos: number, max: number): Promise<void> {
  if (intentos + 1 >= max) return borrarCorreo(db, id);
  await sql`UPDATE correos_pendientes SET intentos = intentos + 1,
    enviar_desde = now() + make_interval(mins => ${2 ** intentos}) WHERE id = ${id}`.execute(db);
}

/** A user's e-mail preferences. */
export async function preferencias(db: Db, usuarioId: number) {
  return db
    .selectFrom('usuarios')
    .select(['correo_por_vencer', 'correo_atrasados', 'correo_resumen_semanal'])
    .where('id', '=', usuarioId)
    .executeTakeFirstOrThrow();
}

export async function guardarPreferencias(trx: Db, usuarioId: number, v: Partial<Record<Preferencia, boolean>>): Promise<void> {
  if (Object.keys(v).length === 0) return;
  await trx.updateTable('usuarios').set(v).where('id', '=', usuarioId).execute();
}

/* Its tables (migrations/024_avisos.sql), added to the database type of the platform. */
interface AvisosEnviadosTable {
  clave: string;
  creado_at: ColumnType<Date, never, never>;
}
interface TareasProgramadasTable {
  nombre: string;
  tomada_hasta: ColumnType<Date | null, never, never>;
  ultima_ok_at: ColumnType<Date | null, never, never>;
  ultimo_error: ColumnType<string | null, never, never>;
}
interface CorreosPendientesTable {
  id: ColumnType<number, never, never>;
  usuario_id: number;
  asunto: string;
  texto: string;
  html: string;
  intentos: ColumnType<number, never, never>;
  enviar_desde: ColumnType<Date, never, never>;
  creado_at: ColumnType<Date, never, never>;
}

declare module '../../platform/db/schema' {
  interface DB {
    avisos_enviados: AvisosEnviadosTable;
    tareas_programadas: TareasProgramadasTable;
    correos_pendientes: CorreosPendientesTable;
  }
}
