import { useUrlListState } from 'shared/ui';
import { CLIENTES_LIST_DEFAULTS } from '../api/cliente-types';

/** Search and page of the clients screen, kept in the URL. */
export function useClientesListState() {
  return useUrlListState(CLIENTES_LIST_DEFAULTS);
}
