import { ESTADOS_INFORME, ROLE, type EstadoInforme, type SessionUser } from 'shared/contracts';
import { bogotaDate } from '../../platform/time-zone';
import { badRequest, HttpError } from '../../platform/http/errors';
import { MSG_PROVINCIA_INEXISTENTE } from '../catalogos';
import type { ErrorCodes } from '../../platform/http/route-contract';
import type { InformeReferences, InformeValues } from './repository';

/**
 * Server-side rules of a report's create/update body beyond the schema (docs/decisions/informes-api.md):
 * whose report a user may write, that every referenced record exists, the service is active, the locality
 * belongs to the province, provider and client are assigned to each other, and the dates make sense.
 */

const MSG_RULES = {
  ownProveedor: 'Solo puedes registrar informes de tu proveedor',
  ownCliente: 'Solo puedes registrar informes de tu cliente',
  missingServicio: 'El servicio seleccionado no existe',
  inactiveServicio: 'El servicio seleccionado no está activo',
  missingCliente: 'El cliente seleccionado no existe',
  missingProveedor: 'El proveedor seleccionado no existe',
  missingLocalidad: 'La localidad seleccionada no existe',
  localidadOutsideProvincia: 'La localidad no pertenece a la provincia seleccionada',
  missingAsignacion: 'El proveedor no está asignado a ese cliente',
  futureFecha: 'La fecha no puede ser posterior a hoy',
  futureFechaRecepcion: 'La fecha de recepción no puede ser posterior a hoy',
  fechaRecepcionBeforeFecha: 'La fecha de recepción no puede ser anterior a la fecha del informe',
  fechaRangeReversed: 'La fecha "desde" no puede ser posterior a la fecha "hasta"',
  invalidEstados: `El campo "estado" debe ser uno o varios de: ${ESTADOS_INFORME.join(', ')}`,
} as const;

/** What the checks of a report's body refuse (its routes' contract). */
export const INFORME_RULES: ErrorCodes = {
  '400': [
    'servicio_inexistente',
    'servicio_inactivo',
    'cliente_inexistente',
    'proveedor_inexistente',
    'provincia_inexistente',
    'localidad_inexistente',
    'localidad_fuera_de_provincia',
    'asignacion_inexistente',
  ],
  '403': ['sin_permiso'],
};

/** A provider user writes only its provider's reports; a client user only its client's (403 otherwise). */
export function checkOwnership(user: SessionUser, v: Pick<InformeValues, 'proveedor_id' | 'cliente_id'>): void {
  if (user.tipo === ROLE.PROVEEDOR && v.proveedor_id !== user.proveedor_id) throw new HttpError(403, 'sin_permiso', MSG_RULES.ownProveedor);
  if (user.tipo === ROLE.CLIENTE && v.cliente_id !== user.cliente_id) throw new HttpError(403, 'sin_permiso', MSG_RULES.ownCliente);
}

/**
 * 400 when a referenced record is missing, the service is inactive (unless the report already had it), the
 * locality is in another province, or — for provider and client users — the pair is not assigned.
 */
export function checkReferences(user: SessionUser, refs: InformeReferences, v: InformeValues, servicioBefore: number | null): void {
  if (!refs.servicio) throw badRequest('servicio_inexistente', MSG_RULES.missingServicio);
  if (!refs.servicio.activo && v.servicio_id !== servicioBefore) throw badRequest('servicio_inactivo', MSG_RULES.inactiveServicio);
  if (refs.cliente === undefined) throw badRequest('cliente_inexistente', MSG_RULES.missingCliente);
  if (refs.proveedor === undefined) throw badRequest('proveedor_inexistente', MSG_RULES.missingProveedor);
  if (refs.provincia === undefined) throw badRequest('provincia_inexistente', MSG_PROVINCIA_INEXISTENTE);
  if (!refs.localidad) throw badRequest('localidad_inexistente', MSG_RULES.missingLocalidad);
  if (refs.localidad.provincia_id !== v.provincia_id) throw badRequest('localidad_fuera_de_provincia', MSG_RULES.localidadOutsideProvincia);
  if (user.tipo !== ROLE.ADMIN && !refs.asignado) throw badRequest('asignacion_inexistente', MSG_RULES.missingAsignacion);
}

/** Field work is reported after it happens: no date after today (Bogotá); received on or after the work. */
export function checkFechas(v: Pick<InformeValues, 'fecha' | 'fecha_recepcion'>, now = new Date()): void {
  const today = bogotaDate(now);
  if (v.fecha > today) throw badRequest('validacion', MSG_RULES.futureFecha);
  if (v.fecha_recepcion !== null) {
    if (v.fecha_recepcion > today) throw badRequest('validacion', MSG_RULES.futureFechaRecepcion);
    if (v.fecha_recepcion < v.fecha) throw badRequest('validacion', MSG_RULES.fechaRecepcionBeforeFecha);
  }
}

/** `?estado=pendiente,en_progreso` → the statuses (400 naming the allowed values for anything else). */
export function parseEstados(value: string | undefined): EstadoInforme[] | undefined {
  if (value === undefined) return undefined;
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !(ESTADOS_INFORME as readonly string[]).includes(p))) {
    throw badRequest('datos_invalidos', MSG_RULES.invalidEstados);
  }
  return [...new Set(parts as EstadoInforme[])];
}

/** `fechaDesde` after `fechaHasta`: 400. */
export function checkFechaRange(from: string | undefined, to: string | undefined): void {
  if (from && to && from > to) throw badRequest('datos_invalidos', MSG_RULES.fechaRangeReversed);
}

/** Texts written when the body leaves them out: "<servicio> en <localidad>" and "<localidad>, <provincia>". */
export function deriveDescripcion(servicio: string | undefined, localidad: string | undefined): string | null {
  return servicio && localidad ? `${servicio} en ${localidad}` : null;
}

export function deriveUbicacion(localidad: string | undefined, provincia: string | undefined): string | null {
  return localidad && provincia ? `${localidad}, ${provincia}` : null;
}

/**
 * The text to store for `descripcion` / `ubicacion_lugar` on an update: the body's when it sends one (null: the
 * derived text again); else a text the server derived follows what it describes, and a person's text is kept.
 */
export function resolveUpdatedText(
  sent: string | null | undefined,
  stored: string | null,
  derivedBefore: string | null,
  derivedNow: string | null,
): string | null {
  if (sent !== undefined) return sent ?? derivedNow;
  return stored === null || stored === derivedBefore ? derivedNow : stored;
}
