import { bogotaIsoDate } from 'shared/format';
import { downloadApiFile } from 'shared/ui';
import type { ServiciosFilters } from 'shared/contracts';

/**
 * GET /servicios/export with the screen's filters and sort (every matching row, no paging), saved under the
 * server's file name or servicios-YYYY-MM-DD.csv. Resolves with the file name.
 */
export function exportServiciosCsv(filters: ServiciosFilters): Promise<string> {
  return downloadApiFile('servicios/export', { ...filters }, `servicios-${bogotaIsoDate()}.csv`);
}
