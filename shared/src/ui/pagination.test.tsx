import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './pagination';

function setup(props: Partial<Parameters<typeof Pagination>[0]> = {}) {
  const onPageChange = jest.fn();
  render(<Pagination page={1} totalPages={10} total={95} pageSize={10} onPageChange={onPageChange} {...props} />);
  return onPageChange;
}

const pageButtons = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((text) => /^\d+$/.test(text ?? ''));

describe('Pagination', () => {
  it('shows the range of the first page', () => {
    setup();
    expect(screen.getByText('Mostrando 1 a 10 de 95 resultados')).toBeInTheDocument();
  });

  it('shows the range of the last, partial page', () => {
    setup({ page: 10 });
    expect(screen.getByText('Mostrando 91 a 95 de 95 resultados')).toBeInTheDocument();
  });

  it('shows 0 a 0 when there are no results', () => {
    setup({ page: 1, totalPages: 0, total: 0 });
    expect(screen.getByText('Mostrando 0 a 0 de 0 resultados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(pageButtons()).toEqual([]);
  });

  it('during the first load it says the results are loading, not that there are none', () => {
    setup({ page: 1, totalPages: 0, total: 0, loading: true });
    expect(screen.getByText('Cargando resultados…')).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('shows at most five page buttons around the current page', () => {
    setup({ page: 6 });
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página 5' })).not.toHaveAttribute('aria-current');
  });

  it('disables Anterior on the first page and Siguiente on the last', () => {
    setup({ page: 1 });
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  });

  it('disables Siguiente on the last page', () => {
    setup({ page: 10 });
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  });

  it('asks for the previous, next and a clicked page', () => {
    const onPageChange = setup({ page: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPageChange.mock.calls).toEqual([[3], [5], [2]]);
  });

  it('does not ask for the page already shown', () => {
    const onPageChange = setup({ page: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Página 4' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('is a navigation landmark', () => {
    setup();
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
  });
});
