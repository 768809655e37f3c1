/**
 * What the product shares as `react-router-dom` (federation singleton): the browser API only.
 *
 * A shared module is not tree-shaken, and the full `react-router-dom` 7 also carries the server and RSC
 * code (static handlers, cookies, sessions, ServerRouter...): ~60 KB gzip on the login page. This module
 * re-exports the client API from `react-router` so the shared chunk contains only what a browser app can use.
 * If a screen needs an export that is missing here, add it to this list (webpack reports the missing export at build time).
 */
export {
  // components
  Await,
  BrowserRouter,
  Form,
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  ScrollRestoration,
  // router factories and helpers
  createBrowserRouter,
  createHashRouter,
  createMemoryRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  data,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  redirect,
  redirectDocument,
  renderMatches,
  replace,
  resolvePath,
  NavigationType,
  // hooks
  useActionData,
  useAsyncError,
  useAsyncValue,
  useBeforeUnload,
  useBlocker,
  useFetcher,
  useFetchers,
  useFormAction,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
  useSubmit,
  useViewTransitionState,
} from 'react-router';
// react-router-dom's RouterProvider is the one wired to react-dom (flushSync).
export { RouterProvider } from 'react-router/dom';
