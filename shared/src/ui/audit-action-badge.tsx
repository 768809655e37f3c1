import type { AuditAction } from '../contracts';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<AuditAction, BadgeTone> = {
  CREAR: 'success',
  ACTUALIZAR: 'warning',
  ELIMINAR: 'danger',
  LOGIN: 'info',
  LOGOUT: 'neutral',
  LOGIN_FALLIDO: 'danger',
};

/**
 * An audit event's action as a badge (the audit log and the dashboard's "Actividad Reciente"): the text
 * says it, the colour helps scanning.
 *
 * @example
 * <AuditActionBadge accion="LOGIN" />
 */
export function AuditActionBadge({ accion }: { accion: string }) {
  return <Badge tone={TONES[accion as AuditAction] ?? 'neutral'}>{accion}</Badge>;
}
