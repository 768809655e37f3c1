import { SESSION_STORAGE_KEY, clearStoredSession, readStoredSession, writeStoredSession, type Session } from './session-storage';
import type { SessionUser } from '../contracts';

const user = { id: 1, usuario: 'admin', tipo: 0 } as SessionUser;
const NOW = Date.parse('2025-11-21T12:00:00Z');
const valid: Session = { token: 'abc', user, expiresAt: '2025-11-22T12:00:00Z' };
const expired: Session = { token: 'old', user, expiresAt: '2025-11-21T11:59:59Z' };
const storages = () => ({ local: window.localStorage, session: window.sessionStorage });

describe('session persistence', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('"Recordarme" keeps the session in localStorage only', () => {
    writeStoredSession(valid, true, storages());
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) as string)).toEqual(valid);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(readStoredSession(storages(), NOW)).toEqual({ session: valid, remember: true });
  });

  it('without "Recordarme" the session lives in sessionStorage only (and replaces a remembered one)', () => {
    writeStoredSession(valid, true, storages());
    writeStoredSession({ ...valid, token: 'new' }, false, storages());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) as string).token).toBe('new');
    expect(readStoredSession(storages(), NOW)).toEqual({ session: { ...valid, token: 'new' }, remember: false });
  });

  it('drops an expired session on load and removes it from storage', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(expired));
    expect(readStoredSession(storages(), NOW)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('falls back to sessionStorage when localStorage holds an expired or corrupt session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{corrupt');
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(valid));
    expect(readStoredSession(storages(), NOW)).toEqual({ session: valid, remember: false });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logout clears both storages', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(valid));
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(valid));
    clearStoredSession(storages());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(readStoredSession(storages(), NOW)).toBeNull();
  });
});
