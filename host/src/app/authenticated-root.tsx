import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useMemo } from 'react';
import { useSession } from 'shared/session';
import { useCurrentUserQuery } from 'shared/session/current-user';
import { AppLayout } from '../features/layout/app-layout';
import { persistOptionsFor } from '../features/pwa/offline-data';
import { startOfflineWarmUp } from '../features/pwa/offline-warm-up';
import { queryClient } from './query-client';

function CurrentUser() {
  // On start, with a token, refresh the user (GET /usuarios/me); failure → session cleared + "Sesión expirada"
  // (not when the server cannot be reached: the app works offline with the stored user).
  useCurrentUserQuery();
  return null;
}

/**
 * Everything behind the login: the one QueryClient, the current-user refresh and the layout. The client's data kept
 * for working offline is restored first, for this user (docs/decisions/offline-app.md); queries wait for it.
 */
export function AuthenticatedRoot() {
  const userId = useSession().user?.id;
  const persistOptions = useMemo(() => (userId === undefined ? null : persistOptionsFor(queryClient, userId)), [userId]);
  const content = (
    <>
      <CurrentUser />
      <AppLayout />
    </>
  );
  if (!persistOptions) return <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={() => startOfflineWarmUp(queryClient)}>
      {content}
    </PersistQueryClientProvider>
  );
}
