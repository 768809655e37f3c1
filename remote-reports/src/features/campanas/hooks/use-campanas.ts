import { keepPreviousData } from '@tanstack/react-query';
import type { ApiSchema, InformeResumen, InformesQuery, Paged } from 'shared/contracts';
import { useApiQuery, useUrlListState } from 'shared/ui';
import { informesKeys } from '../../informes/api/informes-query';
import { CAMPANAS_LIST_DEFAULTS, campanasKeys, type CampanasQuery } from '../api/campanas-query';

export const CAMPANAS_LOAD_ERROR = 'Error cargando campañas';

/** Filters and page of /campanas, kept in the URL. */
export function useCampanasListState() {
  return useUrlListState(CAMPANAS_LIST_DEFAULTS);
}

/** One page of GET /campanas (the API scopes it to the user's reach); the previous page stays while the next loads. */
export function useCampanas(query: CampanasQuery, enabled = true) {
  return useApiQuery<ApiSchema<'CampanasPage'>>({
    queryKey: campanasKeys.list(query),
    path: 'campanas',
    searchParams: { ...query },
    enabled,
    placeholderData: keepPreviousData,
    errorToast: CAMPANAS_LOAD_ERROR,
  });
}

/** GET /campanas/:id: the campaign with its lines (a provider's only) and their checks; a 404 is the page's to say. */
export function useCampana(id: number) {
  return useApiQuery<ApiSchema<'CampanaDetalle'>>({
    queryKey: campanasKeys.detail(id),
    path: `campanas/${id}`,
    enabled: Number.isInteger(id) && id > 0,
    errorToast: 'Error cargando la campaña',
    silentStatuses: [401, 404, 400],
  });
}

/** The most reports the campaign's page lists (newest first); beyond, it links to /informes. */
export const INFORMES_DE_CAMPANA_LIMIT = 50;

/** GET /informes?campana_id=: the reports that prove the campaign, among those the user may see. */
export function useInformesDeCampana(id: number, enabled: boolean) {
  const query: InformesQuery = { campana_id: id, limit: INFORMES_DE_CAMPANA_LIMIT, sortBy: 'fecha', sortOrder: 'DESC' };
  return useApiQuery<Paged<InformeResumen>>({
    queryKey: informesKeys.list(query),
    path: 'informes',
    searchParams: { ...query },
    enabled,
    errorToast: 'Error cargando los informes de la campaña',
  });
}
