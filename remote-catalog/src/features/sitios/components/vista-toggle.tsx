import styled from 'styled-components';
import { focusRing, Icon, tk } from 'shared/ui';
import type { SitiosVista } from '../api/sitios-query';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${tk((t) => t.controlBorder)};
  border-radius: ${tk((t) => t.radiusSm)};
  overflow: hidden;
  align-self: flex-start;
`;

const Option = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.5rem;
  padding: 0.375rem 0.875rem;
  border: 0;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${tk((t) => t.surface)};
  color: ${tk((t) => t.text)};
  & + & {
    border-left: 1px solid ${tk((t) => t.controlBorder)};
  }
  &[aria-pressed='true'] {
    background: ${tk((t) => t.primary)};
    color: ${tk((t) => t.onPrimary)};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const VISTAS: { value: SitiosVista; label: string; icon: 'list' | 'map' }[] = [
  { value: 'lista', label: 'Lista', icon: 'list' },
  { value: 'mapa', label: 'Mapa', icon: 'map' },
];

/** "Lista" / "Mapa": two views of the same filtered sites (the pressed one also underlined, not only coloured). */
export function VistaToggle({ value, onChange }: { value: SitiosVista; onChange: (vista: SitiosVista) => void }) {
  return (
    <Group role="group" aria-label="Vista de los sitios">
      {VISTAS.map((v) => (
        <Option key={v.value} type="button" aria-pressed={value === v.value} onClick={() => onChange(v.value)}>
          <Icon name={v.icon} size={18} /> {v.label}
        </Option>
      ))}
    </Group>
  );
}
