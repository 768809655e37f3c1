import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../../platform/auth/guard';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { CsvResponse, IdParams, OkResponse } from '../../platform/schemas/common';
import { auditOf } from '../../platform/audit/audit';
import { countOf, createdText, describeChanges, describeValues, updatedText, type AuditField } from '../../platform/audit/audit-text';
import { normalizeInput, ok, withFieldMessages } from '../../platform/http/input';
import { oneExportPerUser } from '../../platform/http/one-export';
import { paged } from '../../platform/lib/pagination';
import { servicesCsv, csvFileName } from './csv';
import * as repo from './repository';
import {
  CategoriasSchema,
  EstadisticasSchema,
  MSG_SERVICIO,
  SERVICIO_FIELD_MESSAGES,
  ServicioCreateSchema,
  ServicioSchema,
  ServiciosExportQuerySchema,
  ServiciosPageSchema,
  ServiciosQuerySchema,
  ServicioUpdateSchema,
  type Servicio,
  type ServicioInput,
} from './schemas';
import { BODY, DENIED, MISSING, ONE_EXPORT, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';

const AUDIT_FIELDS: readonly AuditField<Servicio>[] = [
  { key: 'nombre', label: 'nombre' },
  { key: 'descripcion', label: 'descripción' },
  { key: 'categoria', label: 'categoría' },
  { key: 'precio', label: 'precio' },
  { key: 'activo', label: 'activo' },
];

const audit = auditOf('servicios');
const label = (s: { nombre: string }) => `Servicio "${s.nombre}"`;

/** precio has at most 2 decimals (numeric(12,2) would round silently). */
function checkPrecio(precio: number): void {
  if (Number(precio.toFixed(2)) !== precio) throw badRequest('validacion', MSG_SERVICIO.precioDecimales);
}

/**
 * /servicios — list (paged, filtered, sorted; everything when asked without page/limit), CSV export,
 * categories, stats: every signed-in user. Create / update / toggle / delete: servicios.write (admin).
 */
const serviciosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  const read = requirePermission('servicios.read');
  const write = requirePermission('servicios.write');

  app.get(
    '/',
    {
      onRequest: read,
      schema: {
        ...contract('servicios', 'listServices', 'Listar servicios', signedIn(QUERY)),
        querystring: ServiciosQuerySchema,
        response: { 200: ServiciosPageSchema },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      if (page === undefined && limit === undefined) {
        const { rows, total } = await repo.listServicios(app.db, filters, null);
        // Unpaged: one page holding every row.
        return paged.servicios({ rows, total, page: 1, limit: total });
      }
      const paging = { page: page ?? 1, limit: limit ?? 10 };
      const { rows, total } = await repo.listServicios(app.db, filters, paging);
      return paged.servicios({ rows, total, page: paging.page, limit: paging.limit });
    },
  );

  app.get(
    '/export',
    {
      onRequest: read,
      preHandler: oneExportPerUser,
      schema: {
        ...contract('servicios', 'exportServices', 'Exportar servicios', signedIn(QUERY, ONE_EXPORT)),
        querystring: ServiciosExportQuerySchema,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const rows = await repo.exportServicios(app.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(servicesCsv(rows));
    },
  );

  app.get(
    '/meta/categorias',
    {
      onRequest: read,
      schema: { ...contract('servicios', 'listServiceCategories', 'Categorías de servicios', signedIn()), response: { 200: CategoriasSchema } },
    },
    async () => ({
      categorias: await repo.categorias(app.db),
    }),
  );

  app.get(
    '/meta/estadisticas',
    {
      onRequest: read,
      schema: { ...contract('servicios', 'getServiceStats', 'Estadísticas de servicios', signedIn()), response: { 200: EstadisticasSchema } },
    },
    async () => repo.estadisticas(app.db),
  );

  app.post(
    '/',
    {
      onRequest: write,
      ...withFieldMessages(SERVICIO_FIELD_MESSAGES),
      schema: {
        ...contract('servicios', 'createService', 'Crear un servicio', signedIn(DENIED, BODY)),
        body: ServicioCreateSchema,
        response: { 201: ServicioSchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      checkPrecio(b.precio);
      const values = {
        nombre: b.nombre,
        descripcion: b.descripcion ?? null,
        precio: b.precio,
        activo: b.activo ?? true,
        categoria: b.categoria ?? null,
      };
      const created = await app.db.transaction().execute(async (trx) => {
        const row = await repo.insertServicio(trx, values);
        await audit(trx, request, 'CREAR', row.id, createdText(label(row), describeValues(row, AUDIT_FIELDS.slice(1))));
        return row;
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: write,
      ...withFieldMessages(SERVICIO_FIELD_MESSAGES),
      schema: {
        ...contract('servicios', 'updateService', 'Modificar un servicio', signedIn(DENIED, PARAMS, BODY, MISSING)),
        params: IdParams,
        body: ServicioUpdateSchema,
        response: { 200: ServicioSchema },
      },
    },
    async (request) => {
      const b = request.body;
      const keys = Object.keys(b);
      const toggleOnly = keys.length === 1 && keys[0] === 'activo';
      if (!toggleOnly) {
        if (b.nombre === undefined || b.nombre === null) throw badRequest('validacion', MSG_SERVICIO.nombreRequerido);
        if (b.precio === undefined || b.precio === null) throw badRequest('validacion', MSG_SERVICIO.precioRequerido);
        checkPrecio(b.precio);
      }
      const changes: Partial<ServicioInput> = toggleOnly
        ? { activo: b.activo }
        : {
            nombre: b.nombre,
            precio: b.precio,
            ...(b.descripcion !== undefined ? { descripcion: b.descripcion } : {}),
            ...(b.categoria !== undefined ? { categoria: b.categoria } : {}),
            ...(b.activo !== undefined ? { activo: b.activo } : {}),
          };
      return app.db.transaction().execute(async (trx) => {
        const before = await repo.findServicio(trx, request.params.id, true);
        if (!before) throw notFound('Servicio no encontrado');
        const after = await repo.updateServicio(trx, before.id, changes);
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
        ...contract('servicios', 'deleteService', 'Eliminar un servicio', signedIn(DENIED, PARAMS, MISSING, { '409': ['servicio_en_uso'] })),
        params: IdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await app.db.transaction().execute(async (trx) => {
        const row = await repo.findServicio(trx, request.params.id, true);
        if (!row) throw notFound('Servicio no encontrado');
        const informes = await repo.countInformes(trx, row.id);
        if (informes > 0) {
          throw conflict(
            'servicio_en_uso',
            `No se puede eliminar el servicio: tiene ${countOf(informes, 'informe asociado', 'informes asociados')}. Puedes desactivarlo en su lugar.`,
          );
        }
        await repo.deleteServicio(trx, row.id);
        await audit(trx, request, 'ELIMINAR', row.id, `${label(row)} eliminado`);
      });
      return ok('Servicio eliminado');
    },
  );
};

export default serviciosRoutes;
