/**
 * `shared/outbox`: reports made on this device that wait to reach the server, and their sending
 * (docs/decisions/field-capture.md). A core entry: one instance for the host (sidebar count, sending on every
 * screen) and remote-reports (the form puts reports in, the "Pendientes de envío" list shows them).
 */
export type { OutboxEntry, OutboxPhoto, OutboxState, OutboxWait, PhotoLocation, PhotoProgress } from './types';
export {
  enqueue,
  waitForOutcome,
  retryEntry,
  discardEntry,
  dropPhoto,
  editEntry,
  forgetSent,
  type EnqueueResult,
  type NewOutboxEntry,
  type NewOutboxPhoto,
} from './outbox-actions';
export { findEntry, loadOutbox } from './outbox-store';
export { onOutboxEvent, type OutboxEvent } from './outbox-events';
export { sendSoon, isSending } from './sender';
export { startOutbox } from './start-outbox';
export { useOutbox, useOutboxCount, usePhotoProgress } from './use-outbox';
export { hasRoomFor, askPersistentStorage, isQuotaError, noRoomMessage } from './storage-room';
export { readPhoto as readOutboxPhoto } from './outbox-db';
export { readDraft, writeDraft, readDraftPhoto, writeDraftPhoto, deleteDraftPhoto, deleteDraft, type DraftRecord, type DraftPhoto } from './draft-db';
