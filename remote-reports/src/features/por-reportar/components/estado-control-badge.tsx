import { ESTADO_CONTROL_LABELS, type EstadoControl } from 'shared/contracts';
import { Badge, Icon, type BadgeTone, type IconName } from 'shared/ui';

const LOOK: Record<EstadoControl, { tone: BadgeTone; icon: IconName }> = {
  atrasado: { tone: 'danger', icon: 'alert' },
  pendiente: { tone: 'info', icon: 'calendar' },
  en_revision: { tone: 'warning', icon: 'eye' },
  cumplido: { tone: 'success', icon: 'check' },
  no_aplica: { tone: 'neutral', icon: 'close' },
};

/** A check's state: its word and its icon (never its colour alone). */
export function EstadoControlBadge({ estado }: { estado: EstadoControl }) {
  const { tone, icon } = LOOK[estado];
  return (
    <Badge tone={tone}>
      <Icon name={icon} size={14} />
      {ESTADO_CONTROL_LABELS[estado]}
    </Badge>
  );
}
