import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tk } from 'shared/ui';
import { LineIcon } from './line-icon';

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
  display: inline-flex;
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
 * Shown instead of a list the signed-in role may not read. remote-admin's audit log has the same panel with
 * fixed text: candidate for shared/ui.
 *
 * @example
 * <PermissionNotice title="No tienes permiso para ver los jefes de equipo">Solo administradores y proveedores…</PermissionNotice>
 */
export function PermissionNotice({ title, children }: PermissionNoticeProps) {
  return (
    <Root role="alert">
      <Icon>
        <LineIcon name="lock" size={24} />
      </Icon>
      <div>
        <Title>{title}</Title>
        {children && <Text>{children}</Text>}
      </div>
    </Root>
  );
}
