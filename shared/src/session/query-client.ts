import { QueryClient } from '@tanstack/react-query';
import { isApiError } from 'shared/api';
import { onSessionEvent } from './session-events';

/**
 * Retry policy of every query: a 4xx answer will not get better by asking again; a network blip or a 5xx
 * might, once (docs/product-spec.md §9: "query retry 1").
 */
export function retryServerErrorsOnce(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * THE QueryClient of a page (the host's, or a remote's standalone page): data fresh for 5 minutes, the retry
 * policy above, no refetch on window focus, mutations never retried. When the session ends or another user
 * signs in, the cache is cleared, so nobody sees the previous user's data.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: retryServerErrorsOnce, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
  onSessionEvent((event) => {
    if (event !== 'login') client.clear();
  });
  return client;
}
