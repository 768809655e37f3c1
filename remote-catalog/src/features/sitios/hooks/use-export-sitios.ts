import type { SitiosFilters } from 'shared/contracts';
import { useApiMutation } from 'shared/ui';
import { exportSitiosCsv } from '../api/export-sitios';

/** "Exportar CSV": downloads GET /sitios/export for the current filters. */
export function useExportSitios() {
  return useApiMutation<SitiosFilters, string>({
    mutationFn: (filters) => exportSitiosCsv(filters),
    errorToast: 'Error exportando sitios',
  });
}
