import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ListSection, type ListQuery } from './list-section';

function query(extra: Partial<ListQuery> = {}): ListQuery {
  return { data: ['a'], error: null, isError: false, isPending: false, isPlaceholderData: false, isFetching: false, refetch: jest.fn(), ...extra };
}

const page = { page: 1, totalPages: 3, total: 25, pageSize: 10 };

describe('ListSection', () => {
  it('renders filters, the table and the pagination', () => {
    render(
      <ListSection query={query()} errorText="Error cargando" filters={<p>filtros</p>} page={page} onPageChange={jest.fn()}>
        {(loading) => <p>tabla {String(loading)}</p>}
      </ListSection>,
    );
    expect(screen.getByText('filtros')).toBeInTheDocument();
    expect(screen.getByText('tabla false')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1 a 10 de 25 resultados')).toBeInTheDocument();
  });

  it('during the first load the table is loading and the pagination says the results are loading', () => {
    render(
      <ListSection
        query={query({ data: undefined, isPending: true })}
        errorText="Error"
        page={{ page: 1, totalPages: 0, total: 0, pageSize: 10 }}
        onPageChange={jest.fn()}
      >
        {(loading) => <p>tabla {String(loading)}</p>}
      </ListSection>,
    );
    expect(screen.getByText('tabla true')).toBeInTheDocument();
    expect(screen.getByText('Cargando resultados…')).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando 0 a 0/)).toBeNull();
  });

  it('without data, an error shows the banner (fallback text) and no table; Reintentar refetches', () => {
    const q = query({ data: undefined, isError: true, error: new Error('x') });
    render(
      <ListSection query={q} errorText={() => 'Error cargando (HTTP 500)'} page={page} onPageChange={jest.fn()}>
        {() => <p>tabla</p>}
      </ListSection>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error cargando (HTTP 500)');
    expect(screen.queryByText('tabla')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(q.refetch).toHaveBeenCalled();
  });

  it('keeps the rows already shown when a refetch fails', () => {
    render(
      <ListSection query={query({ isError: true })} errorText="Error cargando" page={page} onPageChange={jest.fn()}>
        {() => <p>tabla</p>}
      </ListSection>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error cargando');
    expect(screen.getByText('tabla')).toBeInTheDocument();
  });

  it('hides a single page when asked and moves a page past the last one to the last (replace)', () => {
    const go = jest.fn();
    render(
      <ListSection
        query={query()}
        errorText="Error"
        page={{ page: 1, requested: 4, totalPages: 1, total: 3, pageSize: 10 }}
        onPageChange={go}
        showPagination="several-pages"
      >
        {() => <p>tabla</p>}
      </ListSection>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(go).toHaveBeenCalledWith(1, { replace: true });
  });

  it('shows the notice instead of the section', () => {
    render(
      <ListSection query={query()} errorText="Error" page={page} onPageChange={jest.fn()} notice={<p>Sin permiso</p>}>
        {() => <p>tabla</p>}
      </ListSection>,
    );
    expect(screen.getByText('Sin permiso')).toBeInTheDocument();
    expect(screen.queryByText('tabla')).toBeNull();
  });
});
