import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError } from 'shared/api';
import type { SessionUser } from '../contracts';
// Through the package name: this sub-entry is its own federation singleton and must use THE session module.
import { expireSession, updateSessionUser, useSession } from 'shared/session';

export const CURRENT_USER_QUERY_KEY = ['usuarios', 'me'] as const;

/**
 * Whether a failed GET /usuarios/me ends the session: a 401 does (already ended by the API client) and so does any
 * other answer of the server (docs/product-spec.md §4), but not a failure to reach it. With no connection the app
 * opens from the service worker's cache for the signed-in user, with the stored session and user
 * (docs/decisions/offline-app.md); the refresh runs again when the connection is back.
 */
export function endsSession(error: unknown): boolean {
  return !(isApiError(error) && error.code === 'network_error');
}

/**
 * `shared/session/current-user` — separate from `shared/session` so the login page does not load react-query.
 *
 * GET /usuarios/me when a token exists (on start): refreshes the stored user; a failure clears the
 * session and shows "Sesión expirada" (docs/product-spec.md §4), unless the server could not be reached (endsSession).
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
    if (query.isError && token && endsSession(query.error)) expireSession();
  }, [query.isError, query.error, token]);

  return query;
}

// The page's QueryClient (react-query lives behind this entry, off the login page).
export { createQueryClient, retryServerErrorsOnce } from './query-client';
