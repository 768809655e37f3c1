import { joinPresent } from 'shared/format';
import type { Jefe, JefesQuery } from 'shared/contracts';

/** Spec §9: team leader page size 10. */
export const JEFES_PAGE_SIZE = 10;

export const JEFES_LIST_DEFAULTS = { search: '', page: 1 };

export type JefesListState = { search: string; page: number };

export function toJefesQuery(state: JefesListState): JefesQuery {
  const query: JefesQuery = { page: state.page, limit: JEFES_PAGE_SIZE };
  const search = state.search.trim();
  if (search) query.search = search;
  return query;
}

/** "Julián Cárdenas Pineda" */
export function jefeNombre(jefe: Pick<Jefe, 'nombres' | 'apellidos'>): string {
  return joinPresent([jefe.nombres, jefe.apellidos], ' ');
}

export const jefesKeys = {
  all: ['jefes'] as const,
  list: (query: JefesQuery) => ['jefes', 'list', query] as const,
};
