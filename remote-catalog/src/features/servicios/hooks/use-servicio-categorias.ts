import { useApiQuery } from 'shared/ui';
import type { ServiciosCategorias } from 'shared/contracts';
import { serviciosKeys } from '../api/servicios-query';

/** Distinct categories (GET /servicios/meta/categorias) for the filter and the form's suggestions. */
export function useServicioCategorias(enabled: boolean) {
  return useApiQuery<ServiciosCategorias>({
    queryKey: serviciosKeys.categorias,
    path: 'servicios/meta/categorias',
    enabled,
    // The list reports failures; the select just keeps "Todas las categorías".
    errorToast: false,
    select: (data) => ({ categorias: [...data.categorias].sort((a, b) => a.localeCompare(b, 'es')) }),
  });
}
