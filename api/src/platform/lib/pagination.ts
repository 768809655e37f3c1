import type { CatalogPagination, PageMeta } from 'shared/contracts';

/** What a list query returned for one page: the rows, the total that matched, and the page asked for. */
interface PageOf<T> {
  rows: T[];
  total: number;
  page: number;
  limit: number;
}

function counts({ total, page, limit }: PageOf<unknown>): CatalogPagination {
  return { page, limit, total, totalPages: limit > 0 ? Math.ceil(total / limit) : 0 };
}

/**
 * The one pagination helper: every list answers in one of the three shapes the spec fixes, built here from
 * the same counts (`totalPages` is `ceil(total / limit)`).
 */
export const paged = {
  /** `{ servicios, pagination }`: the services list. */
  servicios: <T>(p: PageOf<T>) => ({ servicios: p.rows, pagination: counts(p) }),
  /** `{ data, pagination }`: the team leaders list. */
  pagination: <T>(p: PageOf<T>) => ({ data: p.rows, pagination: counts(p) }),
  /** `{ data, meta }`: every other list (reports, users, assignments, audit log). */
  meta: <T>(p: PageOf<T>): { data: T[]; meta: PageMeta } => {
    const c = counts(p);
    return { data: p.rows, meta: { ...c, hasNextPage: p.page < c.totalPages, hasPrevPage: p.page > 1 } };
  },
};
