import { ESTADOS_INFORME, ROLE, type EstadoInforme, type SessionUser } from 'shared/contracts';
import { bogotaDate } from '../../platform/time-zone';
import { badRequest, HttpError } from '../../platform/http/errors';
import { MSG_PROVINCIA_INEXISTENTE } from '../catalogos';
import type { ErrorCodes } from '../../platform/http/route-contract';
import type { InformeValues, Referencias } from './repository';

/**
 * Server-side rules of a report's create/update body beyond the schema (docs/decisions/informes-api.md):
 * whose report a user may write, that every referenced record exists, the service is active, the locality
 * belongs to the province, provider and client are assigned to each other, and the dates make sense.
 */

const MSG_REGLAS = {
  proveedorPropio: 'Solo puedes registrar informes de tu proveedor',
  clientePropio: 'Solo puedes registrar informes de tu cliente',
  servicioInexistente: 'El servicio seleccionado no existe',
  servicioInactivo: 'El servicio seleccionado no está activo',
  clienteInexistente: 'El cliente seleccionado no existe',
  proveedorInexistente: 'El proveedor seleccionado no existe',
  localidadInexistente: 'La localidad seleccionada no existe',
  localidadFuera: 'La localidad no pertenece a la provincia seleccionada',
  sinAsignacion: 'El proveedor no está asignado a ese cliente',
  fechaFutura: 'La fecha no puede ser posterior a hoy',
  recepcionFutura: 'La fecha de recepción no puede ser posterior a hoy',
  recepcionAnterior: 'La fecha de recepción no puede ser anterior a la fecha del informe',
  fechasDesdeHasta: 'La fecha "desde" no puede ser posterior a la fecha "hasta"',
  estadosInvalidos: `El campo "estado" debe ser uno o varios de: ${ESTADOS_INFORME.join(', ')}`,
} as const;

/** What the checks of a report's body refuse (its routes' contract). */
export const REPORT_RULES: ErrorCodes = {
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
  if (user.tipo === ROLE.PROVEEDOR && v.proveedor_id !== user.proveedor_id) throw new HttpError(403, 'sin_permiso', MSG_REGLAS.proveedorPropio);
  if (user.tipo === ROLE.CLIENTE && v.cliente_id !== user.cliente_id) throw new HttpError(403, 'sin_permiso', MSG_REGLAS.clientePropio);
}

/**
 * 400 when a referenced record is missing, the service is inactive (unless the report already had it), the
 * locality is in another province, or — for provider and client users — the pair is not assigned.
 */
export function checkReferencias(user: SessionUser, refs: Referencias, v: InformeValues, servicioAnterior: number | null): void {
  if (!refs.servicio) throw badRequest('servicio_inexistente', MSG_REGLAS.servicioInexistente);
  if (!refs.servicio.activo && v.servicio_id !== servicioAnterior) throw badRequest('servicio_inactivo', MSG_REGLAS.servicioInactivo);
  if (refs.cliente === undefined) throw badRequest('cliente_inexistente', MSG_REGLAS.clienteInexistente);
  if (refs.proveedor === undefined) throw badRequest('proveedor_inexistente', MSG_REGLAS.proveedorInexistente);
  if (refs.provincia === undefined) throw badRequest('provincia_inexistente', MSG_PROVINCIA_INEXISTENTE);
  if (!refs.localidad) throw badRequest('localidad_inexistente', MSG_REGLAS.localidadInexistente);
  if (refs.localidad.provincia_id !== v.provincia_id) throw badRequest('localidad_fuera_de_provincia', MSG_REGLAS.localidadFuera);
  if (user.tipo !== ROLE.ADMIN && !refs.asignado) throw badRequest('asignacion_inexistente', MSG_REGLAS.sinAsignacion);
}

/** Field work is reported after it happens: no date after today (Bogotá); received on or after the work. */
export function checkFechas(v: Pick<InformeValues, 'fecha' | 'fecha_recepcion'>, now = new Date()): void {
  const today = bogotaDate(now);
  if (v.fecha > today) throw badRequest('validacion', MSG_REGLAS.fechaFutura);
  if (v.fecha_recepcion !== null) {
    if (v.fecha_recepcion > today) throw badRequest('validacion', MSG_REGLAS.recepcionFutura);
    if (v.fecha_recepcion < v.fecha) throw badRequest('validacion', MSG_REGLAS.recepcionAnterior);
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
    throw badRequest('datos_invalidos', MSG_REGLAS.estadosInvalidos);
  }
  return [...new Set(parts as EstadoInforme[])];
}

export function checkRangoFechas(desde: string | undefined, hasta: string | undefined): void {
  if (desde && hasta && desde > hasta) throw badRequest('datos_invalidos', MSG_REGLAS.fechasDesdeHasta);
}

/** Texts written when the body leaves them out: "<servicio> en <localidad>" and "<localidad>, <provincia>". */
export function descripcionDerivada(servicio: string | undefined, localidad: string | undefined): string | null {
  return servicio && localidad ? `${servicio} en ${localidad}` : null;
}

export function ubicacionDerivada(localidad: string | undefined, provincia: string | undefined): string | null {
  return localidad && provincia ? `${localidad}, ${provincia}` : null;
}

/**
 * The text to store for `descripcion` / `ubicacion_lugar` on an update: the body's when it sends one (null: the
 * derived text again); else a text the server derived follows what it describes, and a person's text is kept.
 */
export function textoActualizado(
  sent: string | null | undefined,
  stored: string | null,
  derivedBefore: string | null,
  derivedNow: string | null,
): string | null {
  if (sent !== undefined) return sent ?? derivedNow;
  return stored === null || stored === derivedBefore ? derivedNow : stored;
}
