import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { ROLE, type AdminUsuario, type SessionUser } from 'shared/contracts';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { LoginLimits } from '../../platform/auth/login-limits';
import { hashPassword } from '../../platform/auth/password';
import { assertPasswordAllowed } from '../../platform/auth/password-policy';
import { endSessionsOf } from '../../platform/auth/session-repository';
import type { DB } from '../../platform/db/schema';
import { badRequest, conflict, invalidSession, notFound } from '../../platform/http/errors';
import { normalizeInputExcept, ok, withFieldMessages } from '../../platform/http/input';
import { oneExportPerUser } from '../../platform/http/one-export';
import { CsvResponse, IdParams, OkResponse } from '../../platform/schemas/common';
import { paged } from '../../platform/lib/pagination';
import { auditOf } from '../../platform/audit/audit';
import { countOf, createdText, describeChanges, describeValues, updatedText, type AuditField } from '../../platform/audit/audit-text';
import { csvHeaders, datedCsvName } from '../../platform/lib/csv';
import { usuariosCsv } from './csv';
import * as repo from './repository';
import {
  AdminUsuarioCreateSchema,
  AdminUsuarioSchema,
  AdminUsuariosExportQuerySchema,
  AdminUsuariosPageSchema,
  AdminUsuariosQuerySchema,
  AdminUsuariosStatsSchema,
  AdminUsuarioUpdateSchema,
  MSG_USUARIO,
  ResetPasswordSchema,
  USUARIO_FIELD_MESSAGES,
  UsuarioActivoSchema,
  type AdminUsuarioBody,
} from './schemas';
import { BODY, DENIED, HASHING, MISSING, ONE_EXPORT, PARAMS, PASSWORD_RULES, QUERY, contract, signedIn } from '../../platform/http/route-contract';

const audit = auditOf('usuarios');
const label = (u: { usuario: string }) => `Usuario "${u.usuario}"`;

const AUDIT_FIELDS: readonly AuditField<AdminUsuario>[] = [
  { key: 'usuario', label: 'usuario' },
  { key: 'correo', label: 'correo' },
  { key: 'nombre_completo', label: 'nombre' },
  { key: 'tipo_nombre', label: 'tipo' },
  { key: 'proveedor_nombre', label: 'proveedor' },
  { key: 'cliente_nombre', label: 'cliente' },
  { key: 'sexo', label: 'sexo' },
  { key: 'telefono', label: 'teléfono' },
];

const sessionsText = (n: number) => (n > 0 ? `; ${countOf(n, 'sesión cerrada', 'sesiones cerradas')}` : '');

const REQUIRED = ['usuario', 'correo', 'primer_nombre', 'primer_apellido'] as const;

/**
 * 400 "Campos requeridos: …" naming the first missing field (campo). On create a field left out is missing;
 * on update only an explicit null (a field left out keeps its stored value, never empty).
 */
function checkRequired(body: AdminUsuarioBody, creating: boolean): void {
  const missing = REQUIRED.find((key) => body[key] === null || (creating && body[key] === undefined));
  if (missing) throw badRequest('validacion', MSG_USUARIO.camposRequeridos, missing);
}

/** The stored values after applying `body` to `before` (create: to nothing); links not of the tipo are cleared. */
function mergedValues(body: AdminUsuarioBody, before: AdminUsuario | null): repo.UsuarioValues {
  const pick = <K extends keyof repo.UsuarioValues>(key: K, fallback: repo.UsuarioValues[K]): repo.UsuarioValues[K] =>
    (body[key] !== undefined ? body[key] : before ? before[key] : fallback) as repo.UsuarioValues[K];
  const tipo = pick('tipo', ROLE.ADMIN);
  return {
    usuario: pick('usuario', ''),
    correo: pick('correo', ''),
    primer_nombre: pick('primer_nombre', ''),
    segundo_nombre: pick('segundo_nombre', null),
    primer_apellido: pick('primer_apellido', ''),
    segundo_apellido: pick('segundo_apellido', null),
    tipo,
    proveedor_id: tipo === ROLE.PROVEEDOR ? pick('proveedor_id', null) : null,
    cliente_id: tipo === ROLE.CLIENTE ? pick('cliente_id', null) : null,
    sexo: pick('sexo', null),
    telefono: pick('telefono', null),
  };
}

