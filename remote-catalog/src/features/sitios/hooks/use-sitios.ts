import { keepPreviousData } from '@tanstack/react-query';
import type { SitiosFilters, SitiosMapa, SitiosPage, SitiosQuery } from 'shared/contracts';
import { useApiQuery } from 'shared/ui';
import { sitiosKeys } from '../api/sitios-query';

export const SITIOS_LOAD_ERROR = 'Error cargando sitios';

/** One page of GET /sitios (the API scopes it to the user's reach); the previous page stays while the next loads. */
export function useSitios(query: SitiosQuery, enabled: boolean) {
  return useApiQuery<SitiosPage>({
    queryKey: sitiosKeys.list(query),
    path: 'sitios',
    searchParams: { ...query },
    enabled,
    placeholderData: keepPreviousData,
    errorToast: SITIOS_LOAD_ERROR,
  });
}

/** Every site of the filter as the map draws it (GET /sitios/mapa: up to 5 000, and how many match). */
export function useSitiosMapa(filters: SitiosFilters, enabled: boolean) {
  return useApiQuery<SitiosMapa>({
    queryKey: sitiosKeys.mapa(filters),
    path: 'sitios/mapa',
    searchParams: { ...filters },
    enabled,
    placeholderData: keepPreviousData,
    errorToast: 'Error cargando el mapa de sitios',
  });
}
