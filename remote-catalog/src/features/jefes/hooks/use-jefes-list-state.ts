import { useUrlListState } from 'shared/ui';
import { JEFES_LIST_DEFAULTS } from '../api/jefes-query';

/** Search and page of the team leaders screen, kept in the URL. */
export function useJefesListState() {
  return useUrlListState(JEFES_LIST_DEFAULTS);
}
