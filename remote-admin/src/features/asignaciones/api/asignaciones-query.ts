import type { AsignacionesQuery } from 'shared/contracts';
import { formatInteger } from 'shared/format';

export const ASIGNACIONES_PAGE_SIZE = 10;

export const ASIGNACIONES_LIST_DEFAULTS = { search: '', page: 1 };

export type AsignacionesListState = { search: string; page: number };

export function toAsignacionesQuery(state: AsignacionesListState): AsignacionesQuery {
  const query: AsignacionesQuery = { page: state.page, limit: ASIGNACIONES_PAGE_SIZE };
  const search = state.search.trim();
  if (search) query.search = search;
  return query;
}

export const asignacionesKeys = {
  all: ['asignaciones'] as const,
  list: (query: AsignacionesQuery) => ['asignaciones', 'list', query] as const,
};

/** "1 asignación" / "12 asignaciones". */
export function asignacionesCount(n: number): string {
  return `${formatInteger(n)} ${n === 1 ? 'asignación' : 'asignaciones'}`;
}
