import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionClaims } from '../../../platform/auth/guard';
import { rowScope } from '../../../platform/auth/row-scope';
import { findActiveSessionUser, refreshSessionActivity, toSessionUser } from '../../../platform/auth/session-repository';
import { canUse, type SessionUser } from 'shared/contracts';
import { forbidden, invalidSession } from '../../../platform/http/errors';
import type { InformeEditable } from '../../informes';
import { findSessionUserWithInforme } from './repository';

/** Sessions whose user this instance remembers (the oldest are forgotten beyond this). */
const MAX_SESSIONS = 1000;

/**
 * The session check of a HEAD or PATCH of an upload, and the report's editing columns in the same query
 * (docs/decisions/photos-storage.md, "Resumable uploads"). Every such request checks both again: a user deactivated
 * or signed out, or a report that left Pendiente, is refused at the next one. The report's scope comes from the
 * session's user, which the query returns: so the scope used is that of the user this instance saw earlier in the
 * same session (the upload's creation, usually). A live session's user keeps its role and links (changing them ends
 * its sessions in the same transaction, endSessionsOf); should the returned user's scope differ anyway, the report is
 * not used and the route reads it again. Without a remembered user (another instance, a restart), two queries as
 * before: requireAuth's and findEditableInforme's.
 */
export class UploadAuth {
  private readonly users = new Map<string, SessionUser>();
  private readonly reports = new WeakMap<FastifyRequest, { informeId: number; informe: InformeEditable | undefined }>();

  constructor(
    /** The report of the request's upload when it is `userId`'s, else undefined (the route answers 404 later). */
    private readonly informeOf: (request: FastifyRequest, userId: number) => Promise<number | undefined>,
  ) {}

  /** Remembers the user of an authenticated request's session. */
  remember(request: FastifyRequest): void {
    const auth = request.auth;
    if (!auth) return;
    this.users.delete(auth.sessionId);
    this.users.set(auth.sessionId, auth.user);
    if (this.users.size > MAX_SESSIONS) this.users.delete(this.users.keys().next().value!);
  }

  /** onRequest hook: as requirePermission('informes.write') — 401, then 403 — reading the report too when it can. */
  readonly hook = async (app: FastifyInstance, request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const claims = await sessionClaims(app, request);
    const known = this.users.get(claims.sessionId);
    const informeId = known?.id === claims.userId ? await this.informeOf(request, claims.userId) : undefined;
    if (!known || informeId === undefined) {
      const user = await findActiveSessionUser(app.db, claims.sessionId, claims.userId, app.config.sessionIdleMinutes);
      if (!user) throw invalidSession();
      this.authenticated(request, user, claims.sessionId);
      return;
    }
    const session = { sessionId: claims.sessionId, userId: claims.userId, idleMinutes: app.config.sessionIdleMinutes };
    const row = await findSessionUserWithInforme(app.db, session, informeId, rowScope(known));
    if (!row) {
      this.users.delete(claims.sessionId);
      throw invalidSession();
    }
    const { refresh, informe_id, informe_estado, informe_proveedor_id, informe_cliente_id, informe_creado_por, informe_aceptado, ...rest } = row;
    if (refresh) await refreshSessionActivity(app.db, claims.sessionId);
    const user = toSessionUser(rest);
    this.authenticated(request, user, claims.sessionId);
    if (JSON.stringify(rowScope(user)) !== JSON.stringify(rowScope(known))) return;
    const informe =
      informe_id === null || informe_estado === null || informe_proveedor_id === null || informe_cliente_id === null
        ? undefined
        : {
            id: informe_id,
            estado: informe_estado,
            proveedor_id: informe_proveedor_id,
            cliente_id: informe_cliente_id,
            creado_por: informe_creado_por,
            aceptado: informe_aceptado,
          };
    this.reports.set(request, { informeId, informe });
  };

  /** The report `informeId` as the hook read it for this request (undefined inside: not found), or null if not read. */
  reportOf(request: FastifyRequest, informeId: number): { informe: InformeEditable | undefined } | null {
    const read = this.reports.get(request);
    return read?.informeId === informeId ? read : null;
  }

  private authenticated(request: FastifyRequest, user: SessionUser, sessionId: string): void {
    request.auth = { user, sessionId };
    if (!canUse('informes.write', user.tipo)) throw forbidden();
    this.remember(request);
  }
}
