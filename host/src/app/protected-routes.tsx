import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from 'shared/session';
import { guardRedirect } from './route-guard';

/** Guards every route under it with ROUTE_RULES (from shared/contracts). */
export function ProtectedRoutes() {
  const { session } = useSession();
  const { pathname } = useLocation();
  const redirect = guardRedirect(pathname, session);
  if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
