import { useApiQuery } from 'shared/ui';
import type { InformeDetalle } from 'shared/contracts';
import { informesKeys } from '../api/informes-query';

/** GET /informes/:id — the report page (a 404 is shown by the page, not toasted). */
export function useInforme(id: number) {
  return useApiQuery<InformeDetalle>({
    queryKey: informesKeys.detail(id),
    path: `informes/${id}`,
    enabled: Number.isInteger(id) && id > 0,
    errorToast: 'Error cargando el informe',
    silentStatuses: [401, 404],
  });
}
