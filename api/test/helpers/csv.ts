/**
 * Reading the API's CSV exports the way spreadsheets do (docs/decisions/csv-export.md): RFC 4180 with ';'
 * (Excel with Colombian regional settings) or ',' (other locales), and the formula-injection check that
 * must hold for both readings.
 */

/** RFC 4180 parser: quoted fields, doubled quotes, CRLF line ends; `separator` ';' or ','. A leading BOM is dropped. */
export function parseCsv(text: string, separator: ';' | ',' = ';'): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Cells or cell fragments (split the way a spreadsheet may split them: ';', ',', tab, line breaks) that a
 * spreadsheet would run as a formula, for the file read with ';' and with ','. Empty when the file is safe.
 */
export function formulaFragments(text: string): string[] {
  const found: string[] = [];
  for (const separator of [';', ','] as const) {
    for (const row of parseCsv(text, separator)) {
      for (const cell of row) {
        for (const fragment of cell.split(/[;,\t\r\n]/)) if (/^[=+\-@]/.test(fragment)) found.push(fragment);
        if (/^[\t\r]/.test(cell)) found.push(cell);
      }
    }
  }
  return found;
}

/** A CSV download decoded WITHOUT dropping the BOM (fetch's text() strips it). */
export async function fetchCsv(
  url: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await fetch(url, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}
