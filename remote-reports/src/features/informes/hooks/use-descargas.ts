import { useApiMutation } from 'shared/ui';
import { exportInformesCsv } from '../api/export-informes';
import { descargarPruebaPdf } from '../api/export-prueba';

/** A file the API sends, as a mutation: the button is busy while it downloads, the server's refusal is a toast. */
function useDescarga<TVars>(descargar: (vars: TVars) => Promise<string>, errorToast: string) {
  return useApiMutation<TVars, string>({ mutationFn: (vars) => descargar(vars), errorToast });
}

/** "Exportar CSV": downloads GET /informes/export for the current filters and sort. */
export const useExportInformes = () => useDescarga(exportInformesCsv, 'Error exportando informes');

/** "Descargar prueba (PDF)" of one report or of the list's current filters. */
export const usePruebaPdf = () => useDescarga(descargarPruebaPdf, 'Error generando la prueba (PDF)');
