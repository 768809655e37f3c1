import { hasAccess, type Access } from 'shared/contracts';
import type { Session } from 'shared/session';
import { screenForPath, type ScreenCatalog } from '../features/remotes/screen-catalog';
import { HOST_SCREENS } from '../screens';

export type GuardDecision =
  | { kind: 'render' }
  /** The path may belong to a screen a remote publishes: decide once the catalogue has arrived. */
  | { kind: 'wait' }
  /** `denied`: the screen exists but this role may not open it. */
  | { kind: 'redirect'; to: string; denied?: boolean };

function byAccess(access: Exclude<Access, 'public'>, session: Pick<Session, 'user'>): GuardDecision {
  if (access === 'auth' || hasAccess(access, session.user?.tipo, true)) return { kind: 'render' };
  return { kind: 'redirect', to: '/', denied: true };
}

/**
 * Spec guard rules for a protected path: no token → /login; unknown path → /; a role that may not open the
 * screen → / (the layout says "No tienes permiso"). Host screens follow the host's table (screens.ts); remote
 * screens the access their remote publishes (its own table, in screens.json).
 */
export function guardPath(pathname: string, session: Pick<Session, 'token' | 'user'> | null, catalog: ScreenCatalog): GuardDecision {
  if (!session?.token) return { kind: 'redirect', to: '/login' };
  const screen = screenForPath(pathname, HOST_SCREENS) ?? screenForPath(pathname, catalog.screens);
  if (screen) return byAccess(screen.access, session);
  return catalog.loaded ? { kind: 'redirect', to: '/' } : { kind: 'wait' };
}
