import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { rowScope } from '../../platform/auth/row-scope';
import { normalizeInput, ok, withFieldMessages } from '../../platform/http/input';
import { oneExportPerUser } from '../../platform/http/one-export';
import { BODY, DENIED, MISSING, ONE_EXPORT, PARAMS, QUERY, contract, signedIn, type ErrorCodes } from '../../platform/http/route-contract';
import { CSV_BOM, csvHeaders, datedCsvName } from '../../platform/lib/csv';
import { paged } from '../../platform/lib/pagination';
import { CsvResponse, IdParams, OkResponse } from '../../platform/schemas/common';
import { controlCsvLine, controlesCsvHead } from './cumplimiento-csv';
import * as repo from './repository';
import {
  CAMPANA_FIELD_MESSAGES,
  CampanaCreateSchema,
  CampanaDetalleSchema,
  CampanaParaInformeSchema,
  CampanaPatchSchema,
  CampanasPageSchema,
  CampanasQuerySchema,
  CancelacionSchema,
  ControlesExportQuerySchema,
  ControlesPageSchema,
  ControlesQuerySchema,
  LineaParams,
  LineaPatchSchema,
  LineasAgregadasSchema,
  LineasCreateSchema,
  ParaInformeQuerySchema,
} from './schemas';
import * as service from './service';

const REFERENCIAS: ErrorCodes = { '400': ['cliente_inexistente', 'proveedor_inexistente', 'servicio_inexistente'] };
const CANCELADA: ErrorCodes = { '409': ['campana_cancelada'] };

/**
 * /campanas (docs/decisions/sitios-campanas.md): a client's campaigns, their lines (a site, the provider responsible,
 * the service, the checks) and the checks' windows. Administrators manage them; a provider reads the campaigns where it
 * has lines (only its lines); a client its own; anything else 404.
 */
const campanasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  const read = requirePermission('campanas.read');
  const write = requirePermission('campanas.write');
  const aceptar = requirePermission('campanas.aceptar');

  app.get(
    '/',
    {
      onRequest: read,
      schema: {
        ...contract('campanas', 'listCampaigns', 'Listar campañas', signedIn(QUERY)),
        querystring: CampanasQuerySchema,
        response: { 200: CampanasPageSchema },
      },
    },
    async (request) => {
      const { page = 1, limit = 20, sortBy = 'fecha_inicio', sortOrder = 'desc', ...filters } = request.query;
      const { rows, total } = await repo.listCampanas(
        app.db,
        rowScope(currentUser(request)),
        filters,
        { page, limit, sortBy, sortOrder },
        service.hoy(),
      );
      return paged.meta({ rows, total, page, limit });
    },
  );

  app.get(
    '/para-informe',
    {
      onRequest: read,
      schema: {
        ...contract('campanas', 'listCampaignsForReport', 'Campañas y sitios para un informe nuevo', signedIn(QUERY)),
        querystring: ParaInformeQuerySchema,
        response: { 200: Type.Array(CampanaParaInformeSchema) },
      },
    },
    async (request) => repo.campanasParaInforme(app.db, rowScope(currentUser(request)), request.query, service.hoy()),
  );

  app.get(
    '/controles',
    {
      onRequest: read,
      schema: {
        ...contract('campanas', 'listCampaignChecks', 'Listar controles de campañas y su cumplimiento', signedIn(QUERY)),
        querystring: ControlesQuerySchema,
        response: { 200: ControlesPageSchema },
      },
    },
    async (request) => {
      const { page = 1, limit = 50, ...filters } = request.query;
      const { rows, total } = await repo.listControles(app.db, rowScope(currentUser(request)), filters, { page, limit }, service.hoy());
      return paged.meta({ rows, total, page, limit });
    },
  );

  app.get(
    '/controles/export',
    {
      onRequest: read,
      preHandler: oneExportPerUser,
      schema: {
        ...contract('campanas', 'exportCampaignChecks', 'Exportar el cumplimiento de campañas', signedIn(QUERY, ONE_EXPORT)),
        querystring: ControlesExportQuerySchema,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const rows = await repo.exportControles(app.db, rowScope(currentUser(request)), request.query, service.hoy());
      return reply.headers(csvHeaders(datedCsvName('cumplimiento'))).send(CSV_BOM + controlesCsvHead() + rows.map(controlCsvLine).join(''));
    },
  );

  app.get(
    '/:id',
    {
      onRequest: read,
      schema: {
        ...contract('campanas', 'getCampaign', 'Ver una campaña', signedIn(PARAMS, MISSING)),
        params: IdParams,
        response: { 200: CampanaDetalleSchema },
      },
    },
    async (request) => service.campanaDetalle(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: write,
      ...withFieldMessages(CAMPANA_FIELD_MESSAGES),
      schema: {
        ...contract('campanas', 'createCampaign', 'Crear una campaña', signedIn(DENIED, BODY, REFERENCIAS, { '409': ['campana_existente'] })),
        body: CampanaCreateSchema,
        response: { 201: CampanaDetalleSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createCampana(app.db, request, currentUser(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      onRequest: write,
      ...withFieldMessages(CAMPANA_FIELD_MESSAGES),
      schema: {
        ...contract('campanas', 'updateCampaign', 'Modificar una campaña', signedIn(DENIED, PARAMS, BODY, MISSING, { '409': ['campana_existente'] })),
        params: IdParams,
        body: CampanaPatchSchema,
        response: { 200: CampanaDetalleSchema },
      },
    },
    async (request) => service.updateCampana(app.db, request, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/:id/cancelacion',
    {
      onRequest: write,
      ...withFieldMessages(CAMPANA_FIELD_MESSAGES),
      schema: {
        ...contract('campanas', 'cancelCampaign', 'Cancelar una campaña', signedIn(DENIED, PARAMS, BODY, MISSING, CANCELADA)),
        params: IdParams,
        body: CancelacionSchema,
        response: { 200: CampanaDetalleSchema },
      },
    },
    async (request) => service.cancelCampana(app.db, request, currentUser(request), request.params.id, request.body.motivo),
  );

  app.delete(
    '/:id',
    {
      onRequest: write,
      schema: {
        ...contract('campanas', 'deleteCampaign', 'Eliminar una campaña', signedIn(DENIED, PARAMS, MISSING, { '409': ['campana_con_informes'] })),
        params: IdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await service.deleteCampana(app.db, request, request.params.id);
      return ok('Campaña eliminada');
    },
  );

  app.post(
    '/:id/aceptacion',
    {
      onRequest: aceptar,
      schema: {
        ...contract(
          'campanas',
          'acceptCampaign',
          'Aceptar una campaña cumplida (cliente)',
          signedIn(DENIED, PARAMS, MISSING, { '409': ['campana_ya_aceptada', 'campana_no_cumplida'] }),
        ),
        params: IdParams,
        response: { 200: CampanaDetalleSchema },
      },
    },
    async (request) => service.acceptCampana(app.db, request, currentUser(request), request.params.id),
  );

  app.post(
    '/:id/lineas',
    {
      onRequest: write,
      ...withFieldMessages(CAMPANA_FIELD_MESSAGES),
      schema: {
        ...contract('campanas', 'addCampaignLines', 'Agregar sitios a una campaña', signedIn(DENIED, PARAMS, BODY, MISSING, REFERENCIAS, CANCELADA)),
        params: IdParams,
        body: LineasCreateSchema,
        response: { 200: LineasAgregadasSchema },
      },
    },
    async (request) => service.addLineas(app.db, request, currentUser(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/lineas/:lineaId',
    {
      onRequest: write,
      ...withFieldMessages(CAMPANA_FIELD_MESSAGES),
      schema: {
        ...contract('campanas', 'updateCampaignLine', 'Modificar una línea de campaña', signedIn(DENIED, PARAMS, BODY, MISSING, REFERENCIAS)),
        params: LineaParams,
        body: LineaPatchSchema,
        response: { 200: CampanaDetalleSchema },
      },
    },
    async (request) => service.updateLinea(app.db, request, currentUser(request), request.params.id, request.params.lineaId, request.body),
  );

  app.post(
    '/:id/lineas/:lineaId/cancelacion',
    {
      onRequest: write,
      schema: {
        ...contract(
          'campanas',
          'cancelCampaignLine',
          'Cancelar una línea de campaña',
          signedIn(DENIED, PARAMS, MISSING, { '409': ['linea_cancelada'] }),
        ),
        params: LineaParams,
        response: { 200: CampanaDetalleSchema },
      },
    },
    async (request) => service.cancelLinea(app.db, request, currentUser(request), request.params.id, request.params.lineaId),
  );

  app.delete(
    '/:id/lineas/:lineaId',
    {
      onRequest: write,
      schema: {
        ...contract(
          'campanas',
          'deleteCampaignLine',
          'Quitar una línea de campaña',
          signedIn(DENIED, PARAMS, MISSING, { '409': ['linea_con_informes'] }),
        ),
        params: LineaParams,
        response: { 200: CampanaDetalleSchema },
      },
    },
    async (request) => service.deleteLinea(app.db, request, currentUser(request), request.params.id, request.params.lineaId),
  );
};

export default campanasRoutes;
