import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { onSessionEvent } from 'shared/session';
import { ErrorPage } from './error-page';
import { lazyInNextTask } from './lazy-in-next-task';
import { PageLoading } from './page-loading';
import { ProtectedRoutes } from './protected-routes';

/**
 * Route table. Everything behind the login is lazy (own chunks): the login page loads only what it needs.
 * Remote screens are mounted by the catch-all route through RemoteSwitch (features/remotes).
 * The chunk names are the route preloads of host/webpack.config.js (docs/decisions/static-serving.md).
 */
const routes: RouteObject[] = [
  {
    path: '/login',
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    lazy: () => import(/* webpackChunkName: "login" */ '../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    // Public like /login: anyone checks a photo's SHA-256 (docs/decisions/verificar.md).
    path: '/verificar',
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    lazy: () => import(/* webpackChunkName: "verificar" */ '../features/verificar/verificar-page').then((m) => ({ Component: m.VerificarPage })),
  },
  {
    // Public: the page of the forgotten-password e-mail's link (docs/decisions/mensajes.md).
    path: '/restablecer-contrasena',
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    lazy: () =>
      import(/* webpackChunkName: "restablecer" */ '../features/reset-password/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: '/',
    element: <ProtectedRoutes />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // The data kept offline is restored before the first render (docs/decisions/offline-app.md).
        lazy: () =>
          import(/* webpackChunkName: "app" */ './authenticated-root').then(async (m) => {
            await m.offlineDataRestored;
            return { Component: m.AuthenticatedRoot };
          }),
        children: [
          {
            index: true,
            lazy: () =>
              import(/* webpackChunkName: "dashboard" */ '../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: 'change-password',
            lazy: () =>
              import(/* webpackChunkName: "change-password" */ '../features/change-password/change-password-page').then((m) => ({
                Component: m.ChangePasswordPage,
              })),
          },
          {
            path: 'mensajes',
            lazy: () => import(/* webpackChunkName: "mensajes" */ '../features/mensajes/mensajes-page').then((m) => ({ Component: m.MensajesPage })),
          },
          {
            path: '*',
            lazy: () => import(/* webpackChunkName: "remotes" */ '../features/remotes/remote-switch').then((m) => ({ Component: m.RemoteSwitch })),
          },
        ],
      },
    ],
  },
];

// Each matched route's chunk starts in a task of its own, not in the one that creates the router (lazy-in-next-task.ts).
export const router = createBrowserRouter(lazyInNextTask(routes));

// A 401 or a failed /usuarios/me ends the session: go to the login page.
onSessionEvent((event) => {
  if (event === 'expired' && router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});
