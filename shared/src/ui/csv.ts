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
  saveBlob(new Blob([toCsv(headers, rows)], { type: 'text/csv;charset=utf-8' }), filename);
}

/**
 * Makes the browser download a Blob as `filename` (e.g. a file the API sent, BOM and all).
 *
 * @example
 * saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'servicios.csv');
 */
export function saveBlob(blob: Blob, filename: string): void {
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

/**
 * The file name a server suggests in Content-Disposition (`filename*=UTF-8''…` preferred over `filename="…"`),
 * or null. Path separators are dropped.
 *
 * @example
 * fileNameFromDisposition('attachment; filename="servicios-2025-11-21.csv"') // 'servicios-2025-11-21.csv'
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
    if (plain) name = (plain[2] ?? plain[1]).trim();
  }
  const safe = name?.replace(/[/\\]/g, '').trim();
  return safe ? safe : null;
}
