import { ALERTA_FOTO_LABELS, type AlertaFoto, type TipoAlertaFoto } from 'shared/contracts';
import { Badge, Icon, type BadgeTone } from 'shared/ui';

/** A copy of a photo from another report weighs more than a doubt about its date or place. */
const TONES: Record<TipoAlertaFoto, BadgeTone> = {
  duplicada: 'danger',
  casi_duplicada: 'danger',
  fuera_de_fechas: 'warning',
  fuera_de_ventana: 'warning',
  sin_fecha: 'warning',
  lejos_del_sitio: 'warning',
  lejos_del_municipio: 'warning',
  gps_no_coincide: 'warning',
  ubicacion_manual: 'warning',
};

/**
 * One flag of a photo: an icon and its short label ("Lejos del municipio"); a reviewed one is neutral, with a check
 * and "Revisada" in its text (colour is never the only signal). The full reason is shown or described beside it.
 */
export function AlertaBadge({ alerta, className }: { alerta: Pick<AlertaFoto, 'tipo' | 'revision'>; className?: string }) {
  const label = ALERTA_FOTO_LABELS[alerta.tipo];
  if (alerta.revision) {
    return (
      <Badge tone="neutral" className={className}>
        <Icon name="check" size={14} style={{ flex: 'none' }} />
        {label} · Revisada
      </Badge>
    );
  }
  return (
    <Badge tone={TONES[alerta.tipo]} className={className}>
      <Icon name="alert" size={14} style={{ flex: 'none' }} />
      {label}
    </Badge>
  );
}
