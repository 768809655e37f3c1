import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../../platform/auth/guard';
import { badRequest, notFound } from '../../platform/http/errors';
import { normalizeInput, ok, withFieldMessages } from '../../platform/http/input';
import { IdParams, OkResponse } from '../../platform/schemas/common';
import { paged } from '../../platform/lib/pagination';
import { clienteExists, proveedorExists } from '../usuarios';
import { auditOf } from '../../platform/audit/audit';
import * as repo from './repository';
import {
  ASIGNACION_FIELD_MESSAGES,
  AsignacionBodySchema,
  AsignacionesPageSchema,
  AsignacionesQuerySchema,
  AsignacionSchema,
  MSG_ASIGNACION,
} from './schemas';
import { BODY, DENIED, MISSING, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';

const audit = auditOf('asignaciones');
const label = (a: { proveedor_nombre: string; cliente_nombre: string }) => `"${a.proveedor_nombre}" → "${a.cliente_nombre}"`;

/** /asignaciones — provider ↔ client pairs (administrators only): list with search, create, delete; audited. */
const asignacionesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  const read = requirePermission('asignaciones.read');
  const write = requirePermission('asignaciones.write');

  app.get(
    '/',
    {
      onRequest: read,
      schema: {
        ...contract('asignaciones', 'listAssignments', 'Listar asignaciones', signedIn(DENIED, QUERY)),
        querystring: AsignacionesQuerySchema,
        response: { 200: AsignacionesPageSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await repo.listAsignaciones(app.db, q);
      return paged.meta({ rows, total, page: q.page, limit: q.limit });
    },
  );

  app.post(
    '/',
    {
      onRequest: write,
      ...withFieldMessages(ASIGNACION_FIELD_MESSAGES),
      schema: {
        ...contract(
          'asignaciones',
          'createAssignment',
          'Crear una asignación',
          signedIn(DENIED, BODY, { '400': ['proveedor_inexistente', 'cliente_inexistente'], '409': ['asignacion_ya_existe'] }),
        ),
        body: AsignacionBodySchema,
        response: { 201: AsignacionSchema },
      },
    },
    async (request, reply) => {
      const { proveedor_id: proveedorId, cliente_id: clienteId } = request.body;
      if (proveedorId === undefined || proveedorId === null) throw badRequest('validacion', MSG_ASIGNACION.requeridos, 'proveedor_id');
      if (clienteId === undefined || clienteId === null) throw badRequest('validacion', MSG_ASIGNACION.requeridos, 'cliente_id');
      const created = await app.db.transaction().execute(async (trx) => {
        if (!(await proveedorExists(trx, proveedorId)))
          throw badRequest('proveedor_inexistente', MSG_ASIGNACION.proveedorInexistente, 'proveedor_id');
        if (!(await clienteExists(trx, clienteId))) throw badRequest('cliente_inexistente', MSG_ASIGNACION.clienteInexistente, 'cliente_id');
        // A pair that exists already → 23505 on asignaciones_proveedor_cliente_key → 409 asignacion_ya_existe.
        const id = await repo.insertAsignacion(trx, { proveedor_id: proveedorId, cliente_id: clienteId });
        const row = await repo.findAsignacion(trx, id);
        if (!row) throw notFound(MSG_ASIGNACION.noEncontrada);
        await audit(trx, request, 'CREAR', id, `Asignación ${label(row)} creada`);
        return row;
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: write,
      schema: {
        ...contract('asignaciones', 'deleteAssignment', 'Eliminar una asignación', signedIn(DENIED, PARAMS, MISSING)),
        params: IdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await app.db.transaction().execute(async (trx) => {
        const row = await repo.findAsignacion(trx, request.params.id, true);
        if (!row) throw notFound(MSG_ASIGNACION.noEncontrada);
        await repo.deleteAsignacion(trx, row.id);
        await audit(trx, request, 'ELIMINAR', row.id, `Asignación ${label(row)} eliminada`);
      });
      return ok('Asignación eliminada');
    },
  );
};

export default asignacionesRoutes;
