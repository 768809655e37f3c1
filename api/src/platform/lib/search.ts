import { sql, type RawBuilder } from 'kysely';
import { likePattern } from '../db/like';

/** Words of a search term, at most this many (a pasted paragraph is not a search). */
const MAX_SEARCH_WORDS = 8;

/** The words of a search: "nandu  arbol" → ["nandu", "arbol"]. */
function searchWords(term: string): string[] {
  return term.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The one search condition: every word of `term` appears in `text`, case, accents and ñ folded on both sides
 * (`texto_plegado`, migration 012), in any order: "campana nandu" finds "Campaña Ñandú", "begona ibanez" finds
 * "Begoña  Ibáñez". `text` must be the exact expression of the list's trigram index, or the planner ignores it;
 * `folded`: `text` is already folded (a stored search text).
 */
export function matchesSearch(text: RawBuilder<string>, term: string, folded = false): RawBuilder<boolean> {
  const subject = folded ? text : sql<string>`texto_plegado(${text})`;
  const words = searchWords(term).map((word) => sql<boolean>`${subject} LIKE texto_plegado(${likePattern(word)})`);
  return words.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(words, sql` AND `)})`;
}

/**
 * Case- and accent-insensitive sort key for Spanish names, identical on PGlite (C collation) and
 * PostgreSQL (any collation): lower() plus accents removed with translate().
 * The sites list's index (migration 022) repeats this expression for sitios.codigo: change both together.
 */
export function spanishSortKey(column: string): RawBuilder<string> {
  // lower() leaves non-ASCII letters alone under the C collation, so upper-case accents are mapped too.
  return sql<string>`translate(lower(${sql.ref(column)}), 'áéíóúüàèìòùÁÉÍÓÚÜÀÈÌÒÙÑ', 'aeiouuaeiouaeiouuaeiouñ')`;
}

/** Collator for small lists sorted in JS (provinces, municipalities). */
export const spanishCollator = new Intl.Collator('es', { sensitivity: 'base' });
