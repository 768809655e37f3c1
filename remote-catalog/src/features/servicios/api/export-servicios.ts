import { api } from 'shared/api';
import { bogotaIsoDate } from 'shared/format';
import { cleanParams, fileNameFromDisposition, saveBlob } from 'shared/ui';
import type { ServiciosFilters } from 'shared/contracts';

/**
 * GET /servicios/export with the screen's filters and sort (every matching row, no paging) through the one
 * API client, saved under the server's file name (Content-Disposition) or servicios-YYYY-MM-DD.csv.
 * Resolves with the file name.
 */
export async function exportServiciosCsv(filters: ServiciosFilters): Promise<string> {
  const response = await api.get('servicios/export', { searchParams: cleanParams({ ...filters }) });
  const blob = await response.blob();
  const filename = fileNameFromDisposition(response.headers.get('content-disposition')) ?? `servicios-${bogotaIsoDate()}.csv`;
  saveBlob(blob, filename);
  return filename;
}
