import { useQuery } from '@tanstack/react-query';
import type { NoLeidosTotal } from 'shared/contracts';
import { MENSAJES_KEYS } from 'shared/ui';

/**
 * The signed-in user's unread messages (sidebar, dashboard card): the live total once known — the event stream sends
 * it when it connects and after every change, and a conversation marked read sets it from its answer
 * (live-events.ts, shared/ui's useConversation) —, until then the dashboard summary's figure. Never a request of its
 * own: both sources already come with the app.
 */
export function useUnreadCount(fallback: number | undefined): number | undefined {
  const live = useQuery<NoLeidosTotal>({
    queryKey: MENSAJES_KEYS.noLeidos,
    queryFn: () => Promise.reject(new Error('set by events')),
    enabled: false,
  });
  return live.data?.total ?? fallback;
}
