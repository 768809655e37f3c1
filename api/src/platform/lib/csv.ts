import { bogotaDate } from '../time-zone';

/**
 * CSV files for spreadsheets in Colombia (docs/decisions/csv-export.md):
 * - fields separated by ';' (Excel with Colombian regional settings uses ';' as its list separator,
 *   because ',' is the decimal one), lines ended by CRLF, UTF-8 with a byte order mark so accents survive;
 * - RFC 4180 quoting: a field holding ';', ',', a double quote, CR or LF is wrapped in double quotes with
 *   inner quotes doubled, so a reader splitting on ',' or on ';' sees the same cells;
 * - formula injection (OWASP): a spreadsheet that splits a cell on ';', ',', a tab or a line break would
 *   run a fragment starting with = + - @ TAB or CR as a formula, so every such fragment (and the cell
 *   itself) gets a leading apostrophe;
 * - decimal numbers with a decimal comma ('1200000,50'), which Colombian Excel reads as a number.
 */
const CSV_SEPARATOR = ';';
const NEEDS_QUOTES = /[;,"\r\n]/;
const FORMULA_FRAGMENT = /(^|[;,\t\r\n])([=+\-@\t\r])/g;

function quoted(cell: string): string {
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One text cell (user-entered text: every fragment neutralised as a formula, quoted when needed). */
export function csvText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return quoted(value.replace(FORMULA_FRAGMENT, "$1'$2"));
}

/** One number cell: '1200000.50' or 1200000.5 → 1200000,50 (quoted: it holds a comma). */
export function csvNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'number' ? String(value) : value;
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`csvNumber: not a number: ${text}`);
  return quoted(text.replace('.', ','));
}

/** One line of already-formatted cells, CRLF-terminated. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(CSV_SEPARATOR)}\r\n`;
}

/** UTF-8 byte order mark, so spreadsheet programs read accents correctly. */
export const CSV_BOM = '\uFEFF';

/** `<base>-YYYY-MM-DD.csv`, the date of `now` in Bogotá. */
export function datedCsvName(base: string, now: Date = new Date()): string {
  return `${base}-${bogotaDate(now)}.csv`;
}

/** Response headers of a CSV download named `filename`. */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  };
}
