import { useApiQuery } from 'shared/ui';
import { FORM_LIST_KEYS, type Localidad } from 'shared/contracts';

/**
 * Municipalities of a department with their DANE points (GET /catalogos/localidades/:id); nothing until one is chosen.
 * Under the contract's key, so the list a phone keeps offline (docs/decisions/offline-app.md) is the same one.
 */
export function useLocalidades(provinciaId: number | null) {
  return useApiQuery<Localidad[]>({
    queryKey: FORM_LIST_KEYS.localidades(provinciaId),
    path: `catalogos/localidades/${provinciaId ?? 0}`,
    enabled: provinciaId !== null,
    errorToast: 'Error cargando municipios',
    staleTime: Infinity,
  });
}
