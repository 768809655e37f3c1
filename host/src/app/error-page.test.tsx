import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from 'shared/theme';
import { ErrorPage } from './error-page';

function renderRoutes(routes: Parameters<typeof createMemoryRouter>[0], path: string) {
  render(
    <AppThemeProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppThemeProvider>,
  );
}

describe('ErrorPage', () => {
  it('shows "Unexpected Application Error!" with the error message beneath', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Boom(): never {
      throw new Error('Algo se rompió');
    }
    renderRoutes([{ path: '/', element: <Boom />, errorElement: <ErrorPage /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Algo se rompió')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('shows the status text of a route error response', async () => {
    renderRoutes(
      [
        {
          path: '/',
          loader: () => {
            throw new Response(null, { status: 404, statusText: 'Not Found' });
          },
          element: <p>nunca</p>,
          errorElement: <ErrorPage />,
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Not Found')).toBeInTheDocument();
  });
});
