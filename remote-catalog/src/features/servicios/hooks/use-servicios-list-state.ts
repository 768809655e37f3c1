import { useUrlListState } from 'shared/ui';
import { SERVICIOS_LIST_DEFAULTS } from '../api/servicios-query';

/** Search, category, estado, sort and page of the services screen, kept in the URL. */
export function useServiciosListState() {
  return useUrlListState(SERVICIOS_LIST_DEFAULTS);
}
