/**
 * Reads a CSV file as spreadsheets in Colombia write it (docs/decisions/csv-export.md; the reading side of csv.ts):
 * Excel with Colombian regional settings writes `;` between fields, UTF-8 with a byte order mark and a decimal comma;
 * other programs write plain `,`. The separator is the one of the header line (`;` when it has one, else `,`); RFC 4180
 * quoting (a quoted field may hold the separator, doubled quotes and line breaks); CRLF or LF; a BOM is dropped.
 */
interface CsvRecord {
  /** Its line in the file as a spreadsheet numbers it (the header is 1); a quoted line break does not count. */
  fila: number;
  cells: string[];
}

export interface CsvFile {
  separator: ';' | ',';
  header: string[];
  records: CsvRecord[];
}

function splitRecords(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      record.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** The file's header and its records, blank lines left out (their line numbers still count). */
export function readCsv(raw: string): CsvFile {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = firstLine.replace(/"[^"]*"/g, '').includes(';') ? ';' : ',';
  const [header = [], ...rest] = splitRecords(text, separator);
  const records = rest.map((cells, i) => ({ fila: i + 2, cells: cells.map((c) => c.trim()) })).filter((r) => r.cells.some((c) => c !== ''));
  return { separator, header: header.map((h) => h.trim()), records };
}

/** A number written either way: `4,6097` or `4.6097` (a spreadsheet's decimal comma), else null. */
export function readDecimal(value: string): number | null {
  const text = value.trim().replace(/\s/g, '');
  if (!/^[-+]?\d+([.,]\d+)?$/.test(text)) return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}
