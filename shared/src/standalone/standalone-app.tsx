import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NavLink, Navigate, Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import styled from 'styled-components';
import type { ScreenDescriptor } from 'shared/contracts';
import { useLogout, useSession } from 'shared/session';
import { createQueryClient, useCurrentUserQuery } from 'shared/session/current-user';
import { AppThemeProvider, useTheme } from 'shared/theme';
import { StandaloneLogin } from './standalone-login';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.625rem 1rem;
  background: ${({ theme }) => theme.colors.sidebarBg};
  color: ${({ theme }) => theme.colors.sidebarText};
  strong {
    color: #fff;
    margin-right: 0.5rem;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  nav a {
    padding: 0.375rem 0.625rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    text-decoration: none;
  }
  nav a.active {
    background: ${({ theme }) => theme.colors.sidebarActiveBg};
    color: #fff;
  }
  .right {
    margin-left: auto;
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  button {
    min-height: 2rem;
    padding: 0.25rem 0.75rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid rgba(148, 163, 184, 0.4);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

const Main = styled.main`
  padding: clamp(1rem, 3vw, 2rem);
`;

interface StandaloneAppProps {
  /** e.g. "remote-admin" */
  title: string;
  /** The remote's route tree (the same default export the host mounts). */
  routes: RouteObject[];
  /** Its table of screens (src/screens.ts): the nav's labels. */
  screens: readonly ScreenDescriptor[];
}

function topLevelPaths(routes: RouteObject[]): string[] {
  return routes.map((r) => r.path).filter((p): p is string => typeof p === 'string' && !p.includes(':'));
}

function Shell({ title, paths, screens }: { title: string; paths: string[]; screens: readonly ScreenDescriptor[] }) {
  const { isAuthenticated, user } = useSession();
  const { logout } = useLogout();
  const { toggleTheme } = useTheme();
  useCurrentUserQuery();
  if (!isAuthenticated) return <StandaloneLogin title={title} />;
  return (
    <>
      <Bar>
        <strong>{title} · standalone</strong>
        <nav aria-label="Menú principal">
          {paths.map((path) => (
            <NavLink key={path} to={`/${path}`}>
              {screens.find((s) => s.path === `/${path}`)?.menu?.label ?? path}
            </NavLink>
          ))}
        </nav>
        <div className="right">
          <span>{user?.usuario}</span>
          <button type="button" onClick={toggleTheme} aria-label="Cambiar tema">
            ◐
          </button>
          <button type="button" onClick={() => void logout()}>
            Cerrar Sesión
          </button>
        </div>
      </Bar>
      <Main>
        <Outlet />
      </Main>
    </>
  );
}

/**
 * Standalone dev page of a remote (`pnpm --filter remote-x dev`): theme, toasts, one QueryClient, a login
 * against the API when there is no session, then the remote's own routes with a simple nav. Not used by the host.
 */
export function StandaloneApp({ title, routes, screens }: StandaloneAppProps) {
  const paths = topLevelPaths(routes);
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          path: '/',
          element: <Shell title={title} paths={paths} screens={screens} />,
          children: [...routes, { index: true, element: paths[0] ? <Navigate to={`/${paths[0]}`} replace /> : null }],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one router per mount: title, paths and routes are fixed by the page
    [],
  );
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <ToastContainer position="top-right" autoClose={4000} />
    </AppThemeProvider>
  );
}
