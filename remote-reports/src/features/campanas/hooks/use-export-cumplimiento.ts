import { useApiMutation } from 'shared/ui';
import { exportCumplimientoCsv } from '../api/export-cumplimiento';
import { descargarPruebaCampana } from '../api/prueba-campana';

/** "Exportar cumplimiento": downloads one campaign's compliance table (or every campaign's in reach, without an id). */
export function useExportCumplimiento() {
  return useApiMutation<number | undefined, string>({
    mutationFn: (campanaId) => exportCumplimientoCsv(campanaId),
    errorToast: 'Error exportando el cumplimiento',
  });
}

/** "Descargar prueba (PDF)": the campaign's proof pack, as the user may see it. */
export function usePruebaCampana() {
  return useApiMutation<number, string>({
    mutationFn: (campanaId) => descargarPruebaCampana(campanaId),
    errorToast: 'Error generando la prueba de la campaña',
  });
}
