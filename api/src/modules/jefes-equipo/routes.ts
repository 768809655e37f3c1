import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { badRequest, notFound } from '../../platform/http/errors';
import { IdParams, OkResponse } from '../../platform/schemas/common';
import { auditOf } from '../../platform/audit/audit';
import { createdText, describeChanges, updatedText, type AuditField } from '../../platform/audit/audit-text';
import { normalizeInput, ok, withFieldMessages } from '../../platform/http/input';
import { proveedorRowScope } from '../../platform/auth/row-scope';
import { requirePermissionWithMessage } from '../../platform/lib/permission';
import { paged } from '../../platform/lib/pagination';
import type { Jefe } from 'shared/contracts';
import * as repo from './repository';
import { JEFE_FIELD_MESSAGES, JefeBodySchema, JefeSchema, JefesPageSchema, JefesQuerySchema, MSG_JEFE, type JefeBody } from './schemas';
import { BODY, DENIED, MISSING, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';

const audit = auditOf('jefes_equipo');
const AUDIT_FIELDS: readonly AuditField<Jefe>[] = [
  { key: 'nombres', label: 'nombres' },
  { key: 'apellidos', label: 'apellidos' },
  { key: 'proveedor_nombre', label: 'proveedor' },
];
const label = (j: { nombres: string; apellidos: string | null }) => `Jefe de equipo "${[j.nombres, j.apellidos].filter(Boolean).join(' ')}"`;

/** The provider a leader belongs to: the body's for administrators, always the own one for provider users. */
function targetProveedor(scope: number | null, body: JefeBody): number {
  if (scope !== null) return scope;
  if (body.proveedor_id === undefined || body.proveedor_id === null) throw badRequest('validacion', MSG_JEFE.proveedorRequerido);
  return body.proveedor_id;
}

/**
 * /jefes-equipo — team leaders. Administrators: all; provider users: only their own provider's
 * (its id is forced on create/update, other ids are 404); client users: 403.
 */
const jefesEquipoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  const write = requirePermission('jefes.write');

  app.get(
    '/',
    {
      onRequest: requirePermissionWithMessage('jefes.read', MSG_JEFE.sinPermisoVer),
      schema: {
        ...contract('jefes-equipo', 'listTeamLeaders', 'Listar jefes de equipo', signedIn(DENIED, QUERY)),
        querystring: JefesQuerySchema,
        response: { 200: JefesPageSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await repo.listJefes(app.db, { proveedorId: proveedorRowScope(currentUser(request)) }, q);
      return paged.pagination({ rows, total, page: q.page, limit: q.limit });
    },
  );

  app.get(
    '/:id',
    {
      onRequest: requirePermissionWithMessage('jefes.read', MSG_JEFE.sinPermisoVer),
      schema: {
        ...contract('jefes-equipo', 'getTeamLeader', 'Ver un jefe de equipo', signedIn(DENIED, PARAMS, MISSING)),
        params: IdParams,
        response: { 200: JefeSchema },
      },
    },
    async (request) => {
      const jefe = await repo.findJefe(app.db, { proveedorId: proveedorRowScope(currentUser(request)) }, request.params.id);
      if (!jefe) throw notFound(MSG_JEFE.noEncontrado);
      return jefe;
    },
  );

  app.post(
    '/',
    {
      onRequest: write,
      ...withFieldMessages(JEFE_FIELD_MESSAGES),
      schema: {
        ...contract('jefes-equipo', 'createTeamLeader', 'Crear un jefe de equipo', signedIn(DENIED, BODY, { '400': ['proveedor_inexistente'] })),
        body: JefeBodySchema,
        response: { 201: JefeSchema },
      },
    },
    async (request, reply) => {
      const scope = proveedorRowScope(currentUser(request));
      const b = request.body;
      const proveedorId = targetProveedor(scope, b);
      const created = await app.db.transaction().execute(async (trx) => {
        const proveedor = await repo.proveedorNombre(trx, proveedorId);
        if (proveedor === undefined) throw badRequest('proveedor_inexistente', MSG_JEFE.proveedorInexistente);
        const id = await repo.insertJefe(trx, { nombres: b.nombres, apellidos: b.apellidos ?? null, proveedor_id: proveedorId });
        const row = (await repo.findJefe(trx, { proveedorId: null }, id))!;
        await audit(trx, request, 'CREAR', id, createdText(label(row), `proveedor "${proveedor}"`));
        return row;
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: write,
      ...withFieldMessages(JEFE_FIELD_MESSAGES),
      schema: {
        ...contract(
          'jefes-equipo',
          'updateTeamLeader',
          'Modificar un jefe de equipo',
          signedIn(DENIED, PARAMS, BODY, MISSING, { '400': ['proveedor_inexistente'] }),
        ),
        params: IdParams,
        body: JefeBodySchema,
        response: { 200: JefeSchema },
      },
    },
    async (request) => {
      const scope = proveedorRowScope(currentUser(request));
      const b = request.body;
      const proveedorId = targetProveedor(scope, b);
      return app.db.transaction().execute(async (trx) => {
        const before = await repo.lockJefe(trx, { proveedorId: scope }, request.params.id);
        if (!before) throw notFound(MSG_JEFE.noEncontrado);
        if ((await repo.proveedorNombre(trx, proveedorId)) === undefined) {
          throw badRequest('proveedor_inexistente', MSG_JEFE.proveedorInexistente);
        }
        await repo.updateJefe(trx, before.id, { nombres: b.nombres, apellidos: b.apellidos ?? null, proveedor_id: proveedorId });
        const after = (await repo.findJefe(trx, { proveedorId: null }, before.id))!;
        await audit(trx, request, 'ACTUALIZAR', after.id, updatedText(label(before), describeChanges(before, after, AUDIT_FIELDS)));
        return after;
      });
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: write,
      schema: {
        ...contract('jefes-equipo', 'deleteTeamLeader', 'Eliminar un jefe de equipo', signedIn(DENIED, PARAMS, MISSING)),
        params: IdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      const scope = proveedorRowScope(currentUser(request));
      await app.db.transaction().execute(async (trx) => {
        const row = await repo.lockJefe(trx, { proveedorId: scope }, request.params.id);
        if (!row) throw notFound(MSG_JEFE.noEncontrado);
        await repo.deleteJefe(trx, row.id);
        await audit(trx, request, 'ELIMINAR', row.id, `${label(row)} eliminado (proveedor "${row.proveedor_nombre}")`);
      });
      return ok('Jefe de equipo eliminado');
    },
  );
};

export default jefesEquipoRoutes;
