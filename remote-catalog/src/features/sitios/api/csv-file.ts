/**
 * Reading a spreadsheet of sites in the browser before sending it (POST /sitios/importacion…, body text/csv). The API
 * reads Colombian Excel's CSV (`;`, UTF-8 with a BOM, decimal comma) and plain `,` CSV
 * (docs/decisions/sitios-campanas.md, "Import"); this only gets the file's text right and refuses what cannot be one.
 */

/** The API's limit for an import's body (IMPORT_BYTES, api/src/modules/sitios/routes.ts). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const CSV_MESSAGES = {
  tipo: 'El archivo debe ser un CSV (.csv): en Excel, «Guardar como» → «CSV UTF-8 (delimitado por comas)».',
  vacio: 'El archivo está vacío.',
  grande: 'El archivo supera 5 MB: divídalo en varios.',
  lectura: 'No se pudo leer el archivo.',
} as const;

export type CsvLectura = { ok: true; name: string; text: string } | { ok: false; name: string; message: string };

/** A name or a type that says CSV (Windows names CSV files' type "application/vnd.ms-excel"). */
export function looksLikeCsv(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.csv$/i.test(file.name) || ['text/csv', 'application/csv', 'text/comma-separated-values'].includes(file.type);
}

/**
 * The file's text: UTF-8 (a BOM is dropped), or, when the bytes are not UTF-8, Windows-1252 — what Excel writes for
 * "CSV (delimitado por comas)" on a Spanish Windows, so "Bogotá" and "Ñ" survive.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

async function bytesOf(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  // jsdom (tests) has no Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error(CSV_MESSAGES.lectura));
    reader.readAsArrayBuffer(file);
  });
}

/** The chosen file's text, or why it cannot be sent (type, empty, over 5 MB, unreadable). */
export async function leerArchivoCsv(file: File): Promise<CsvLectura> {
  const { name } = file;
  if (!looksLikeCsv(file)) return { ok: false, name, message: CSV_MESSAGES.tipo };
  if (file.size === 0) return { ok: false, name, message: CSV_MESSAGES.vacio };
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, name, message: CSV_MESSAGES.grande };
  try {
    const text = decodeCsvBytes(await bytesOf(file));
    if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, name, message: CSV_MESSAGES.vacio };
    return { ok: true, name, text };
  } catch {
    return { ok: false, name, message: CSV_MESSAGES.lectura };
  }
}
