import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { SessionUserSchema } from '../../platform/schemas/common';

/**
 * /usuarios — GET /usuarios/me (the signed-in user, fresh from the database).
 * Administration of users (/admin/usuarios) lives in its own resource folder.
 */
const usuariosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/me', { onRequest: requirePermission('usuarios.me'), schema: { response: { 200: SessionUserSchema } } }, async (request) =>
    currentUser(request),
  );
};

export default usuariosRoutes;
