import styled from 'styled-components';
import { AlertIcon } from './alert-icon';
import { Button } from './button';
import { tk } from './tokens';

export interface ErrorBannerProps {
  message: string;
  /** Shows the "Reintentar" button. */
  onRetry?: () => void;
  /** True while the retry runs (spinner on the button). */
  retrying?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${tk((t) => t.tone.danger.border)};
  border-left-width: 4px;
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.tone.danger.bg)};
  color: ${tk((t) => t.tone.danger.fg)};
`;

const Message = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-weight: 600;
`;

/**
 * Inline error with a retry action (role="alert", announced when it appears).
 *
 * @example
 * {query.isError && <ErrorBanner message={errorMessage(query.error, 'Error cargando eventos')} onRetry={() => query.refetch()} />}
 */
export function ErrorBanner({ message, onRetry, retrying = false }: ErrorBannerProps) {
  return (
    <Root role="alert">
      <Message>
        <AlertIcon size="1.125em" />
        <span>{message}</span>
      </Message>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      )}
    </Root>
  );
}
