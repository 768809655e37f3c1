import { useApiQuery } from 'shared/ui';
import type { Provincia } from 'shared/contracts';
import { provinciaKeys, type ProvinciasPath } from '../api/provincia-types';

/** Provinces for a form's select, sorted by name by the API. Loaded only while the form is open. */
export function useProvincias(path: ProvinciasPath, enabled = true) {
  return useApiQuery<Provincia[]>({
    queryKey: provinciaKeys.list(path),
    path,
    enabled,
    errorToast: 'Error cargando provincias',
    // Rarely changes: keep it for the whole visit.
    staleTime: 60 * 60 * 1000,
  });
}
