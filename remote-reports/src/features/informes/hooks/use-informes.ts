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
  });
}
