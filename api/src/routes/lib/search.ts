import { sql, type RawBuilder } from 'kysely';

export { likePattern } from '../../db/like';

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
