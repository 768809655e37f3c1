import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { currentUser, requirePermission } from '../../../auth/guard';
import { ROLE, type ApiCapability } from '../../../contracts';
import { forbidden, HttpError } from '../../../http/errors';

/**
 * Row scope of a provider user: the id of its own provider. null for administrators (no limit).
 * A provider user whose account is not linked to a provider can see nothing: 403.
 */
export function ownProveedorScope(request: FastifyRequest): number | null {
  const user = currentUser(request);
  if (user.tipo === ROLE.ADMIN) return null;
  if (user.tipo === ROLE.PROVEEDOR && user.proveedor_id !== null) return user.proveedor_id;
  throw forbidden();
}

/** requirePermission with the screen's own 403 text (e.g. "No tienes permiso para ver los jefes de equipo"). */
export function requirePermissionWithMessage(capability: ApiCapability, message: string): onRequestAsyncHookHandler {
  const check = requirePermission(capability);
  return async function checkWithMessage(request, reply) {
    try {
      await check.call(this, request, reply);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 403) throw new HttpError(403, err.code, message);
      throw err;
    }
  };
}
