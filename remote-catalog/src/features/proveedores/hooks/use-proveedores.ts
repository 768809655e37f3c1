import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from 'shared/ui';
import type { Proveedor } from 'shared/contracts';
import { proveedoresKeys } from '../api/proveedor-types';

export const PROVEEDORES_LOAD_ERROR = 'Error cargando proveedores';

/** GET /proveedores?search (a provider user gets only its own record). */
export function useProveedores(search: string) {
  const term = search.trim();
  return useApiQuery<Proveedor[]>({
    queryKey: proveedoresKeys.list(term),
    path: 'proveedores',
    searchParams: { search: term },
    placeholderData: keepPreviousData,
    errorToast: PROVEEDORES_LOAD_ERROR,
  });
}
