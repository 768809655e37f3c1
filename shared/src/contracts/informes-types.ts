// Report API types (docs/product-spec.md §3 "Report read fields", "Report on create", §4 report status, §7 /informes calls).
// Dates: `fecha`/`fecha_recepcion` are calendar days 'YYYY-MM-DD'; `*_at` are ISO instants.
import type { QueryOf } from './query-of';
import type { components } from './generated/openapi';

// The API shapes are the OpenAPI document's named schemas (generated/openapi.ts, `pnpm openapi:types`).
type Schemas = components['schemas'];

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
export type InformeResumen = Schemas['InformeResumen'];

/** The user who entered a report. */
export type InformeAutor = Schemas['InformeAutor'];

/** One status change of a report, read from its audit row. */
export type CambioEstadoInforme = Schemas['CambioEstadoInforme'];

/** What a client's problem report adds to the status change it causes (Completado → En Progreso). */
export type ProblemaReportado = Schemas['ProblemaReportado'];

/** A client user's acceptance of a completed report. */
export type AceptacionInforme = Schemas['AceptacionInforme'];

/** POST /informes/:id/problema body: what is wrong, and optionally which photo. */
export type ProblemaInformeInput = Schemas['ProblemaInformeInput'];

/** GET /informes/:id — every field, the author and the status history (oldest first). */
export type InformeDetalle = Schemas['InformeDetalle'];

/**
 * POST /informes and PATCH /informes/:id body (docs/product-spec.md §3 "Report on create"). `descripcion` and
 * `ubicacion_lugar` are optional: left out, the server writes "<servicio> en <localidad>" and
 * "<localidad>, <provincia>" (docs/decisions/informes-api.md).
 */
export type InformeInput = Schemas['InformeInput'];

/** PATCH /informes/:id/estado body. */
export type CambioEstadoInput = Schemas['CambioEstadoInput'];

/**
 * Filters + sort of GET /informes and GET /informes/export. `estado` is one status or several separated by
 * commas. The id filters and dates narrow the caller's own scope (they never widen it).
 */
export type InformesFilters = QueryOf<'exportReports'>;

/** GET /informes query. */
export type InformesQuery = QueryOf<'listReports'>;

/** An option of a select: id and name. */
export type OpcionInforme = Schemas['OpcionInforme'];

/**
 * GET /informes/opciones — what the caller may choose in a report form and in the list filters: every
 * service with its price and whether it is active (new reports take active ones), the clients and providers
 * within its scope, and which provider serves which client (assignments). A provider user gets only its provider and the clients assigned to it;
 * a client user only its client and the providers assigned to it.
 */
export type InformesOpciones = Schemas['InformesOpciones'];
