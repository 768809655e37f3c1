import { ESTADOS_CAMPANA, ESTADO_CAMPANA_LABELS, type EstadoCampana, type QueryOf } from 'shared/contracts';

/** GET /campanas query (the OpenAPI document's listCampaigns). */
export type CampanasQuery = QueryOf<'listCampaigns'>;

/** Campaigns per page of the list (GET /campanas takes 10, 20, 50 or 100). */
export const CAMPANAS_PAGE_SIZE = 20;

/**
 * The /campanas screen's state as it lives in the URL (reload, back/forward, shared links). Ids are kept as text
 * ('' = none), dates as YYYY-MM-DD.
 */
export const CAMPANAS_LIST_DEFAULTS = {
  search: '',
  cliente: '',
  estado: '',
  desde: '',
  hasta: '',
  page: 1,
};

export type CampanasListState = {
  [K in keyof typeof CAMPANAS_LIST_DEFAULTS]: (typeof CAMPANAS_LIST_DEFAULTS)[K] extends number ? number : string;
};

/** The "Estado" select: '' = Todos. */
export const ESTADO_OPTIONS = ESTADOS_CAMPANA.map((value) => ({ value, label: ESTADO_CAMPANA_LABELS[value] }));

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isEstadoCampana = (value: string): value is EstadoCampana => (ESTADOS_CAMPANA as readonly string[]).includes(value);

/** A positive integer id from the URL, or undefined ('', '0', 'abc' and the like are no filter). */
export function idParam(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * The URL state as GET /campanas takes it. The client filter only for who may choose one (administrators): anyone
 * else's campaigns are already scoped by the API, and a hand-written `?cliente=` must not narrow a list the screen
 * shows no filter for. A date that is not YYYY-MM-DD is no filter (the API would refuse it).
 */
export function toCampanasQuery(state: CampanasListState, { clienteFilter }: { clienteFilter: boolean }): CampanasQuery {
  const query: CampanasQuery = { page: state.page, limit: CAMPANAS_PAGE_SIZE };
  const search = state.search.trim();
  if (search) query.search = search;
  const cliente = clienteFilter ? idParam(state.cliente) : undefined;
  if (cliente !== undefined) query.cliente_id = cliente;
  if (isEstadoCampana(state.estado)) query.estado = state.estado;
  if (DATE.test(state.desde)) query.desde = state.desde;
  if (DATE.test(state.hasta)) query.hasta = state.hasta;
  return query;
}

/** Whether any filter narrows the list (the empty list then says so). */
export const hasCampanasFilters = (query: CampanasQuery) =>
  Object.keys(query).some((k) => k !== 'page' && k !== 'limit' && k !== 'sortBy' && k !== 'sortOrder');

/** Every key starts with `all`, which the host invalidates when a report event arrives (its CAMPANAS_QUERY_KEY). */
export const campanasKeys = {
  all: ['campanas'] as const,
  list: (query: CampanasQuery) => ['campanas', 'list', query] as const,
  detail: (id: number) => ['campanas', 'detail', id] as const,
};
