import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { Type } from '@sinclair/typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { rowScope } from '../../platform/auth/row-scope';
import { badRequest, notFound } from '../../platform/http/errors';
import { idempotencyKey, MSG_IDEMPOTENCIA, REPLAYED_HEADER } from '../../platform/http/idempotency';
import { normalizeInput, ok, withFieldMessages } from '../../platform/http/input';
import { oneExportPerUser } from '../../platform/http/one-export';
import { BODY, DENIED, MISSING, ONE_EXPORT, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';
import { csvHeaders, datedCsvName } from '../../platform/lib/csv';
import { paged } from '../../platform/lib/pagination';
import { CsvResponse, ErrorResponse, IdParams, OkResponse } from '../../platform/schemas/common';
import { streamInformesCsv } from './csv';
import { exportIds, findInformesOpciones, listInformes } from './list-repository';
import { joinRepeatedEstado, listFilters } from './list-query';
import { findInformeDetalle } from './repository';
import { CAMPANA_LINK_ERRORS } from '../campanas';
import { INFORME_RULES } from './rules';
import {
  CAMBIO_ESTADO_FIELD_MESSAGES,
  CambioEstadoSchema,
  INFORME_FIELD_MESSAGES,
  InformeCreateSchema,
  InformeDetalleSchema,
  InformesExportQuerySchema,
  InformesOpcionesSchema,
  InformesPageSchema,
  InformesQuerySchema,
  InformeUpdateSchema,
  MSG_INFORME,
} from './schemas';
import { callerOf, changeEstado, createInforme, deleteInforme, updateInforme } from './service';

/** Idempotency-Key, described in the OpenAPI document and checked by the route (platform/http/idempotency.ts). */
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description:
        'Opcional. La misma clave (un UUID por informe) devuelve el informe ya creado, 201 con `Idempotency-Replayed: true`; ' +
        'con otros datos, 422 `clave_idempotencia_reutilizada`. Vale 7 días (docs/decisions/idempotency.md).',
    }),
  ),
});

const idempotencyHeaderMessage: preHandlerAsyncHookHandler = async (request) => {
  if (request.validationError?.validationContext === 'headers') throw badRequest('clave_idempotencia_invalida', MSG_IDEMPOTENCIA.invalida);
};

/**
 * /informes — reports (docs/decisions/informes-api.md, informes-estados.md, informes-borrado.md).
 * Every route is scoped by rowScope: a report outside the caller's scope answers 404 like a missing one.
 */
const informesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  app.addHook('preValidation', joinRepeatedEstado);
  const read = requirePermission('informes.read');
  const write = requirePermission('informes.write');

  app.get(
    '/',
    {
      onRequest: read,
      schema: {
        ...contract('informes', 'listReports', 'Listar informes', signedIn(QUERY)),
        querystring: InformesQuerySchema,
        response: { 200: InformesPageSchema },
      },
    },
    async (request) => {
      const { page, limit, ...q } = request.query;
      const { rows, total } = await listInformes(app.db, rowScope(currentUser(request)), listFilters(q), { page, limit });
      return paged.meta({ rows, total, page, limit });
    },
  );

  app.get(
    '/export',
    {
      onRequest: read,
      preHandler: oneExportPerUser,
      schema: {
        ...contract('informes', 'exportReports', 'Exportar informes', signedIn(QUERY, ONE_EXPORT)),
        querystring: InformesExportQuerySchema,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const ids = await exportIds(app.db, rowScope(currentUser(request)), listFilters(request.query));
      return reply.headers(csvHeaders(datedCsvName('informes'))).send(Readable.from(streamInformesCsv(app.db, ids)));
    },
  );

  app.get(
    '/opciones',
    {
      onRequest: read,
      schema: {
        ...contract('informes', 'getReportFilterOptions', 'Opciones de filtro de los informes', signedIn()),
        response: { 200: InformesOpcionesSchema },
      },
    },
    async (request) => findInformesOpciones(app.db, rowScope(currentUser(request))),
  );

  app.get(
    '/:id',
    {
      onRequest: read,
      schema: {
        ...contract('informes', 'getReport', 'Ver un informe', signedIn(PARAMS, MISSING)),
        params: IdParams,
        response: { 200: InformeDetalleSchema },
      },
    },
    async (request) => {
      const informe = await findInformeDetalle(app.db, rowScope(currentUser(request)), request.params.id);
      if (!informe) throw notFound(MSG_INFORME.noEncontrado);
      return informe;
    },
  );

  const createMessages = withFieldMessages(INFORME_FIELD_MESSAGES);
  app.post(
    '/',
    {
      onRequest: write,
      attachValidation: true,
      // A malformed Idempotency-Key gets its own code; body errors come first (Fastify validates the body first).
      preHandler: [idempotencyHeaderMessage, createMessages.preHandler],
      schema: {
        ...contract(
          'informes',
          'createReport',
          'Crear un informe',
          signedIn(BODY, INFORME_RULES, CAMPANA_LINK_ERRORS, MISSING, {
            '400': ['clave_idempotencia_invalida'],
            '422': ['clave_idempotencia_reutilizada'],
          }),
        ),
        headers: IdempotencyHeaders,
        body: InformeCreateSchema,
        response: { 201: InformeDetalleSchema, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { informe, replayed } = await createInforme(app, caller, request.body, idempotencyKey(request));
      if (replayed) reply.header(REPLAYED_HEADER, 'true');
      return reply.status(201).send(informe);
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: write,
      ...withFieldMessages(INFORME_FIELD_MESSAGES),
      schema: {
        ...contract(
          'informes',
          'updateReport',
          'Modificar un informe',
          signedIn(PARAMS, BODY, MISSING, INFORME_RULES, CAMPANA_LINK_ERRORS, { '409': ['informe_no_editable'] }),
        ),
        params: IdParams,
        body: InformeUpdateSchema,
        response: { 200: InformeDetalleSchema },
      },
    },
    async (request) => updateInforme(app, callerOf(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/estado',
    {
      onRequest: requirePermission('informes.estado'),
      ...withFieldMessages(CAMBIO_ESTADO_FIELD_MESSAGES),
      schema: {
        ...contract(
          'informes',
          'setReportStatus',
          'Cambiar el estado de un informe',
          signedIn(DENIED, PARAMS, BODY, MISSING, { '400': ['comentario_requerido'], '409': ['transicion_no_permitida'] }),
        ),
        params: IdParams,
        body: CambioEstadoSchema,
        response: { 200: InformeDetalleSchema },
      },
    },
    async (request) => changeEstado(app, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: requirePermission('informes.delete'),
      schema: {
        ...contract('informes', 'deleteReport', 'Eliminar un informe', signedIn(DENIED, PARAMS, MISSING, { '409': ['informe_no_eliminable'] })),
        params: IdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await deleteInforme(app, callerOf(request), request.params.id);
      return ok('Informe eliminado');
    },
  );
};

export default informesRoutes;
