import styled from 'styled-components';
import { ROLE_NAMES, type SessionUser } from 'shared/contracts';
import { Icon } from 'shared/ui/icon';
import { IconButton } from './icon-button';
import { ThemeToggle } from './theme-toggle';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 3.75rem;
  padding: 0.5rem clamp(0.75rem, 3vw, 1.75rem);
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The header's buttons are rounded squares. */
const HeaderThemeToggle = styled(ThemeToggle)`
  border-radius: ${({ theme }) => theme.radii.md};
`;

const MenuButton = styled(IconButton)`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-left: auto;
  min-width: 0;
`;

const UserBox = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-width: 0;
  .avatar {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 700;
    text-transform: uppercase;
  }
  .who {
    display: grid;
    line-height: 1.2;
    min-width: 0;
  }
  .name {
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .role {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.mobile} {
    .role {
      display: none;
    }
  }
`;

export interface HeaderProps {
  user: SessionUser | null;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Top bar: mobile menu button, product name, the signed-in usuario and the theme toggle. */
export function Header({ user, menuOpen, onToggleMenu }: HeaderProps) {
  return (
    <Bar>
      <MenuButton type="button" onClick={onToggleMenu} aria-label="Abrir menú" aria-expanded={menuOpen} aria-controls="app-sidebar">
        <Icon name="menu" />
      </MenuButton>
      <Title>Informes de Campañas</Title>
      <Right>
        {user && (
          <UserBox>
            <span className="avatar" aria-hidden="true">
              {user.usuario.slice(0, 1)}
            </span>
            <span className="who">
              <span className="name" data-testid="header-usuario">
                {user.usuario}
              </span>
              <span className="role">{ROLE_NAMES[user.tipo] ?? ''}</span>
            </span>
          </UserBox>
        )}
        <HeaderThemeToggle />
      </Right>
    </Bar>
  );
}
