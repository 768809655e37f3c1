import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useSession } from 'shared/session';
import { loadScreenCatalog, useScreenCatalog } from '../features/remotes/screen-catalog';
import { PageLoading } from './page-loading';
import { guardPath } from './route-guard';

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
