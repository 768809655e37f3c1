import { sql, type RawBuilder } from 'kysely';
import type { EstadoCampana, EstadoControl } from 'shared/contracts';
import type { RowScope } from '../../platform/auth/row-scope';

/**
 * The campaigns a user may see (docs/decisions/sitios-campanas.md, "Who sees what"): administrators all; a provider those
 * where it has a line; a client its own.
 */
export function campanaEnAlcance(scope: RowScope, alias = 'ca'): RawBuilder<boolean> {
  const id = sql.ref(`${alias}.id`);
  if (scope.kind === 'proveedor') {
    return sql<boolean>`EXISTS (SELECT 1 FROM campana_lineas cl WHERE cl.campana_id = ${id} AND cl.proveedor_id = ${scope.proveedorId})`;
  }
  if (scope.kind === 'cliente') return sql<boolean>`${sql.ref(`${alias}.cliente_id`)} = ${scope.clienteId}`;
  return sql<boolean>`TRUE`;
}

/** The lines of a campaign a user may see: a provider only its own. */
export function lineaEnAlcance(scope: RowScope, alias = 'cl'): RawBuilder<boolean> {
  return scope.kind === 'proveedor' ? sql<boolean>`${sql.ref(`${alias}.proveedor_id`)} = ${scope.proveedorId}` : sql<boolean>`TRUE`;
}

/** A campaign's state in SQL, from Bogotá's date `hoy` ('YYYY-MM-DD'): the same rule as shared/contracts estadoCampana. */
export function estadoSql(hoy: string, alias = 'ca'): RawBuilder<EstadoCampana> {
  const a = (c: string) => sql.ref(`${alias}.${c}`);
  return sql<EstadoCampana>`CASE WHEN ${a('cancelada_at')} IS NOT NULL THEN 'cancelada'
    WHEN ${hoy}::date < ${a('fecha_inicio')} THEN 'planificada'
    WHEN ${hoy}::date > ${a('fecha_fin')} THEN 'finalizada' ELSE 'activa' END`;
}

/**
 * A check's state in SQL (docs/decisions/cumplimiento.md), from the counts the database keeps (migration 021) and
 * Bogotá's date `hoy`: the same rule as shared/contracts estadoControl. Reads campanas `ca`, campana_lineas `cl` and
 * campana_controles `cc`.
 */
export function estadoControlSql(hoy: string): RawBuilder<EstadoControl> {
  return sql<EstadoControl>`CASE WHEN ca.cancelada_at IS NOT NULL OR cl.cancelada_at IS NOT NULL THEN 'no_aplica'
    WHEN cc.informes_validos > 0 THEN 'cumplido' WHEN cc.informes_en_revision > 0 THEN 'en_revision'
    WHEN cc.hasta < ${hoy}::date THEN 'atrasado' ELSE 'pendiente' END`;
}

/** A check's columns as the API answers them (CampanaControl): kind, number, window, state and fulfilment day. */
export function controlColumns(hoy: string) {
  return [
    'cc.id',
    'cc.tipo',
    'cc.numero',
    sql<string>`cc.desde::text`.as('desde'),
    sql<string>`cc.hasta::text`.as('hasta'),
    estadoControlSql(hoy).as('estado'),
    sql<string | null>`cc.cumplido_en::text`.as('cumplido_en'),
  ] as const;
}

/**
 * Where a campaign line stands and whose it is, as the API answers them on a line (CampanaLinea) and on a check
 * (ControlCampana): reads campana_lineas `cl` joined to sitios `s`, provincias `pr`, localidades `lo`, proveedores `pv`.
 */
export const LINEA_SITIO_COLUMNS = [
  'cl.sitio_id',
  's.codigo as sitio_codigo',
  's.nombre as sitio_nombre',
  's.latitud',
  's.longitud',
  's.radio_m',
  's.provincia_id',
  'pr.nombre as provincia',
  's.localidad_id',
  'lo.nombre as localidad',
  'cl.proveedor_id',
  'pv.nombre as proveedor',
  'cl.servicio_id',
] as const;
