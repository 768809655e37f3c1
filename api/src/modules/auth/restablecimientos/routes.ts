import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OLVIDE_CONTRASENA_MENSAJE } from 'shared/contracts';
import { RestablecimientoService } from './service';
import { OkResponse } from '../../../platform/schemas/common';
import { BODY, HASHING, PASSWORD_RULES, contract, withoutSession } from '../../../platform/http/route-contract';
import { OlvideBody, OlvideResponse, RestablecerBody } from '../schemas';

/** POST /auth/olvide-contrasena and POST /auth/restablecer-contrasena (the work: service.ts). */
const restablecimientosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new RestablecimientoService(app.db, app.config);
  app.addHook('preClose', async () => service.close());

  app.post(
    '/olvide-contrasena',
    {
      schema: {
        ...contract('auth', 'forgotPassword', 'Pedir un enlace para restablecer la contraseña', withoutSession(BODY)),
        description:
          'Siempre 202 con la misma frase, sea cual sea lo escrito: exista o no la cuenta y pasado o no un límite. Avisa a los ' +
          'administradores y, con SMTP configurado, envía al usuario un enlace de un solo uso válido 30 minutos (a lo sumo 3 ' +
          'vigentes; una solicitud nunca anula uno ya enviado). Limitada en silencio por dirección y por lo escrito.',
        security: [],
        body: OlvideBody,
        response: { 202: OlvideResponse },
      },
    },
    async (request, reply) => {
      // The same answer, at the same point, whatever was typed and whether a limit was passed.
      await service.requestRestablecimiento(request, request.body.usuario.trim());
      return reply.status(202).send({ message: OLVIDE_CONTRASENA_MENSAJE });
    },
  );

  app.post(
    '/restablecer-contrasena',
    {
      schema: {
        ...contract(
          'auth',
          'resetPassword',
          'Restablecer la contraseña con el enlace recibido',
          withoutSession(BODY, PASSWORD_RULES, { '400': ['enlace_invalido'] }, HASHING),
        ),
        description: '400 `enlace_invalido` si el enlace ya se usó, caducó o no existe. Cierra todas las sesiones del usuario.',
        security: [],
        body: RestablecerBody,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.nueva, request.ip);
      return { ok: true as const, message: 'Contraseña restablecida. Inicia sesión con la nueva contraseña.' };
    },
  );
};

export default restablecimientosRoutes;
