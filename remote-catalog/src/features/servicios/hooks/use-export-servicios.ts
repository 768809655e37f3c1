import { useApiMutation } from 'shared/ui';
import type { ServiciosFilters } from 'shared/contracts';
import { exportServiciosCsv } from '../api/export-servicios';

/** "Exportar CSV": downloads GET /servicios/export for the current filters and sort. */
export function useExportServicios() {
  return useApiMutation<ServiciosFilters, string>({
    mutationFn: (filters) => exportServiciosCsv(filters),
    errorToast: 'Error exportando servicios',
  });
}
