import { useMemo, useSyncExternalStore } from 'react';
import { useSession } from 'shared/session';
import { outboxEntries, photoProgress, progressStamp, subscribeOutbox } from './outbox-store';
import type { OutboxEntry, PhotoProgress } from './types';

/** The signed-in user's reports in the outbox, oldest first. */
export function useOutbox(): OutboxEntry[] {
  const { user } = useSession();
  const all = useSyncExternalStore(subscribeOutbox, outboxEntries, outboxEntries);
  return useMemo(() => (user ? all.filter((e) => e.userId === user.id) : []), [all, user]);
}

/** How many of them are not sent yet (the sidebar's "Pendientes de envío" count). */
export function useOutboxCount(): number {
  return useOutbox().filter((e) => e.state !== 'enviado').length;
}

/** Bytes sent of each photo of an entry, while this tab sends it. */
export function usePhotoProgress(entryId: string): Readonly<Record<string, PhotoProgress>> {
  useSyncExternalStore(subscribeOutbox, progressStamp, progressStamp);
  return photoProgress(entryId);
}
