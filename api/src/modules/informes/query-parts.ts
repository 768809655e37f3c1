import { sql, type RawBuilder } from 'kysely';
import type { EstadoInforme } from 'shared/contracts';
import { informeEnAlcance, type RowScope } from '../../platform/auth/row-scope';
import { matchesSearch } from '../../platform/lib/search';
import type { InformesFilterQuery } from './schemas';

/**
 * The SQL pieces both repositories read reports with (list-repository.ts: the list, count and export;
 * repository.ts: one report): the scope and filters, and the columns of an InformeResumen.
 */

/** The list's filters as the repository takes them (parsed and checked by listFilters, list-query.ts). */
export interface InformeFilters {
  search?: string;
  estados?: readonly EstadoInforme[];
  proveedorId?: number;
  clienteId?: number;
  servicioId?: number;
  provinciaId?: number;
  campanaId?: number;
  sitioId?: number;
  fechaDesde?: string;
  fechaHasta?: string;
  /** 'con': open flags; 'sin': verified (photos, no open flag). */
  alertas?: InformesFilterQuery['alertas'];
  sortBy: NonNullable<InformesFilterQuery['sortBy']>;
  sortOrder: 'asc' | 'desc';
}

/** `WHERE` of the list, the count and the export: the caller's row scope AND the filters. */
export function filterInformes(scope: RowScope, f: Omit<InformeFilters, 'sortBy' | 'sortOrder'>): RawBuilder<unknown> {
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
  if (f.campanaId !== undefined) conds.push(sql`i.campana_id = ${f.campanaId}`);
  if (f.sitioId !== undefined) conds.push(sql`i.sitio_id = ${f.sitioId}`);
  if (f.fechaDesde) conds.push(sql`i.fecha >= ${f.fechaDesde}::date`);
  if (f.fechaHasta) conds.push(sql`i.fecha <= ${f.fechaHasta}::date`);
  // Served by informe_archivo_alertas_abiertas_idx and informe_archivos_informe_idx (migration 014).
  const abiertas = sql`EXISTS (SELECT 1 FROM informe_archivo_alertas x WHERE x.informe_id = i.id AND x.revisada_at IS NULL)`;
  if (f.alertas === 'con') conds.push(abiertas);
  if (f.alertas === 'sin') conds.push(sql`EXISTS (SELECT 1 FROM informe_archivos a WHERE a.informe_id = i.id) AND NOT ${abiertas}`);
  return conds.length > 0 ? sql.join(conds, sql` AND `) : sql`TRUE`;
}

/**
 * Columns of an InformeResumen over `i` and ARCHIVO_COUNTS (names by scalar subqueries, the file counts by one
 * lateral aggregate: both cheap to plan, one index probe each; a join of six tables cost PGlite ~10 ms of planning).
 */
export const RESUMEN_COLUMNS = sql`
  i.id, i.descripcion, i.estado, i.campana, i.fecha, i.fecha_recepcion,
  i.servicio_id, (SELECT s.nombre FROM servicios s WHERE s.id = i.servicio_id) AS servicio_nombre,
  i.cliente_id, (SELECT c.razon_social FROM clientes c WHERE c.id = i.cliente_id) AS cliente_nombre,
  i.proveedor_id, (SELECT p.nombre FROM proveedores p WHERE p.id = i.proveedor_id) AS proveedor_nombre,
  i.provincia_id, (SELECT pr.nombre FROM provincias pr WHERE pr.id = i.provincia_id) AS provincia_nombre,
  i.localidad_id, (SELECT l.nombre FROM localidades l WHERE l.id = i.localidad_id) AS localidad_nombre,
  i.ubicacion_lugar, f.archivos_count, f.geo_elementos_count, x.alertas_count, x.alertas_revisadas_count,
  i.campana_id, i.sitio_id,
  (SELECT st.codigo FROM sitios st WHERE st.id = i.sitio_id) AS sitio_codigo,
  (SELECT st.nombre FROM sitios st WHERE st.id = i.sitio_id) AS sitio_nombre,
  i.control_id,
  (SELECT cc.tipo FROM campana_controles cc WHERE cc.id = i.control_id) AS control_tipo,
  (SELECT cc.numero FROM campana_controles cc WHERE cc.id = i.control_id) AS control_numero,
  i.creado_por, i.creado_at`;

/** The report's files counted (all, and those with a location), and its photos' flags (open, reviewed). */
export const ARCHIVO_COUNTS = sql`LEFT JOIN LATERAL (
    SELECT count(*)::int AS archivos_count,
      (count(*) FILTER (WHERE a.latitud IS NOT NULL AND a.longitud IS NOT NULL))::int AS geo_elementos_count
    FROM informe_archivos a WHERE a.informe_id = i.id) f ON TRUE
  LEFT JOIN LATERAL (
    SELECT (count(*) FILTER (WHERE x.revisada_at IS NULL))::int AS alertas_count,
      (count(*) FILTER (WHERE x.revisada_at IS NOT NULL))::int AS alertas_revisadas_count
    FROM informe_archivo_alertas x WHERE x.informe_id = i.id) x ON TRUE`;
