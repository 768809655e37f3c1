import { TIPOS_SITIO, type SitiosFilters, type SitiosQuery, type TipoSitio } from 'shared/contracts';

/** Sites per page of the list (GET /sitios takes 10, 20, 50 or 100). */
export const SITIOS_PAGE_SIZE = 20;

/** The two views of one filtered set: the paged table, or the map of every site of the filter. */
export type SitiosVista = 'lista' | 'mapa';

/** The "Estado" select: '' = Todos. */
export const ACTIVO_OPTIONS = [
  { value: 'activos', label: 'Activos' },
  { value: 'inactivos', label: 'Inactivos' },
] as const;

/**
 * The /sitios screen's state as it lives in the URL (reload, back/forward, shared links): the filters, the view and
 * the page. Ids are kept as text ('' = none).
 */
export const SITIOS_LIST_DEFAULTS = {
  search: '',
  tipo: '',
  provincia: '',
  localidad: '',
  proveedor: '',
  activo: '',
  vista: 'lista',
  page: 1,
};

export type SitiosListState = {
  [K in keyof typeof SITIOS_LIST_DEFAULTS]: (typeof SITIOS_LIST_DEFAULTS)[K] extends number ? number : string;
};

/** The URL's `vista` (anything else is the list). */
export const vistaOf = (state: Pick<SitiosListState, 'vista'>): SitiosVista => (state.vista === 'mapa' ? 'mapa' : 'lista');

export const isTipoSitio = (value: string): value is TipoSitio => (TIPOS_SITIO as readonly string[]).includes(value);

/** A positive integer id from the URL, or undefined ('', '0', 'abc' and the like are no filter). */
export function idParam(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

/** The estado select's value → `activo` (undefined = all). */
export function activoParam(value: string): boolean | undefined {
  if (value === 'activos') return true;
  if (value === 'inactivos') return false;
  return undefined;
}

/**
 * The URL state as the filters GET /sitios, /sitios/mapa and /sitios/export take. The provider filter only for who
 * may choose one (administrators): anyone else's sites are already scoped by the API, and a hand-written
 * `?proveedor=` must not narrow a list the screen shows no filter for.
 */
export function toSitiosFilters(state: SitiosListState, { proveedorFilter }: { proveedorFilter: boolean }): SitiosFilters {
  const filters: SitiosFilters = {};
  const search = state.search.trim();
  if (search) filters.search = search;
  if (isTipoSitio(state.tipo)) filters.tipo = state.tipo;
  const provincia = idParam(state.provincia);
  if (provincia !== undefined) filters.provincia_id = provincia;
  const localidad = idParam(state.localidad);
  if (localidad !== undefined) filters.localidad_id = localidad;
  const proveedor = proveedorFilter ? idParam(state.proveedor) : undefined;
  if (proveedor !== undefined) filters.proveedor_id = proveedor;
  const activo = activoParam(state.activo);
  if (activo !== undefined) filters.activo = activo;
  return filters;
}

/** One page of GET /sitios for the URL state (sorted by code, as the API does by default). */
export function toSitiosQuery(state: SitiosListState, options: { proveedorFilter: boolean }): SitiosQuery {
  return { ...toSitiosFilters(state, options), page: state.page, limit: SITIOS_PAGE_SIZE };
}

/** Whether any filter narrows the set (the empty list then says so). */
export const hasFilters = (filters: SitiosFilters) => Object.keys(filters).length > 0;

export const sitiosKeys = {
  all: ['sitios'] as const,
  list: (query: SitiosQuery) => ['sitios', 'list', query] as const,
  mapa: (filters: SitiosFilters) => ['sitios', 'mapa', filters] as const,
  detail: (id: number) => ['sitios', 'detail', id] as const,
  fotos: (id: number, page: number) => ['sitios', 'fotos', id, page] as const,
  campanas: (id: number) => ['sitios', 'campanas', id] as const,
};
