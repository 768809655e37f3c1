import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyle } from './control-style';
import { FormField } from './form-field';

export interface DateInputProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type' | 'value' | 'onChange'> {
  label: ReactNode;
  /** YYYY-MM-DD or '' */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}

const Input = styled.input`
  ${controlStyle}
`;

/**
 * Labelled native date picker working with YYYY-MM-DD strings ('' when empty).
 *
 * @example
 * <DateInput label="Desde" value={fechaInicio} max={fechaFin || undefined} onChange={(v) => set({ fechaInicio: v })} />
 */
export function DateInput({ label, value, onChange, error, hint, required, id, className, ...rest }: DateInputProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} id={id} className={className}>
      <Input {...rest} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
