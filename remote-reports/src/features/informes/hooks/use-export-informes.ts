import { useApiMutation } from 'shared/ui';
import type { InformesFilters } from 'shared/contracts';
import { exportInformesCsv } from '../api/export-informes';

/** "Exportar CSV": downloads GET /informes/export for the current filters and sort. */
export function useExportInformes() {
  return useApiMutation<InformesFilters, string>({
    mutationFn: (filters) => exportInformesCsv(filters),
    errorToast: 'Error exportando informes',
  });
}
