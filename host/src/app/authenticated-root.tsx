import { QueryClientProvider } from '@tanstack/react-query';
import { useCurrentUserQuery } from 'shared/session/current-user';
import { AppLayout } from '../features/layout/app-layout';
import { OutboxSender } from './outbox-sender';
import { queryClient } from './query-client';

function CurrentUser() {
  // On start, with a token, refresh the user (GET /usuarios/me); failure → session cleared + "Sesión expirada".
  useCurrentUserQuery();
  return null;
}

/** Everything behind the login: the one QueryClient, the current-user refresh and the layout. */
export function AuthenticatedRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <CurrentUser />
      <OutboxSender />
      <AppLayout />
    </QueryClientProvider>
  );
}
