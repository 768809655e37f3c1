import { ESTADO_CAMPANA_LABELS, type EstadoCampana } from 'shared/contracts';
import { Badge, type BadgeTone } from 'shared/ui';

const TONE: Record<EstadoCampana, BadgeTone> = {
  planificada: 'info',
  activa: 'success',
  finalizada: 'neutral',
  cancelada: 'danger',
};

/** A campaign's state: its word ("Activa"); the colour only repeats it. */
export function EstadoCampanaBadge({ estado }: { estado: EstadoCampana }) {
  return <Badge tone={TONE[estado]}>{ESTADO_CAMPANA_LABELS[estado]}</Badge>;
}
