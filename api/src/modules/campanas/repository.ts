import { sql, type ColumnType, type Generated } from 'kysely';
import { resumenCumplimiento, type Cumplimiento, type EstadoControl, type TipoControl } from 'shared/contracts';
import { informeEnAlcance, type RowScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import type { CreatedAt, NullableTimestamp } from '../../platform/db/schema';
import { matchesSearch, spanishSortKey } from '../../platform/lib/search';
import { campanaEnAlcance, controlColumns, estadoControlSql, estadoSql, LINEA_SITIO_COLUMNS, lineaEnAlcance } from './scope';
import type { CampanaParaInforme, CampanasFilter, Control, Linea } from './schemas';

// The lines of a campaign and their checks: lineas-repository.ts; the checks across campaigns: controles-repository.ts.
export * from './controles-repository';
export * from './lineas-repository';

/** Same expression as the trigram index campanas_busqueda_idx (migration 020), plus the client's name. */
const searchText = sql<string>`(ca.nombre || ' ' || c.razon_social)`;

function filtered(db: Db, scope: RowScope, f: CampanasFilter, hoy: string) {
  let q = db.selectFrom('campanas as ca').innerJoin('clientes as c', 'c.id', 'ca.cliente_id').where(campanaEnAlcance(scope));
  const term = f.search?.trim();
  if (term) q = q.where(matchesSearch(searchText, term));
  if (f.cliente_id) q = q.where('ca.cliente_id', '=', f.cliente_id);
  if (f.estado) q = q.where(sql<boolean>`${estadoSql(hoy)} = ${f.estado}`);
  if (f.desde) q = q.where('ca.fecha_fin', '>=', f.desde);
  if (f.hasta) q = q.where('ca.fecha_inicio', '<=', f.hasta);
  return q;
}

function detailed(db: Db, scope: RowScope, f: CampanasFilter, hoy: string) {
  return filtered(db, scope, f, hoy).select([
    'ca.id',
    'ca.cliente_id',
    'c.razon_social as cliente',
    'ca.nombre',
    'ca.descripcion',
    sql<string>`ca.fecha_inicio::text`.as('fecha_inicio'),
    sql<string>`ca.fecha_fin::text`.as('fecha_fin'),
    estadoSql(hoy).as('estado'),
    'ca.cancelada_at',
    'ca.motivo_cancelacion',
    sql<number>`(SELECT count(*)::int FROM campana_lineas cl WHERE cl.campana_id = ca.id AND ${lineaEnAlcance(scope)})`.as('sitios'),
    sql<number>`(SELECT count(*)::int FROM informes i WHERE i.campana_id = ca.id AND ${informeEnAlcance(scope, 'i')})`.as('informes'),
    sql<Aceptacion | null>`CASE WHEN ca.aceptada_at IS NULL THEN NULL ELSE json_build_object('usuario', ca.aceptada_usuario,
      'nombre', ca.aceptada_nombre, 'fecha', to_char(ca.aceptada_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END`.as('aceptacion'),
    'ca.creado_at',
  ]);
}

type Aceptacion = { usuario: string; nombre: string; fecha: string };

export interface Paging {
  page: number;
  limit: number;
  sortBy: 'fecha_inicio' | 'nombre' | 'cliente';
  sortOrder: 'asc' | 'desc';
}

export async function listCampanas(db: Db, scope: RowScope, f: CampanasFilter, p: Paging, hoy: string) {
  const key = p.sortBy === 'fecha_inicio' ? sql.ref('ca.fecha_inicio') : spanishSortKey(p.sortBy === 'nombre' ? 'ca.nombre' : 'c.razon_social');
  const [rows, count] = await Promise.all([
    detailed(db, scope, f, hoy)
      .orderBy(key, p.sortOrder)
      .orderBy('ca.id', p.sortOrder)
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    filtered(db, scope, f, hoy)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const cumplimiento = await cumplimientoDeCampanas(
    db,
    scope,
    rows.map((r) => r.id),
    hoy,
  );
  return { rows: rows.map((r) => ({ ...r, cumplimiento: cumplimiento.get(r.id)! })), total: count.n };
}

/** Each campaign's compliance over its checks in reach (a provider's: its lines'). */
export async function cumplimientoDeCampanas(db: Db, scope: RowScope, ids: readonly number[], hoy: string): Promise<Map<number, Cumplimiento>> {
  const conteos = new Map<number, Partial<Record<EstadoControl, number>>>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('campana_controles as cc')
    .innerJoin('campana_lineas as cl', 'cl.id', 'cc.linea_id')
    .innerJoin('campanas as ca', 'ca.id', 'cl.campana_id')
    .select(['ca.id', estadoControlSql(hoy).as('estado'), sql<number>`count(*)::int`.as('n')])
    .where('ca.id', 'in', ids)
    .where(lineaEnAlcance(scope))
    .groupBy(['ca.id', 'estado'])
    .execute();
  for (const r of rows) conteos.get(r.id)![r.estado] = r.n;
  return new Map([...conteos].map(([id, c]) => [id, resumenCumplimiento(c)]));
}

export function findCampana(db: Db, scope: RowScope, id: number, hoy: string, lock = false) {
  const q = detailed(db, scope, {}, hoy).where('ca.id', '=', id);
  return (lock ? q.forUpdate('ca') : q).executeTakeFirst();
}

/** The lines of campaigns (in reach), each with its site, provider, service, checks and reports. */
export async function lineasDe(
  db: Db,
  scope: RowScope,
  campanaIds: readonly number[],
  hoy: string,
): Promise<Map<number, Omit<Linea, 'cumplimiento'>[]>> {
  const out = new Map<number, Omit<Linea, 'cumplimiento'>[]>(campanaIds.map((id) => [id, []]));
  if (campanaIds.length === 0) return out;
  const rows = await db
    .selectFrom('campana_lineas as cl')
    .innerJoin('sitios as s', 's.id', 'cl.sitio_id')
    .innerJoin('provincias as pr', 'pr.id', 's.provincia_id')
    .innerJoin('localidades as lo', 'lo.id', 's.localidad_id')
    .innerJoin('proveedores as pv', 'pv.id', 'cl.proveedor_id')
    .innerJoin('servicios as sv', 'sv.id', 'cl.servicio_id')
    .select([
      'cl.id',
      'cl.campana_id',
      ...LINEA_SITIO_COLUMNS,
      's.tipo as sitio_tipo',
      'sv.nombre as servicio',
      'cl.instalacion_dias',
      'cl.verificacion_cada_dias',
      'cl.retiro_dias',
      sql<boolean>`cl.cancelada_at IS NOT NULL`.as('cancelada'),
      sql<number>`(SELECT count(*)::int FROM informes i
        WHERE i.campana_id = cl.campana_id AND i.sitio_id = cl.sitio_id AND ${informeEnAlcance(scope, 'i')})`.as('informes'),
    ])
    .where('cl.campana_id', 'in', campanaIds)
    .where(lineaEnAlcance(scope))
    .orderBy('s.codigo')
    .execute();
  const controles = await controlesDe(
    db,
    rows.map((r) => r.id),
    hoy,
  );
  for (const r of rows) {
    const { campana_id, ...linea } = r;
    out.get(campana_id)!.push({ ...linea, controles: controles.get(r.id) ?? [] });
  }
  return out;
}

async function controlesDe(db: Db, lineaIds: readonly number[], hoy: string): Promise<Map<number, Control[]>> {
  const out = new Map<number, Control[]>();
  if (lineaIds.length === 0) return out;
  const rows = await db
    .selectFrom('campana_controles as cc')
    .innerJoin('campana_lineas as cl', 'cl.id', 'cc.linea_id')
    .innerJoin('campanas as ca', 'ca.id', 'cl.campana_id')
    .select([...controlColumns(hoy), 'cc.linea_id'])
    .where('cc.linea_id', 'in', lineaIds)
    .orderBy('cc.desde')
    .orderBy('cc.id')
    .execute();
  for (const { linea_id, ...c } of rows) {
    const list = out.get(linea_id) ?? [];
    list.push(c);
    out.set(linea_id, list);
  }
  return out;
}

export interface CampanaValues {
  cliente_id: number;
  nombre: string;
  descripcion: string | null;
  fecha_inicio: string;
  fecha_fin: string;
}

export async function insertCampana(trx: Db, v: CampanaValues): Promise<number> {
  return (await trx.insertInto('campanas').values(v).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCampana(
  trx: Db,
  id: number,
  v: Partial<Omit<CampanaValues, 'cliente_id'>> & { cancelada_at?: Date; motivo_cancelacion?: string },
): Promise<void> {
  await trx
    .updateTable('campanas')
    .set({ ...v, actualizado_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteCampana(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('campanas').where('id', '=', id).execute();
}

/** Records a client user's acceptance of the campaign (migration 025). */
export async function setAceptacion(trx: Db, id: number, por: { id: number; usuario: string; nombre: string }): Promise<void> {
  await trx
    .updateTable('campanas')
    .set({ aceptada_por: por.id, aceptada_usuario: por.usuario, aceptada_nombre: por.nombre, aceptada_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function clearAceptacion(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('campanas')
    .set({ aceptada_por: null, aceptada_usuario: null, aceptada_nombre: null, aceptada_at: null })
    .where('id', '=', id)
    .execute();
}

export async function countInformesDe(trx: Db, campanaId: number, sitioId?: number): Promise<number> {
  let q = trx
    .selectFrom('informes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('campana_id', '=', campanaId);
  if (sitioId !== undefined) q = q.where('sitio_id', '=', sitioId);
  return (await q.executeTakeFirstOrThrow()).n;
}

/**
 * /nuevo-informe's choices: the client's campaigns not cancelled nor finished, with the lines (sites and checks) of the
 * chosen provider; a provider user only its own lines, a client user only its campaigns.
 */
export async function campanasParaInforme(
  db: Db,
  scope: RowScope,
  q: { cliente_id?: number; proveedor_id?: number },
  hoy: string,
): Promise<CampanaParaInforme[]> {
  let campanas = // Removal may be reported after the end: finished campaigns stay offered while a check of theirs is open.
    db
      .selectFrom('campanas as ca')
      .select([
        'ca.id',
        'ca.nombre',
        'ca.cliente_id',
        sql<string>`ca.fecha_inicio::text`.as('fecha_inicio'),
        sql<string>`ca.fecha_fin::text`.as('fecha_fin'),
        estadoSql(hoy).as('estado'),
      ])
      .where(campanaEnAlcance(scope))
      .where('ca.cancelada_at', 'is', null)
      .where(sql<boolean>`(${hoy}::date <= ca.fecha_fin OR EXISTS (SELECT 1 FROM campana_lineas cl JOIN campana_controles cc ON cc.linea_id = cl.id
      WHERE cl.campana_id = ca.id AND cc.hasta >= ${hoy}::date))`);
  if (q.cliente_id) campanas = campanas.where('ca.cliente_id', '=', q.cliente_id);
  const rows = await campanas.orderBy('ca.fecha_inicio', 'desc').orderBy('ca.id', 'desc').limit(200).execute();
  if (rows.length === 0) return [];
  let lineas = db
    .selectFrom('campana_lineas as cl')
    .innerJoin('sitios as s', 's.id', 'cl.sitio_id')
    .select([
      'cl.id as linea_id',
      'cl.campana_id',
      'cl.sitio_id',
      's.codigo',
      's.nombre',
      's.latitud',
      's.longitud',
      's.radio_m',
      's.provincia_id',
      's.localidad_id',
      'cl.proveedor_id',
      'cl.servicio_id',
    ])
    .where(
      'cl.campana_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('cl.cancelada_at', 'is', null)
    .where(lineaEnAlcance(scope));
  if (q.proveedor_id) lineas = lineas.where('cl.proveedor_id', '=', q.proveedor_id);
  const lr = await lineas.orderBy('s.codigo').execute();
  const controles = await controlesDe(
    db,
    lr.map((l) => l.linea_id),
    hoy,
  );
  return rows.map((c) => ({
    ...c,
    sitios: lr.filter((l) => l.campana_id === c.id).map(({ campana_id: _c, ...l }) => ({ ...l, controles: controles.get(l.linea_id) ?? [] })),
  }));
}

/**
 * Campaigns active today (Bogotá), not cancelled, within `scope` (the same rows GET /campanas?estado=activa lists): the
 * login panel's count (every campaign) and the dashboard's (the user's).
 */
export async function countCampanasActivas(db: Db, hoy: string, scope: RowScope = { kind: 'todo' }): Promise<number> {
  const r = await db
    .selectFrom('campanas as ca')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(campanaEnAlcance(scope))
    .where('ca.cancelada_at', 'is', null)
    .where('ca.fecha_inicio', '<=', hoy)
    .where('ca.fecha_fin', '>=', hoy)
    .executeTakeFirstOrThrow();
  return r.n;
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
type Fecha = ColumnType<string, string, string>;
interface CampanasTable {
  id: Generated<number>;
  cliente_id: number;
  nombre: string;
  descripcion: string | null;
  fecha_inicio: Fecha;
  fecha_fin: Fecha;
  cancelada_at: NullableTimestamp;
  motivo_cancelacion: ColumnType<string | null, string | null | undefined, string | null>;
  /** The client's acceptance (migration 025), cleared by the database when a check stops being fulfilled. */
  aceptada_por: ColumnType<number | null, never, number | null>;
  aceptada_usuario: ColumnType<string | null, never, string | null>;
  aceptada_nombre: ColumnType<string | null, never, string | null>;
  aceptada_at: ColumnType<Date | null, never, Date | null>;
  creado_at: CreatedAt;
  actualizado_at: CreatedAt;
}

interface CampanaLineasTable {
  id: Generated<number>;
  campana_id: number;
  sitio_id: number;
  proveedor_id: number;
  servicio_id: number;
  instalacion_dias: number;
  verificacion_cada_dias: number | null;
  retiro_dias: number | null;
  cancelada_at: NullableTimestamp;
  creado_at: CreatedAt;
}

interface CampanaControlesTable {
  id: Generated<number>;
  linea_id: number;
  tipo: TipoControl;
  numero: number;
  desde: Fecha;
  hasta: Fecha;
  /** Kept by the database (migration 021): valid reports, reports in review, the day it was fulfilled. */
  informes_validos: ColumnType<number, never, never>;
  informes_en_revision: ColumnType<number, never, never>;
  cumplido_en: ColumnType<string | null, never, never>;
}

declare module '../../platform/db/schema' {
  interface DB {
    campanas: CampanasTable;
    campana_lineas: CampanaLineasTable;
    campana_controles: CampanaControlesTable;
  }
}
