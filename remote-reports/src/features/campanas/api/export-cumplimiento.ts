import { bogotaIsoDate } from 'shared/format';
import { downloadApiFile } from 'shared/ui';

/**
 * GET /campanas/controles/export: the compliance table (each check with its campaign, site, provider, window and
 * state) as CSV for Colombian Excel — one campaign's with `campanaId`, every campaign in reach without. Saved under the
 * server's file name or cumplimiento-YYYY-MM-DD.csv; resolves with the file name.
 */
export function exportCumplimientoCsv(campanaId?: number): Promise<string> {
  return downloadApiFile('campanas/controles/export', { campana_id: campanaId }, `cumplimiento-${bogotaIsoDate()}.csv`);
}
