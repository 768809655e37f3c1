import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  comentarioRequeridoMensaje,
  estadoLabel,
  puedeAceptarInforme,
  puedeEditarInforme,
  puedeEliminarInforme,
  transicionInforme,
  transicionNoPermitidaMensaje,
  type SessionUser,
} from 'shared/contracts';
import { currentUser, nombreCompleto } from '../../platform/auth/guard';
import { rowScope } from '../../platform/auth/row-scope';
import { writeAudit, type AuditEntry } from '../../platform/audit/write-audit';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors';
import { bodyFingerprint, claimIdempotencyKey, recordIdempotentResult } from '../../platform/http/idempotency';
import { publishEvent } from '../../platform/live-events';
import { acceptedInformeAudit, createdInformeAudit, deletedInformeAudit, estadoChangeAudit, updatedInformeAudit } from './audit-entries';
import { linkInformeToCampana } from '../campanas';
import * as repo from './repository';
import { checkFechas, checkOwnership, checkReferences, deriveDescripcion, deriveUbicacion, resolveUpdatedText } from './rules';
import {
  INFORME_INPUT_FIELDS,
  MSG_INFORME,
  type CambioEstadoInput,
  type InformeDetalle,
  type InformeInput,
  type InformeRecord,
  type InformeUpdate,
  type ProblemaInformeInput,
} from './schemas';

/**
 * What each write of a report does (docs/decisions/api-modules.md, "Thin handlers"): its checks, derived fields, its
 * audit row, its live events and the observers (observers.ts), in one transaction of its own. A route parses the
 * request, calls one of these and shapes the answer.
 */

/** What the writes use of the app: the database and the observers of a report's changes (and, deleting, its photos). */
type InformesApp = Pick<FastifyInstance, 'db' | 'informeObservers'>;

/**
 * Who writes: the session's user, the request's IP (the audit row) and its log. `at` only for data loads that replay
 * history (the demo data, modules/demo): the write and its audit row are dated then instead of now().
 */
export interface Caller {
  user: SessionUser;
  ip: string | null;
  log: FastifyBaseLogger;
  at?: Date;
}

export const callerOf = (request: FastifyRequest): Caller => ({ user: currentUser(request), ip: request.ip, log: request.log });

/** Writes the audit row of `entry` as the caller's, in the write's transaction. */
const audit = (trx: Db, caller: Caller, entry: Omit<AuditEntry, 'usuario' | 'ip'>) =>
  writeAudit(trx, { usuario: { id: caller.user.id, usuario: caller.user.usuario }, ip: caller.ip, ...entry, creado_at: caller.at });

/** The report as the answer shows it, read in the write's transaction after the write. */
const readInformeDetalle = async (trx: Db, id: number): Promise<InformeDetalle> => (await repo.findInformeDetalle(trx, { kind: 'todo' }, id))!;

/** The report in the caller's scope, locked for the write; 404 out of scope or missing. */
async function lockInforme(trx: Db, user: SessionUser, id: number): Promise<InformeRecord> {
  const informe = await repo.findInforme(trx, rowScope(user), id, true);
  if (!informe) throw notFound(MSG_INFORME.noEncontrado);
  return informe;
}

/** The campaign, site and check the body names (absent: none named). */
const linkOf = (body: Pick<InformeInput, 'campana_id' | 'sitio_id' | 'control_id'>) => ({
  campana_id: body.campana_id ?? null,
  sitio_id: body.sitio_id ?? null,
  control_id: body.control_id ?? null,
});

/**
 * POST /informes. With an Idempotency-Key (`key`), a replay answers the report that key created (`replayed`).
 * The texts the body leaves out are derived from the names (rules.ts); everyone who sees it gets an event.
 */
