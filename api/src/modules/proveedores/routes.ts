import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import { IdParams, OkResponse } from '../../platform/schemas/common';
import { auditOf } from '../../platform/audit/audit';
import { countOf, createdText, describeChanges, describeValues, joinSpanish, updatedText, type AuditField } from '../../platform/audit/audit-text';
import { definedValues } from '../../platform/lib/body-values';
import { checkProvincia } from '../catalogos';
import { normalizeInput, ok, withFieldMessages } from '../../platform/http/input';
import { proveedorRowScope } from '../../platform/auth/row-scope';
import type { Proveedor } from 'shared/contracts';
import * as repo from './repository';
import {
  MSG_PROVEEDOR,
  PROVEEDOR_FIELD_MESSAGES,
  ProveedorCreateSchema,
  ProveedorPatchSchema,
  ProveedorSchema,
  ProveedoresQuerySchema,
} from './schemas';
import { BODY, DENIED, MISSING, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';

const audit = auditOf('proveedores');
const AUDIT_FIELDS: readonly AuditField<Proveedor>[] = [
  { key: 'nombre', label: 'nombre' },
  { key: 'telefono', label: 'teléfono' },
  { key: 'direccion', label: 'dirección' },
  { key: 'ciudad', label: 'ciudad' },
  { key: 'provincia_nombre', label: 'provincia' },
  { key: 'director', label: 'director' },
  { key: 'correo', label: 'correo' },
  { key: 'usuario', label: 'usuario' },
  { key: 'sexo', label: 'sexo' },
];
const label = (p: { nombre: string }) => `Proveedor "${p.nombre}"`;

/** The columns a body may set. */
const COLUMNS = ['nombre', 'telefono', 'direccion', 'ciudad', 'provincia_id', 'director', 'correo', 'usuario', 'sexo'] as const;

/** "No se puede eliminar el proveedor: tiene 2 jefes de equipo, 1 asignación y 0 informes asociados" */
function proveedorEnUsoMessage(u: repo.ProveedorUsage): string {
  const items = [
    countOf(u.jefes, 'jefe de equipo', 'jefes de equipo'),
    countOf(u.asignaciones, 'asignación', 'asignaciones'),
    countOf(u.informes, 'informe', 'informes'),
  ];
  if (u.usuarios > 0) items.push(countOf(u.usuarios, 'usuario', 'usuarios'));
  return `No se puede eliminar el proveedor: tiene ${joinSpanish(items)} asociados`;
}

/**
 * /proveedores — list (admin: all; provider user: only its own record), create and delete (admin),
 * PATCH (admin; a provider user only its own record, else 403).
 */
const proveedoresRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);

  app.get(
    '/',
    {
      onRequest: requirePermission('proveedores.read'),
      schema: {
        ...contract('proveedores', 'listProviders', 'Listar proveedores', signedIn(DENIED, QUERY)),
        querystring: ProveedoresQuerySchema,
        response: { 200: Type.Array(ProveedorSchema) },
      },
    },
    async (request) => repo.listProveedores(app.db, { search: request.query.search, onlyId: proveedorRowScope(currentUser(request)) }),
  );

  app.post(
    '/',
    {
      onRequest: requirePermission('proveedores.create'),
      ...withFieldMessages(PROVEEDOR_FIELD_MESSAGES),
      schema: {
        ...contract('proveedores', 'createProvider', 'Crear un proveedor', signedIn(DENIED, BODY, { '400': ['provincia_inexistente'] })),
        body: ProveedorCreateSchema,
        response: { 201: ProveedorSchema },
      },
    },
    async (request, reply) => {
      const values = { ...definedValues(request.body, COLUMNS), nombre: request.body.nombre };
      const created = await app.db.transaction().execute(async (trx) => {
        await checkProvincia(trx, values.provincia_id);
        const id = await repo.insertProveedor(trx, values);
        const row = (await repo.findProveedor(trx, id))!;
        await audit(trx, request, 'CREAR', id, createdText(label(row), describeValues(row, AUDIT_FIELDS.slice(1))));
        return row;
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: requirePermission('proveedores.update'),
      ...withFieldMessages(PROVEEDOR_FIELD_MESSAGES),
      schema: {
        ...contract(
          'proveedores',
          'updateProvider',
          'Modificar un proveedor',
          signedIn(DENIED, PARAMS, BODY, MISSING, { '400': ['provincia_inexistente'] }),
        ),
        params: IdParams,
        body: ProveedorPatchSchema,
        response: { 200: ProveedorSchema },
      },
    },
    async (request) => {
      const scope = proveedorRowScope(currentUser(request));
      const id = request.params.id;
      if (scope !== null && scope !== id) throw forbidden();
      const values = definedValues(request.body, COLUMNS);
      return app.db.transaction().execute(async (trx) => {
        const before = await repo.lockProveedor(trx, id);
        if (!before) throw notFound(MSG_PROVEEDOR.noEncontrado);
        await checkProvincia(trx, values.provincia_id);
        if (Object.keys(values).length > 0) await repo.updateProveedor(trx, id, values);
        const after = (await repo.findProveedor(trx, id))!;
        await audit(trx, request, 'ACTUALIZAR', id, updatedText(label(before), describeChanges(before, after, AUDIT_FIELDS)));
        return after;
      });
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requirePermission('proveedores.delete'),
      schema: {
        ...contract('proveedores', 'deleteProvider', 'Eliminar un proveedor', signedIn(DENIED, PARAMS, MISSING, { '409': ['proveedor_en_uso'] })),
        params: IdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await app.db.transaction().execute(async (trx) => {
        const row = await repo.lockProveedor(trx, request.params.id);
        if (!row) throw notFound(MSG_PROVEEDOR.noEncontrado);
        const usage = await repo.proveedorUsage(trx, row.id);
        if (usage.jefes + usage.asignaciones + usage.informes + usage.usuarios > 0) {
          throw conflict('proveedor_en_uso', proveedorEnUsoMessage(usage));
        }
        await repo.deleteProveedor(trx, row.id);
        await audit(trx, request, 'ELIMINAR', row.id, `${label(row)} eliminado`);
      });
      return ok('Proveedor eliminado');
    },
  );
};

export default proveedoresRoutes;
