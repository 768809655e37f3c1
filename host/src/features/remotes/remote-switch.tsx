import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteName } from 'shared/contracts';
import { getToken } from 'shared/session';
import { Spinner } from 'shared/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { loadRemoteRoutes, loadedRemoteRoutes } from './remote-loader';
import { loadScreenCatalog, screenForPath, useScreenCatalog } from './screen-catalog';

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding: 2rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ModuleLoading() {
  return (
    <Loading role="status">
      <Spinner /> Cargando módulo…
    </Loading>
  );
}

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  // The remote's relative paths match under this splat route (its pathnameBase is "/").
  const element = useRoutes(routes);
  return element ?? <Navigate to="/" replace />;
}

type LoadState = { status: 'loading' } | { status: 'ready'; routes: RouteObject[] } | { status: 'error'; error: unknown };

function RemoteScreen({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const routes = loadedRemoteRoutes(remote);
    return routes ? { status: 'ready', routes } : { status: 'loading' };
  });

  useEffect(() => {
    let alive = true;
    if (attempt === 0 && loadedRemoteRoutes(remote)) return undefined;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote, { retry: attempt > 0 }).then(
      (routes) => alive && setState({ status: 'ready', routes }),
      (error: unknown) => alive && setState({ status: 'error', error }),
    );
    return () => {
      alive = false;
    };
  }, [remote, attempt]);

  if (state.status === 'error') {
    return <RemoteErrorPanel remote={remote} error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (state.status === 'loading') return <ModuleLoading />;
  return (
    <RemoteErrorBoundary key={pathname} remote={remote}>
      <Suspense fallback={<ModuleLoading />}>
        <RemoteRoutes routes={state.routes} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Catch-all child of the layout: renders the remote that owns the path (guards already ran), else back to /. */
export function RemoteSwitch() {
  const { pathname } = useLocation();
  const catalog = useScreenCatalog();
  useEffect(() => {
    if (!catalog.loaded) void loadScreenCatalog();
  }, [catalog.loaded]);
  const remote = screenForPath(pathname, catalog.screens)?.remote;
  if (!remote) return catalog.loaded ? <Navigate to="/" replace /> : <ModuleLoading />;
  return <RemoteScreen key={remote} remote={remote} />;
}

/**
 * Warm-up: the router loads this chunk with the route of a remote's path, while the signed-in frame is still to
 * render. The screens and that remote's code start loading now rather than once the layout has rendered and
 * RemoteScreen mounted (on a phone, the frame's render is long; issue 15). RemoteScreen then gets the same
 * promise (remote-loader.ts); a failure is shown by RemoteScreen, which tries again.
 */
function warmUp(pathname: string): Promise<void> {
  if (!getToken()) return Promise.resolve();
  return loadScreenCatalog()
    .then(async (catalog) => {
      const remote = screenForPath(pathname, catalog.screens)?.remote;
      if (remote && !loadedRemoteRoutes(remote)) await loadRemoteRoutes(remote);
    })
    .catch(() => {
      /* RemoteScreen shows "No se pudo cargar el módulo" */
    });
}
const warming = warmUp(window.location.pathname);

/**
 * Settles once the remote of the path the page was opened at has loaded (or failed). The app's first render waits
 * for it when the server sent that remote's screen prerendered (bootstrap.tsx), so the screen is replaced by
 * itself, not by "Cargando módulo…".
 */
export function remoteWarmedUp(): Promise<void> {
  return warming;
}
