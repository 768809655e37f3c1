import { bogotaIsoDate } from 'shared/format';
import { downloadApiFile } from 'shared/ui';
import type { InformesFilters } from 'shared/contracts';

/** What a proof pack covers: one report, or the list's current filters and sort (at most 200 reports). */
export type PruebaPdfAlcance = { informeId: number } | { filters: InformesFilters };

/**
 * "Descargar prueba (PDF)": GET /informes/:id/prueba or GET /informes/prueba with the list's filters (the same
 * query as the CSV export), saved under the server's file name (Content-Disposition). Resolves with it.
 */
export function descargarPruebaPdf(alcance: PruebaPdfAlcance): Promise<string> {
  return 'informeId' in alcance
    ? downloadApiFile(`informes/${alcance.informeId}/prueba`, {}, `prueba-informe-${alcance.informeId}-${bogotaIsoDate()}.pdf`)
    : downloadApiFile('informes/prueba', { ...alcance.filters }, `prueba-informes-${bogotaIsoDate()}.pdf`);
}
