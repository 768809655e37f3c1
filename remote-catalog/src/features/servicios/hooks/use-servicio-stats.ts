import { useApiQuery } from 'shared/ui';
import type { ServiciosStats } from 'shared/contracts';
import { serviciosKeys } from '../api/servicios-query';

/** GET /servicios/meta/estadisticas for the four cards ("Actualizar Stats" refetches it). */
export function useServicioStats(enabled: boolean) {
  return useApiQuery<ServiciosStats>({
    queryKey: serviciosKeys.stats,
    path: 'servicios/meta/estadisticas',
    enabled,
    errorToast: 'Error cargando estadísticas',
  });
}
