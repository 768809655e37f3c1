import { QueryClient } from '@tanstack/react-query';
import { onSessionEvent } from 'shared/session';

/** THE QueryClient of the product (host and remote screens): data fresh for 5 minutes, one retry (spec §9). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});

// Another user may sign in next: never show the previous user's cached data.
onSessionEvent((event) => {
  if (event !== 'login') queryClient.clear();
});
