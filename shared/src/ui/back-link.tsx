import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tk } from './tokens';

export interface BackLinkProps {
  /** The list the page belongs to, e.g. "/sitios". */
  to: string;
  /** The link's text after the arrow, e.g. "Volver a sitios". */
  children: string;
}

const Root = styled(Link)`
  display: inline-block;
  margin-bottom: 0.75rem;
  color: ${tk((t) => t.link)};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * The "← Volver a …" link above a detail page's header, back to the list the page belongs to (its name includes the arrow).
 *
 * @example
 * <BackLink to="/sitios">Volver a sitios</BackLink>
 */
export function BackLink({ to, children }: BackLinkProps) {
  return <Root to={to}>← {children}</Root>;
}
