import { api } from '../api';
import { fileNameFromDisposition, saveBlob } from './download';
import { cleanParams, type QueryParams } from './query-params';

/**
 * Downloads a file the API sends (e.g. a CSV export) through the one API client, so the bearer token and the
 * error handling are the usual ones, and saves it under the server's name (Content-Disposition) or `fallbackName`.
 * Resolves with the file name; rejects with an ApiError.
 *
 * @example
 * await downloadApiFile('servicios/export', { search: 'valla' }, `servicios-${bogotaIsoDate()}.csv`);
 */
export async function downloadApiFile(path: string, searchParams: QueryParams, fallbackName: string): Promise<string> {
  const response = await api.get(path, { searchParams: cleanParams(searchParams) });
  const blob = await response.blob();
  const filename = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, filename);
  return filename;
}
