/** One CSV cell value; null/undefined become an empty cell. */
export type CsvValue = string | number | boolean | Date | null | undefined;

const BOM = '\uFEFF';

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  // RFC 4180: fields containing a comma, a double quote or a line break are quoted; quotes are doubled.
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV text per RFC 4180: CRLF line endings, quoted fields when needed, prefixed with a UTF-8 BOM
 * so spreadsheet programs read accents correctly.
 *
 * @example
 * toCsv(['Nombre', 'Precio'], [['Café, molido', 12000]]) // '\uFEFFNombre,Precio\r\n"Café, molido",12000\r\n'
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [headers.map(cell).join(','), ...rows.map((row) => row.map(cell).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * Builds the CSV with `toCsv` and makes the browser download it as `filename`.
 *
 * @example
 * downloadCsv('servicios.csv', ['Nombre', 'Precio'], servicios.map((s) => [s.nombre, s.precio]));
 */
export function downloadCsv(filename: string, headers: readonly string[], rows: readonly (readonly CsvValue[])[]): void {
  // The BOM is already part of the text; Blob stores the string as UTF-8.
  const blob = new Blob([toCsv(headers, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before releasing the blob.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
