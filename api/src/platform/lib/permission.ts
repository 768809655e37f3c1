import type { onRequestAsyncHookHandler } from 'fastify';
import { requirePermission } from '../auth/guard';
import type { ApiCapability } from 'shared/contracts';
import { HttpError } from '../http/errors';

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
