/**
 * `%term%` for ILIKE with the user's `%`, `_` and `\` taken literally (backslash is
 * PostgreSQL's default LIKE escape). Use with a trigram (gin_trgm_ops) index on the column.
 */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
