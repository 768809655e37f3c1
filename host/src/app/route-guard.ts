import { findRouteRule, hasAccess } from 'shared/contracts';
import type { Session } from 'shared/session';

/**
 * Where a protected path must redirect to (spec §2 guard rules), or null to render it:
 * no token → /login; unknown path → /; role-restricted path without a user or with another role → /.
 */
export function guardRedirect(pathname: string, session: Pick<Session, 'token' | 'user'> | null): string | null {
  if (!session?.token) return '/login';
  const rule = findRouteRule(pathname);
  if (!rule || rule.access === 'public') return '/';
  if (rule.access === 'auth') return null;
  return hasAccess(rule.access, session.user?.tipo, true) ? null : '/';
}
