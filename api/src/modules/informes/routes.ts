import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { Type } from '@sinclair/typebox';
import { actorOf, currentUser, requirePermission } from '../../platform/auth/guard';
import { rowScope } from '../../platform/auth/row-scope';
import { cambioEstadoAudit } from './estado-historia';
import { writeAudit } from '../../platform/audit/write-audit';
import {
  comentarioRequeridoMensaje,
  estadoLabel,
  puedeEditarInforme,
  puedeEliminarInforme,
  transicionInforme,
  transicionNoPermitidaMensaje,
  type InformeDetalle,
} from 'shared/contracts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors';
import { normalizeInput, ok, withFieldMessages } from '../../platform/http/input';
import { oneExportPerUser } from '../../platform/http/one-export';
import { CsvResponse, ErrorResponse, IdParams, OkResponse } from '../../platform/schemas/common';
import {
  bodyFingerprint,
  claimIdempotencyKey,
  idempotencyKey,
  MSG_IDEMPOTENCIA,
  recordIdempotentResult,
  REPLAYED_HEADER,
} from '../../platform/http/idempotency';
import { paged } from '../../platform/lib/pagination';
import { auditOf } from '../../platform/audit/audit';
import { countOf, createdText, describeChanges, describeValues, updatedText, type AuditField } from '../../platform/audit/audit-text';
import { informesCsvFileName, informesCsvHead, informesCsvLines } from './csv';
import * as repo from './repository';
import {
  checkFechas,
  checkOwnership,
  checkRangoFechas,
  checkReferencias,
  descripcionDerivada,
  parseEstados,
  REPORT_RULES,
  textoActualizado,
  ubicacionDerivada,
} from './rules';
import {
  CAMBIO_ESTADO_FIELD_MESSAGES,
  CambioEstadoSchema,
  INFORME_FIELD_MESSAGES,
  InformeCreateSchema,
  INFORME_INPUT_FIELDS,
  InformeDetalleSchema,
  InformesExportQuerySchema,
  InformesOpcionesSchema,
  InformesPageSchema,
  InformesQuerySchema,
  InformeUpdateSchema,
  MSG_INFORME,
  type InformesFilterQuery,
} from './schemas';
import { publishEvent } from '../../platform/live-events';
import { BODY, DENIED, MISSING, ONE_EXPORT, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';

const audit = auditOf('informes');

/** What an audit text says about a report: its values with names instead of ids. */
interface InformeAuditado {
  campana: string;
  servicio: string;
  cliente: string;
  proveedor: string;
  localidad: string;
  fecha: string;
  fecha_recepcion: string | null;
  descripcion: string | null;
  ubicacion_lugar: string | null;
  informe_incidencias: string | null;
}
const AUDIT_FIELDS: readonly AuditField<InformeAuditado>[] = [
  { key: 'campana', label: 'campaña' },
  { key: 'servicio', label: 'servicio' },
  { key: 'cliente', label: 'cliente' },
  { key: 'proveedor', label: 'proveedor' },
  { key: 'localidad', label: 'localidad' },
  { key: 'fecha', label: 'fecha' },
  { key: 'fecha_recepcion', label: 'fecha de recepción' },
  { key: 'descripcion', label: 'descripción' },
  { key: 'ubicacion_lugar', label: 'ubicación' },
  { key: 'informe_incidencias', label: 'incidencias' },
];
const auditado = (i: Omit<InformeDetalle, 'historial'>): InformeAuditado => ({
  campana: i.campana,
  servicio: i.servicio_nombre,
  cliente: i.cliente_nombre,
  proveedor: i.proveedor_nombre,
  localidad: `${i.localidad_nombre} (${i.provincia_nombre})`,
  fecha: i.fecha,
  fecha_recepcion: i.fecha_recepcion,
  descripcion: i.descripcion,
  ubicacion_lugar: i.ubicacion_lugar,
  informe_incidencias: i.informe_incidencias,
});

/** `?estado=a&estado=b` arrives as a list: the same as `?estado=a,b`. */
export const joinRepeatedEstado: preValidationAsyncHookHandler = async (request) => {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Array.isArray(query.estado)) query.estado = query.estado.join(',');
};

/** The list's query as the repository's filters (shared by the list, its CSV and the proof pack). */
export function listFilters(q: InformesFilterQuery): repo.InformeFilters {
  checkRangoFechas(q.fechaDesde, q.fechaHasta);
  return {
    search: q.search,
    estados: parseEstados(q.estado),
    proveedorId: q.proveedor_id,
    clienteId: q.cliente_id,
    servicioId: q.servicio_id,
    provinciaId: q.provincia_id,
    fechaDesde: q.fechaDesde,
    fechaHasta: q.fechaHasta,
    alertas: q.alertas,
    sortBy: q.sortBy ?? 'creado_at',
    sortOrder: q.sortOrder?.toLowerCase() === 'asc' ? 'asc' : 'desc',
  };
}

/** The create body's fields, in the order the Idempotency-Key fingerprint reads them. */

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

