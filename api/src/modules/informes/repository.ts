import { sql, type RawBuilder, type ColumnType, type Generated } from 'kysely';
import { informeEnAlcance, type RowScope } from '../../platform/auth/row-scope';
import { BUSINESS_TIME_ZONE } from '../../platform/time-zone';
import type { CambioEstadoDatos } from './estado-historia';
import type {
  CambioEstadoInforme,
  EstadoInforme,
  FiltroAlertas,
  InformeDetalle,
  InformeInput,
  InformeResumen,
  InformesOpciones,
  InformesSortBy,
} from 'shared/contracts';
import { matchesSearch, spanishCollator } from '../../platform/lib/search';
import { contarConVersion } from './conteo';
import type { Db } from '../../platform/db/database';
import { nombreCompletoSql } from '../../platform/lib/nombre';
import type { CreatedAt } from '../../platform/db/schema';

/** The list's filters as the repository takes them (parsed and checked by the route). */
export interface InformeFilters {
  search?: string;
  estados?: readonly EstadoInforme[];
  proveedorId?: number;
  clienteId?: number;
  servicioId?: number;
  provinciaId?: number;
  fechaDesde?: string;
  fechaHasta?: string;
  /** 'con': open flags; 'sin': verified (photos, no open flag). */
  alertas?: FiltroAlertas;
  sortBy: InformesSortBy;
  sortOrder: 'asc' | 'desc';
}

/** `WHERE` of the list, the count and the export: the caller's row scope AND the filters. */
function whereClause(scope: RowScope, f: Omit<InformeFilters, 'sortBy' | 'sortOrder'>): RawBuilder<unknown> {
  const conds: RawBuilder<unknown>[] = [];
  if (scope.kind !== 'todo') conds.push(informeEnAlcance(scope, 'i'));
  const term = f.search?.trim();
  // The stored text is already folded (informe_busqueda, migration 012); served by informes_busqueda_trgm_idx.
  if (term) conds.push(matchesSearch(sql<string>`i.busqueda`, term, true));
  if (f.estados && f.estados.length > 0) conds.push(sql`i.estado IN (${sql.join(f.estados)})`);
  if (f.proveedorId !== undefined) conds.push(sql`i.proveedor_id = ${f.proveedorId}`);
  if (f.clienteId !== undefined) conds.push(sql`i.cliente_id = ${f.clienteId}`);
  if (f.servicioId !== undefined) conds.push(sql`i.servicio_id = ${f.servicioId}`);
  if (f.provinciaId !== undefined) conds.push(sql`i.provincia_id = ${f.provinciaId}`);
  if (f.fechaDesde) conds.push(sql`i.fecha >= ${f.fechaDesde}::date`);
  if (f.fechaHasta) conds.push(sql`i.fecha <= ${f.fechaHasta}::date`);
  // Served by informe_archivo_alertas_abiertas_idx and informe_archivos_informe_idx (migration 014).
  const abiertas = sql`EXISTS (SELECT 1 FROM informe_archivo_alertas x WHERE x.informe_id = i.id AND x.revisada_at IS NULL)`;
  if (f.alertas === 'con') conds.push(abiertas);
  if (f.alertas === 'sin') conds.push(sql`EXISTS (SELECT 1 FROM informe_archivos a WHERE a.informe_id = i.id) AND NOT ${abiertas}`);
  return conds.length > 0 ? sql.join(conds, sql` AND `) : sql`TRUE`;
}

/**
 * `JOIN` + `ORDER BY` of a sort. Every key and its tie-breakers follow the requested direction, so one index
 * serves both directions (migration 003): informes_creado_idx, informes_fecha_idx, informes_estado_orden_idx,
 * and for names clientes_orden_idx / proveedores_orden_idx walked in a nested loop over the reports of each.
 */
