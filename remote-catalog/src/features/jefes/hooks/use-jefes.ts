import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from 'shared/ui';
import type { JefesPage, JefesQuery } from 'shared/contracts';
import { jefesKeys } from '../api/jefes-query';

/** Spec §8 fallback texts of the team leaders screen. */
export const JEFES_MESSAGES = { load: 'Error cargando', save: 'Error', remove: 'Error eliminando' } as const;

/** One page of GET /jefes-equipo (a provider user gets only its own provider's leaders). */
export function useJefes(query: JefesQuery, enabled: boolean) {
  return useApiQuery<JefesPage>({
    queryKey: jefesKeys.list(query),
    path: 'jefes-equipo',
    searchParams: { ...query },
    enabled,
    placeholderData: keepPreviousData,
    errorToast: JEFES_MESSAGES.load,
    // 403 (a client user) is shown as a permission notice instead of a toast.
    silentStatuses: [401, 403],
  });
}
