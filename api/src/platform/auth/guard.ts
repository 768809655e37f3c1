import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { canUse, type ApiCapability, type SessionUser } from 'shared/contracts';
import type { AuditActor } from '../audit/write-audit';
import { joinPresent } from 'shared/format';
import { forbidden, invalidSession, notAuthenticated } from '../http/errors';
import { findActiveSessionUser } from './session-repository';

interface AuthContext {
  user: SessionUser;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth; null on public routes. */
    auth: AuthContext | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

/**
 * onRequest hook: the request carries a valid token of a live session.
 * It runs before body validation, so an anonymous caller gets 401 rather than 400.
 *   no token → 401 no_autenticado; bad/expired/revoked token or inactive user → 401 sesion_invalida.
 */
export const requireAuth: onRequestAsyncHookHandler = async function requireAuth(request) {
  if (request.auth) return;
  const claims = await sessionClaims(this, request);
  const user = await findActiveSessionUser(this.db, claims.sessionId, claims.userId, this.config.sessionIdleMinutes);
  if (!user) throw invalidSession();
  request.auth = { user, sessionId: claims.sessionId };
};

/**
 * The session and user a request's token names, before the session row is read (requireAuth reads it; a route that
 * reads it with more in the same query, /subidas, does too): no token → 401 no_autenticado, a bad or expired one →
 * 401 sesion_invalida.
 */
export async function sessionClaims(app: FastifyInstance, request: FastifyRequest): Promise<{ sessionId: string; userId: number }> {
  const token = bearerToken(request);
  if (token === null) throw notAuthenticated();
  if (token === '') throw invalidSession();
  const claims = await app.tokens.verify(token);
  if (!claims) throw invalidSession();
  return claims;
}

/**
 * onRequest hook: authenticated AND the user's role holds `capability` in API_PERMISSIONS
 * (shared/contracts) → otherwise 403 sin_permiso. Use: `{ onRequest: requirePermission('auditoria.read') }`.
 */
export function requirePermission(capability: ApiCapability): onRequestAsyncHookHandler {
  return async function checkPermission(request, reply) {
    await requireAuth.call(this, request, reply);
    if (!canUse(capability, request.auth?.user.tipo)) throw forbidden();
  };
}

/** The signed-in user of a route protected by requireAuth/requirePermission. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw notAuthenticated();
  return request.auth.user;
}

/** Audit actor of the current request. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = currentUser(request);
  return { id: user.id, usuario: user.usuario };
}

/** A user's full name, "Nombre Segundo Apellido Segundo", from the session (no query); the parts present only. */
export function nombreCompleto(user: Pick<SessionUser, 'primer_nombre' | 'segundo_nombre' | 'primer_apellido' | 'segundo_apellido'>): string {
  return joinPresent([user.primer_nombre, user.segundo_nombre, user.primer_apellido, user.segundo_apellido], ' ');
}
