import type { SessionUser } from '../contracts';

/** Browser storage key of the session (localStorage when "Recordarme" was ticked, else sessionStorage). */
export const SESSION_STORAGE_KEY = 'informes-session';

export interface Session {
  token: string;
  user: SessionUser | null;
  /** ISO date-time when the server session ends. */
  expiresAt: string;
}

export interface SessionStorages {
  local: Storage | null;
  session: Storage | null;
}

export interface StoredSession {
  session: Session;
  /** true when it came from localStorage ("Recordarme"). */
  remember: boolean;
}

function safeStorage(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

export function browserStorages(): SessionStorages {
  return {
    local: typeof window === 'undefined' ? null : safeStorage(() => window.localStorage),
    session: typeof window === 'undefined' ? null : safeStorage(() => window.sessionStorage),
  };
}

function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    if (!value || typeof value.token !== 'string' || value.token === '' || typeof value.expiresAt !== 'string') return null;
    if (Number.isNaN(Date.parse(value.expiresAt))) return null;
    const user = value.user && typeof value.user === 'object' ? value.user : null;
    return { token: value.token, user, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

export function isExpired(session: Pick<Session, 'expiresAt'>, now: number = Date.now()): boolean {
  return Date.parse(session.expiresAt) <= now;
}

/**
 * The persisted session, from localStorage or else sessionStorage. Expired or corrupt entries are removed
 * (an expired session is never re-applied on load).
 */
export function readStoredSession(storages: SessionStorages = browserStorages(), now: number = Date.now()): StoredSession | null {
  const candidates: Array<[Storage | null, boolean]> = [
    [storages.local, true],
    [storages.session, false],
  ];
  for (const [storage, remember] of candidates) {
    if (!storage) continue;
    let raw: string | null = null;
    try {
      raw = storage.getItem(SESSION_STORAGE_KEY);
    } catch {
      continue;
    }
    if (raw === null) continue;
    const session = parseSession(raw);
    if (!session || isExpired(session, now)) {
      try {
        storage.removeItem(SESSION_STORAGE_KEY);
      } catch {
        // ignore
      }
      continue;
    }
    return { session, remember };
  }
  return null;
}

/** Saves in localStorage ("Recordarme") or sessionStorage, and removes any copy from the other one. */
export function writeStoredSession(session: Session, remember: boolean, storages: SessionStorages = browserStorages()): void {
  const target = remember ? storages.local : storages.session;
  const other = remember ? storages.session : storages.local;
  try {
    other?.removeItem(SESSION_STORAGE_KEY);
    target?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked or full: the session still lives in memory for this page.
  }
}

/** Logout: removes the session from both storages. */
export function clearStoredSession(storages: SessionStorages = browserStorages()): void {
  for (const storage of [storages.local, storages.session]) {
    try {
      storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // ignore
    }
  }
}
