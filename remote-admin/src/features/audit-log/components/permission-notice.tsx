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

const Icon = styled.span`
  font-size: 1.5rem;
  line-height: 1;
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
      <Icon aria-hidden="true">🔒</Icon>
      <div>
        <Title>No tienes permiso para ver el registro de eventos</Title>
        <Text>Solo los administradores pueden consultar el historial de acciones del sistema.</Text>
      </div>
    </Root>
  );
}
