import { sql, type RawBuilder } from 'kysely';
import type { CatalogPagination } from '../../../contracts';

export { likePattern } from '../../../db/like';

/** Pagination block of the catalog lists: `{ page, limit, total, totalPages }`. */
export function pagination(total: number, page: number, limit: number): CatalogPagination {
  return { page, limit, total, totalPages: limit > 0 ? Math.ceil(total / limit) : 0 };
}

/**
 * Case- and accent-insensitive sort key for Spanish names, identical on PGlite (C collation) and
 * PostgreSQL (any collation): lower() plus accents removed with translate().
 */
export function spanishSortKey(column: string): RawBuilder<string> {
  // lower() leaves non-ASCII letters alone under the C collation, so upper-case accents are mapped too.
  return sql<string>`translate(lower(${sql.ref(column)}), 'áéíóúüàèìòùÁÉÍÓÚÜÀÈÌÒÙÑ', 'aeiouuaeiouaeiouuaeiouñ')`;
}

/** Collator for small lists sorted in JS (provinces, municipalities). */
export const spanishCollator = new Intl.Collator('es', { sensitivity: 'base' });
