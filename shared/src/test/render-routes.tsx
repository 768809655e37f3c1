import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';

/** The location the rendered routes are at, updated on every navigation (read `probedLocation.search`). */
export const probedLocation = { pathname: '', search: '' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  probedLocation.pathname = pathname;
  probedLocation.search = search;
  return null;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return (
    <>
      {useRoutes(routes)}
      <LocationProbe />
    </>
  );
}

/**
 * Test harness for a remote's screens: its route tree at `url` inside a fresh QueryClient (no retries)
 * and a MemoryRouter. Only tests import it (with `shared/test/mock-api` for the API).
 *
 * @example
 * renderRoutes(routes, '/servicios?page=2');
 * await waitFor(() => expect(probedLocation.search).toBe('?page=2'));
 */
export function renderRoutes(routes: RouteObject[], url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