export async function createInforme(
  app: InformesApp,
  caller: Caller,
  body: InformeInput,
  key: string | null,
): Promise<{ informe: InformeDetalle; replayed: boolean }> {
  const { user } = caller;
  const base = {
    servicio_id: body.servicio_id,
    cliente_id: body.cliente_id,
    proveedor_id: body.proveedor_id,
    provincia_id: body.provincia_id,
    localidad_id: body.localidad_id,
    campana: body.campana,
    fecha: body.fecha,
    fecha_recepcion: body.fecha_recepcion ?? null,
    informe_incidencias: body.informe_incidencias ?? null,
  };
  const fingerprint = key ? bodyFingerprint('POST /informes', body, INFORME_INPUT_FIELDS) : '';
  return app.db.transaction().execute(async (trx) => {
    // The key first (docs/decisions/idempotency.md): a replay answers the report as it is now, even if the
    // same body would not pass today's checks; a refused body rolls the claim back, so the key stays unused.
    if (key) {
      const claim = await claimIdempotencyKey(trx, user.id, key, fingerprint);
      if (claim.replay) {
        const informe = claim.informeId === null ? undefined : await repo.findInformeDetalle(trx, rowScope(user), claim.informeId);
        if (!informe) throw notFound(MSG_INFORME.noEncontrado);
        return { informe, replayed: true };
      }
    }
    checkOwnership(user, base);
    checkFechas(base);
    // The campaign, site and check it proves; the site's place is the report's (docs/decisions/sitios-campanas.md).
    const { provincia_id, localidad_id, ...link } = await linkInformeToCampana(trx, { ...base, ...linkOf(body) });
    const placed = { ...base, ...link, ...(provincia_id && localidad_id ? { provincia_id, localidad_id } : {}) };
    const refs = await repo.findReferences(trx, placed);
    const values = {
      ...placed,
      descripcion: body.descripcion ?? deriveDescripcion(refs.servicio?.nombre, refs.localidad?.nombre),
      ubicacion_lugar: body.ubicacion_lugar ?? deriveUbicacion(refs.localidad?.nombre, refs.provincia),
    };
    checkReferences(user, refs, values, null);
    const id = await repo.insertInforme(trx, values, user.id);
    const informe = await readInformeDetalle(trx, id);
    await audit(trx, caller, createdInformeAudit(informe));
    if (key) await recordIdempotentResult(trx, user.id, key, id);
    // Everyone who sees it: their Informes count changes (GET /eventos; docs/decisions/mensajes.md).
    await publishEvent(trx, 'informes', await repo.listInformeAudience(trx, id), { accion: 'creado', id });
    return { informe, replayed: false };
  });
}

/**
 * A report changed in what its campaign's compliance reads (its date or check, a photo added or deleted, a flag
 * reviewed): everyone who sees it refetches what shows it (GET /eventos). Call it last in the change's transaction.
 */
export async function publishInformeActualizado(trx: Db, id: number): Promise<void> {
  await publishEvent(trx, 'informes', await repo.listInformeAudience(trx, id), { accion: 'actualizado', id });
}

/**
 * PATCH /informes/:id: the body's fields over the stored ones. A text the server derived follows what it describes;
 * a change of the values clears the client's acceptance; a change of the dates or the municipality tells the observers.
 */
