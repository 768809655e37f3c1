import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyle } from './control-style';
import { FormField } from './form-field';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

const Input = styled.input`
  ${controlStyle}
`;

/**
 * Labelled text input (any `type` except date, see DateInput).
 *
 * @example
 * <TextInput label="Nombre" value={nombre} onChange={(e) => setNombre(e.target.value)} error={errors.nombre} />
 */
export function TextInput({ label, error, hint, required, id, className, ...rest }: TextInputProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} id={id} className={className}>
      <Input type="text" {...rest} />
    </FormField>
  );
}
