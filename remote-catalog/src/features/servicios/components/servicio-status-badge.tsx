import { Badge } from 'shared/ui';
import type { Servicio } from 'shared/contracts';

export interface ServicioStatusBadgeProps {
  servicio: Servicio;
  /** Flips the active flag; without it the badge is plain text (users who may not edit). */
  onToggle?: (servicio: Servicio) => void;
  busy?: boolean;
}

/** "Activo" / "Inactivo"; clicking it toggles the service (docs/product-spec.md §4). */
export function ServicioStatusBadge({ servicio, onToggle, busy = false }: ServicioStatusBadgeProps) {
  const tone = servicio.activo ? 'success' : 'neutral';
  const text = servicio.activo ? 'Activo' : 'Inactivo';
  if (!onToggle) return <Badge tone={tone}>{text}</Badge>;
  return (
    <Badge
      tone={tone}
      onClick={() => onToggle(servicio)}
      disabled={busy}
      aria-label={`${text}: ${servicio.activo ? 'desactivar' : 'activar'} ${servicio.nombre}`}
    >
      {text}
    </Badge>
  );
}
