import { sql, type RawBuilder } from 'kysely';

/**
 * A user's full name in SQL, the table under `alias` (`usuarios`): the four parts, empty ones skipped — the same as
 * the session's `nombreCompleto` in JavaScript. One expression for every query that shows a person's name.
 */
export const nombreCompletoSql = (alias: string): RawBuilder<string> =>
  sql<string>`concat_ws(' ', ${sql.ref(`${alias}.primer_nombre`)}, nullif(${sql.ref(`${alias}.segundo_nombre`)}, ''),
    ${sql.ref(`${alias}.primer_apellido`)}, nullif(${sql.ref(`${alias}.segundo_apellido`)}, ''))`;
