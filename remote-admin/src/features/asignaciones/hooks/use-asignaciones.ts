import { keepPreviousData } from '@tanstack/react-query';
import type { Asignacion, AsignacionesQuery, AsignacionInput, Paged } from 'shared/contracts';
import { useApiQuery, useCrudResource, useUrlListState } from 'shared/ui';
import { asignacionErrorText } from '../api/asignacion-form';
import { ASIGNACIONES_LIST_DEFAULTS, asignacionesKeys } from '../api/asignaciones-query';

export const ASIGNACIONES_LOAD_ERROR = 'Error cargando asignaciones';

/** Search and page of /asignaciones, kept in the URL. */
export function useAsignacionesListState() {
  return useUrlListState(ASIGNACIONES_LIST_DEFAULTS);
}

/** One page of GET /asignaciones. */
export function useAsignaciones(query: AsignacionesQuery) {
  return useApiQuery<Paged<Asignacion>>({
    queryKey: asignacionesKeys.list(query),
    path: 'asignaciones',
    searchParams: { ...query },
    placeholderData: keepPreviousData,
    errorToast: ASIGNACIONES_LOAD_ERROR,
    silentStatuses: [401, 403],
    retry: (failures, error) => (error.status !== 0 && error.status < 500 ? false : failures < 1),
  });
}

/** Create and delete an assignment, with their toasts; 409 → "Esta asignación ya existe". */
export function useAsignacionMutations() {
  const { create, remove } = useCrudResource<AsignacionInput, Asignacion>({
    path: 'asignaciones',
    invalidate: [asignacionesKeys.all],
    messages: { created: 'Asignación creada', deleted: 'Asignación eliminada', error: 'Error desconocido' },
    errorText: asignacionErrorText,
  });
  return { create, remove };
}
