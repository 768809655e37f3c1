import { bogotaIsoDate } from 'shared/format';
import { downloadApiFile } from 'shared/ui';
import type { InformesFilters } from 'shared/contracts';

/**
 * GET /informes/export with the list's filters and sort (every matching report, no paging) through the one API
 * client, saved under the server's file name (Content-Disposition) or informes-YYYY-MM-DD.csv. Resolves with it.
 */
export function exportInformesCsv(filters: InformesFilters): Promise<string> {
  return downloadApiFile('informes/export', { ...filters }, `informes-${bogotaIsoDate()}.csv`);
}
