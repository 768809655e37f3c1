import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requirePermission } from '../../platform/auth/guard';
import { conflict, notFound } from '../../platform/http/errors';
import { IdParams, OkResponse } from '../../platform/schemas/common';
import { auditOf } from '../../platform/audit/audit';
import { countOf, createdText, describeChanges, describeValues, joinSpanish, updatedText, type AuditField } from '../../platform/audit/audit-text';
import { definedValues } from '../../platform/lib/body-values';
import { checkProvincia } from '../catalogos';
import { normalizeInput, ok, withFieldMessages } from '../../platform/http/input';
import type { Cliente } from 'shared/contracts';
import * as repo from './repository';
import { CLIENTE_FIELD_MESSAGES, ClienteCreateSchema, ClientePatchSchema, ClienteSchema, ClientesQuerySchema, MSG_CLIENTE } from './schemas';
import { BODY, DENIED, MISSING, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';

const audit = auditOf('clientes');
const AUDIT_FIELDS: readonly AuditField<Cliente>[] = [
  { key: 'razon_social', label: 'razón social' },
  { key: 'nif', label: 'NIF' },
  { key: 'direccion', label: 'dirección' },
  { key: 'ciudad', label: 'ciudad' },
  { key: 'provincia', label: 'provincia' },
  { key: 'telefono', label: 'teléfono' },
  { key: 'nombres_representante', label: 'nombres del representante' },
  { key: 'apellidos_representante', label: 'apellidos del representante' },
  { key: 'correo', label: 'correo' },
  { key: 'usuario', label: 'usuario' },
  { key: 'sexo', label: 'sexo' },
];
const COLUMNS = [
  'razon_social',
  'direccion',
  'ciudad',
  'provincia_id',
  'telefono',
  'nif',
  'nombres_representante',
  'apellidos_representante',
  'correo',
  'usuario',
  'sexo',
] as const;
const label = (c: { razon_social: string }) => `Cliente "${c.razon_social}"`;

/** "No se puede eliminar el cliente: tiene 1 asignación, 3 informes y 0 usuarios asociados" */
function clienteEnUsoMessage(u: repo.ClienteUsage): string {
  const items = [
    countOf(u.asignaciones, 'asignación', 'asignaciones'),
    countOf(u.informes, 'informe', 'informes'),
    countOf(u.usuarios, 'usuario', 'usuarios'),
  ];
  return `No se puede eliminar el cliente: tiene ${joinSpanish(items)} asociados`;
}

/** /clientes — administrators only. Razón social is unique regardless of case (409 razon_social_existente). */
const clientesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  const read = requirePermission('clientes.read');
  const write = requirePermission('clientes.write');

  app.get(
    '/',
    {
      onRequest: read,
      schema: {
        ...contract('clientes', 'listClients', 'Listar clientes', signedIn(DENIED, QUERY)),
        querystring: ClientesQuerySchema,
        response: { 200: Type.Array(ClienteSchema) },
      },
    },
    async (request) => repo.listClientes(app.db, request.query.search),
  );

  app.post(
    '/',
    {
      onRequest: write,
      ...withFieldMessages(CLIENTE_FIELD_MESSAGES),
      schema: {
        ...contract(
          'clientes',
          'createClient',
          'Crear un cliente',
          signedIn(DENIED, BODY, { '400': ['provincia_inexistente'], '409': ['razon_social_existente'] }),
        ),
        body: ClienteCreateSchema,
        response: { 201: ClienteSchema },
      },
    },
    async (request, reply) => {
      const values = { ...definedValues(request.body, COLUMNS), razon_social: request.body.razon_social };
      const created = await app.db.transaction().execute(async (trx) => {
        await checkProvincia(trx, values.provincia_id);
        // A duplicate razón social (any case) fails on clientes_razon_social_lower_key → 409 razon_social_existente.
        const id = await repo.insertCliente(trx, values);
        const row = (await repo.findCliente(trx, id))!;
        await audit(trx, request, 'CREAR', id, createdText(label(row), describeValues(row, AUDIT_FIELDS.slice(1))));
        return row;
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: write,
      ...withFieldMessages(CLIENTE_FIELD_MESSAGES),
      schema: {
        ...contract(
          'clientes',
          'updateClient',
          'Modificar un cliente',
          signedIn(DENIED, PARAMS, BODY, MISSING, { '400': ['provincia_inexistente'], '409': ['razon_social_existente'] }),
        ),
        params: IdParams,
        body: ClientePatchSchema,
        response: { 200: ClienteSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      const values = definedValues(request.body, COLUMNS);
      return app.db.transaction().execute(async (trx) => {
        const before = await repo.lockCliente(trx, id);
        if (!before) throw notFound(MSG_CLIENTE.noEncontrado);
        await checkProvincia(trx, values.provincia_id);
        if (Object.keys(values).length > 0) await repo.updateCliente(trx, id, values);
        const after = (await repo.findCliente(trx, id))!;
        await audit(trx, request, 'ACTUALIZAR', id, updatedText(label(before), describeChanges(before, after, AUDIT_FIELDS)));
        return after;
      });
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: write,
      schema: {
        ...contract('clientes', 'deleteClient', 'Eliminar un cliente', signedIn(DENIED, PARAMS, MISSING, { '409': ['cliente_en_uso'] })),
        params: IdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await app.db.transaction().execute(async (trx) => {
        const row = await repo.lockCliente(trx, request.params.id);
        if (!row) throw notFound(MSG_CLIENTE.noEncontrado);
        const usage = await repo.clienteUsage(trx, row.id);
        if (usage.asignaciones + usage.informes + usage.usuarios > 0) throw conflict('cliente_en_uso', clienteEnUsoMessage(usage));
        await repo.deleteCliente(trx, row.id);
        await audit(trx, request, 'ELIMINAR', row.id, `${label(row)} eliminado`);
      });
      return ok('Cliente eliminado');
    },
  );
};

export default clientesRoutes;
