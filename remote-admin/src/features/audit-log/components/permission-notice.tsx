import styled from 'styled-components';
import { tk } from 'shared/ui';

const Root = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 1.25rem;
  border: 1px solid ${tk((t) => t.tone.warning.border)};
  border-left-width: 4px;
  border-radius: ${tk((t) => t.radius)};
  background: ${tk((t) => t.tone.warning.bg)};
  color: ${tk((t) => t.tone.warning.fg)};
`;

const Icon = styled.svg`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Text = styled.p`
  margin: 0.25rem 0 0;
`;

/** What a signed-in non-admin sees instead of the audit table (the API answers 403). */
export function PermissionNotice() {
  return (
    <Root role="alert">
      <Icon aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </Icon>
      <div>
        <Title>No tienes permiso para ver el registro de eventos</Title>
        <Text>Solo los administradores pueden consultar el historial de acciones del sistema.</Text>
      </div>
    </Root>
  );
}
