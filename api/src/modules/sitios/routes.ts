import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { actorOf, currentUser, requirePermission } from '../../platform/auth/guard';
import { rowScope } from '../../platform/auth/row-scope';
import { badRequest, notFound } from '../../platform/http/errors';
import { normalizeInput, ok, withFieldMessages } from '../../platform/http/input';
import { oneExportPerUser } from '../../platform/http/one-export';
import { BODY, DENIED, MISSING, ONE_EXPORT, PARAMS, QUERY, contract, signedIn, type ErrorCodes } from '../../platform/http/route-contract';
import { CSV_BOM, csvHeaders, datedCsvName } from '../../platform/lib/csv';
import { readCsv, type CsvFile } from '../../platform/lib/csv-read';
import { paged } from '../../platform/lib/pagination';
import { CsvResponse, IdParams, OkResponse } from '../../platform/schemas/common';
import { ArchivoInvalido, sitioCsvLine, sitiosCsvHead } from './importacion';
import * as repo from './repository';
import {
  FotoReferenciaSchema,
  ImportacionBodySchema,
  ImportacionSitiosSchema,
  MSG_SITIO,
  SITIO_FIELD_MESSAGES,
  SitioCampanaSchema,
  SitioCreateSchema,
  SitioFotosPageSchema,
  SitioFotosQuerySchema,
  SitioPatchSchema,
  SitioSchema,
  SitiosFilterSchema,
  SitiosMapaSchema,
  SitiosPageSchema,
  SitiosQuerySchema,
} from './schemas';
import * as service from './service';

/** The map draws at most this many sites of a filter (2 000 are drawn smoothly, clustered). */
const MAPA_MAXIMO = 5000;
/** A spreadsheet of sites: up to 5 MB of CSV. */
const IMPORT_BYTES = 5 * 1024 * 1024;
/** What an import's file may be refused with, besides a body's own errors. */
const IMPORT_ERRORS: ErrorCodes = { '400': ['archivo_invalido'] };
const LUGAR: ErrorCodes = { '400': ['localidad_fuera_de_provincia', 'lejos_del_municipio'] };

/**
 * /sitios (docs/decisions/sitios-campanas.md): the places where a client's advertising stands. Everyone reads the sites
 * in reach (administrators all; a provider those it maintains and those of its campaign lines; a client those of its
 * campaigns; anything else 404); administrators manage them, one by one or from a spreadsheet.
 */
const sitiosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  // A spreadsheet comes as text/csv (or text/plain): the import's body is the file's text.
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: IMPORT_BYTES }, (_request, body, done) => done(null, body));
  const read = requirePermission('sitios.read');
  const write = requirePermission('sitios.write');

  app.get(
    '/',
    {
      onRequest: read,
      schema: {
        ...contract('sitios', 'listSites', 'Listar sitios', signedIn(QUERY)),
        querystring: SitiosQuerySchema,
        response: { 200: SitiosPageSchema },
      },
    },
    async (request) => {
      const { page = 1, limit = 20, sortBy = 'codigo', sortOrder = 'asc', ...filters } = request.query;
      const { rows, total } = await repo.listSitios(app.db, rowScope(currentUser(request)), filters, { page, limit, sortBy, sortOrder });
      return paged.meta({ rows: rows.map((s) => service.withLinks(app, s)), total, page, limit });
    },
  );

  app.get(
    '/mapa',
    {
      onRequest: read,
      schema: {
        ...contract('sitios', 'mapSites', 'Sitios para el mapa', signedIn(QUERY)),
        querystring: SitiosFilterSchema,
        response: { 200: SitiosMapaSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repo.sitioPoints(app.db, rowScope(currentUser(request)), request.query, MAPA_MAXIMO);
      return { data: rows, total };
    },
  );

  app.get(
    '/export',
    {
      onRequest: read,
      preHandler: oneExportPerUser,
      schema: {
        ...contract('sitios', 'exportSites', 'Exportar sitios', signedIn(QUERY, ONE_EXPORT)),
        querystring: SitiosFilterSchema,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const rows = await repo.exportSitios(app.db, rowScope(currentUser(request)), request.query);
      return reply.headers(csvHeaders(datedCsvName('sitios'))).send(CSV_BOM + sitiosCsvHead() + rows.map(sitioCsvLine).join(''));
    },
  );

  app.get(
    '/:id',
    {
      onRequest: read,
      schema: { ...contract('sitios', 'getSite', 'Ver un sitio', signedIn(PARAMS, MISSING)), params: IdParams, response: { 200: SitioSchema } },
    },
    async (request) => {
      const row = await repo.findSitio(app.db, rowScope(currentUser(request)), request.params.id);
      if (!row) throw notFound(MSG_SITIO.noEncontrado);
      return service.withLinks(app, row);
    },
  );

  app.get(
    '/:id/fotos',
    {
      onRequest: read,
      schema: {
        ...contract('sitios', 'listSitePhotos', 'Fotos tomadas en un sitio', signedIn(PARAMS, QUERY, MISSING)),
        params: IdParams,
        querystring: SitioFotosQuerySchema,
        response: { 200: SitioFotosPageSchema },
      },
    },
    async (request) => {
      const { page = 1, limit = 50 } = request.query;
      const { rows, total } = await service.sitioFotos(app, currentUser(request), request.params.id, page, limit);
      return paged.meta({ rows, total, page, limit });
    },
  );

  app.get(
    '/:id/campanas',
    {
      onRequest: read,
      schema: {
        ...contract('sitios', 'listSiteCampaigns', 'Campañas de un sitio', signedIn(PARAMS, MISSING)),
        params: IdParams,
        response: { 200: Type.Array(SitioCampanaSchema) },
      },
    },
    async (request) => {
      const scope = rowScope(currentUser(request));
      if (!(await repo.findSitio(app.db, scope, request.params.id))) throw notFound(MSG_SITIO.noEncontrado);
      return repo.sitioCampanas(app.db, scope, request.params.id);
    },
  );

  app.post(
    '/',
    {
      onRequest: write,
      ...withFieldMessages(SITIO_FIELD_MESSAGES),
      schema: {
        ...contract('sitios', 'createSite', 'Crear un sitio', signedIn(DENIED, BODY, LUGAR, { '409': ['codigo_existente'] })),
        body: SitioCreateSchema,
        response: { 201: SitioSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createSitio(app, request, request.body)),
  );

  app.patch(
    '/:id',
    {
      onRequest: write,
      ...withFieldMessages(SITIO_FIELD_MESSAGES),
      schema: {
        ...contract('sitios', 'updateSite', 'Modificar un sitio', signedIn(DENIED, PARAMS, BODY, MISSING, LUGAR, { '409': ['codigo_existente'] })),
        params: IdParams,
        body: SitioPatchSchema,
        response: { 200: SitioSchema },
      },
    },
    async (request) => service.updateSitio(app, request, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: write,
      schema: {
        ...contract('sitios', 'deleteSite', 'Eliminar un sitio', signedIn(DENIED, PARAMS, MISSING, { '409': ['sitio_en_uso'] })),
        params: IdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await service.deleteSitio(app, request, request.params.id);
      return ok('Sitio eliminado');
    },
  );

  app.put(
    '/:id/foto-referencia',
    {
      onRequest: write,
      schema: {
        ...contract(
          'sitios',
          'setSiteReferencePhoto',
          'Elegir la foto de referencia de un sitio',
          signedIn(DENIED, PARAMS, BODY, MISSING, { '409': ['foto_con_alertas'] }),
        ),
        params: IdParams,
        body: FotoReferenciaSchema,
        response: { 200: SitioSchema },
      },
    },
    async (request) => service.setFotoReferencia(app, { usuario: actorOf(request), ip: request.ip }, request.params.id, request.body.archivo_id),
  );

  /** The file's text read as a CSV: one that names no columns, or not the site's, is refused whole (400). */
  async function withFile<T>(text: string, use: (file: CsvFile) => Promise<T>): Promise<T> {
    const file = readCsv(text);
    try {
      if (file.header.every((h) => h === '')) throw new ArchivoInvalido(MSG_SITIO.importacionVacia);
      return await use(file);
    } catch (err) {
      if (err instanceof ArchivoInvalido) throw badRequest('archivo_invalido', err.message);
      throw err;
    }
  }

  app.post(
    '/importacion/vista-previa',
    {
      onRequest: write,
      bodyLimit: IMPORT_BYTES,
      schema: {
        ...contract('sitios', 'previewSiteImport', 'Vista previa de una importación de sitios', signedIn(DENIED, BODY, IMPORT_ERRORS)),
        consumes: ['text/csv'],
        body: ImportacionBodySchema,
        response: { 200: ImportacionSitiosSchema },
      },
    },
    async (request) => withFile(request.body, async (file) => (await service.previewImport(app, file)).answer),
  );

  app.post(
    '/importacion',
    {
      onRequest: write,
      bodyLimit: IMPORT_BYTES,
      schema: {
        ...contract('sitios', 'importSites', 'Importar sitios', signedIn(DENIED, BODY, IMPORT_ERRORS, { '400': ['importacion_con_errores'] })),
        consumes: ['text/csv'],
        body: ImportacionBodySchema,
        response: { 200: ImportacionSitiosSchema },
      },
    },
    async (request) => withFile(request.body, (file) => service.applyImport(app, request, file)),
  );
};

export default sitiosRoutes;