export async function updateInforme(app: InformesApp, caller: Caller, id: number, body: InformeUpdate): Promise<InformeDetalle> {
  const { user } = caller;
  return app.db.transaction().execute(async (trx) => {
    const before = await lockInforme(trx, user, id);
    if (!puedeEditarInforme(user, before)) {
      if (before.creado_por === user.id) {
        throw conflict('informe_no_editable', `Solo se pueden editar informes en estado Pendiente (este está ${estadoLabel(before.estado)})`);
      }
      throw new HttpError(403, 'sin_permiso', 'Solo el autor del informe o un administrador pueden editarlo');
    }
    const base = {
      servicio_id: body.servicio_id ?? before.servicio_id,
      cliente_id: body.cliente_id ?? before.cliente_id,
      proveedor_id: body.proveedor_id ?? before.proveedor_id,
      provincia_id: body.provincia_id ?? before.provincia_id,
      localidad_id: body.localidad_id ?? before.localidad_id,
      campana: body.campana ?? before.campana,
      fecha: body.fecha ?? before.fecha,
      fecha_recepcion: body.fecha_recepcion !== undefined ? body.fecha_recepcion : before.fecha_recepcion,
      informe_incidencias: body.informe_incidencias !== undefined ? body.informe_incidencias : before.informe_incidencias,
    };
    checkOwnership(user, base);
    checkFechas(base);
    const { provincia_id, localidad_id, ...link } = await linkInformeToCampana(trx, {
      ...base,
      campana_id: body.campana_id !== undefined ? body.campana_id : before.campana_id,
      sitio_id: body.sitio_id !== undefined ? body.sitio_id : before.sitio_id,
      control_id: body.control_id !== undefined ? body.control_id : before.control_id,
    });
    const placed = { ...base, ...link, ...(provincia_id && localidad_id ? { provincia_id, localidad_id } : {}) };
    const refs = await repo.findReferences(trx, placed);
    const values = {
      ...placed,
      descripcion: resolveUpdatedText(
        body.descripcion,
        before.descripcion,
        deriveDescripcion(before.servicio_nombre, before.localidad_nombre),
        deriveDescripcion(refs.servicio?.nombre, refs.localidad?.nombre),
      ),
      ubicacion_lugar: resolveUpdatedText(
        body.ubicacion_lugar,
        before.ubicacion_lugar,
        deriveUbicacion(before.localidad_nombre, before.provincia_nombre),
        deriveUbicacion(refs.localidad?.nombre, refs.provincia),
      ),
    };
    checkReferences(user, refs, values, before.servicio_id);
    const changed = (Object.keys(values) as (keyof typeof values)[]).some((k) => values[k] !== before[k]);
    await repo.updateInforme(trx, before.id, values, changed);
    if (
      values.fecha !== before.fecha ||
      values.fecha_recepcion !== before.fecha_recepcion ||
      values.localidad_id !== before.localidad_id ||
      values.sitio_id !== before.sitio_id ||
      values.control_id !== before.control_id
    ) {
      // The flags' inputs changed (docs/decisions/photo-evidence.md): recomputed before the answer reads them.
      for (const o of app.informeObservers) await o.datesOrPlaceChanged?.(trx, before.id);
    }
    const after = await readInformeDetalle(trx, before.id);
    await audit(trx, caller, updatedInformeAudit(before, after));
    await publishInformeActualizado(trx, id);
    return after;
  });
}

/** PATCH /informes/:id/estado: a change of the workflow (shared/contracts, TRANSICIONES_INFORME) the caller's role may make. */
export async function changeEstado(app: InformesApp, caller: Caller, id: number, body: CambioEstadoInput): Promise<InformeDetalle> {
  const { user } = caller;
  const { estado, comentario = null } = body;
  return app.db.transaction().execute(async (trx) => {
    const before = await lockInforme(trx, user, id);
    const t = transicionInforme(before.estado, estado);
    if (!t) throw conflict('transicion_no_permitida', transicionNoPermitidaMensaje(before.estado, estado));
    if (!t.roles.includes(user.tipo)) {
      throw new HttpError(403, 'sin_permiso', `No tienes permiso para cambiar el estado de "${estadoLabel(t.de)}" a "${estadoLabel(t.a)}"`);
    }
    if (t.comentarioRequerido && !comentario) throw badRequest('comentario_requerido', comentarioRequeridoMensaje(t));
    await repo.setEstado(trx, before.id, estado);
    await audit(trx, caller, estadoChangeAudit(before.id, { estado_anterior: before.estado, estado_nuevo: estado, comentario }));
    return readInformeDetalle(trx, before.id);
  });
}

/**
 * DELETE /informes/:id (docs/decisions/informes-borrado.md): the report, its files' rows and, once committed, their
 * stored objects. Everyone who saw it gets an event.
 */
export async function deleteInforme(app: InformesApp, caller: Caller, id: number): Promise<void> {
  const { user } = caller;
  await app.db.transaction().execute(async (trx) => {
    const informe = await lockInforme(trx, user, id);
    if (!puedeEliminarInforme(user, informe)) {
      // In scope but not deletable: a provider user's report that already left Pendiente.
      throw conflict('informe_no_eliminable', `Solo se pueden eliminar informes en estado Pendiente (este está ${estadoLabel(informe.estado)})`);
    }
    // Reports whose flags name this one lose them with it (docs/decisions/photo-evidence.md): the observers act
    // before the delete (which itself writes flag rows) and after it.
    const after: Array<() => Promise<void>> = [];
    for (const o of app.informeObservers) {
      const then = await o.beforeDelete?.(trx, informe.id);
      if (then) after.push(then);
    }
    const audience = await repo.listInformeAudience(trx, informe.id);
    const archivos = await repo.deleteInforme(trx, informe.id);
    for (const then of after) await then();
    await audit(trx, caller, deletedInformeAudit(informe, archivos));
    await publishEvent(trx, 'informes', audience, { accion: 'eliminado', id: informe.id });
  });
  // The rows are gone; now what the observers left for after the commit (fotos: the photos' objects, queued by trigger
  // in that transaction; a failure leaves them queued for the next sweep, docs/decisions/informes-borrado.md).
  for (const o of app.informeObservers)
    await o.deleted?.().catch((err: unknown) => caller.log.warn({ err: String(err) }, 'objetos por borrar quedan en cola'));
}

