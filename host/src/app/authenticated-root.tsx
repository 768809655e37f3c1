import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSession, useSession } from 'shared/session';
import { useCurrentUserQuery } from 'shared/session/current-user';
import { AppLayout } from '../features/layout/app-layout';
import { persistOfflineData, restoreOfflineData } from '../features/pwa/offline-data';
import { startOfflineWarmUp } from '../features/pwa/offline-warm-up';
import { startLiveEventsWhenIdle } from '../features/mensajes/live-events';
import { OutboxSender } from './outbox-sender';
import { queryClient } from './query-client';

/** The longest wait for the data kept offline before the app renders anyway (IndexedDB answers in milliseconds). */
const RESTORE_WAIT_MS = 1500;

/**
 * The data kept offline for the stored session's user (docs/decisions/offline-app.md), restored while the route's
 * code loads: the router renders the signed-in app once it has (router.tsx), so queries start from it and nothing
 * renders twice. A user who signs in later on this page starts from the network.
 */
const stored = getSession()?.user?.id;
export const offlineDataRestored: Promise<unknown> =
  stored === undefined
    ? Promise.resolve()
    : Promise.race([restoreOfflineData(queryClient, stored).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);

function CurrentUser() {
  // On start, with a token, refresh the user (GET /usuarios/me); failure → session cleared + "Sesión expirada"
  // (not when the server cannot be reached: the app works offline with the stored user).
  useCurrentUserQuery();
  return null;
}

/** Everything behind the login: the one QueryClient, the current-user refresh, the data kept offline and the layout. */
export function AuthenticatedRoot() {
  const userId = useSession().user?.id;
  useEffect(() => {
    if (userId === undefined) return undefined;
    const stop = persistOfflineData(queryClient, userId);
    startOfflineWarmUp(queryClient);
    // The server's live events: new messages, unread counts, reports created or deleted (docs/decisions/mensajes.md).
    const stopLive = startLiveEventsWhenIdle(queryClient);
    return () => {
      stop();
      stopLive();
    };
  }, [userId]);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrentUser />
      <OutboxSender />
      <AppLayout />
    </QueryClientProvider>
  );
}
