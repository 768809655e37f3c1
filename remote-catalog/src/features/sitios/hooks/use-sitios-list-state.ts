import { useUrlListState } from 'shared/ui';
import { SITIOS_LIST_DEFAULTS } from '../api/sitios-query';

/** Filters, view and page of /sitios, kept in the URL. */
export function useSitiosListState() {
  return useUrlListState(SITIOS_LIST_DEFAULTS);
}
