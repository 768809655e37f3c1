import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyle } from './control-style';
import { FormField } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'value' | 'onChange'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly (SelectOption | string)[];
  /** First option with value '' (e.g. "Todos", "Seleccione..."). */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  /** Label beside the select (compact toolbars). */
  inline?: boolean;
}

const Control = styled.select`
  ${controlStyle}
  padding-right: 2rem;
`;

/**
 * Labelled native select. Options may be strings (value = label) or {value, label}.
 *
 * @example
 * <Select label="Acción" value={accion} placeholder="Todas" options={['CREAR', 'ACTUALIZAR']} onChange={(v) => set({ accion: v })} />
 * <Select inline label="Por página" value={String(limit)} options={['10', '20', '50', '100']} onChange={(v) => set({ limit: Number(v) })} />
 */
export function Select({ label, value, onChange, options, placeholder, error, hint, required, id, className, inline, ...rest }: SelectProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} id={id} className={className} inline={inline}>
      <Control {...rest} value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const o = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          );
        })}
      </Control>
    </FormField>
  );
}
