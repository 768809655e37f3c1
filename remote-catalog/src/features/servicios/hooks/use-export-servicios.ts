import { useApiMutation } from 'shared/ui';
import { exportServiciosCsv } from '../api/export-servicios';
import type { ServiciosFilters } from '../api/servicio-types';

/** "Exportar CSV": downloads GET /servicios/export for the current filters and sort. */
export function useExportServicios() {
  return useApiMutation<ServiciosFilters, string>({
    mutationFn: (filters) => exportServiciosCsv(filters),
    errorToast: 'Error exportando servicios',
  });
}
