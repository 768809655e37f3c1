export interface ClientPage<T> {
  rows: T[];
  /** The page actually shown (clamped to 1..totalPages). */
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
}

/**
 * One page of a list the API returns whole (proveedores, clientes), for the shared Pagination.
 *
 * @example
 * paginate(proveedores, 2, 10) // rows 11–20
 */
export function paginate<T>(all: readonly T[], page: number, pageSize: number): ClientPage<T> {
  const total = all.length;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  return { rows: all.slice(start, start + pageSize), page: current, totalPages, total, pageSize };
}
