/**
 * Page numbers to show around the current page: at most `size` consecutive pages,
 * centred on `page` when possible and clamped to 1..totalPages.
 *
 * @example
 * pageWindow(1, 10)  // [1, 2, 3, 4, 5]
 * pageWindow(6, 10)  // [4, 5, 6, 7, 8]
 * pageWindow(10, 10) // [6, 7, 8, 9, 10]
 * pageWindow(1, 0)   // []
 */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  const width = Math.max(1, Math.floor(size));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const start = Math.max(1, Math.min(current - Math.floor(width / 2), total - width + 1));
  const end = Math.min(total, start + width - 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p += 1) pages.push(p);
  return pages;
}

/** The "x a y" range shown by Pagination ("Mostrando x a y de z resultados"); 0 a 0 when empty. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0 || pageSize <= 0) return { from: 0, to: 0 };
  const from = Math.min((Math.max(1, page) - 1) * pageSize + 1, total);
  const to = Math.min(Math.max(1, page) * pageSize, total);
  return { from, to };
}

export interface ClientPage<T> {
  rows: T[];
  /** The page actually shown (clamped to 1..totalPages). */
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
}

/**
 * One page of a list the API returns whole (e.g. proveedores, clientes), for Pagination.
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
