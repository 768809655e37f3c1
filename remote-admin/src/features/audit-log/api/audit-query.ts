import { AUDIT_ACTIONS, AUDIT_PAGE_SIZES, type AuditAction, type AuditQuery } from 'shared/contracts';

type AuditPageSize = (typeof AUDIT_PAGE_SIZES)[number];

/** The audit log's list state as it lives in the URL (every key optional there). */
export const AUDIT_LIST_DEFAULTS = {
  search: '',
  usuario: '',
  accion: '',
  entidad: '',
  fechaInicio: '',
  fechaFin: '',
  page: 1,
  limit: 10,
};

export type AuditListState = { [K in keyof typeof AUDIT_LIST_DEFAULTS]: (typeof AUDIT_LIST_DEFAULTS)[K] extends number ? number : string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** Page size from the URL, limited to the spec's 10/20/50/100 (anything else → 10). */
export function auditPageSize(limit: number): AuditPageSize {
  return AUDIT_PAGE_SIZES.find((size) => size === limit) ?? AUDIT_PAGE_SIZES[0];
}

/**
 * URL state → GET /auditoria query: unknown actions, malformed dates and empty values are left out, and so is
 * `usuario` for someone who may only see their own events (`byUser` false: the filter is not on their screen).
 */
export function toAuditQuery(state: AuditListState, byUser = true): AuditQuery {
  return { page: state.page, limit: auditPageSize(state.limit), ...toAuditFilters(state, byUser) };
}

/** The filters alone (GET /auditoria/export: every matching event). */
export function toAuditFilters(state: AuditListState, byUser = true): Omit<AuditQuery, 'page' | 'limit'> {
  const query: Omit<AuditQuery, 'page' | 'limit'> = {};
  if (state.search.trim()) query.search = state.search.trim();
  if (byUser && state.usuario) query.usuario = state.usuario;
  if (isAuditAction(state.accion)) query.accion = state.accion;
  if (state.entidad) query.entidad = state.entidad;
  if (DATE.test(state.fechaInicio)) query.fechaInicio = state.fechaInicio;
  if (DATE.test(state.fechaFin)) query.fechaFin = state.fechaFin;
  return query;
}

/** Whether any filter or the search is set (page and page size do not count). */
export function hasAuditFilters(state: AuditListState, byUser = true): boolean {
  return Boolean(state.search || (byUser && state.usuario) || state.accion || state.entidad || state.fechaInicio || state.fechaFin);
}

export const auditKeys = {
  all: ['auditoria'] as const,
  list: (query: AuditQuery) => ['auditoria', 'list', query] as const,
  options: ['auditoria', 'opciones'] as const,
};
