import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useSession } from 'shared/session';
import { loadScreenCatalog, screenForPath, useScreenCatalog, type ScreenCatalog } from '../features/remotes/screen-catalog';
import { HOST_SCREENS } from '../screens';
import { PageLoading } from './page-loading';
import { guardPath } from './route-guard';

const APP_TITLE = 'Informes de Campañas';

/** The browser's title names the screen, from its table (WCAG 2.4.2): "Servicios · Informes de Campañas". */
function usePageTitle(pathname: string, catalog: ScreenCatalog) {
  const title = (screenForPath(pathname, HOST_SCREENS) ?? screenForPath(pathname, catalog.screens))?.title;
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
  useEffect(
    () => () => {
      document.title = APP_TITLE;
    },
    [],
  );
}

const SIN_PERMISO = 'No tienes permiso para abrir esa página';

function Denied({ to }: { to: string }) {
  useEffect(() => {
    toast.error(SIN_PERMISO, { toastId: 'sin-permiso' });
  }, []);
  return <Navigate to={to} replace />;
}

/** Guards every route under it (route-guard.ts), with the screens the remotes publish. */
export function ProtectedRoutes() {
  const { session } = useSession();
  const { pathname } = useLocation();
  const catalog = useScreenCatalog();
  const signedIn = Boolean(session?.token);
  usePageTitle(pathname, catalog);
  useEffect(() => {
    if (signedIn) void loadScreenCatalog();
  }, [signedIn]);
  const decision = guardPath(pathname, session, catalog);
  if (decision.kind === 'wait') return <PageLoading />;
  if (decision.kind === 'redirect' && decision.to !== pathname) {
    return decision.denied ? <Denied to={decision.to} /> : <Navigate to={decision.to} replace />;
  }
  return <Outlet />;
}