function ordering(sortBy: InformesSortBy, dir: 'asc' | 'desc'): { join: RawBuilder<unknown>; orderBy: RawBuilder<unknown> } {
  const d = sql.raw(dir);
  const newest = sql`i.creado_at ${d}, i.id ${d}`;
  switch (sortBy) {
    case 'id':
      return { join: sql``, orderBy: sql`i.id ${d}` };
    case 'fecha':
      return { join: sql``, orderBy: sql`i.fecha ${d}, ${newest}` };
    case 'estado':
      return { join: sql``, orderBy: sql`informe_estado_orden(i.estado) ${d}, ${newest}` };
    case 'cliente':
      return { join: sql`JOIN clientes c ON c.id = i.cliente_id`, orderBy: sql`c.nombre_orden ${d}, c.id ${d}, ${newest}` };
    case 'proveedor':
      return { join: sql`JOIN proveedores p ON p.id = i.proveedor_id`, orderBy: sql`p.nombre_orden ${d}, p.id ${d}, ${newest}` };
    default:
      return { join: sql``, orderBy: newest };
  }
}

/**
 * Columns of an InformeResumen over `i` and ARCHIVOS (names by scalar subqueries, the file counts by one lateral
 * aggregate: both cheap to plan, one index probe each; a join of six tables cost PGlite ~10 ms of planning).
 */
const RESUMEN_COLUMNS = sql`
  i.id, i.descripcion, i.estado, i.campana, i.fecha, i.fecha_recepcion,
  i.servicio_id, (SELECT s.nombre FROM servicios s WHERE s.id = i.servicio_id) AS servicio_nombre,
  i.cliente_id, (SELECT c.razon_social FROM clientes c WHERE c.id = i.cliente_id) AS cliente_nombre,
  i.proveedor_id, (SELECT p.nombre FROM proveedores p WHERE p.id = i.proveedor_id) AS proveedor_nombre,
  i.provincia_id, (SELECT pr.nombre FROM provincias pr WHERE pr.id = i.provincia_id) AS provincia_nombre,
  i.localidad_id, (SELECT l.nombre FROM localidades l WHERE l.id = i.localidad_id) AS localidad_nombre,
  i.ubicacion_lugar, f.archivos_count, f.geo_elementos_count, x.alertas_count, x.alertas_revisadas_count,
  i.creado_por, i.creado_at`;

/** The report's files counted (all, and those with a location), and its photos' flags (open, reviewed). */
const ARCHIVOS = sql`LEFT JOIN LATERAL (
    SELECT count(*)::int AS archivos_count,
      (count(*) FILTER (WHERE a.latitud IS NOT NULL AND a.longitud IS NOT NULL))::int AS geo_elementos_count
    FROM informe_archivos a WHERE a.informe_id = i.id) f ON TRUE
  LEFT JOIN LATERAL (
    SELECT (count(*) FILTER (WHERE x.revisada_at IS NULL))::int AS alertas_count,
      (count(*) FILTER (WHERE x.revisada_at IS NOT NULL))::int AS alertas_revisadas_count
    FROM informe_archivo_alertas x WHERE x.informe_id = i.id) x ON TRUE`;

/**
 * Up to this many matches a page is taken from the matching rows first (MATERIALIZED: the filters' own indexes,
 * then a small sort); above it, the ordered index is walked and filtered, which finds a page of dense matches
 * at once. Without this the planner, misjudging how rare a combination of filters is, may walk the whole
 * ordered index to find none (scripts/bench/informes-list.mjs, 100 000 reports: ~50 ms instead of ~3 ms).
 * The total is counted first because it decides this; a text search then runs twice only when it matched
 * few rows, which is when it is cheap.
 */
const FEW_MATCHES = 5000;

/** Columns the sorts read, carried by the materialized matches. */
const SORT_COLUMNS = sql`i.id, i.creado_at, i.fecha, i.estado, i.cliente_id, i.proveedor_id`;

