import { POR_REPORTAR_QUERY, type ApiSchema } from 'shared/contracts';
import { useApiQuery } from 'shared/ui';

export const POR_REPORTAR_LOAD_ERROR = 'Error cargando los controles por reportar';

/**
 * GET /campanas/controles?por_reportar=true&limit=500: the checks due for the provider's lines (the API scopes them),
 * soonest deadline first. Kept offline under its contract key and fetched ahead by the host for provider users
 * (docs/decisions/offline-app.md): offline, the kept list is shown.
 */
export function usePorReportar() {
  return useApiQuery<ApiSchema<'ControlesCampanaPage'>>({
    queryKey: POR_REPORTAR_QUERY.queryKey,
    path: POR_REPORTAR_QUERY.path,
    searchParams: POR_REPORTAR_QUERY.searchParams,
    errorToast: POR_REPORTAR_LOAD_ERROR,
  });
}
