/**
 * RFC 4180 CSV: fields separated by commas, lines ended by CRLF, a field with a comma, a double
 * quote, CR or LF is wrapped in double quotes with inner quotes doubled. Text that a spreadsheet
 * would run as a formula (starting with = + - @ TAB CR) gets a leading apostrophe (OWASP CSV injection).
 */
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

/** One text cell (user-entered text: neutralised as a formula, quoted when needed). */
export function csvText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of already-formatted cells, CRLF-terminated. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(',')}\r\n`;
}

/** UTF-8 byte order mark, so spreadsheet programs read accents correctly. */
export const CSV_BOM = '\uFEFF';

/** `<base>-YYYY-MM-DD.csv`, the date of `now` in Bogotá (UTC−5 all year; docs/decisions/demo-data-time.md). */
export function datedCsvName(base: string, now: Date = new Date()): string {
  const bogota = new Date(now.getTime() - 5 * 3_600_000);
  return `${base}-${bogota.toISOString().slice(0, 10)}.csv`;
}

/** Response headers of a CSV download named `filename`. */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  };
}
