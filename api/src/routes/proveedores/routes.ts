import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { actorOf, requirePermission } from '../../auth/guard';
import { writeAudit } from '../../audit/write-audit';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { IdParams, OkResponse } from '../../schemas/common';
import { countOf, describeChanges, describeValues, joinSpanish, updatedText, type AuditField } from '../catalogos/lib/audit-text';
import { normalizeInput, ok, withFieldMessages } from '../../http/input';
import { ownProveedorScope } from '../catalogos/lib/scope';
import type { Proveedor } from '../../contracts';
import * as repo from './repository';
import {
  MSG_PROVEEDOR,
  PROVEEDOR_FIELD_MESSAGES,
  ProveedorCreateSchema,
  ProveedorPatchSchema,
  ProveedorSchema,
  ProveedoresQuerySchema,
  type ProveedorPatch,
} from './schemas';

const TABLA = 'proveedores';
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

/** The columns a body sets (keys left out of a PATCH stay as they are). */
function valuesOf(body: ProveedorPatch): repo.ProveedorValues {
  const values: repo.ProveedorValues = {};
  for (const key of ['nombre', 'telefono', 'direccion', 'ciudad', 'provincia_id', 'director', 'correo', 'usuario', 'sexo'] as const) {
    if (body[key] !== undefined) (values as Record<string, unknown>)[key] = body[key];
  }
  return values;
}

/** "No se puede eliminar el proveedor: tiene 2 jefes de equipo, 1 asignación y 0 informes asociados" */
export function proveedorEnUsoMessage(u: repo.ProveedorUsage): string {
  const items = [countOf(u.jefes, 'jefe de equipo', 'jefes de equipo'), countOf(u.asignaciones, 'asignación', 'asignaciones'), countOf(u.informes, 'informe', 'informes')];
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
    { onRequest: requirePermission('proveedores.read'), schema: { querystring: ProveedoresQuerySchema, response: { 200: Type.Array(ProveedorSchema) } } },
    async (request) => repo.listProveedores(app.db, { search: request.query.search, onlyId: ownProveedorScope(request) }),
  );

  app.post(
    '/',
    {
      onRequest: requirePermission('proveedores.create'),
      ...withFieldMessages(PROVEEDOR_FIELD_MESSAGES),
      schema: { body: ProveedorCreateSchema, response: { 201: ProveedorSchema } },
    },
    async (request, reply) => {
      const values = { ...valuesOf(request.body), nombre: request.body.nombre };
      const created = await app.db.transaction().execute(async (trx) => {
        if (values.provincia_id != null && !(await repo.provinciaExists(trx, values.provincia_id))) {
          throw badRequest('provincia_inexistente', MSG_PROVEEDOR.provinciaInexistente);
        }
        const id = await repo.insertProveedor(trx, values);
        const row = (await repo.findProveedor(trx, id))!;
        const details = describeValues(row, AUDIT_FIELDS.slice(1));
        await writeAudit(trx, {
          usuario: actorOf(request),
          accion: 'CREAR',
          tabla: TABLA,
          registro_id: id,
          detalles: `${label(row)} creado${details ? `: ${details}` : ''}`,
          ip: request.ip,
        });
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
      schema: { params: IdParams, body: ProveedorPatchSchema, response: { 200: ProveedorSchema } },
    },
    async (request) => {
      const scope = ownProveedorScope(request);
      const id = request.params.id;
      if (scope !== null && scope !== id) throw forbidden();
      const values = valuesOf(request.body);
      return app.db.transaction().execute(async (trx) => {
        const before = await repo.lockProveedor(trx, id);
        if (!before) throw notFound(MSG_PROVEEDOR.noEncontrado);
        if (values.provincia_id != null && !(await repo.provinciaExists(trx, values.provincia_id))) {
          throw badRequest('provincia_inexistente', MSG_PROVEEDOR.provinciaInexistente);
        }
        if (Object.keys(values).length > 0) await repo.updateProveedor(trx, id, values);
        const after = (await repo.findProveedor(trx, id))!;
        await writeAudit(trx, {
          usuario: actorOf(request),
          accion: 'ACTUALIZAR',
          tabla: TABLA,
          registro_id: id,
          detalles: updatedText(label(before), describeChanges(before, after, AUDIT_FIELDS)),
          ip: request.ip,
        });
        return after;
      });
    },
  );

  app.delete(
    '/:id',
    { onRequest: requirePermission('proveedores.delete'), schema: { params: IdParams, response: { 200: OkResponse } } },
    async (request) => {
      await app.db.transaction().execute(async (trx) => {
        const row = await repo.lockProveedor(trx, request.params.id);
        if (!row) throw notFound(MSG_PROVEEDOR.noEncontrado);
        const usage = await repo.proveedorUsage(trx, row.id);
        if (usage.jefes + usage.asignaciones + usage.informes + usage.usuarios > 0) {
          throw conflict('proveedor_en_uso', proveedorEnUsoMessage(usage));
        }
        await repo.deleteProveedor(trx, row.id);
        await writeAudit(trx, {
          usuario: actorOf(request),
          accion: 'ELIMINAR',
          tabla: TABLA,
          registro_id: row.id,
          detalles: `${label(row)} eliminado`,
          ip: request.ip,
        });
      });
      return ok('Proveedor eliminado');
    },
  );
};

export default proveedoresRoutes;
