import pg from 'pg';

/**
 * How values come back from PostgreSQL (process-wide, same on PGlite and PostgreSQL):
 * - bigint (count(*), bigserial) → number (our counts and ids stay far below 2^53)
 * - numeric → number (prices numeric(12,2), coordinates numeric(9,6))
 * - date → the 'YYYY-MM-DD' text as is (no time-zone shift through JS Date)
 * - timestamptz → ISO 8601 string in UTC
 */
let installed = false;
export function installTypeParsers(): void {
  if (installed) return;
  installed = true;
  const { builtins } = pg.types;
  pg.types.setTypeParser(builtins.INT8, (v: string) => Number.parseInt(v, 10));
  pg.types.setTypeParser(builtins.NUMERIC, (v: string) => Number.parseFloat(v));
  pg.types.setTypeParser(builtins.DATE, (v: string) => v);
  pg.types.setTypeParser(builtins.TIMESTAMPTZ, (v: string) => new Date(v).toISOString());
}
