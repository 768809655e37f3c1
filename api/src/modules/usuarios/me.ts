import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { SessionUserSchema } from '../../platform/schemas/common';
import { contract, signedIn } from '../../platform/http/route-contract';

/**
 * /usuarios — GET /usuarios/me (the signed-in user, fresh from the database).
 * Administration of users (/admin/usuarios) lives in its own resource folder.
 */
const usuariosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      onRequest: requirePermission('usuarios.me'),
      schema: { ...contract('usuarios', 'getCurrentUser', 'Usuario de la sesión', signedIn()), response: { 200: SessionUserSchema } },
    },
    async (request) => currentUser(request),
  );
};

export default usuariosRoutes;
