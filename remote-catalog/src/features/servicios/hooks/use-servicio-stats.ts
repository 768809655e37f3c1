import { useApiQuery } from 'shared/ui';
import { serviciosKeys } from '../api/servicios-query';
import type { ServiciosStats } from '../api/servicio-types';

/** GET /servicios/meta/estadisticas for the four cards ("Actualizar Stats" refetches it). */
export function useServicioStats(enabled: boolean) {
  return useApiQuery<ServiciosStats>({
    queryKey: serviciosKeys.stats,
    path: 'servicios/meta/estadisticas',
    enabled,
    errorToast: 'Error cargando estadísticas',
  });
}
