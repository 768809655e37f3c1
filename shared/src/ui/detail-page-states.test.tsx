import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DetailPageStates, type DetailPageStatesProps } from './detail-page-states';

const back = { to: '/sitios', label: 'Volver a sitios' };

function renderStates(query: Partial<DetailPageStatesProps['query']>, extra: Partial<DetailPageStatesProps> = {}) {
  const q = { error: null, isPending: false, isFetching: false, refetch: jest.fn(), ...query };
  render(
    <MemoryRouter>
      <DetailPageStates back={back} query={q} loadingLabel="Cargando sitio" errorText="Error cargando el sitio" {...extra} />
    </MemoryRouter>,
  );
  return q;
}

describe('DetailPageStates', () => {
  it('while loading: a busy section named by loadingLabel, with the link back', () => {
    renderStates({ isPending: true });
    const section = screen.getByRole('region', { name: 'Cargando sitio' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: '← Volver a sitios' })).toHaveAttribute('href', '/sitios');
  });

  it('a failed load: the banner with the fallback text and Reintentar, which refetches', () => {
    const q = renderStates({ error: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Error cargando el sitio');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '← Volver a sitios' })).toBeInTheDocument();
  });

  it('not found: the heading, the message and a button-link back, whatever the query says', () => {
    renderStates({ isPending: true }, { notFound: { title: 'Sitio no encontrado', titleId: 'nf', message: 'El sitio no existe.' } });
    expect(screen.getByRole('region', { name: 'Sitio no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sitio no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('El sitio no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a sitios' })).toHaveAttribute('href', '/sitios');
    expect(screen.queryByRole('region', { name: 'Cargando sitio' })).toBeNull();
  });
});
