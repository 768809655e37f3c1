import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, tk } from './tokens';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${tk((t) => t.text)};
  cursor: pointer;
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${tk((t) => t.primary)};
    cursor: pointer;
  }
  input:focus-visible {
    ${focusRing}
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tk((t) => t.textMuted)};
`;

/**
 * Checkbox with its label to the right, optional hint under it.
 *
 * @example
 * <CheckboxField label="Activo" checked={activo} onChange={setActivo} />
 */
export function CheckboxField({ label, checked, onChange, hint, disabled }: CheckboxFieldProps) {
  const hintId = useId();
  return (
    <Root>
      <Label>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Root>
  );
}
