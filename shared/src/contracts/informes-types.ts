// Report API types (docs/product-spec.md §3 "Report read fields", "Report on create", §4 report status, §7 /informes calls).
// Dates: `fecha`/`fecha_recepcion` are calendar days 'YYYY-MM-DD'; `*_at` are ISO instants.
import type { FiltroAlertas } from './evidencia-types';

/** Report status values (docs/product-spec.md §4), in workflow order. */
export const ESTADOS_INFORME = ['pendiente', 'en_progreso', 'completado', 'cancelado'] as const;
export type EstadoInforme = (typeof ESTADOS_INFORME)[number];

export function isEstadoInforme(value: unknown): value is EstadoInforme {
  return typeof value === 'string' && (ESTADOS_INFORME as readonly string[]).includes(value);
}

/** Page sizes of GET /informes. */
export const INFORMES_PAGE_SIZES = [10, 20, 50, 100] as const;
export type InformesPageSize = (typeof INFORMES_PAGE_SIZES)[number];

export const INFORMES_SORT_FIELDS = ['id', 'fecha', 'creado_at', 'estado', 'cliente', 'proveedor'] as const;
export type InformesSortBy = (typeof INFORMES_SORT_FIELDS)[number];

/** One row of GET /informes (docs/product-spec.md §3 read fields, plus campana, fecha, fecha_recepcion and the ids the screens need). */
export interface InformeResumen {
  id: number;
  descripcion: string | null;
  estado: EstadoInforme;
  campana: string;
  fecha: string;
  fecha_recepcion: string | null;
  servicio_id: number;
  servicio_nombre: string;
  cliente_id: number;
  cliente_nombre: string;
  proveedor_id: number;
  proveedor_nombre: string;
  provincia_id: number;
  provincia_nombre: string;
  localidad_id: number;
  localidad_nombre: string;
  ubicacion_lugar: string | null;
  /** Images of the report. */
  archivos_count: number;
  /** Images with a location (latitude and longitude). */
  geo_elementos_count: number;
  /** Open (unreviewed) flags on its photos (docs/decisions/photo-evidence.md); 0 with photos = "Verificado". */
  alertas_count: number;
  /** Flags an administrator reviewed and settled. */
  alertas_revisadas_count: number;
  /** Id of the user who entered it (null when that user was deleted). */
  creado_por: number | null;
  creado_at: string;
}

/** The user who entered a report. */
export interface InformeAutor {
  id: number;
  usuario: string;
  nombre: string;
}

/** One status change of a report, read from its audit row. */
export interface CambioEstadoInforme {
  id: number;
  usuario: string;
  /** ISO instant (shown in Bogotá time). */
  fecha: string;
  estado_anterior: EstadoInforme;
  estado_nuevo: EstadoInforme;
  comentario: string | null;
  /** Set when the change is a client's "Reportar problema" (docs/decisions/aceptacion-cliente.md): the photo it points at. */
  problema: ProblemaReportado | null;
}

/** What a client's problem report adds to the status change it causes (Completado → En Progreso). */
export interface ProblemaReportado {
  archivo_id: number | null;
  /** The photo's name when it was reported (kept if the photo is removed later). */
  archivo_nombre: string | null;
}

/** A client user's acceptance of a completed report. */
export interface AceptacionInforme {
  usuario: string;
  nombre: string;
  /** ISO instant. */
  fecha: string;
}

/** POST /informes/:id/problema body: what is wrong, and optionally which photo. */
export interface ProblemaInformeInput {
  comentario: string;
  archivo_id?: number | null;
}

/** GET /informes/:id — every field, the author and the status history (oldest first). */
export interface InformeDetalle extends InformeResumen {
  servicio_precio: number;
  informe_incidencias: string | null;
  autor: InformeAutor | null;
  actualizado_at: string;
  historial: CambioEstadoInforme[];
  /** The client's acceptance; null until accepted, and again when the report is reopened. */
  aceptacion: AceptacionInforme | null;
}

/**
 * POST /informes and PATCH /informes/:id body (docs/product-spec.md §3 "Report on create"). `descripcion` and
 * `ubicacion_lugar` are optional: left out, the server writes "<servicio> en <localidad>" and
 * "<localidad>, <provincia>" (docs/decisions/informes-api.md).
 */
export interface InformeInput {
  servicio_id: number;
  cliente_id: number;
  proveedor_id: number;
  provincia_id: number;
  localidad_id: number;
  campana: string;
  fecha: string;
  fecha_recepcion: string | null;
  informe_incidencias: string | null;
  descripcion?: string | null;
  ubicacion_lugar?: string | null;
}

/** PATCH /informes/:id/estado body. */
export interface CambioEstadoInput {
  estado: EstadoInforme;
  comentario?: string | null;
}

/**
 * Filters + sort of GET /informes and GET /informes/export. `estado` is one status or several separated by
 * commas. The id filters and dates narrow the caller's own scope (they never widen it).
 */
export interface InformesFilters {
  search?: string;
  estado?: string;
  proveedor_id?: number;
  cliente_id?: number;
  servicio_id?: number;
  provincia_id?: number;
  /** Bogotá calendar days on `fecha`, inclusive ('YYYY-MM-DD'). */
  fechaDesde?: string;
  fechaHasta?: string;
  /** 'con': open flags; 'sin': verified (photos, no open flag). */
  alertas?: FiltroAlertas;
  sortBy?: InformesSortBy;
  sortOrder?: 'ASC' | 'DESC';
}

/** GET /informes query. */
export interface InformesQuery extends InformesFilters {
  page?: number;
  limit?: InformesPageSize;
}

/** An option of a select: id and name. */
export interface OpcionInforme {
  id: number;
  nombre: string;
}

/**
 * GET /informes/opciones — what the caller may choose in a report form and in the list filters: every
 * service with its price and whether it is active (new reports take active ones), the clients and providers
 * within its scope, and which provider serves which client (assignments). A provider user gets only its provider and the clients assigned to it;
 * a client user only its client and the providers assigned to it.
 */
export interface InformesOpciones {
  servicios: Array<OpcionInforme & { precio: number; activo: boolean }>;
  clientes: OpcionInforme[];
  proveedores: OpcionInforme[];
  asignaciones: Array<{ proveedor_id: number; cliente_id: number }>;
  provincias: OpcionInforme[];
}
