import { useApiMutation } from 'shared/ui';
import { exportCumplimientoCsv } from '../api/export-cumplimiento';

/** "Exportar cumplimiento": downloads one campaign's compliance table (or every campaign's in reach, without an id). */
export function useExportCumplimiento() {
  return useApiMutation<number | undefined, string>({
    mutationFn: (campanaId) => exportCumplimientoCsv(campanaId),
    errorToast: 'Error exportando el cumplimiento',
  });
}
