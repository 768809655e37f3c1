import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { toast } from 'react-toastify';
import { api, type ApiError } from '../api';
import { serverMessage } from './server-message';

export interface ApiMutationOptions<TVars, TData> {
  /** The call, made with the one API client (passed in for convenience). */
  mutationFn: (vars: TVars, client: KyInstance) => Promise<TData>;
  /** Green toast on success. */
  successToast?: string | ((data: TData, vars: TVars) => string);
  /** Red toast on failure: a fallback for the server's message, or a function building the text. `false`: none. */
  errorToast?: string | ((error: ApiError, vars: TVars) => string) | false;
  /** Query keys (prefixes) refetched after success. */
  invalidate?: readonly QueryKey[];
  onSuccess?: (data: TData, vars: TVars) => void | Promise<unknown>;
  onError?: (error: ApiError, vars: TVars) => void;
}

/**
 * Write call through the one API client: success/error toasts and query invalidation.
 * A 401 never toasts here (the session shows "Sesión expirada").
 *
 * @example
 * const remove = useApiMutation({
 *   mutationFn: (id: number, client) => client.delete(`informes/${id}`).json(),
 *   successToast: 'Informe eliminado',
 *   errorToast: (error) => `Error eliminando informe: ${error.message}`,
 *   invalidate: [['informes']],
 * });
 * remove.mutate(12);
 */
export function useApiMutation<TVars = void, TData = unknown>({
  mutationFn,
  successToast,
  errorToast = 'Error desconocido',
  invalidate = [],
  onSuccess,
  onError,
}: ApiMutationOptions<TVars, TData>): UseMutationResult<TData, ApiError, TVars> {
  const queryClient = useQueryClient();
  return useMutation<TData, ApiError, TVars>({
    mutationFn: (vars) => mutationFn(vars, api),
    onSuccess: async (data, vars) => {
      if (successToast) toast.success(typeof successToast === 'function' ? successToast(data, vars) : successToast);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(data, vars);
    },
    onError: (error, vars) => {
      if (errorToast !== false && error.status !== 401) {
        toast.error(typeof errorToast === 'function' ? errorToast(error, vars) : serverMessage(error, errorToast));
      }
      onError?.(error, vars);
    },
  });
}
