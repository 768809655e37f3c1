import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onOutboxEvent, startOutbox } from 'shared/outbox';

/**
 * The outbox sends on every screen of a signed-in page, not only on the reports' (docs/decisions/field-capture.md);
 * when a report or its photos reach the server, the lists and counts that show them are refreshed.
 *
 * It starts (opening its IndexedDB store, reading it, its listeners) in a task of its own, after the one in which
 * React runs the first render's effects: on a phone that task, which also starts every query of the screen, was one
 * of the longest of the start (docs/decisions/main-thread.md, "Start-up after the offline app").
 */
export function OutboxSender() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => {
      stop = startOutbox();
    }, 0);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, []);
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
