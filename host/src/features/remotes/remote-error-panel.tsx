import styled from 'styled-components';
import { Button } from 'shared/ui';
import { Icon } from 'shared/ui/icon';

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  max-width: 40rem;
  margin: 1rem auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 5px;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
  }
  code {
    display: block;
    padding: 0.625rem 0.75rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  details[open] summary {
    margin-bottom: 0.5rem;
  }
  div {
    display: flex;
    justify-content: flex-start;
  }
`;

export interface RemoteErrorPanelProps {
  remote: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** What the user reads instead of the federation name of the module. */
const REMOTE_LABELS: Record<string, string> = {
  'remote-reports': 'Informes',
  'remote-catalog': 'Catálogo',
  'remote-admin': 'Administración',
};

function detailOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'Error desconocido';
}

/** Shown inside the layout when a remote cannot be loaded or crashes; the rest of the app keeps working. */
export function RemoteErrorPanel({ remote, error, onRetry, retrying = false }: RemoteErrorPanelProps) {
  return (
    <Panel role="alert" aria-labelledby="remote-error-title">
      <h2 id="remote-error-title">
        <Icon name="alert" size={20} />
        No se pudo cargar el módulo
      </h2>
      <p>
        El módulo <strong>{REMOTE_LABELS[remote] ?? remote}</strong> no está disponible en este momento. El resto de la aplicación sigue funcionando:
        pulsa «Reintentar» o vuelve a intentarlo en unos minutos.
      </p>
      {/* The raw loader error (English, technical) is for support staff, folded away by default. */}
      <details>
        <summary>Detalles técnicos</summary>
        <code>{detailOf(error)}</code>
      </details>
      <div>
        <Button variant="primary" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      </div>
    </Panel>
  );
}
