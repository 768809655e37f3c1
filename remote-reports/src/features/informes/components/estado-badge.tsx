import { estadoLabel, isEstadoInforme, type EstadoInforme } from 'shared/contracts';
import { Badge, type BadgeTone } from 'shared/ui';

/** Spec §4: pendiente yellow, en_progreso blue, completado green, cancelado red. */
const TONES: Record<EstadoInforme, BadgeTone> = {
  pendiente: 'warning',
  en_progreso: 'info',
  completado: 'success',
  cancelado: 'danger',
};

/** A report's status as a coloured badge with its name ("Sin estado" when missing or unknown). */
export function EstadoBadge({ estado }: { estado: string | null | undefined }) {
  return <Badge tone={isEstadoInforme(estado) ? TONES[estado] : 'neutral'}>{estadoLabel(estado)}</Badge>;
}
