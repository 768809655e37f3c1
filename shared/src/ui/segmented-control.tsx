import styled from 'styled-components';
import { Icon, type IconName } from './icon';
import { focusRing, tk } from './tokens';

export interface SegmentedControlProps<T extends string> {
  /** Accessible name of the group, e.g. "Vista de los sitios". */
  label: string;
  options: readonly { value: T; label: string; icon: IconName }[];
  value: T;
  onChange: (value: T) => void;
}

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 1px solid ${tk((t) => t.controlBorder)};
  border-radius: ${tk((t) => t.radiusSm)};
  overflow: hidden;
  align-self: flex-start;
  justify-self: start;
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

/**
 * A row of toggle buttons of which one is pressed (`aria-pressed`, and underlined, not only coloured): two or three
 * ways to show or choose the same thing.
 *
 * @example
 * <SegmentedControl label="Vista de los sitios" options={[{ value: 'lista', label: 'Lista', icon: 'list' }, { value: 'mapa', label: 'Mapa', icon: 'map' }]} value={vista} onChange={setVista} />
 */
export function SegmentedControl<T extends string>({ label, options, value, onChange }: SegmentedControlProps<T>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((o) => (
        <Option key={o.value} type="button" aria-pressed={value === o.value} onClick={() => onChange(o.value)}>
          <Icon name={o.icon} size={18} /> {o.label}
        </Option>
      ))}
    </Group>
  );
}