/**
 * A client's word on a completed report (docs/decisions/aceptacion-cliente.md): "Aceptar" records who accepted it and
 * when; "Reportar problema" sends it back to the provider as En Progreso with the comment (and the photo it points at)
 * in its history. Only on their own client's reports (others: 404), only while the report is Completado and not
 * accepted (409).
 */
const MSG_ACEPTACION = {
  notCompletado: (estado: string) => `Solo se puede aceptar o reportar un problema de un informe Completado (este está ${estado})`,
  alreadyAccepted: 'Este informe ya fue aceptado',
  comentarioRequired: 'Describa el problema: el comentario es requerido',
  archivoOfAnotherInforme: 'La foto indicada no es de este informe',
} as const;

/**
 * The report, locked, if the client user may act on it now (`puedeAceptarInforme`, the page's rule); 404 out of scope,
 * and when the rule refuses, a 409 that names the condition that failed.
 */
async function lockInformeForCliente(trx: Db, user: SessionUser, id: number): Promise<InformeRecord> {
  const informe = await lockInforme(trx, user, id);
  if (puedeAceptarInforme(user, informe)) return informe;
  if (informe.aceptacion) throw conflict('informe_ya_aceptado', MSG_ACEPTACION.alreadyAccepted);
  if (informe.estado !== 'completado') throw conflict('informe_no_completado', MSG_ACEPTACION.notCompletado(estadoLabel(informe.estado)));
  throw notFound(MSG_INFORME.noEncontrado); // another client's report: the row scope already hides it
}

/** POST /informes/:id/aceptacion: the client user accepts the report as it is. */
export async function acceptInforme(app: InformesApp, caller: Caller, id: number): Promise<InformeDetalle> {
  const { user } = caller;
  return app.db.transaction().execute(async (trx) => {
    const informe = await lockInformeForCliente(trx, user, id);
    await repo.setAceptacion(trx, informe.id, { id: user.id, usuario: user.usuario, nombre: nombreCompleto(user) }, caller.at);
    await audit(trx, caller, acceptedInformeAudit(informe));
    return readInformeDetalle(trx, informe.id);
  });
}

/** POST /informes/:id/problema: back to En Progreso, the comment and the photo named in the history. */
export async function reportProblem(app: InformesApp, caller: Caller, id: number, body: ProblemaInformeInput): Promise<InformeDetalle> {
  return app.db.transaction().execute(async (trx) => reportProblemIn(trx, caller, id, body));
}

/** reportProblem inside the caller's transaction (a problem at a campaign's site: docs/decisions/cumplimiento.md). */
export async function reportProblemIn(trx: Db, caller: Caller, id: number, body: ProblemaInformeInput): Promise<InformeDetalle> {
  const { user } = caller;
  const { comentario = null, archivo_id: archivoId = null } = body;
  if (!comentario) throw badRequest('comentario_requerido', MSG_ACEPTACION.comentarioRequired);
  const informe = await lockInformeForCliente(trx, user, id);
  let archivoName: string | null = null;
  if (archivoId !== null) {
    archivoName = (await repo.findArchivoName(trx, informe.id, archivoId)) ?? null;
    if (archivoName === null) throw badRequest('validacion', MSG_ACEPTACION.archivoOfAnotherInforme);
  }
  await repo.setEstado(trx, informe.id, 'en_progreso', caller.at);
  await audit(
    trx,
    caller,
    estadoChangeAudit(informe.id, {
      estado_anterior: informe.estado,
      estado_nuevo: 'en_progreso',
      comentario,
      problema: { archivo_id: archivoId, archivo_nombre: archivoName },
    }),
  );
  return readInformeDetalle(trx, informe.id);
}
