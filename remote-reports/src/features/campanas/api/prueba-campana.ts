import { bogotaIsoDate } from 'shared/format';
import { downloadApiFile } from 'shared/ui';

/**
 * "Descargar prueba (PDF)" of a campaign: GET /campanas/:id/prueba (docs/decisions/proof-pack.md, "Campaign pack"), saved
 * under the server's file name; resolves with it.
 */
export function descargarPruebaCampana(campanaId: number): Promise<string> {
  return downloadApiFile(`campanas/${campanaId}/prueba`, {}, `prueba-campana-${campanaId}-${bogotaIsoDate()}.pdf`);
}
