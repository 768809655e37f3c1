import { atom, getDefaultStore } from 'jotai';
import { toast } from 'react-toastify';
import { connectSessionBridge } from 'shared/api';
import type { SessionUser } from '../contracts';
import { emitSessionEvent } from './session-events';
import { clearStoredSession, isExpired, readStoredSession, writeStoredSession, type Session } from './session-storage';

export const SESSION_EXPIRED_MESSAGE = 'Sesión expirada';

const stored = readStoredSession();
/** Where the current session is persisted: localStorage ("Recordarme") or sessionStorage. */
let remembered = stored?.remember ?? false;

const baseSessionAtom = atom<Session | null>(stored?.session ?? null);

/**
 * THE session: `{ token, user, expiresAt } | null` in jotai's default store. Read-only: change it with
 * setSession / updateSessionUser / clearSession so storage stays in step. One instance across host and remotes
 * because `shared` and `jotai` are federation singletons.
 */
export const sessionAtom = atom((get) => get(baseSessionAtom));

const store = getDefaultStore();

export function getSession(): Session | null {
  return store.get(baseSessionAtom);
}

export function getToken(): string | null {
  const session = getSession();
  return session && !isExpired(session) ? session.token : null;
}

export function setSession(session: Session, remember: boolean): void {
  remembered = remember;
  writeStoredSession(session, remember);
  store.set(baseSessionAtom, session);
}

/** Same fields, same values (SessionUser is flat). */
function sameUser(a: SessionUser, b: SessionUser): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof SessionUser>;
  return [...keys].every((k) => a[k] === b[k]);
}

export function updateSessionUser(user: SessionUser): void {
  const current = getSession();
  if (!current) return;
  // The refresh on start usually returns what sign-in stored: keep the same session, so nothing re-renders for it.
  if (current.user && sameUser(current.user, user)) return;
  const next = { ...current, user };
  writeStoredSession(next, remembered);
  store.set(baseSessionAtom, next);
}

export function clearSession(): void {
  clearStoredSession();
  store.set(baseSessionAtom, null);
}

/** Session rejected by the server (401, or /usuarios/me failed): clear it, tell the user once, let the host navigate. */
export function expireSession(): void {
  const hadSession = getSession() !== null;
  clearSession();
  if (!hadSession) return;
  toast.error(SESSION_EXPIRED_MESSAGE, { toastId: 'session-expired' });
  emitSessionEvent('expired');
}

connectSessionBridge({ getToken, onUnauthorized: expireSession });
