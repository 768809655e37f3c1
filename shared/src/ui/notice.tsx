import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tk, type Tone } from './tokens';

export interface NoticeProps {
  tone?: Exclude<Tone, 'danger'>;
  /** The sentence; bold. */
  title: ReactNode;
  /** More detail under it. */
  children?: ReactNode;
  /** Buttons at the end (e.g. "Descartar borrador", "Recargar"). */
  actions?: ReactNode;
  /** 'status' (polite, the default) announces it when it appears; 'none' for a notice that is only there. */
  announce?: 'status' | 'none';
}

const Root = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ $tone, theme }) => tk((t) => t.tone[$tone].border)({ theme })};
  border-left-width: 4px;
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${({ $tone, theme }) => tk((t) => t.tone[$tone].bg)({ theme })};
  color: ${({ $tone, theme }) => tk((t) => t.tone[$tone].fg)({ theme })};
`;

const Text = styled.div`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
  p {
    margin: 0;
  }
  .title {
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/**
 * A notice inside a screen with optional actions: "Borrador restaurado · Descartar borrador", "Sin conexión…".
 * Errors use ErrorBanner (role="alert"); this one is polite. Colour is never the only signal: the title says it.
 */
export function Notice({ tone = 'info', title, children, actions, announce = 'status' }: NoticeProps) {
  return (
    <Root $tone={tone} role={announce === 'status' ? 'status' : undefined}>
      <Text>
        <p className="title">{title}</p>
        {children && <p>{children}</p>}
      </Text>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
