import { ESTADO_CONTROL_LABELS, type EstadoControl } from 'shared/contracts';
import { Badge, type BadgeTone } from 'shared/ui';

/** Late red, in review yellow, pending blue, fulfilled green, not applicable grey — always with the state's name. */
const TONES: Record<EstadoControl, BadgeTone> = {
  atrasado: 'danger',
  en_revision: 'warning',
  pendiente: 'info',
  cumplido: 'success',
  no_aplica: 'neutral',
};

/** A check's (or a line's) compliance state as a coloured badge with its name; "Sin controles" for none. */
export function EstadoControlBadge({ estado }: { estado: EstadoControl | null }) {
  return <Badge tone={estado ? TONES[estado] : 'neutral'}>{estado ? ESTADO_CONTROL_LABELS[estado] : 'Sin controles'}</Badge>;
}
