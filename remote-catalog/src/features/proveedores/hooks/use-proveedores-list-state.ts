import { useUrlListState } from 'shared/ui';
import { PROVEEDORES_LIST_DEFAULTS } from '../api/proveedor-types';

/** Search and page of the providers screen, kept in the URL. */
export function useProveedoresListState() {
  return useUrlListState(PROVEEDORES_LIST_DEFAULTS);
}
