import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { api, type ApiContext } from 'shared/api';
import type { LoginRequest, LoginResponse, SessionUser } from '../contracts';
import { emitSessionEvent } from './session-events';
import { clearSession, sessionAtom, setSession } from './session-state';
import type { Session } from './session-storage';

export const LOGOUT_MESSAGE = 'Sesión cerrada';

export interface UseSessionResult {
  session: Session | null;
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
}

export function useSession(): UseSessionResult {
  const session = useAtomValue(sessionAtom);
  return {
    session,
    token: session?.token ?? null,
    user: session?.user ?? null,
    isAuthenticated: Boolean(session?.token),
  };
}

/** POST /auth/login; on success the session is stored (localStorage when `recordarme`, else sessionStorage). */
export async function login(request: LoginRequest): Promise<LoginResponse> {
  const context: ApiContext = { anonymous: true, ignoreUnauthorized: true };
  const response = await api.post('auth/login', { json: request, context }).json<LoginResponse>();
  setSession({ token: response.token, user: response.usuario, expiresAt: response.expiresAt }, Boolean(request.recordarme));
  emitSessionEvent('login');
  return response;
}

export function useLogin(): { login: (request: LoginRequest) => Promise<LoginResponse>; isPending: boolean } {
  const [isPending, setPending] = useState(false);
  const run = useCallback(async (request: LoginRequest) => {
    setPending(true);
    try {
      return await login(request);
    } finally {
      setPending(false);
    }
  }, []);
  return { login: run, isPending };
}

/** POST /auth/logout (failures ignored: the local session ends anyway), clear both storages, toast "Sesión cerrada". */
export async function logout(): Promise<void> {
  const context: ApiContext = { ignoreUnauthorized: true };
  try {
    await api.post('auth/logout', { context });
  } catch {
    // Already expired or server unreachable: still sign out locally.
  }
  clearSession();
  toast.success(LOGOUT_MESSAGE);
  emitSessionEvent('logout');
}

export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const [isPending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
    }
  }, []);
  return { logout: run, isPending };
}
