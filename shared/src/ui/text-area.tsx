import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyle } from './control-style';
import { FormField } from './form-field';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

const Control = styled.textarea`
  ${controlStyle}
  min-height: 5rem;
  resize: vertical;
  line-height: 1.4;
`;

/**
 * Labelled textarea with the kit's control look.
 *
 * @example
 * <TextArea label="Descripción" rows={3} value={descripcion} onChange={(e) => setDescripcion(e.target.value)} error={errors.descripcion} />
 */
export function TextArea({ label, error, hint, required, id, className, ...rest }: TextAreaProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} id={id} className={className}>
      <Control rows={3} {...rest} />
    </FormField>
  );
}
