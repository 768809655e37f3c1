import { sql, type ColumnType, type Generated, type RawBuilder } from 'kysely';
import type { TipoSitio } from 'shared/contracts';
import { informeEnAlcance, type RowScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import type { CreatedAt } from '../../platform/db/schema';
import { matchesSearch, spanishSortKey } from '../../platform/lib/search';
import type { SitioFoto, SitioPunto, SitioRow, SitiosFilter } from './schemas';

/** Same expression as the trigram index sitios_busqueda_idx (migration 020). */
const searchText = sql<string>`(s.codigo || ' ' || s.nombre || ' ' || coalesce(s.direccion, ''))`;

/**
 * The sites a user may see (docs/decisions/sitios-campanas.md, "Who sees what"): administrators every site; a provider
 * the sites it maintains and those of its campaign lines; a client the sites of its campaigns.
 */
function sitioEnAlcance(scope: RowScope, alias = 's'): RawBuilder<boolean> {
  const id = sql.ref(`${alias}.id`);
  if (scope.kind === 'proveedor') {
    return sql<boolean>`(${sql.ref(`${alias}.proveedor_id`)} = ${scope.proveedorId}
      OR EXISTS (SELECT 1 FROM campana_lineas cl WHERE cl.sitio_id = ${id} AND cl.proveedor_id = ${scope.proveedorId}))`;
  }
  if (scope.kind === 'cliente') {
    return sql<boolean>`EXISTS (SELECT 1 FROM campana_lineas cl JOIN campanas ca ON ca.id = cl.campana_id
      WHERE cl.sitio_id = ${id} AND ca.cliente_id = ${scope.clienteId})`;
  }
  return sql<boolean>`TRUE`;
}

/** The campaign lines at a site that a user may see, as a condition on `cl` (joined to campanas `ca`). */
function lineaEnAlcance(scope: RowScope): RawBuilder<boolean> {
  if (scope.kind === 'proveedor') return sql<boolean>`cl.proveedor_id = ${scope.proveedorId}`;
  if (scope.kind === 'cliente') return sql<boolean>`ca.cliente_id = ${scope.clienteId}`;
  return sql<boolean>`TRUE`;
}

function filtered(db: Db, scope: RowScope, f: SitiosFilter) {
  let q = db.selectFrom('sitios as s').where(sitioEnAlcance(scope));
  const term = f.search?.trim();
  if (term) q = q.where(matchesSearch(searchText, term));
  if (f.tipo) q = q.where('s.tipo', '=', f.tipo);
  if (f.provincia_id) q = q.where('s.provincia_id', '=', f.provincia_id);
  if (f.localidad_id) q = q.where('s.localidad_id', '=', f.localidad_id);
  if (f.proveedor_id) q = q.where('s.proveedor_id', '=', f.proveedor_id);
  if (f.activo !== undefined) q = q.where('s.activo', '=', f.activo);
  return q;
}

/** A site row as the API answers it, without its signed photo links (the service adds them). */
export type SitioSinEnlaces = Omit<SitioRow, 'foto_referencia_url' | 'foto_referencia_miniatura_url'>;

function detailed(db: Db, scope: RowScope, f: SitiosFilter) {
  return filtered(db, scope, f)
    .innerJoin('provincias as pr', 'pr.id', 's.provincia_id')
    .innerJoin('localidades as lo', 'lo.id', 's.localidad_id')
    .leftJoin('proveedores as pv', 'pv.id', 's.proveedor_id')
    .select([
      's.id',
      's.codigo',
      's.nombre',
      's.tipo',
      's.direccion',
      's.provincia_id',
      'pr.nombre as provincia',
      's.localidad_id',
      'lo.nombre as localidad',
      's.latitud',
      's.longitud',
      's.radio_m',
      's.proveedor_id',
      'pv.nombre as proveedor',
      's.activo',
      's.notas',
      's.foto_referencia_id',
      's.creado_at',
      sql<number>`(SELECT count(DISTINCT cl.campana_id)::int FROM campana_lineas cl JOIN campanas ca ON ca.id = cl.campana_id
        WHERE cl.sitio_id = s.id AND ${lineaEnAlcance(scope)})`.as('campanas'),
      sql<number>`(SELECT count(*)::int FROM informes i WHERE i.sitio_id = s.id AND ${informeEnAlcance(scope, 'i')})`.as('informes'),
      sql<string | null>`(SELECT max(i.fecha)::text FROM informes i WHERE i.sitio_id = s.id AND ${informeEnAlcance(scope, 'i')})`.as(
        'ultimo_informe',
      ),
    ]);
}

export interface Paging {
  page: number;
  limit: number;
  sortBy: 'codigo' | 'nombre' | 'localidad' | 'creado_at';
  sortOrder: 'asc' | 'desc';
}

export async function listSitios(db: Db, scope: RowScope, f: SitiosFilter, p: Paging): Promise<{ rows: SitioSinEnlaces[]; total: number }> {
  const sortKey =
    p.sortBy === 'creado_at' ? sql.ref('s.creado_at') : p.sortBy === 'localidad' ? spanishSortKey('lo.nombre') : spanishSortKey(`s.${p.sortBy}`);
  // The page's ids first, then their details: the per-site counts (campaigns, reports, last report) are computed for
  // the page's rows only, not for every row an OFFSET skips (page 50 computed them for 980 sites).
  const [page, count] = await Promise.all([
    filtered(db, scope, f)
      .innerJoin('localidades as lo', 'lo.id', 's.localidad_id')
      .select('s.id')
      .orderBy(sortKey, p.sortOrder)
      .orderBy('s.id', p.sortOrder)
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    filtered(db, scope, f)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  if (page.length === 0) return { rows: [], total: count.n };
  const details = await detailed(db, scope, {})
    .where(
      's.id',
      'in',
      page.map((r) => r.id),
    )
    .execute();
  const byId = new Map(details.map((r) => [r.id, r]));
  // In the page's order; a site deleted in between is left out.
  return { rows: page.flatMap((r) => byId.get(r.id) ?? []), total: count.n };
}

/** Every site of the filter, as the map draws it (at most `limit`, the code order). */
export async function sitioPoints(db: Db, scope: RowScope, f: SitiosFilter, limit: number): Promise<{ rows: SitioPunto[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, scope, f)
      .select(['s.id', 's.codigo', 's.nombre', 's.tipo', 's.latitud', 's.longitud', 's.activo'])
      .orderBy('s.codigo')
      .limit(limit)
      .execute(),
    filtered(db, scope, f)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** Every site of the filter, all columns, in code order (the CSV export). */
export function exportSitios(db: Db, scope: RowScope, f: SitiosFilter): Promise<SitioSinEnlaces[]> {
  return detailed(db, scope, f).orderBy('s.codigo').execute();
}

export function findSitio(db: Db, scope: RowScope, id: number, lock = false): Promise<SitioSinEnlaces | undefined> {
  const q = detailed(db, scope, {}).where('s.id', '=', id);
  return (lock ? q.forUpdate('s') : q).executeTakeFirst();
}

/** The sites of these codes (folding case), for an import: its id, code and what the row would change. */
export async function sitiosByCodigo(db: Db, codigos: readonly string[]): Promise<Map<string, SitioValues & { id: number }>> {
  if (codigos.length === 0) return new Map();
  const rows = await db
    .selectFrom('sitios')
    .selectAll()
    .where(sql<boolean>`lower(codigo) = ANY(${sql.val(codigos.map((c) => c.toLowerCase()))})`)
    .execute();
  return new Map(rows.map((r) => [r.codigo.toLowerCase(), r]));
}

/** The columns a site is written with. */
export interface SitioValues {
  codigo: string;
  nombre: string;
  tipo: TipoSitio;
  direccion: string | null;
  provincia_id: number;
  localidad_id: number;
  latitud: number;
  longitud: number;
  radio_m: number;
  proveedor_id: number | null;
  activo: boolean;
  notas: string | null;
}

export async function insertSitio(trx: Db, values: SitioValues): Promise<number> {
  return (await trx.insertInto('sitios').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSitio(
  trx: Db,
  id: number,
  values: Partial<SitioValues> & { foto_referencia_id?: number | null },
  at = new Date(),
): Promise<void> {
  await trx
    .updateTable('sitios')
    .set({ ...values, actualizado_at: at })
    .where('id', '=', id)
    .execute();
}

export async function deleteSitio(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('sitios').where('id', '=', id).execute();
}

/** Lines and reports that name the site: it cannot go while any does. */
export async function sitioUsage(trx: Db, id: number): Promise<{ lineas: number; informes: number }> {
  const r = await sql<{ lineas: number; informes: number }>`SELECT
    (SELECT count(*)::int FROM campana_lineas WHERE sitio_id = ${id}) AS lineas,
    (SELECT count(*)::int FROM informes WHERE sitio_id = ${id}) AS informes`.execute(trx);
  return r.rows[0];
}

/** A municipality's department and position (DANE), to check a site's coordinates against it. */
export async function localidadDe(db: Db, localidadId: number) {
  return db
    .selectFrom('localidades')
    .select(['id', 'nombre', 'provincia_id', 'latitud', 'longitud'])
    .where('id', '=', localidadId)
    .executeTakeFirst();
}

/** Every municipality with its department's name, folded, for an import that names them as a spreadsheet does. */
export function lugares(db: Db) {
  return db
    .selectFrom('localidades as lo')
    .innerJoin('provincias as pr', 'pr.id', 'lo.provincia_id')
    .select([
      'lo.id as localidad_id',
      'lo.nombre as localidad',
      'lo.codigo_dane',
      'lo.latitud',
      'lo.longitud',
      'pr.id as provincia_id',
      'pr.nombre as provincia',
      'pr.codigo_dane as provincia_dane',
    ])
    .execute();
}

/** Every provider's id and name, for an import that names them. */
export function proveedoresPorNombre(db: Db) {
  return db.selectFrom('proveedores').select(['id', 'nombre']).execute();
}

/** A photo of a report at this site, with its flags not reviewed yet (for the reference photo). */
export async function fotoDelSitio(db: Db, sitioId: number, archivoId: number) {
  return db
    .selectFrom('informe_archivos as a')
    .innerJoin('informes as i', 'i.id', 'a.informe_id')
    .select([
      'a.id',
      sql<number>`(SELECT count(*)::int FROM informe_archivo_alertas al WHERE al.archivo_id = a.id AND al.revisada_at IS NULL)`.as('pendientes'),
    ])
    .where('a.id', '=', archivoId)
    .where('i.sitio_id', '=', sitioId)
    .executeTakeFirst();
}

/** Every photo taken at the site (of reports that name it and the user may see), newest first. */
export async function listSitioFotos(
  db: Db,
  scope: RowScope,
  sitioId: number,
  page: number,
  limit: number,
): Promise<{ rows: Array<Omit<SitioFoto, 'url' | 'miniatura_url' | 'distancia_m'>>; total: number }> {
  const base = db
    .selectFrom('informe_archivos as a')
    .innerJoin('informes as i', 'i.id', 'a.informe_id')
    .where('i.sitio_id', '=', sitioId)
    .where(informeEnAlcance(scope, 'i'));
  const [rows, count] = await Promise.all([
    base
      .select([
        'a.id',
        'a.informe_id',
        'i.fecha as informe_fecha',
        'i.campana',
        'a.nombre_original',
        'a.tomada_at',
        'a.latitud',
        'a.longitud',
        sql<number>`(SELECT count(*)::int FROM informe_archivo_alertas al WHERE al.archivo_id = a.id AND al.revisada_at IS NULL)`.as(
          'alertas_pendientes',
        ),
      ])
      .orderBy(sql`coalesce(a.tomada_at, a.creado_at)`, 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** The campaigns that have a line at the site and the user may see. */
export function sitioCampanas(db: Db, scope: RowScope, sitioId: number) {
  return db
    .selectFrom('campana_lineas as cl')
    .innerJoin('campanas as ca', 'ca.id', 'cl.campana_id')
    .innerJoin('clientes as c', 'c.id', 'ca.cliente_id')
    .select([
      'ca.id',
      'ca.nombre',
      'c.razon_social as cliente',
      'ca.fecha_inicio',
      'ca.fecha_fin',
      sql<boolean>`ca.cancelada_at IS NOT NULL`.as('cancelada'),
    ])
    .where('cl.sitio_id', '=', sitioId)
    .where(lineaEnAlcance(scope))
    .distinct()
    .orderBy('ca.fecha_inicio', 'desc')
    .orderBy('ca.id', 'desc')
    .execute();
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
interface SitiosTable {
  id: Generated<number>;
  codigo: string;
  nombre: string;
  tipo: TipoSitio;
  direccion: string | null;
  provincia_id: number;
  localidad_id: number;
  latitud: ColumnType<number, number | string, number | string>;
  longitud: ColumnType<number, number | string, number | string>;
  radio_m: number;
  proveedor_id: number | null;
  activo: ColumnType<boolean, boolean | undefined, boolean>;
  notas: string | null;
  foto_referencia_id: ColumnType<number | null, number | null | undefined, number | null>;
  creado_at: CreatedAt;
  actualizado_at: CreatedAt;
}

declare module '../../platform/db/schema' {
  interface DB {
    sitios: SitiosTable;
  }
}
