import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyle, type ButtonVariant } from './button';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
}

const StyledLink = styled(Link)<{ $variant: ButtonVariant; $size: 'sm' | 'md' }>`
  ${buttonStyle}
  text-decoration: none;
`;

/**
 * A router link that looks like a Button: navigation ("Nuevo informe", "Ver") stays a link for screen readers,
 * middle-click and "open in a new tab".
 *
 * @example
 * <ButtonLink to="/nuevo-informe" variant="primary">Nuevo informe</ButtonLink>
 */
export function ButtonLink({ variant = 'secondary', size = 'md', ...rest }: ButtonLinkProps) {
  return <StyledLink {...rest} $variant={variant} $size={size} />;
}
