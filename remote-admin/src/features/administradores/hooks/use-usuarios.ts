import { keepPreviousData } from '@tanstack/react-query';
import type { AdminUsuario, AdminUsuariosQuery, AdminUsuariosStats, Paged } from 'shared/contracts';
import { useApiQuery } from 'shared/ui';
import { usuariosKeys } from '../api/usuarios-query';

export const USUARIOS_LOAD_ERROR = 'Error cargando usuarios';

/** One page of GET /admin/usuarios; the previous page stays on screen while the next one loads. */
export function useUsuarios(query: AdminUsuariosQuery) {
  return useApiQuery<Paged<AdminUsuario>>({
    queryKey: usuariosKeys.list(query),
    path: 'admin/usuarios',
    searchParams: { ...query },
    placeholderData: keepPreviousData,
    errorToast: USUARIOS_LOAD_ERROR,
    silentStatuses: [401, 403],
    // Client errors (400, 403) will not change by retrying.
    retry: (failures, error) => (error.status !== 0 && error.status < 500 ? false : failures < 1),
  });
}

/** GET /admin/usuarios/stats for the six cards. */
export function useUsuariosStats() {
  return useApiQuery<AdminUsuariosStats>({
    queryKey: usuariosKeys.stats,
    path: 'admin/usuarios/stats',
    errorToast: 'Error cargando estadísticas',
    silentStatuses: [401, 403],
  });
}
