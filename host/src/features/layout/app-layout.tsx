import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useOutboxCount } from 'shared/outbox';
import { useLogout, useSession } from 'shared/session';
import { Icon } from 'shared/ui/icon';
import { useDashboardSummary } from '../dashboard/api/use-dashboard-summary';
import { useUnreadCount } from '../mensajes/use-unread-count';
import { ConnectionBanners } from '../pwa/connection-banners';
import { Header } from './header';
import { Sidebar } from './sidebar';

// The frame re-renders on every navigation and on each state of the summary query; the menu and the top bar only
// when their own props change (fewer renders while a phone's slow CPU is starting the app).
const MemoSidebar = memo(Sidebar);
const MemoHeader = memo(Header);

const SIDEBAR_WIDTH = '16rem';

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: ${SIDEBAR_WIDTH} minmax(0, 1fr);
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Aside = styled.aside<{ $open: boolean }>`
  position: sticky;
  top: 0;
  height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.sidebarBg};
  color: ${({ theme }) => theme.colors.sidebarText};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  z-index: 40;
  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    inset: 0 auto 0 0;
    width: min(18rem, 85vw);
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition:
      transform 0.2s ease,
      visibility 0.2s;
    box-shadow: ${({ $open, theme }) => ($open ? theme.shadows.lg : 'none')};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 3.75rem;
  padding: 0 0.875rem 0 1rem;
  color: #fff;
  font-weight: 700;
  font-size: 0.875rem;
  white-space: nowrap;
  overflow: hidden;
  border-bottom: 1px solid rgba(148, 163, 184, 0.18);
  .mark {
    display: inline-grid;
    flex: none;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 0.5rem;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const CloseButton = styled.button`
  display: none;
  margin-left: auto;
  width: 2.25rem;
  height: 2.25rem;
  place-items: center;
  border: 1px solid rgba(148, 163, 184, 0.3);
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: #fff;
  cursor: pointer;
  ${({ theme }) => theme.media.mobile} {
    display: inline-grid;
  }
  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 30;
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: clamp(1rem, 3vw, 2rem);
`;

const Column = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

/** Guarded layout: sidebar (collapses behind a menu button under 768 px), header, and the screen. */
export function AppLayout() {
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const summary = useDashboardSummary();
  const asideRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => setMenuOpen(false), [pathname]);
  // Mobile drawer: focus goes into it when it opens and back to the menu button when it closes.
  useEffect(() => {
    if (menuOpen) asideRef.current?.querySelector<HTMLElement>('nav a')?.focus();
    else if (wasOpen.current) document.querySelector<HTMLElement>('[aria-controls="app-sidebar"]')?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const handleLogout = useCallback(async () => {
    await logout();
    await navigate('/login', { replace: true });
  }, [logout, navigate]);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const toggleMenu = useCallback(() => setMenuOpen((o) => !o), []);
  const mensajes = useUnreadCount(summary.data?.mensajes);
  const informes = summary.data?.informes;
  const pendientes = useOutboxCount();
  const counts = useMemo(() => ({ mensajes, informes, pendientes }), [mensajes, informes, pendientes]);

  return (
    <Shell>
      <Aside id="app-sidebar" ref={asideRef} $open={menuOpen}>
        <Brand>
          <span className="mark" aria-hidden="true">
            <Icon name="informes" size={18} />
          </span>
          Informes de Campañas
          <CloseButton type="button" onClick={() => setMenuOpen(false)} aria-label="Cerrar menú">
            <Icon name="close" size={18} />
          </CloseButton>
        </Brand>
        <MemoSidebar tipo={user?.tipo} counts={counts} onNavigate={closeMenu} onLogout={handleLogout} loggingOut={isPending} />
      </Aside>
      {menuOpen && <Backdrop onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <Column>
        <MemoHeader user={user} menuOpen={menuOpen} onToggleMenu={toggleMenu} />
        <ConnectionBanners />
        <Main id="contenido">
          <Outlet />
        </Main>
      </Column>
    </Shell>
  );
}
