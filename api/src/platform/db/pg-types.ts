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
  pg.types.setTypeParser(builtins.TIMESTAMPTZ, parseTimestamptz);
}

/** '2024-03-10 04:30:00.123+00' / '…-05' / '…+05:30' (any session TimeZone) → ISO 8601 UTC. */
export function parseTimestamptz(value: string): string {
  const iso = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? value : date.toISOString(); // 'infinity' stays as is
}
