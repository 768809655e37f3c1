import { canUse } from './permissions';
import { ROLE, type Role } from './roles';
import type { EstadoInforme } from './informes-types';

/**
 * Who may do what with ONE report, beyond the role capabilities of API_PERMISSIONS: the status workflow and
 * the state-dependent rules for editing and deleting (docs/decisions/informes-estados.md). The API enforces
 * them; the screens ask the same functions which buttons to show.
 */

/** Spanish names of the statuses (docs/product-spec.md §4 filter texts). */
export const ESTADO_INFORME_LABELS: Record<EstadoInforme, string> = {
  pendiente: 'Pendiente',
  en_progreso: 'En Progreso',
  completado: 'Completado',
  cancelado: 'Cancelado',
};

/** A status name for a value that may be missing or unknown (docs/product-spec.md §4: "Sin estado"). */
export function estadoLabel(estado: string | null | undefined): string {
  return estado && estado in ESTADO_INFORME_LABELS ? ESTADO_INFORME_LABELS[estado as EstadoInforme] : 'Sin estado';
}

export interface TransicionInforme {
  de: EstadoInforme;
  a: EstadoInforme;
  /** Roles that may make this change (besides holding 'informes.estado'). */
  roles: readonly Role[];
  /** A comment is required (cancelling, reopening) or optional. */
  comentarioRequerido: boolean;
  /** Label of the button that makes the change. */
  accion: string;
}

/**
 * The legal status changes. Anything else is 409 transicion_no_permitida. Providers move their own reports
 * forward; only administrators cancel (with a reason) and reopen a closed report (with a reason).
 */
export const TRANSICIONES_INFORME: readonly TransicionInforme[] = [
  { de: 'pendiente', a: 'en_progreso', roles: [ROLE.ADMIN, ROLE.PROVEEDOR], comentarioRequerido: false, accion: 'Pasar a En Progreso' },
  { de: 'en_progreso', a: 'completado', roles: [ROLE.ADMIN, ROLE.PROVEEDOR], comentarioRequerido: false, accion: 'Marcar como Completado' },
  { de: 'pendiente', a: 'cancelado', roles: [ROLE.ADMIN], comentarioRequerido: true, accion: 'Cancelar informe' },
  { de: 'en_progreso', a: 'cancelado', roles: [ROLE.ADMIN], comentarioRequerido: true, accion: 'Cancelar informe' },
  { de: 'completado', a: 'en_progreso', roles: [ROLE.ADMIN], comentarioRequerido: true, accion: 'Reabrir informe' },
  { de: 'cancelado', a: 'en_progreso', roles: [ROLE.ADMIN], comentarioRequerido: true, accion: 'Reabrir informe' },
];

/** Longest status-change comment. */
export const COMENTARIO_ESTADO_MAX = 500;

/** Why a comment is needed for a change that requires one (the API's 400 and the dialog's message). */
export function comentarioRequeridoMensaje(t: Pick<TransicionInforme, 'a'>): string {
  return t.a === 'cancelado' ? 'El comentario es obligatorio para cancelar el informe' : 'El comentario es obligatorio para reabrir el informe';
}

/** The 409 text of a change that is not in the table, naming both states. */
export function transicionNoPermitidaMensaje(de: EstadoInforme, a: EstadoInforme): string {
  return `No se puede cambiar el estado de "${ESTADO_INFORME_LABELS[de]}" a "${ESTADO_INFORME_LABELS[a]}"`;
}

/** The legal change from `de` to `a`, whoever makes it; undefined when there is none. */
export function transicionInforme(de: EstadoInforme, a: EstadoInforme): TransicionInforme | undefined {
  return TRANSICIONES_INFORME.find((t) => t.de === de && t.a === a);
}

/** The changes a role may make from `estado` (the buttons of the report page). */
export function transicionesPermitidas(tipo: Role | null | undefined, estado: EstadoInforme): TransicionInforme[] {
  if (!canUse('informes.estado', tipo)) return [];
  return TRANSICIONES_INFORME.filter((t) => t.de === estado && tipo !== null && tipo !== undefined && t.roles.includes(tipo));
}

/** The caller, as the row rules need it (a SessionUser fits). */
export interface InformeActor {
  id: number;
  tipo: Role;
  proveedor_id: number | null;
  cliente_id: number | null;
}

/** The report, as the row rules need it (an InformeResumen fits). */
export interface InformeReglas {
  estado: EstadoInforme;
  proveedor_id: number;
  cliente_id: number;
  creado_por: number | null;
}

/** Editing the fields: administrators always; the author while the report is pendiente. */
export function puedeEditarInforme(user: InformeActor | null | undefined, informe: InformeReglas): boolean {
  if (!user || !canUse('informes.write', user.tipo)) return false;
  if (user.tipo === ROLE.ADMIN) return true;
  return informe.creado_por === user.id && informe.estado === 'pendiente';
}

/** Deleting: administrators always; a provider user its own provider's reports while pendiente. */
export function puedeEliminarInforme(user: InformeActor | null | undefined, informe: InformeReglas): boolean {
  if (!user || !canUse('informes.delete', user.tipo)) return false;
  if (user.tipo === ROLE.ADMIN) return true;
  return user.tipo === ROLE.PROVEEDOR && informe.proveedor_id === user.proveedor_id && informe.estado === 'pendiente';
}

/**
 * "Aceptar" and "Reportar problema": a client user, on a report of its own client that is Completado and not yet
 * accepted (docs/decisions/aceptacion-cliente.md). The API enforces the same rule.
 */
export function puedeAceptarInforme(user: InformeActor | null | undefined, informe: InformeReglas & { aceptacion: object | null }): boolean {
  if (!user || !canUse('informes.aceptar', user.tipo)) return false;
  return user.cliente_id === informe.cliente_id && informe.estado === 'completado' && informe.aceptacion === null;
}
