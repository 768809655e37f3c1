import { useQuery } from '@tanstack/react-query';
import { api } from 'shared/api';
import type { NoLeidosTotal } from 'shared/contracts';
import { MENSAJES_KEYS } from 'shared/ui';

/**
 * The signed-in user's unread messages (sidebar, dashboard card): GET /mensajes/no-leidos, then kept current by the
 * live events (live-events.tsx) and by each conversation marked read. Until it answers, the dashboard summary's figure.
 */
export function useUnreadCount(fallback: number | undefined): number | undefined {
  const query = useQuery({
    queryKey: MENSAJES_KEYS.noLeidos,
    queryFn: ({ signal }) => api.get('mensajes/no-leidos', { signal }).json<NoLeidosTotal>(),
    staleTime: 60_000,
  });
  return query.data?.total ?? fallback;
}
