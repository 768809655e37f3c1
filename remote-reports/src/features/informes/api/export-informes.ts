import { api } from 'shared/api';
import { bogotaIsoDate } from 'shared/format';
import { cleanParams, fileNameFromDisposition, saveBlob } from 'shared/ui';
import type { InformesFilters } from 'shared/contracts';

/**
 * GET /informes/export with the list's filters and sort (every matching report, no paging) through the one API
 * client, saved under the server's file name (Content-Disposition) or informes-YYYY-MM-DD.csv. Resolves with it.
 */
export async function exportInformesCsv(filters: InformesFilters): Promise<string> {
  const response = await api.get('informes/export', { searchParams: cleanParams({ ...filters }) });
  const blob = await response.blob();
  const filename = fileNameFromDisposition(response.headers.get('content-disposition')) ?? `informes-${bogotaIsoDate()}.csv`;
  saveBlob(blob, filename);
  return filename;
}
