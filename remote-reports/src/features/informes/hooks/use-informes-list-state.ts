import { useUrlListState } from 'shared/ui';
import { INFORMES_LIST_DEFAULTS } from '../api/informes-query';

/** Search, filters, sort, page and page size of /informes, kept in the URL. */
export function useInformesListState() {
  return useUrlListState(INFORMES_LIST_DEFAULTS);
}
