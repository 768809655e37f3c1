import { useUrlListState } from 'shared/ui';
import { USUARIOS_LIST_DEFAULTS } from '../api/usuarios-query';

/** Search, tipo, estado, sort and page of /administradores, kept in the URL. */
export function useUsuariosListState() {
  return useUrlListState(USUARIOS_LIST_DEFAULTS);
}
