export {
  SESSION_STORAGE_KEY,
  browserStorages,
  clearStoredSession,
  isExpired,
  readStoredSession,
  writeStoredSession,
  type Session,
  type SessionStorages,
  type StoredSession,
} from './session-storage';
export {
  SESSION_EXPIRED_MESSAGE,
  clearSession,
  expireSession,
  getSession,
  getToken,
  sessionAtom,
  setSession,
  updateSessionUser,
} from './session-state';
export { LOGOUT_MESSAGE, login, logout, useLogin, useLogout, useSession, type UseSessionResult } from './session-hooks';
// useCurrentUserQuery lives in `shared/session/current-user` (keeps react-query off the login page).
export { onSessionEvent, type SessionEvent, type SessionListener } from './session-events';
