import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from './alert-icon';
import { tk } from './tokens';

/** Props FormField sets on its control. */
export interface FieldControlProps {
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  required?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Error text under the control; marks the control aria-invalid and links it with aria-describedby. */
  error?: string | null;
  /** Help text under the control (also linked with aria-describedby). */
  hint?: ReactNode;
  required?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
  className?: string;
  /** Label beside the control instead of above it (compact toolbars, e.g. "Por página"). */
  inline?: boolean;
  /** Exactly one form control (input, select, textarea). */
  children: ReactElement<FieldControlProps>;
}

const Root = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  align-items: ${({ $inline }) => ($inline ? 'center' : 'stretch')};
  gap: ${({ $inline }) => ($inline ? '0.5rem' : '0.25rem')};
  min-width: 0;
  & > label {
    white-space: ${({ $inline }) => ($inline ? 'nowrap' : 'normal')};
  }
`;

const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${tk((t) => t.text)};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tk((t) => t.textMuted)};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${tk((t) => t.dangerText)};
`;

const Required = styled.span`
  color: ${tk((t) => t.dangerText)};
`;

/**
 * Label + control + hint/error, wired for assistive technology (label for, aria-invalid, aria-describedby).
 *
 * @example
 * <FormField label="Nombre" error={errors.nombre} required>
 *   <input value={nombre} onChange={(e) => setNombre(e.target.value)} />
 * </FormField>
 */
export function FormField({ label, error, hint, required, id, className, inline = false, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? children.props.id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Root className={className} $inline={inline}>
      <Label htmlFor={controlId}>
        {label}
        {required && <Required aria-hidden="true"> *</Required>}
      </Label>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : children.props['aria-invalid'],
        'aria-describedby': describedBy,
        required: required ?? children.props.required,
      })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId}>
          <AlertIcon />
          {error}
        </ErrorText>
      )}
    </Root>
  );
}
