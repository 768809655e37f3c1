import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onOutboxEvent, startOutbox } from 'shared/outbox';

/**
 * The outbox sends on every screen of a signed-in page, not only on the reports' (docs/decisions/field-capture.md);
 * when a report or its photos reach the server, the lists and counts that show them are refreshed.
 */
export function OutboxSender() {
  const queryClient = useQueryClient();
  useEffect(() => startOutbox(), []);
  useEffect(
    () =>
      onOutboxEvent(() => {
        void queryClient.invalidateQueries({ queryKey: ['informes'] });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      }),
    [queryClient],
  );
  return null;
}