/** Rows per query of the CSV export: the export never holds all rows as objects at once. */
const EXPORT_BATCH = 1000;

/**
 * /informes — reports (docs/decisions/informes-api.md, informes-estados.md, informes-borrado.md).
 * Every route is scoped by rowScope: a report outside the caller's scope answers 404 like a missing one.
 */
const informesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  app.addHook('preValidation', joinRepeatedEstado);
  const read = requirePermission('informes.read');
  const write = requirePermission('informes.write');

  const detalle = repo.informeDetalle;

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
      const { rows, total } = await repo.listInformes(app.db, rowScope(currentUser(request)), listFilters(q), { page, limit });
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
      const ids = await repo.exportIds(app.db, rowScope(currentUser(request)), listFilters(request.query));
      const db = app.db;
      async function* csv(): AsyncGenerator<string> {
        yield informesCsvHead();
        for (let i = 0; i < ids.length; i += EXPORT_BATCH) yield informesCsvLines(await repo.resumenes(db, ids.slice(i, i + EXPORT_BATCH)));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${informesCsvFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv()));
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
    async (request) => repo.opciones(app.db, rowScope(currentUser(request))),
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
      const informe = await detalle(app.db, rowScope(currentUser(request)), request.params.id);
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
          signedIn(BODY, REPORT_RULES, MISSING, { '400': ['clave_idempotencia_invalida'], '422': ['clave_idempotencia_reutilizada'] }),
        ),
        headers: IdempotencyHeaders,
        body: InformeCreateSchema,
        response: { 201: InformeDetalleSchema, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = idempotencyKey(request);
      const b = request.body;
      const base = {
        servicio_id: b.servicio_id,
        cliente_id: b.cliente_id,
        proveedor_id: b.proveedor_id,
        provincia_id: b.provincia_id,
        localidad_id: b.localidad_id,
        campana: b.campana,
        fecha: b.fecha,
        fecha_recepcion: b.fecha_recepcion ?? null,
        informe_incidencias: b.informe_incidencias ?? null,
      };
      const huella = key ? bodyFingerprint('POST /informes', b, INFORME_INPUT_FIELDS) : '';
      const result = await app.db.transaction().execute(async (trx) => {
        // The key first (docs/decisions/idempotency.md): a replay answers the report as it is now, even if the
        // same body would not pass today's checks; a refused body rolls the claim back, so the key stays unused.
        if (key) {
          const claim = await claimIdempotencyKey(trx, user.id, key, huella);
          if (claim.replay) {
            const informe = claim.informeId === null ? undefined : await detalle(trx, rowScope(user), claim.informeId);
            if (!informe) throw notFound(MSG_INFORME.noEncontrado);
            return { informe, replayed: true };
          }
        }
        checkOwnership(user, base);
        checkFechas(base);
        const refs = await repo.referencias(trx, base);
        const values = {
          ...base,
          descripcion: b.descripcion ?? descripcionDerivada(refs.servicio?.nombre, refs.localidad?.nombre),
          ubicacion_lugar: b.ubicacion_lugar ?? ubicacionDerivada(refs.localidad?.nombre, refs.provincia),
        };
        checkReferencias(user, refs, values, null);
        const id = await repo.insertInforme(trx, values, user.id);
        const informe = (await detalle(trx, { kind: 'todo' }, id))!;
        await audit(trx, request, 'CREAR', id, createdText(`Informe #${id}`, describeValues(auditado(informe), AUDIT_FIELDS)));
        if (key) await recordIdempotentResult(trx, user.id, key, id);
        // Everyone who sees it: their Informes count changes (GET /eventos; docs/decisions/mensajes.md).
        await publishEvent(trx, 'informes', await repo.informeAudience(trx, id), { accion: 'creado', id });
        return { informe, replayed: false };
      });
      if (result.replayed) reply.header(REPLAYED_HEADER, 'true');
      return reply.status(201).send(result.informe);
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
          signedIn(PARAMS, BODY, MISSING, REPORT_RULES, { '409': ['informe_no_editable'] }),
        ),
        params: IdParams,
        body: InformeUpdateSchema,
        response: { 200: InformeDetalleSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const b = request.body;
      return app.db.transaction().execute(async (trx) => {
        const before = await repo.findInforme(trx, rowScope(user), request.params.id, true);
        if (!before) throw notFound(MSG_INFORME.noEncontrado);
        if (!puedeEditarInforme(user, before)) {
          if (before.creado_por === user.id) {
            throw conflict('informe_no_editable', `Solo se pueden editar informes en estado Pendiente (este está ${estadoLabel(before.estado)})`);
          }
          throw new HttpError(403, 'sin_permiso', 'Solo el autor del informe o un administrador pueden editarlo');
        }
        const base = {
          servicio_id: b.servicio_id ?? before.servicio_id,
          cliente_id: b.cliente_id ?? before.cliente_id,
          proveedor_id: b.proveedor_id ?? before.proveedor_id,
          provincia_id: b.provincia_id ?? before.provincia_id,
          localidad_id: b.localidad_id ?? before.localidad_id,
          campana: b.campana ?? before.campana,
          fecha: b.fecha ?? before.fecha,
          fecha_recepcion: b.fecha_recepcion !== undefined ? b.fecha_recepcion : before.fecha_recepcion,
          informe_incidencias: b.informe_incidencias !== undefined ? b.informe_incidencias : before.informe_incidencias,
        };
        checkOwnership(user, base);
        checkFechas(base);
        const refs = await repo.referencias(trx, base);
        const values = {
          ...base,
          descripcion: textoActualizado(
            b.descripcion,
            before.descripcion,
            descripcionDerivada(before.servicio_nombre, before.localidad_nombre),
            descripcionDerivada(refs.servicio?.nombre, refs.localidad?.nombre),
          ),
          ubicacion_lugar: textoActualizado(
            b.ubicacion_lugar,
            before.ubicacion_lugar,
            ubicacionDerivada(before.localidad_nombre, before.provincia_nombre),
            ubicacionDerivada(refs.localidad?.nombre, refs.provincia),
          ),
        };
        checkReferencias(user, refs, values, before.servicio_id);
        const cambia = (Object.keys(values) as (keyof typeof values)[]).some((k) => values[k] !== before[k]);
        await repo.updateInforme(trx, before.id, values, cambia);
        if (values.fecha !== before.fecha || values.fecha_recepcion !== before.fecha_recepcion || values.localidad_id !== before.localidad_id) {
          // The flags' inputs changed (docs/decisions/photo-evidence.md): recomputed before the answer reads them.
          for (const o of app.informeObservers) await o.datesOrPlaceChanged?.(trx, before.id);
        }
        const after = (await detalle(trx, { kind: 'todo' }, before.id))!;
        await audit(
          trx,
          request,
          'ACTUALIZAR',
          before.id,
          updatedText(`Informe #${before.id}`, describeChanges(auditado(before), auditado(after), AUDIT_FIELDS)),
        );
        return after;
      });
    },
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
    async (request) => {
      const user = currentUser(request);
      const { estado, comentario = null } = request.body;
      return app.db.transaction().execute(async (trx) => {
        const before = await repo.findInforme(trx, rowScope(user), request.params.id, true);
        if (!before) throw notFound(MSG_INFORME.noEncontrado);
        const t = transicionInforme(before.estado, estado);
        if (!t) throw conflict('transicion_no_permitida', transicionNoPermitidaMensaje(before.estado, estado));
        if (!t.roles.includes(user.tipo)) {
          throw new HttpError(403, 'sin_permiso', `No tienes permiso para cambiar el estado de "${estadoLabel(t.de)}" a "${estadoLabel(t.a)}"`);
        }
        if (t.comentarioRequerido && !comentario) throw badRequest('comentario_requerido', comentarioRequeridoMensaje(t));
        await repo.setEstado(trx, before.id, estado);
        await writeAudit(trx, {
          usuario: actorOf(request),
          ip: request.ip,
          ...cambioEstadoAudit(before.id, { estado_anterior: before.estado, estado_nuevo: estado, comentario }),
        });
        return (await detalle(trx, { kind: 'todo' }, before.id))!;
      });
    },
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
      const user = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        const row = await repo.findInforme(trx, rowScope(user), request.params.id, true);
        if (!row) throw notFound(MSG_INFORME.noEncontrado);
        if (!puedeEliminarInforme(user, row)) {
          // In scope but not deletable: a provider user's report that already left Pendiente.
          throw conflict('informe_no_eliminable', `Solo se pueden eliminar informes en estado Pendiente (este está ${estadoLabel(row.estado)})`);
        }
        // Reports whose flags name this one lose them with it (docs/decisions/photo-evidence.md): the observers act
        // before the delete (which itself writes flag rows) and after it.
        const after: Array<() => Promise<void>> = [];
        for (const o of app.informeObservers) {
          const then = await o.beforeDelete?.(trx, row.id);
          if (then) after.push(then);
        }
        const audiencia = await repo.informeAudience(trx, row.id);
        const archivos = await repo.deleteInforme(trx, row.id);
        for (const then of after) await then();
        await audit(
          trx,
          request,
          'ELIMINAR',
          row.id,
          `Informe #${row.id} eliminado: campaña "${row.campana}"; cliente "${row.cliente_nombre}"; proveedor "${row.proveedor_nombre}"; ` +
            `estado ${estadoLabel(row.estado)}; ${countOf(archivos, 'archivo', 'archivos')}`,
        );
        await publishEvent(trx, 'informes', audiencia, { accion: 'eliminado', id: row.id });
      });
      // The rows are gone; now their objects (queued by trigger in that transaction). A failure leaves them queued
      // for the next sweep (docs/decisions/informes-borrado.md).
      await app.photos.sweepDeleted().catch((err: unknown) => request.log.warn({ err: String(err) }, 'objetos por borrar quedan en cola'));
      return ok('Informe eliminado');
    },
  );
};

export default informesRoutes;
