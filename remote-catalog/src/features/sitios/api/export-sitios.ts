import type { SitiosFilters } from 'shared/contracts';
import { bogotaIsoDate } from 'shared/format';
import { downloadApiFile } from 'shared/ui';

/**
 * GET /sitios/export with the screen's filters (every matching site, the import's columns), saved under the server's
 * file name or sitios-YYYY-MM-DD.csv. Resolves with the file name.
 */
export function exportSitiosCsv(filters: SitiosFilters): Promise<string> {
  return downloadApiFile('sitios/export', { ...filters }, `sitios-${bogotaIsoDate()}.csv`);
}
