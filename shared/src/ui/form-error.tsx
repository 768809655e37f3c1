import styled from 'styled-components';
import { tk } from './tokens';

const Root = styled.p`
  margin: 0 0 1rem;
  padding: 0.625rem 0.875rem;
  border: 1px solid ${tk((t) => t.tone.danger.border)};
  border-left-width: 4px;
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.tone.danger.bg)};
  color: ${tk((t) => t.tone.danger.fg)};
  font-weight: 600;
  &::before {
    content: '⚠ ';
  }
`;

/** The server's answer to a failed save, shown at the top of the form (role="alert"). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Root role="alert">{message}</Root>;
}
