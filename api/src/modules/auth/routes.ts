import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../platform/auth/guard';
import { OkResponse } from '../../platform/schemas/common';
import * as service from './service';
import { ChangePasswordBody, LoginBody, LoginResponseSchema } from './schemas';
import { BODY, HASHING, LOGIN_LIMITS, PASSWORD_RULES, contract, signedIn, withoutSession } from '../../platform/http/route-contract';

/** POST /auth/login, POST /auth/logout, PATCH /auth/change-password (the work: service.ts). */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        ...contract('auth', 'login', 'Iniciar sesión', withoutSession(BODY, { '401': ['credenciales_incorrectas'] }, LOGIN_LIMITS, HASHING)),
        body: LoginBody,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => service.login(app, request, request.body),
  );

  app.post(
    '/logout',
    { onRequest: requireAuth, schema: { ...contract('auth', 'logout', 'Cerrar sesión', signedIn()), response: { 200: OkResponse } } },
    async (request) => {
      await service.logout(app, request);
      return { ok: true as const, message: 'Sesión cerrada' };
    },
  );

  app.patch(
    '/change-password',
    {
      onRequest: requireAuth,
      schema: {
        ...contract(
          'auth',
          'changePassword',
          'Cambiar la contraseña propia',
          signedIn(
            BODY,
            PASSWORD_RULES,
            { '400': ['current_password_required', 'current_password_incorrect', 'password_igual'] },
            LOGIN_LIMITS,
            HASHING,
          ),
        ),
        body: ChangePasswordBody,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await service.changePassword(app, request, request.body);
      return { ok: true as const, message: 'Contraseña cambiada exitosamente' };
    },
  );
};

export default authRoutes;
