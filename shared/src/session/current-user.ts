import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from 'shared/api';
import type { SessionUser } from '../contracts';
// Through the package name: this sub-entry is its own federation singleton and must use THE session module.
import { expireSession, updateSessionUser, useSession } from 'shared/session';

export const CURRENT_USER_QUERY_KEY = ['usuarios', 'me'] as const;

/**
 * `shared/session/current-user` — separate from `shared/session` so the login page does not load react-query.
 *
 * GET /usuarios/me when a token exists (on start): refreshes the stored user; a failure clears the
 * session and shows "Sesión expirada" (docs/product-spec.md §4).
 */
export function useCurrentUserQuery(): UseQueryResult<SessionUser> {
  const { token } = useSession();
  const query = useQuery({
    queryKey: [...CURRENT_USER_QUERY_KEY, token],
    queryFn: ({ signal }) => api.get('usuarios/me', { signal }).json<SessionUser>(),
    enabled: Boolean(token),
  });

  useEffect(() => {
    if (query.data && token) updateSessionUser(query.data);
  }, [query.data, token]);

  useEffect(() => {
    if (query.isError && token) expireSession();
  }, [query.isError, token]);

  return query;
}

// The page's QueryClient (react-query lives behind this entry, off the login page).
export { createQueryClient, retryServerErrorsOnce } from './query-client';
