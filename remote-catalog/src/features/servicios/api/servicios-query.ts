import type { ServiciosFilters, ServiciosQuery, ServiciosSortBy, SortOrder } from 'shared/contracts';

/** Spec §9: 10 services per page. */
export const SERVICIOS_PAGE_SIZE = 10;

/** The sort select of the services screen; the value lives in the URL as `orden`. */
export const SORT_OPTIONS = [
  { value: 'recientes', label: 'Más recientes', sortBy: 'fecha_creacion', sortOrder: 'DESC' },
  { value: 'antiguos', label: 'Más antiguos', sortBy: 'fecha_creacion', sortOrder: 'ASC' },
  { value: 'nombre-asc', label: 'Nombre A-Z', sortBy: 'nombre', sortOrder: 'ASC' },
  { value: 'nombre-desc', label: 'Nombre Z-A', sortBy: 'nombre', sortOrder: 'DESC' },
  { value: 'precio-asc', label: 'Precio menor a mayor', sortBy: 'precio', sortOrder: 'ASC' },
  { value: 'precio-desc', label: 'Precio mayor a menor', sortBy: 'precio', sortOrder: 'DESC' },
] as const satisfies readonly { value: string; label: string; sortBy: ServiciosSortBy; sortOrder: SortOrder }[];

export type SortOptionValue = (typeof SORT_OPTIONS)[number]['value'];

/** Default sort (docs/product-spec.md §9): fecha_creacion DESC. */
const DEFAULT_SORT: SortOptionValue = 'recientes';

/** The estado select: '' = Todos. */
export const ESTADO_OPTIONS = [
  { value: 'activos', label: 'Activos' },
  { value: 'inactivos', label: 'Inactivos' },
] as const;

/** The services screen's list state as it lives in the URL. */
export const SERVICIOS_LIST_DEFAULTS = {
  search: '',
  categoria: '',
  estado: '',
  orden: DEFAULT_SORT as string,
  page: 1,
};

export type ServiciosListState = {
  [K in keyof typeof SERVICIOS_LIST_DEFAULTS]: (typeof SERVICIOS_LIST_DEFAULTS)[K] extends number ? number : string;
};

/** Sort option → API sortBy/sortOrder; unknown values (a hand-edited URL) fall back to the default. */
export function sortParams(option: string): { sortBy: ServiciosSortBy; sortOrder: SortOrder } {
  const found = SORT_OPTIONS.find((o) => o.value === option) ?? SORT_OPTIONS[0];
  return { sortBy: found.sortBy, sortOrder: found.sortOrder };
}

/** API sortBy/sortOrder → the sort option showing it (default when the pair is unknown). */
export function sortOptionFor(sortBy: string, sortOrder: string): SortOptionValue {
  const order = sortOrder.toUpperCase();
  return SORT_OPTIONS.find((o) => o.sortBy === sortBy && o.sortOrder === order)?.value ?? DEFAULT_SORT;
}

/** The select's value for the URL's `orden` (unknown → default). */
export function normalizeSort(option: string): SortOptionValue {
  const { sortBy, sortOrder } = sortParams(option);
  return sortOptionFor(sortBy, sortOrder);
}

/** estado select value → `activo` query parameter (undefined = all). */
export function activoParam(estado: string): boolean | undefined {
  if (estado === 'activos') return true;
  if (estado === 'inactivos') return false;
  return undefined;
}

/** Filters + sort of the URL state, as GET /servicios/export takes them (no paging). */
export function toServiciosFilters(state: ServiciosListState): ServiciosFilters {
  const filters: ServiciosFilters = { ...sortParams(state.orden) };
  const search = state.search.trim();
  if (search) filters.search = search;
  if (state.categoria) filters.categoria = state.categoria;
  const activo = activoParam(state.estado);
  if (activo !== undefined) filters.activo = activo;
  return filters;
}

/** URL state → GET /servicios query of one page. */
export function toServiciosQuery(state: ServiciosListState): ServiciosQuery {
  return { page: state.page, limit: SERVICIOS_PAGE_SIZE, ...toServiciosFilters(state) };
}

export const serviciosKeys = {
  all: ['servicios'] as const,
  list: (query: ServiciosQuery) => ['servicios', 'list', query] as const,
  stats: ['servicios', 'estadisticas'] as const,
  categorias: ['servicios', 'categorias'] as const,
};
