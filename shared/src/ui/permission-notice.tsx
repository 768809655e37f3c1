import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './icon';
import { tk } from './tokens';

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

const Lock = styled(Icon)`
  flex: none;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Text = styled.p`
  margin: 0.25rem 0 0;
`;

export interface PermissionNoticeProps {
  title: string;
  children?: ReactNode;
}

/**
 * Shown instead of a screen's content when the signed-in role may not read it (the API answers 403): a lock,
 * the title, and optionally who may (role="alert").
 *
 * @example
 * <PermissionNotice title="No tienes permiso para ver los jefes de equipo">Solo administradores y proveedores…</PermissionNotice>
 */
export function PermissionNotice({ title, children }: PermissionNoticeProps) {
  return (
    <Root role="alert">
      <Lock name="lock" size={24} />
      <div>
        <Title>{title}</Title>
        {children && <Text>{children}</Text>}
      </div>
    </Root>
  );
}
