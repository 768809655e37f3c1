import { onOutboxSync } from 'shared/api';
import { onSessionEvent } from 'shared/session';
import { pruneSent } from './outbox-actions';
import { loadOutbox } from './outbox-store';
import { isSending, kickOutbox } from './sender';

/** How often a signed-in page looks at the outbox anyway (a retry whose time came, a tab that closed mid-send). */
const LOOK_EVERY_MS = 60_000;

/**
 * Starts sending the outbox for the signed-in page (the host calls it once): now, when the connection returns,
 * when the service worker relays Background Sync, when the page comes back to the foreground, after each
 * sign-in, and every minute. Leaving the page while a photo is being sent asks first (what is not sent stays
 * in the outbox anyway). Returns the stop function.
 */
export function startOutbox(): () => void {
  const kick = () => void kickOutbox();
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick();
  };
  const onLeave = (event: BeforeUnloadEvent) => {
    if (!isSending()) return;
    event.preventDefault();
    // Older browsers show their own sentence only when returnValue is set.
    event.returnValue = '';
  };
  window.addEventListener('online', kick);
  window.addEventListener('beforeunload', onLeave);
  document.addEventListener('visibilitychange', onVisible);
  const offSync = onOutboxSync(kick);
  const offSession = onSessionEvent((event) => {
    if (event === 'login') kick();
  });
  const interval = setInterval(kick, LOOK_EVERY_MS);
  void loadOutbox()
    .then(() => pruneSent())
    .then(kick);
  return () => {
    window.removeEventListener('online', kick);
    window.removeEventListener('beforeunload', onLeave);
    document.removeEventListener('visibilitychange', onVisible);
    offSync();
    offSession();
    clearInterval(interval);
  };
}
