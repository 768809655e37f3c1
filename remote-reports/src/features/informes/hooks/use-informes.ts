import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from 'shared/ui';
import type { InformeResumen, InformesQuery, Paged } from 'shared/contracts';
import { informesKeys } from '../api/informes-query';
import { loadErrorText } from '../api/informes-texts';

/** One page of GET /informes; the previous page stays on screen while the next one loads. */
export function useInformes(query: InformesQuery) {
  return useApiQuery<Paged<InformeResumen>>({
    queryKey: informesKeys.list(query),
    path: 'informes',
    searchParams: { ...query },
    placeholderData: keepPreviousData,
    errorToast: loadErrorText,
    // Client errors (400, 403) will not change by retrying.
    retry: (failures, error) => (error.status !== 0 && error.status < 500 ? false : failures < 1),
  });
}
