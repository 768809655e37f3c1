import type { QueryKey } from '@tanstack/react-query';
import type { ApiError } from '../api';
import { serverMessage } from './server-message';
import { useApiMutation } from './use-api-mutation';

export interface CrudMessages {
  created?: string;
  updated?: string;
  deleted?: string;
  /** Fallback error text when the server sends none. */
  error?: string;
}

export interface CrudResourceOptions {
  /** Path under /api/v1, e.g. 'jefes-equipo'. */
  path: string;
  /** Lists to refetch after any change (e.g. [['jefes']]). */
  invalidate: readonly QueryKey[];
  /** HTTP method of updates (the API uses PUT for some resources, PATCH for others). */
  updateMethod?: 'put' | 'patch';
  messages?: CrudMessages;
  /** Map a failure to its message (e.g. 409 codes → Spanish text). */
  errorText?: (error: ApiError) => string | undefined;
}

/**
 * Create / update / delete mutations of one REST resource, with toasts and list invalidation.
 *
 * @example
 * const jefes = useCrudResource<JefeInput>({
 *   path: 'jefes-equipo', invalidate: [['jefes']], updateMethod: 'put',
 *   messages: { created: 'Jefe creado', updated: 'Jefe actualizado', deleted: 'Jefe eliminado', error: 'Error' },
 * });
 * await jefes.create.mutateAsync({ nombres: 'Ana', proveedor_id: 3 });
 * await jefes.update.mutateAsync({ id: 7, data: { nombres: 'Ana María', proveedor_id: 3 } });
 * await jefes.remove.mutateAsync(7);
 */
export function useCrudResource<TInput, TItem = unknown>({
  path,
  invalidate,
  updateMethod = 'patch',
  messages = {},
  errorText,
}: CrudResourceOptions) {
  const errorToast = (error: ApiError) => errorText?.(error) || serverMessage(error, messages.error || 'Error desconocido');
  const create = useApiMutation<TInput, TItem>({
    mutationFn: (data, client) => client.post(path, { json: data }).json<TItem>(),
    successToast: messages.created,
    errorToast,
    invalidate,
  });
  const update = useApiMutation<{ id: number | string; data: Partial<TInput> }, TItem>({
    mutationFn: ({ id, data }, client) => client[updateMethod](`${path}/${id}`, { json: data }).json<TItem>(),
    successToast: messages.updated,
    errorToast,
    invalidate,
  });
  const remove = useApiMutation<number | string, unknown>({
    mutationFn: async (id, client) => {
      await client.delete(`${path}/${id}`);
      return null;
    },
    successToast: messages.deleted,
    errorToast,
    invalidate,
  });
  return { create, update, remove };
}
