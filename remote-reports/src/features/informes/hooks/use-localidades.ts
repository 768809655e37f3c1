import { useApiQuery } from 'shared/ui';
import type { Provincia } from 'shared/contracts';

/** Municipalities of a department (GET /catalogos/localidades/:id); nothing until a province is chosen. */
export function useLocalidades(provinciaId: number | null) {
  return useApiQuery<Provincia[]>({
    queryKey: ['catalogos', 'localidades', provinciaId],
    path: `catalogos/localidades/${provinciaId ?? 0}`,
    enabled: provinciaId !== null,
    errorToast: 'Error cargando datos iniciales',
    staleTime: Infinity,
  });
}
