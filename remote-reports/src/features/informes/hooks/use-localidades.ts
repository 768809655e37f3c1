import { useApiQuery } from 'shared/ui';
import { FORM_LIST_KEYS, type Localidad } from 'shared/contracts';

/**
 * Municipalities of a department (GET /catalogos/localidades/:id); nothing until a province is chosen. Kept offline
 * under its contract key, and fetched ahead for every province by the host (docs/decisions/offline-app.md).
 */
export function useLocalidades(provinciaId: number | null) {
  return useApiQuery<Localidad[]>({
    queryKey: FORM_LIST_KEYS.localidades(provinciaId),
    path: `catalogos/localidades/${provinciaId ?? 0}`,
    enabled: provinciaId !== null,
    errorToast: 'Error cargando datos iniciales',
    staleTime: Infinity,
  });
}
