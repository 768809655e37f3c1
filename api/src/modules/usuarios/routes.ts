import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { normalizeInputExcept, ok, withFieldMessages } from '../../platform/http/input';
import { oneExportPerUser } from '../../platform/http/one-export';
import { CsvResponse, IdParams, OkResponse, SessionUserSchema } from '../../platform/schemas/common';
import { paged } from '../../platform/lib/pagination';
import { csvHeaders, datedCsvName } from '../../platform/lib/csv';
import { toUsuariosCsv } from './csv';
import * as repo from './repository';
import * as service from './service';
import {
  AdminUsuarioCreateSchema,
  AdminUsuarioSchema,
  AdminUsuariosExportQuerySchema,
  AdminUsuariosPageSchema,
  AdminUsuariosQuerySchema,
  AdminUsuariosStatsSchema,
  AdminUsuarioUpdateSchema,
  ResetPasswordSchema,
  USUARIO_FIELD_MESSAGES,
  UsuarioActivoSchema,
} from './schemas';
import { BODY, DENIED, HASHING, MISSING, ONE_EXPORT, PARAMS, PASSWORD_RULES, QUERY, contract, signedIn } from '../../platform/http/route-contract';

/** /usuarios — GET /usuarios/me (the signed-in user, fresh from the database). */
export const usuariosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      onRequest: requirePermission('usuarios.me'),
      schema: { ...contract('usuarios', 'getCurrentUser', 'Usuario de la sesión', signedIn()), response: { 200: SessionUserSchema } },
    },
    async (request) => currentUser(request),
  );
};

/** /admin/usuarios — system users (administrators only; what each change does: service.ts). */
export const adminUsuariosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInputExcept('password'));
  const manage = requirePermission('usuarios.manage');

  app.get(
    '/',
    {
      onRequest: manage,
      schema: {
        ...contract('admin', 'listUsers', 'Listar usuarios', signedIn(DENIED, QUERY)),
        querystring: AdminUsuariosQuerySchema,
        response: { 200: AdminUsuariosPageSchema },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const { rows, total } = await repo.listUsuarios(app.db, filters, { page, limit });
      return paged.meta({ rows, total, page, limit });
    },
  );

  app.get(
    '/stats',
    {
      onRequest: manage,
      schema: { ...contract('admin', 'getUserStats', 'Estadísticas de usuarios', signedIn(DENIED)), response: { 200: AdminUsuariosStatsSchema } },
    },
    async () => repo.countUsuarios(app.db),
  );

  app.get(
    '/export',
    {
      onRequest: manage,
      preHandler: oneExportPerUser,
      schema: {
        ...contract('admin', 'exportUsers', 'Exportar usuarios', signedIn(DENIED, QUERY, ONE_EXPORT)),
        querystring: AdminUsuariosExportQuerySchema,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const rows = await repo.exportUsuarios(app.db, request.query);
      return reply.headers(csvHeaders(datedCsvName('usuarios'))).send(toUsuariosCsv(rows));
    },
  );

  app.post(
    '/',
    {
      onRequest: manage,
      ...withFieldMessages(USUARIO_FIELD_MESSAGES),
      schema: {
        ...contract(
          'admin',
          'createUser',
          'Crear un usuario',
          signedIn(
            DENIED,
            BODY,
            PASSWORD_RULES,
            { '400': ['proveedor_inexistente', 'cliente_inexistente'], '409': ['usuario_o_correo_existente'] },
            HASHING,
          ),
        ),
        body: AdminUsuarioCreateSchema,
        response: { 201: AdminUsuarioSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createUsuario(app.db, request, request.body)),
  );

  app.patch(
    '/:id',
    {
      onRequest: manage,
      ...withFieldMessages(USUARIO_FIELD_MESSAGES),
      schema: {
        ...contract(
          'admin',
          'updateUser',
          'Modificar un usuario',
          signedIn(DENIED, PARAMS, BODY, MISSING, {
            '400': ['proveedor_inexistente', 'cliente_inexistente'],
            '409': ['usuario_o_correo_existente', 'propio_usuario', 'ultimo_administrador'],
          }),
        ),
        params: IdParams,
        body: AdminUsuarioUpdateSchema,
        response: { 200: AdminUsuarioSchema },
      },
    },
    async (request) => service.updateUsuario(app.db, request, request.params.id, request.body),
  );

  app.patch(
    '/:id/toggle-status',
    {
      onRequest: manage,
      // Optional `{ activo }`: the state the screen asks for (a double click does not flip it back); no body: a flip.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        ...contract(
          'admin',
          'setUserActive',
          'Activar o desactivar un usuario',
          signedIn(DENIED, PARAMS, BODY, MISSING, { '409': ['propio_usuario', 'ultimo_administrador'] }),
        ),
        params: IdParams,
        body: UsuarioActivoSchema,
        response: { 200: AdminUsuarioSchema },
      },
    },
    async (request) => service.setUsuarioActivo(app.db, request, request.params.id, request.body.activo),
  );

  app.post(
    '/:id/desbloquear',
    {
      onRequest: manage,
      schema: {
        ...contract('admin', 'unlockUser', 'Desbloquear un usuario', signedIn(DENIED, PARAMS, MISSING)),
        params: IdParams,
        response: { 200: AdminUsuarioSchema },
      },
    },
    async (request) => service.unlockUsuario(app.db, request, request.params.id),
  );

  app.post(
    '/:id/reset-password',
    {
      onRequest: manage,
      schema: {
        ...contract(
          'admin',
          'resetUserPassword',
          'Restablecer la contraseña de un usuario',
          signedIn(DENIED, PARAMS, BODY, MISSING, PASSWORD_RULES, HASHING),
        ),
        params: IdParams,
        body: ResetPasswordSchema,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await service.resetUsuarioPassword(app.db, request, request.params.id, request.body.password);
      return ok('Contraseña actualizada');
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: manage,
      schema: {
        ...contract(
          'admin',
          'deleteUser',
          'Eliminar un usuario',
          signedIn(DENIED, PARAMS, MISSING, { '409': ['propio_usuario', 'ultimo_administrador'] }),
        ),
        params: IdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await service.deleteUsuario(app.db, request, request.params.id);
      return ok('Usuario eliminado');
    },
  );
};
