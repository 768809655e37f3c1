import type { AuditAction } from 'shared/contracts';
import { Badge, type BadgeTone } from 'shared/ui';

const TONES: Record<AuditAction, BadgeTone> = {
  CREAR: 'success',
  ACTUALIZAR: 'warning',
  ELIMINAR: 'danger',
  LOGIN: 'info',
  LOGOUT: 'neutral',
  LOGIN_FALLIDO: 'danger',
};

/** The event's action as a badge; the text says it, the colour helps scanning. */
export function ActionBadge({ accion }: { accion: string }) {
  return <Badge tone={TONES[accion as AuditAction] ?? 'neutral'}>{accion}</Badge>;
}