/** A provider user needs a provider, a client user a client. */
function checkLinkGiven(v: repo.UsuarioValues): void {
  if (v.tipo === ROLE.PROVEEDOR && v.proveedor_id === null) throw badRequest('validacion', MSG_USUARIO.proveedorRequerido, 'proveedor_id');
  if (v.tipo === ROLE.CLIENTE && v.cliente_id === null) throw badRequest('validacion', MSG_USUARIO.clienteRequerido, 'cliente_id');
}

/** …and that provider or client exists. */
async function checkLink(trx: Transaction<DB>, v: repo.UsuarioValues): Promise<void> {
  checkLinkGiven(v);
  if (v.proveedor_id !== null && !(await repo.proveedorExists(trx, v.proveedor_id))) {
    throw badRequest('proveedor_inexistente', MSG_USUARIO.proveedorInexistente, 'proveedor_id');
  }
  if (v.cliente_id !== null && !(await repo.clienteExists(trx, v.cliente_id))) {
    throw badRequest('cliente_inexistente', MSG_USUARIO.clienteInexistente, 'cliente_id');
  }
}

type Removal = 'desactivar' | 'tipo' | 'eliminar';
const SELF_MESSAGE: Record<Removal, string> = {
  desactivar: MSG_USUARIO.propioDesactivar,
  tipo: MSG_USUARIO.propioTipo,
  eliminar: MSG_USUARIO.propioEliminar,
};
const LAST_ADMIN_MESSAGE: Record<Removal, string> = {
  desactivar: MSG_USUARIO.ultimoAdminDesactivar,
  tipo: MSG_USUARIO.ultimoAdminTipo,
  eliminar: MSG_USUARIO.ultimoAdminEliminar,
};

/**
 * The guard rails of a change that may take an administrator away, inside its transaction. The active
 * administrators' rows are locked first (always in the same order, so two such changes queue instead of
 * deadlocking), then the target's. `check(change)` refuses to remove oneself or the last active administrator,
 * and an actor demoted or deactivated meanwhile (by another administrator, after this request was
 * authenticated) is sent back to sign in. Two administrators deactivating each other at once: the second one
 * waits for the first one's locks, then sees itself as the last active administrator.
 */
async function guardAdminRemoval(trx: Transaction<DB>, actor: SessionUser, targetId: number) {
  const admins = await repo.lockActiveAdmins(trx);
  const target = await repo.lockUsuario(trx, targetId);
  if (!target) throw notFound(MSG_USUARIO.noEncontrado);
  const actorIsAdmin = admins.includes(actor.id);
  return {
    target,
    /** Throws when `change` would remove the actor or the last active administrator. */
    check(change: Removal) {
      if (target.id === actor.id) throw conflict('propio_usuario', SELF_MESSAGE[change]);
      const removesActiveAdmin = target.tipo === ROLE.ADMIN && target.activo;
      if (removesActiveAdmin && admins.length <= 1) throw conflict('ultimo_administrador', LAST_ADMIN_MESSAGE[change]);
      if (!actorIsAdmin) throw invalidSession();
    },
    /** For changes that remove nobody: the actor must still be an active administrator. */
    checkActor() {
      if (!actorIsAdmin) throw invalidSession();
    },
  };
}

async function loadUsuario(trx: Transaction<DB>, id: number): Promise<AdminUsuario> {
  const usuario = await repo.findUsuario(trx, id);
  if (!usuario) throw notFound(MSG_USUARIO.noEncontrado);
  return usuario;
}

const sessionOf = (request: FastifyRequest) => request.auth?.sessionId;

/**
 * /admin/usuarios — system users (administrators only). Every change is audited in its own transaction;
 * changes that take rights away (deactivation, deletion, password reset, a new tipo or provider/client link)
 * end the user's sessions in that same transaction. No response carries password material.
 */
const adminUsuariosRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async () => repo.usuariosStats(app.db),
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
      return reply.headers(csvHeaders(datedCsvName('usuarios'))).send(usuariosCsv(rows));
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
    async (request, reply) => {
      const { password, ...body } = request.body;
      checkRequired(body, true);
      if (body.tipo === undefined) throw badRequest('validacion', MSG_USUARIO.tipoRequerido, 'tipo');
      const values = mergedValues(body, null);
      checkLinkGiven(values);
      const accepted = await assertPasswordAllowed(password, { purpose: 'create', usuario: values.usuario, field: 'password' });
      const passwordHash = await hashPassword(accepted); // before the transaction: never hold it across CPU work
      const created = await app.db.transaction().execute(async (trx) => {
        await checkLink(trx, values);
        const id = await repo.insertUsuario(trx, values, passwordHash);
        const row = await loadUsuario(trx, id);
        await audit(trx, request, 'CREAR', id, createdText(label(row), describeValues(row, AUDIT_FIELDS.slice(1))));
        return row;
      });
      return reply.status(201).send(created);
    },
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
    async (request) => {
      const body = request.body;
      checkRequired(body, false);
      const actor = currentUser(request);
      return app.db.transaction().execute(async (trx) => {
        const guard = await guardAdminRemoval(trx, actor, request.params.id);
        const before = await loadUsuario(trx, guard.target.id);
        const values = mergedValues(body, before);
        if (values.tipo !== before.tipo) guard.check('tipo');
        else guard.checkActor();
        await checkLink(trx, values);
        await repo.updateUsuario(trx, before.id, values);
        const after = await loadUsuario(trx, before.id);
        // Rights come from the tipo and the link: no token may keep the old ones.
        const rightsChanged = after.tipo !== before.tipo || after.proveedor_id !== before.proveedor_id || after.cliente_id !== before.cliente_id;
        const ended = rightsChanged ? await endSessionsOf(trx, after.id) : 0;
        await audit(
          trx,
          request,
          'ACTUALIZAR',
          after.id,
          updatedText(label(before), describeChanges(before, after, AUDIT_FIELDS)) + sessionsText(ended),
        );
        return after;
      });
    },
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
    async (request) => {
      const actor = currentUser(request);
      return app.db.transaction().execute(async (trx) => {
        const guard = await guardAdminRemoval(trx, actor, request.params.id);
        const activo = request.body.activo ?? !guard.target.activo;
        if (activo === guard.target.activo) return loadUsuario(trx, guard.target.id);
        if (activo) guard.checkActor();
        else guard.check('desactivar');
        await repo.updateUsuario(trx, guard.target.id, { activo });
        const ended = activo ? 0 : await endSessionsOf(trx, guard.target.id);
        const after = await loadUsuario(trx, guard.target.id);
        await audit(trx, request, 'ACTUALIZAR', after.id, `${label(after)} ${activo ? 'activado' : 'desactivado'}${sessionsText(ended)}`);
        return after;
      });
    },
  );

  // Issue 12 (4): the account's sign-in limits go (for the account and for every address), so its owner can
  // sign in again at once. Audited only when there was something to unlock.
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
    async (request) =>
      app.db.transaction().execute(async (trx) => {
        const before = await loadUsuario(trx, request.params.id);
        const cleared = await LoginLimits.unlock(trx, before.id);
        if (cleared > 0) await audit(trx, request, 'ACTUALIZAR', before.id, `Acceso de ${label(before)} desbloqueado`);
        return loadUsuario(trx, before.id);
      }),
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
      const { password } = request.body;
      const account = await repo.findUsuario(app.db, request.params.id);
      if (!account) throw notFound(MSG_USUARIO.noEncontrado);
      const accepted = await assertPasswordAllowed(password, { purpose: 'reset', usuario: account.usuario, field: 'password' });
      const passwordHash = await hashPassword(accepted);
      const actor = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        const target = await repo.lockUsuario(trx, request.params.id);
        if (!target) throw notFound(MSG_USUARIO.noEncontrado);
        await repo.updateUsuario(trx, target.id, { password_hash: passwordHash });
        // Resetting one's own password keeps the session in use (like "Cambiar mi Contraseña").
        const ended = await endSessionsOf(trx, target.id, target.id === actor.id ? sessionOf(request) : undefined);
        const usuario = await loadUsuario(trx, target.id);
        await audit(trx, request, 'ACTUALIZAR', target.id, `Contraseña del usuario "${usuario.usuario}" restablecida${sessionsText(ended)}`);
      });
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
      const actor = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        const guard = await guardAdminRemoval(trx, actor, request.params.id);
        guard.check('eliminar');
        const usuario = await loadUsuario(trx, guard.target.id);
        // Sessions go with the row (ON DELETE CASCADE); reports keep existing without author (ON DELETE SET NULL).
        await repo.deleteUsuario(trx, usuario.id);
        const kept =
          usuario.informes_creados > 0 ? `; ${countOf(usuario.informes_creados, 'informe conservado', 'informes conservados')} sin autor` : '';
        await audit(trx, request, 'ELIMINAR', usuario.id, `${label(usuario)} eliminado${kept}`);
      });
      return ok('Usuario eliminado');
    },
  );
};

export default adminUsuariosRoutes;