/** The exact number of reports matching the filters within the scope (sort and page do not count). */
async function countInformes(db: Db, scope: RowScope, f: InformeFilters): Promise<number> {
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = f;
  if (filters.alertas) {
    // Flags change without a write to informes (informes_version): this count is never remembered.
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM informes i WHERE ${whereClause(scope, filters)}`.execute(db);
    return r.rows[0].n;
  }
  return contarConVersion(db, JSON.stringify([scope, filters]), whereClause(scope, filters));
}

/**
 * One page of the list and the total of matches: two statements (every statement costs PGlite a few ms however
 * small): the count, then the page's ids and their columns together (the rows skipped by OFFSET never compute
 * the names and counts).
 */
export async function listInformes(
  db: Db,
  scope: RowScope,
  f: InformeFilters,
  page: { page: number; limit: number },
): Promise<{ rows: InformeResumen[]; total: number }> {
  const total = await countInformes(db, scope, f);
  const offset = (page.page - 1) * page.limit;
  if (offset >= total) return { rows: [], total };
  const { join, orderBy } = ordering(f.sortBy, f.sortOrder);
  const where = whereClause(scope, f);
  const pageOf = (source: RawBuilder<unknown>, filter: RawBuilder<unknown>) =>
    sql`SELECT i.id FROM ${source} ${join} WHERE ${filter} ORDER BY ${orderBy} LIMIT ${page.limit} OFFSET ${offset}`;
  const ids =
    total <= FEW_MATCHES
      ? sql`WITH m AS MATERIALIZED (SELECT ${SORT_COLUMNS} FROM informes i WHERE ${where}) ${pageOf(sql`m AS i`, sql`TRUE`)}`
      : pageOf(sql`informes i`, where);
  const r = await sql<InformeResumen>`
    SELECT ${RESUMEN_COLUMNS}
    FROM unnest(ARRAY(${ids})) WITH ORDINALITY AS pagina(id, n)
    JOIN informes i ON i.id = pagina.id ${ARCHIVOS}
    ORDER BY pagina.n`.execute(db);
  return { rows: r.rows, total };
}

/** Ids of every match in list order (the CSV export reads the rows in batches of these). */
export async function exportIds(db: Db, scope: RowScope, f: InformeFilters): Promise<number[]> {
  const { join, orderBy } = ordering(f.sortBy, f.sortOrder);
  const r = await sql<{ id: number }>`SELECT i.id FROM informes i ${join} WHERE ${whereClause(scope, f)} ORDER BY ${orderBy}`.execute(db);
  return r.rows.map((row) => row.id);
}

export interface InformeExportRow extends InformeResumen {
  informe_incidencias: string | null;
  /** 'YYYY-MM-DD HH24:MI:SS' in Bogotá. */
  creado_bogota: string;
}

/** The rows of `ids` in the order of `ids` (ids deleted meanwhile are left out): a list page or an export batch. */
export async function resumenes(db: Db, ids: readonly number[]): Promise<InformeExportRow[]> {
  if (ids.length === 0) return [];
  const r = await sql<InformeExportRow>`
    SELECT ${RESUMEN_COLUMNS}, i.informe_incidencias,
      to_char(i.creado_at AT TIME ZONE ${sql.lit(BUSINESS_TIME_ZONE)}, 'YYYY-MM-DD HH24:MI:SS') AS creado_bogota
    FROM unnest(${[...ids]}::int[]) WITH ORDINALITY AS pagina(id, n)
    JOIN informes i ON i.id = pagina.id ${ARCHIVOS}
    ORDER BY pagina.n`.execute(db);
  return r.rows;
}

/**
 * A report inside the caller's scope, with every field and the author (no history); undefined otherwise. `lock`:
 * FOR NO KEY UPDATE, which serialises the report's writers but lets other transactions insert rows that reference it
 * (a flag of another report's photo naming this one; docs/decisions/photo-evidence.md).
 */
export async function findInforme(db: Db, scope: RowScope, id: number, lock = false): Promise<Omit<InformeDetalle, 'historial'> | undefined> {
  const scopeCond = whereClause(scope, {});
  const r = await sql<Omit<InformeDetalle, 'historial'>>`
    SELECT ${RESUMEN_COLUMNS},
      (SELECT s.precio FROM servicios s WHERE s.id = i.servicio_id) AS servicio_precio,
      i.informe_incidencias, i.actualizado_at,
      (SELECT json_build_object('id', u.id, 'usuario', u.usuario,
              'nombre', ${nombreCompletoSql('u')})
         FROM usuarios u WHERE u.id = i.creado_por) AS autor,
      CASE WHEN i.aceptado_at IS NULL THEN NULL
        ELSE json_build_object('usuario', i.aceptado_por_usuario, 'nombre', coalesce(i.aceptado_por_nombre, ''),
          'fecha', to_char(i.aceptado_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END AS aceptacion
    FROM informes i ${ARCHIVOS} WHERE i.id = ${id} AND ${scopeCond} ${lock ? sql`FOR NO KEY UPDATE OF i` : sql``}`.execute(db);
  return r.rows[0];
}

/** What deciding whether a user may change a report's photos needs (editableInforme), and whether it was accepted. */
export interface InformeEditable {
  id: number;
  estado: EstadoInforme;
  proveedor_id: number;
  cliente_id: number;
  creado_por: number | null;
  aceptado: boolean;
}

/**
 * The report inside the caller's scope with only the columns of the editing rules: a tus upload asks this at each
 * PATCH and under the lock before the row (its creation asks findInformeEditableConFotos), and needs none of
 * findInforme's names and counts.
 * `lock` as findInforme's.
 */
export async function findInformeEditable(db: Db, scope: RowScope, id: number, lock = false): Promise<InformeEditable | undefined> {
  const r = await sql<InformeEditable>`
    SELECT i.id, i.estado, i.proveedor_id, i.cliente_id, i.creado_por, i.aceptado_at IS NOT NULL AS aceptado
    FROM informes i WHERE i.id = ${id} AND ${whereClause(scope, {})} ${lock ? sql`FOR NO KEY UPDATE OF i` : sql``}`.execute(db);
  return r.rows[0];
}

/**
 * findInformeEditable plus, in the same query, its number of photos and the id of one with these bytes (`sha256`):
 * what the creation of a tus upload checks before any byte arrives. Never under the report's lock: a subquery of a
 * locking SELECT keeps the snapshot taken before the wait, so the transaction that records a photo counts again in a
 * statement of its own after locking (record.ts).
 */
export async function findInformeEditableConFotos(
  db: Db,
  scope: RowScope,
  id: number,
  sha256: string,
): Promise<(InformeEditable & { fotos: number; mismo_id: number | null }) | undefined> {
  const r = await sql<InformeEditable & { fotos: number; mismo_id: number | null }>`
    SELECT i.id, i.estado, i.proveedor_id, i.cliente_id, i.creado_por, i.aceptado_at IS NOT NULL AS aceptado,
      (SELECT count(*)::int FROM informe_archivos a WHERE a.informe_id = i.id) AS fotos,
      (SELECT min(a.id) FROM informe_archivos a WHERE a.informe_id = i.id AND a.sha256 = ${sha256}) AS mismo_id
    FROM informes i WHERE i.id = ${id} AND ${whereClause(scope, {})}`.execute(db);
  return r.rows[0];
}

/** The report with its history, as GET /informes/:id answers (undefined when out of scope or missing). */
export async function informeDetalle(db: Db, scope: RowScope, id: number): Promise<InformeDetalle | undefined> {
  const informe = await findInforme(db, scope, id);
  if (!informe) return undefined;
  return { ...informe, historial: await historialEstados(db, id) };
}

/** Status changes of a report, oldest first, from the audit rows written with them (estado-informe.ts). */
async function historialEstados(db: Db, id: number): Promise<CambioEstadoInforme[]> {
  const rows = await db
    .selectFrom('auditoria')
    .select(['id', 'usuario', 'creado_at', 'datos'])
    .where('tabla', '=', 'informes')
    .where('registro_id', '=', id)
    .where('accion', '=', 'ACTUALIZAR')
    .where(sql<boolean>`datos ? 'estado_nuevo'`)
    .orderBy('creado_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const d = r.datos as CambioEstadoDatos;
    return {
      id: r.id,
      usuario: r.usuario,
      fecha: r.creado_at,
      estado_anterior: d.estado_anterior,
      estado_nuevo: d.estado_nuevo,
      comentario: d.comentario ?? null,
      problema: d.problema ? { archivo_id: d.problema.archivo_id ?? null, archivo_nombre: d.problema.archivo_nombre ?? null } : null,
    };
  });
}

/** The columns a report's create/update writes: the body with every optional text decided. */
export type InformeValues = Required<InformeInput>;

export async function insertInforme(trx: Db, values: InformeValues, creadoPor: number): Promise<number> {
  const row = await trx
    .insertInto('informes')
    .values({ ...values, creado_por: creadoPor })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The columns of a client's acceptance, cleared (docs/decisions/aceptacion-cliente.md): an acceptance holds only for the
 * report as it was accepted, so a new status, an edit that changes something, or a photo added or deleted clears it.
 */
const SIN_ACEPTACION = { aceptado_por: null, aceptado_por_usuario: null, aceptado_por_nombre: null, aceptado_at: null } as const;

/** `cambia`: some value differs from the stored one, which clears the client's acceptance. */
export async function updateInforme(trx: Db, id: number, values: InformeValues, cambia: boolean): Promise<void> {
  await trx
    .updateTable('informes')
    .set({ ...values, actualizado_at: sql<string>`now()`, ...(cambia ? SIN_ACEPTACION : {}) })
    .where('id', '=', id)
    .execute();
}

/** A new status; the client's acceptance holds only for the Completado it accepted, so any change clears it. */
export async function setEstado(trx: Db, id: number, estado: EstadoInforme): Promise<void> {
  await trx
    .updateTable('informes')
    .set({ estado, actualizado_at: sql<string>`now()`, ...SIN_ACEPTACION })
    .where('id', '=', id)
    .execute();
}

/** The report's photos changed (one added or deleted): the client's acceptance, if any, no longer holds. */
export async function quitarAceptacion(trx: Db, id: number): Promise<void> {
  await trx.updateTable('informes').set(SIN_ACEPTACION).where('id', '=', id).where('aceptado_at', 'is not', null).execute();
}

/**
 * Deletes the report; its informe_archivos rows go with it (ON DELETE CASCADE) and their stored objects are
 * queued in archivos_pendientes_borrado by trigger, in this same transaction. Returns how many files it had.
 */
export async function deleteInforme(trx: Db, id: number): Promise<number> {
  const files = await trx
    .selectFrom('informe_archivos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('informe_id', '=', id)
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('informes').where('id', '=', id).execute();
  return files.n;
}

/** Names and rules the create/update checks read, locked against deletion until the transaction ends. */
export interface Referencias {
  servicio: { nombre: string; activo: boolean } | undefined;
  cliente: string | undefined;
  proveedor: string | undefined;
  provincia: string | undefined;
  localidad: { nombre: string; provincia_id: number } | undefined;
  asignado: boolean;
}

export async function referencias(
  trx: Db,
  v: Pick<InformeValues, 'servicio_id' | 'cliente_id' | 'proveedor_id' | 'provincia_id' | 'localidad_id'>,
): Promise<Referencias> {
  const [servicio, cliente, proveedor, provincia, localidad, asignacion] = [
    await trx.selectFrom('servicios').select(['nombre', 'activo']).where('id', '=', v.servicio_id).forShare().executeTakeFirst(),
    await trx.selectFrom('clientes').select('razon_social').where('id', '=', v.cliente_id).forShare().executeTakeFirst(),
    await trx.selectFrom('proveedores').select('nombre').where('id', '=', v.proveedor_id).forShare().executeTakeFirst(),
    await trx.selectFrom('provincias').select('nombre').where('id', '=', v.provincia_id).executeTakeFirst(),
    await trx.selectFrom('localidades').select(['nombre', 'provincia_id']).where('id', '=', v.localidad_id).executeTakeFirst(),
    await trx
      .selectFrom('asignaciones')
      .select('id')
      .where('proveedor_id', '=', v.proveedor_id)
      .where('cliente_id', '=', v.cliente_id)
      .forShare()
      .executeTakeFirst(),
  ];
  return {
    servicio,
    cliente: cliente?.razon_social,
    proveedor: proveedor?.nombre,
    provincia: provincia?.nombre,
    localidad,
    asignado: asignacion !== undefined,
  };
}

const byName = <T extends { nombre: string; id: number }>(a: T, b: T) => spanishCollator.compare(a.nombre, b.nombre) || a.id - b.id;

/** The form and filter options within the caller's scope (InformesOpciones in shared/contracts). */
export async function opciones(db: Db, scope: RowScope): Promise<InformesOpciones> {
  let asignacionesQ = db.selectFrom('asignaciones').select(['proveedor_id', 'cliente_id']);
  if (scope.kind === 'proveedor') asignacionesQ = asignacionesQ.where('proveedor_id', '=', scope.proveedorId);
  if (scope.kind === 'cliente') asignacionesQ = asignacionesQ.where('cliente_id', '=', scope.clienteId);
  const asignaciones = await asignacionesQ.orderBy('proveedor_id').orderBy('cliente_id').execute();

  let clientesQ = db.selectFrom('clientes').select(['id', 'razon_social as nombre']);
  let proveedoresQ = db.selectFrom('proveedores').select(['id', 'nombre']);
  if (scope.kind === 'proveedor') {
    clientesQ = clientesQ.where('id', 'in', [-1, ...asignaciones.map((a) => a.cliente_id)]);
    proveedoresQ = proveedoresQ.where('id', '=', scope.proveedorId);
  }
  if (scope.kind === 'cliente') {
    clientesQ = clientesQ.where('id', '=', scope.clienteId);
    proveedoresQ = proveedoresQ.where('id', 'in', [-1, ...asignaciones.map((a) => a.proveedor_id)]);
  }
  const [servicios, clientes, proveedores, provincias] = [
    await db.selectFrom('servicios').select(['id', 'nombre', 'precio', 'activo']).execute(),
    await clientesQ.execute(),
    await proveedoresQ.execute(),
    await db.selectFrom('provincias').select(['id', 'nombre']).execute(),
  ];
  return {
    servicios: servicios.sort(byName),
    clientes: clientes.sort(byName),
    proveedores: proveedores.sort(byName),
    asignaciones,
    provincias: provincias.sort(byName),
  };
}

/** Records a client user's acceptance (docs/decisions/aceptacion-cliente.md). */
export async function setAceptacion(trx: Db, id: number, user: { id: number; usuario: string; nombre: string }): Promise<void> {
  await trx
    .updateTable('informes')
    .set({
      aceptado_por: user.id,
      aceptado_por_usuario: user.usuario,
      aceptado_por_nombre: user.nombre,
      aceptado_at: sql<string>`now()`,
      actualizado_at: sql<string>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Active users who may see a report (its `informes` events). */
export async function informeAudience(db: Db, informeId: number): Promise<number[]> {
  const r = await sql<{ id: number }>`SELECT u.id FROM usuarios u JOIN informes i ON i.id = ${informeId}
    WHERE u.activo AND (u.tipo = 0 OR (u.tipo = 1 AND u.proveedor_id = i.proveedor_id) OR (u.tipo = 2 AND u.cliente_id = i.cliente_id))`.execute(db);
  return r.rows.map((x) => x.id);
}

/** The original name of a photo of this report (a client names it in a problem), or undefined when it is not one. */
export async function photoNameOf(db: Db, informeId: number, archivoId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('informe_archivos')
    .select('nombre_original')
    .where('id', '=', archivoId)
    .where('informe_id', '=', informeId)
    .executeTakeFirst();
  return row?.nombre_original;
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
interface InformesTable {
  id: Generated<number>;
  servicio_id: number;
  cliente_id: number;
  proveedor_id: number;
  provincia_id: number;
  localidad_id: number;
  campana: string;
  descripcion: string | null;
  /** 'YYYY-MM-DD' */
  fecha: string;
  fecha_recepcion: string | null;
  informe_incidencias: string | null;
  estado: ColumnType<EstadoInforme, EstadoInforme | undefined, EstadoInforme>;
  ubicacion_lugar: string | null;
  creado_por: number | null;
  creado_at: CreatedAt;
  actualizado_at: CreatedAt;
  /** Search text, written by the trigger informes_busqueda (migration 003); never set by the API. */
  busqueda: ColumnType<string, never, never>;
  /** The client's acceptance (migration 015). */
  aceptado_por: ColumnType<number | null, number | null | undefined, number | null>;
  aceptado_por_usuario: ColumnType<string | null, string | null | undefined, string | null>;
  aceptado_por_nombre: ColumnType<string | null, string | null | undefined, string | null>;
  aceptado_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The campaign, site and check it proves (migration 020), when it names them. */
  campana_id: ColumnType<number | null, number | null | undefined, number | null>;
  sitio_id: ColumnType<number | null, number | null | undefined, number | null>;
  control_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One row: the version of the reports' data, bumped by every statement that writes informes (migration 003). */
interface InformesVersionTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  v: number;
}

declare module '../../platform/db/schema' {
  interface DB {
    informes: InformesTable;
    informes_version: InformesVersionTable;
  }
}
