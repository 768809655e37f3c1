import type { QueryClient } from '@tanstack/react-query';
import {
  FILTROS_ALERTAS,
  FILTRO_ALERTAS_LABELS,
  ESTADOS_INFORME,
  ESTADO_INFORME_LABELS,
  FORM_LIST_KEYS,
  INFORMES_PAGE_SIZES,
  type InformesFilters,
  type InformesQuery,
  type InformesSortBy,
} from 'shared/contracts';

/** The reports list's state as it lives in the URL (every key optional there). */
export const INFORMES_LIST_DEFAULTS = {
  search: '',
  estado: '',
  alertas: '',
  proveedor: '',
  cliente: '',
  servicio: '',
  provincia: '',
  desde: '',
  hasta: '',
  orden: 'recientes',
  page: 1,
  limit: 10,
};

export type InformesListState = {
  [K in keyof typeof INFORMES_LIST_DEFAULTS]: (typeof INFORMES_LIST_DEFAULTS)[K] extends number ? number : string;
};

/** The sort select; the value lives in the URL as `orden`. */
export const SORT_OPTIONS = [
  { value: 'recientes', label: 'Más recientes', sortBy: 'creado_at', sortOrder: 'DESC' },
  { value: 'antiguos', label: 'Más antiguos', sortBy: 'creado_at', sortOrder: 'ASC' },
  { value: 'fecha-desc', label: 'Fecha (más reciente)', sortBy: 'fecha', sortOrder: 'DESC' },
  { value: 'fecha-asc', label: 'Fecha (más antigua)', sortBy: 'fecha', sortOrder: 'ASC' },
  { value: 'estado', label: 'Estado', sortBy: 'estado', sortOrder: 'ASC' },
  { value: 'cliente', label: 'Cliente A-Z', sortBy: 'cliente', sortOrder: 'ASC' },
  { value: 'proveedor', label: 'Proveedor A-Z', sortBy: 'proveedor', sortOrder: 'ASC' },
  { value: 'id-desc', label: 'ID (mayor primero)', sortBy: 'id', sortOrder: 'DESC' },
] as const satisfies readonly { value: string; label: string; sortBy: InformesSortBy; sortOrder: 'ASC' | 'DESC' }[];

/** The spec's status filter: "Todos los estados" is the empty value. */
export const ESTADO_FILTER_OPTIONS = ESTADOS_INFORME.map((value) => ({ value, label: ESTADO_INFORME_LABELS[value] }));

/** The Alertas filter: "Todas" is the empty value, then "Con alertas" and "Verificados" (GET /informes?alertas=con|sin). */
export const ALERTAS_FILTER_OPTIONS = FILTROS_ALERTAS.map((value) => ({ value, label: FILTRO_ALERTAS_LABELS[value] }));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const id = (value: string): number | undefined => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** Page size from the URL, limited to 10/20/50/100 (anything else → 10). */
export function informesPageSize(limit: number): (typeof INFORMES_PAGE_SIZES)[number] {
  return (INFORMES_PAGE_SIZES as readonly number[]).includes(limit) ? (limit as (typeof INFORMES_PAGE_SIZES)[number]) : 10;
}

/** The select's value for the URL's `orden` (unknown → the default). */
export function normalizeOrden(orden: string): (typeof SORT_OPTIONS)[number]['value'] {
  return (SORT_OPTIONS.find((o) => o.value === orden) ?? SORT_OPTIONS[0]).value;
}

/** URL state → filters and sort of GET /informes and /informes/export; malformed values are left out. */
export function toInformesFilters(state: InformesListState): InformesFilters {
  const sort = SORT_OPTIONS.find((o) => o.value === state.orden) ?? SORT_OPTIONS[0];
  const filters: InformesFilters = { sortBy: sort.sortBy, sortOrder: sort.sortOrder };
  const search = state.search.trim();
  if (search) filters.search = search;
  if ((ESTADOS_INFORME as readonly string[]).includes(state.estado)) filters.estado = state.estado;
  const alertas = FILTROS_ALERTAS.find((f) => f === state.alertas);
  if (alertas) filters.alertas = alertas;
  const ids = {
    proveedor_id: id(state.proveedor),
    cliente_id: id(state.cliente),
    servicio_id: id(state.servicio),
    provincia_id: id(state.provincia),
  };
  for (const [key, value] of Object.entries(ids)) if (value !== undefined) filters[key as keyof typeof ids] = value;
  if (DATE.test(state.desde)) filters.fechaDesde = state.desde;
  // A range that ends before it starts is shown as a field error; the list keeps its start.
  if (DATE.test(state.hasta) && !(filters.fechaDesde && state.hasta < filters.fechaDesde)) filters.fechaHasta = state.hasta;
  return filters;
}

/** URL state → GET /informes query of one page. */
export function toInformesQuery(state: InformesListState): InformesQuery {
  return { page: state.page, limit: informesPageSize(state.limit), ...toInformesFilters(state) };
}

/**
 * Whether the search or a filter is applied (sort, page and page size do not count): picks the empty text. Read from
 * what is sent (toInformesFilters), so a malformed value in the URL (`?alertas=x`), which is left out, does not count.
 */
export function hasInformesFilters(state: InformesListState): boolean {
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = toInformesFilters(state);
  return Object.keys(filters).length > 0;
}

/** How many of the administrator's extra filters are set (shown on the collapsed bar's button). */
export function countAdvancedFilters(state: InformesListState): number {
  return [state.proveedor, state.cliente, state.servicio, state.provincia, state.desde, state.hasta].filter(Boolean).length;
}

/** Lists, reports and the form's options are kept offline by these keys (shared/contracts, PERSISTED_QUERIES). */
export const informesKeys = {
  all: ['informes'] as const,
  /** Every page of the list (prefix of `list`). */
  lists: ['informes', 'list'] as const,
  list: (query: InformesQuery) => ['informes', 'list', query] as const,
  detail: (id: number) => ['informes', 'detail', id] as const,
  opciones: FORM_LIST_KEYS.opciones,
};

/** The host's dashboard summary (sidebar count, dashboard cards): refetched after a report changes. */
export const DASHBOARD_KEY = ['dashboard'] as const;

/**
 * After a change that moves no count but writes an audit row (the dashboard's recent activity): the summary is only
 * marked stale, so the dashboard fetches it when it opens and the sidebar does not fetch it now.
 */
export const staleDashboard = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY, refetchType: 'none' });
