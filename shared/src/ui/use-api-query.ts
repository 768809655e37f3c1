import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { api, type ApiError } from '../api';
import { serverMessage } from './server-message';
import { cleanParams, type QueryParams } from './query-params';

/** `T`: what the API answers; `TData`: what `select` makes of it (default: the same). */
export interface ApiQueryOptions<T, TData = T> extends Omit<UseQueryOptions<T, ApiError, TData, QueryKey>, 'queryKey' | 'queryFn'> {
  queryKey: QueryKey;
  /** Path under /api/v1, without a leading slash, e.g. 'auditoria'. */
  path: string;
  /** Query string; empty values are left out. */
  searchParams?: QueryParams;
  /** Red toast on failure: a fallback for the server's message, or a function building the text. `false`: no toast. */
  errorToast?: string | ((error: ApiError) => string) | false;
  /** Statuses that never toast (401 is reported once as "Sesión expirada" by the session). */
  silentStatuses?: readonly number[];
}

/**
 * GET through the one API client with react-query; toasts failures (server message or `errorToast`).
 *
 * @example
 * const eventos = useApiQuery<Paged<AuditEvent>>({
 *   queryKey: ['auditoria', filters],
 *   path: 'auditoria',
 *   searchParams: filters,
 *   placeholderData: keepPreviousData,
 *   errorToast: 'Error cargando eventos',
 * });
 */
export function useApiQuery<T, TData = T>({
  queryKey,
  path,
  searchParams,
  errorToast = 'Error cargando datos',
  silentStatuses = [401],
  ...options
}: ApiQueryOptions<T, TData>): UseQueryResult<TData, ApiError> {
  const query = useQuery<T, ApiError, TData, QueryKey>({
    queryKey,
    queryFn: ({ signal }) => api.get(path, { searchParams: cleanParams(searchParams), signal }).json<T>(),
    ...options,
  });

  const { error, errorUpdatedAt, isError } = query;
  useEffect(() => {
    if (!isError || errorToast === false || !error) return;
    if (silentStatuses.includes(error.status)) return;
    const text = typeof errorToast === 'function' ? errorToast(error) : serverMessage(error, errorToast);
    toast.error(text, { toastId: `query-error:${JSON.stringify(queryKey)}` });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [errorUpdatedAt, isError]);

  return query;
}
