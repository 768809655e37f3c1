import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from 'shared/theme';
import { DashboardPage } from '../dashboard-page';

/**
 * The dashboard at '/' with the app's theme, a fresh QueryClient (no retries) and a memory router whose other
 * paths are headings named for the page a link opens (`{ '/campanas': 'Campañas' }`). Returns the router, to read
 * where a click went. Only tests import it (with `shared/test/mock-api` for the API).
 */
export function renderDashboard(pages: Record<string, string>) {
  const router = createMemoryRouter(
    [{ path: '/', element: <DashboardPage /> }, ...Object.entries(pages).map(([path, title]) => ({ path, element: <h1>{title}</h1> }))],
    { initialEntries: ['/'] },
  );
  render(
    <AppThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return router;
}
