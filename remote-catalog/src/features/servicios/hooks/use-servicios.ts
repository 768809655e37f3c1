import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from 'shared/ui';
import type { ServiciosPage, ServiciosQuery } from 'shared/contracts';
import { serviciosKeys } from '../api/servicios-query';

export const SERVICIOS_LOAD_ERROR = 'Error cargando servicios';

/** One page of GET /servicios; the previous page stays on screen while the next one loads. */
export function useServicios(query: ServiciosQuery, enabled: boolean) {
  return useApiQuery<ServiciosPage>({
    queryKey: serviciosKeys.list(query),
    path: 'servicios',
    searchParams: { ...query },
    enabled,
    placeholderData: keepPreviousData,
    errorToast: SERVICIOS_LOAD_ERROR,
  });
}
