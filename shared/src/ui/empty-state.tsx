import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tk } from './tokens';

export interface EmptyStateProps {
  message: ReactNode;
  /** Optional call to action, e.g. a link or a Button. */
  action?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${tk((t) => t.textMuted)};
`;

const Message = styled.p`
  margin: 0;
  font-size: 1rem;
`;

/**
 * Message shown when a list has nothing to show.
 *
 * @example
 * <EmptyState message="No hay servicios todavía" action={<Button onClick={openNew}>Nuevo Servicio</Button>} />
 */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Root role="status">
      <Message>{message}</Message>
      {action}
    </Root>
  );
}
