import { SegmentedControl } from 'shared/ui';
import type { SitiosVista } from '../api/sitios-query';

const VISTAS = [
  { value: 'lista', label: 'Lista', icon: 'list' },
  { value: 'mapa', label: 'Mapa', icon: 'map' },
] as const;

/** "Lista" / "Mapa": two views of the same filtered sites (the pressed one also underlined, not only coloured). */
export function VistaToggle({ value, onChange }: { value: SitiosVista; onChange: (vista: SitiosVista) => void }) {
  return <SegmentedControl label="Vista de los sitios" options={VISTAS} value={value} onChange={onChange} />;
}
