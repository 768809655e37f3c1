import { api } from 'shared/api';
import { bogotaIsoDate } from 'shared/format';
import { cleanParams, fileNameFromDisposition, saveBlob } from 'shared/ui';
import type { InformesFilters } from 'shared/contracts';

/** What a proof pack covers: one report, or the list's current filters and sort (at most 200 reports). */
export type PruebaPdfAlcance = { informeId: number } | { filters: InformesFilters };

/**
 * "Descargar prueba (PDF)": GET /informes/:id/prueba or GET /informes/prueba with the list's filters (the same
 * query as the CSV export), saved under the server's file name (Content-Disposition). Resolves with it.
 */
export async function descargarPruebaPdf(alcance: PruebaPdfAlcance): Promise<string> {
  const response =
    'informeId' in alcance
      ? await api.get(`informes/${alcance.informeId}/prueba`)
      : await api.get('informes/prueba', { searchParams: cleanParams({ ...alcance.filters }) });
  const blob = await response.blob();
  const fallback = 'informeId' in alcance ? `prueba-informe-${alcance.informeId}-${bogotaIsoDate()}.pdf` : `prueba-informes-${bogotaIsoDate()}.pdf`;
  const filename = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallback;
  saveBlob(blob, filename);
  return filename;
}
