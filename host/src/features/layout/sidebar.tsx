import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { menuItemsFor, type MenuCount, type Role, type ScreenDescriptor, type ScreenMenu } from 'shared/contracts';
import { Icon, iconPath, type IconName } from 'shared/ui/icon';
import { HOST_SCREENS } from '../../screens';
import { useScreenCatalog } from '../remotes/screen-catalog';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: 0.75rem;
  overflow-y: auto;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.125rem;
  }
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 2.5rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.sidebarText};
  text-decoration: none;
  font-size: 0.9375rem;
  font-weight: 500;
  transition:
    background 0.15s,
    color 0.15s;
  svg {
    flex: none;
    opacity: 0.9;
  }
  &:hover {
    background: rgba(148, 163, 184, 0.14);
    color: #fff;
  }
  &.active {
    background: ${({ theme }) => theme.colors.sidebarActiveBg};
    color: ${({ theme }) => theme.colors.sidebarActiveText};
  }
  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: -3px;
  }
`;

const Count = styled.span`
  margin-left: auto;
  min-width: 1.75rem;
  padding: 0.0625rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(148, 163, 184, 0.2);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Logout = styled.button`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 2.5rem;
  margin-top: auto;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-top: 1px solid rgba(148, 163, 184, 0.18);
  border-radius: 0;
  background: none;
  color: #fca5a5;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: rgba(248, 113, 113, 0.12);
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: -3px;
  }
`;

const Spacer = styled.div`
  flex: 1;
  min-height: 1rem;
`;

export interface SidebarProps {
  tipo: Role | undefined;
  counts: Partial<Record<MenuCount, number>>;
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

type SidebarItem = ScreenMenu & { path: string };

/**
 * The host's own items (its table, screens.ts) and those the remotes publish with their screens (screens.json), for
 * this role, in order (docs/product-spec.md §6 visibility and order).
 */
export function sidebarItems(tipo: Role | undefined, screens: readonly ScreenDescriptor[]): SidebarItem[] {
  const items = [...HOST_SCREENS, ...screens].flatMap((s) => (s.menu ? [{ ...s.menu, path: s.path }] : []));
  return menuItemsFor(items, tipo);
}

/** An icon the host knows by name, else the drawing the remote published, else a generic one. */
function MenuIcon({ item }: { item: SidebarItem }) {
  const known = iconPath(item.icon) !== undefined;
  return <Icon name={known ? (item.icon as IconName) : 'list'} d={known ? undefined : item.iconPath} size={19} />;
}

/** Sidebar menu with the Mensajes/Informes/Pendientes counts and "Cerrar Sesión". */
export function Sidebar({ tipo, counts, onNavigate, onLogout, loggingOut }: SidebarProps) {
  const { screens } = useScreenCatalog();
  return (
    <Nav aria-label="Menú principal">
      <ul>
        {sidebarItems(tipo, screens).map((item) => {
          const count = item.count ? counts[item.count] : undefined;
          // "Pendientes de envío" is listed while something waits to be sent.
          if (item.onlyWhenCounted && !count) return null;
          const countId = `menu-count-${item.path.slice(1)}`;
          return (
            <li key={item.path}>
              <Item
                to={item.path}
                end={item.path === '/informes'}
                onClick={onNavigate}
                aria-describedby={item.count && count !== undefined ? countId : undefined}
              >
                <MenuIcon item={item} />
                <span>{item.label}</span>
                {item.count && count !== undefined && (
                  <Count id={countId} aria-hidden="true" data-testid={countId}>
                    {count}
                  </Count>
                )}
              </Item>
            </li>
          );
        })}
      </ul>
      <Spacer />
      <Logout type="button" onClick={onLogout} disabled={loggingOut}>
        <Icon name="logout" size={19} />
        Cerrar Sesión
      </Logout>
    </Nav>
  );
}
