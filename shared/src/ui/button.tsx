import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';
import { focusRing, tk, uiTokens, type UiTokens } from './tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a spinner, sets aria-busy and disables the button while an action runs. */
  loading?: boolean;
}

const variants: Record<ButtonVariant, (t: UiTokens) => string> = {
  primary: (t) => `background:${t.primary};color:${t.onPrimary};border-color:${t.primary};
    &:hover:not(:disabled){background:${t.primaryHover};border-color:${t.primaryHover};}`,
  secondary: (t) => `background:${t.surface};color:${t.text};border-color:${t.controlBorder};
    &:hover:not(:disabled){background:${t.surfaceHover};}`,
  danger: (t) => `background:${t.danger};color:${t.onDanger};border-color:${t.danger};
    &:hover:not(:disabled){background:${t.dangerHover};border-color:${t.dangerHover};}`,
  ghost: (t) => `background:transparent;color:${t.text};border-color:transparent;
    &:hover:not(:disabled){background:${t.surfaceHover};}`,
};

/** The button look, shared with ButtonLink. */
export const buttonStyle = css<{ $variant: ButtonVariant; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  padding: ${({ $size }) => ($size === 'sm' ? '0.25rem 0.75rem' : '0.5rem 1rem')};
  border: 1px solid;
  border-radius: ${tk((t) => t.radiusSm)};
  font: inherit;
  font-size: ${({ $size }) => ($size === 'sm' ? '0.875rem' : '0.9375rem')};
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  white-space: nowrap;
  ${({ $variant, theme }) => variants[$variant](uiTokens(theme))}
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: 'sm' | 'md' }>`
  ${buttonStyle}
`;

/**
 * Button with variants primary / secondary / danger / ghost and a loading state. Defaults to type="button".
 *
 * @example
 * <Button variant="primary" loading={saving} onClick={save}>Guardar</Button>
 */
export function Button({ variant = 'secondary', size = 'md', loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <StyledButton {...rest} type={type} $variant={variant} $size={size} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <Spinner />}
      {children}
    </StyledButton>
  );
}
