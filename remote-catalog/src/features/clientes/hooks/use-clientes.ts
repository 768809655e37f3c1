import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from 'shared/ui';
import type { Cliente } from 'shared/contracts';
import { clientesKeys } from '../api/cliente-types';

export const CLIENTES_LOAD_ERROR = 'Error cargando clientes';

/** GET /clientes?search (administrators only). */
export function useClientes(search: string) {
  const term = search.trim();
  return useApiQuery<Cliente[]>({
    queryKey: clientesKeys.list(term),
    path: 'clientes',
    searchParams: { search: term },
    placeholderData: keepPreviousData,
    errorToast: CLIENTES_LOAD_ERROR,
  });
}
