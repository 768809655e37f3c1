import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  usuario: string;
  accion: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'usuario', header: 'Usuario', cell: (r) => r.usuario },
  { key: 'accion', header: 'Acción', cell: (r) => <strong>{r.accion}</strong> },
  { key: 'id', header: 'ID', cell: (r) => r.id, hideOnMobile: true },
];

const rows: Row[] = [
  { id: 1, usuario: 'admin', accion: 'LOGIN' },
  { id: 2, usuario: 'ana', accion: 'CREAR' },
];

describe('DataTable', () => {
  it('renders a real table with column headers and one row per item', () => {
    render(<DataTable caption="Eventos" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Eventos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Usuario', 'Acción', 'ID']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(
      within(bodyRows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ana', 'CREAR', '2']);
  });

  it('shows the empty slot when there are no rows', () => {
    render(<DataTable caption="Eventos" columns={columns} rows={[]} rowKey={(r) => r.id} empty={<p>No hay eventos</p>} />);
    expect(screen.getByText('No hay eventos')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2); // header + the empty row
  });

  it('is busy with skeleton rows while the first load runs, without the empty slot', () => {
    render(<DataTable caption="Eventos" columns={columns} rows={[]} rowKey={(r) => r.id} loading empty={<p>No hay eventos</p>} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No hay eventos')).not.toBeInTheDocument();
  });

  it('prerendered while the first load runs, it has the placeholders of both layouts (the page does not know its width)', () => {
    const html = renderToStaticMarkup(<DataTable caption="Eventos" columns={columns} rows={[]} rowKey={(r) => r.id} loading />);
    expect(html).toContain('<table');
    expect(html).toMatch(/<ul[^>]*aria-label="Eventos"/);
  });

  it('in the browser it renders one layout, and the rows fill the table of the placeholders', () => {
    const { rerender, container } = render(<DataTable caption="Eventos" columns={columns} rows={[]} rowKey={(r) => r.id} loading />);
    const table = screen.getByRole('table');
    expect(container.querySelector('ul')).toBeNull();
    rerender(<DataTable caption="Eventos" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table')).toBe(table);
    expect(within(table).getByText('ana')).toBeInTheDocument();
  });

  it('keeps the rows visible while refreshing', () => {
    render(<DataTable caption="Eventos" columns={columns} rows={rows} rowKey={(r) => r.id} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('ana')).toBeInTheDocument();
  });

  it('renders cards with label: value pairs on mobile, leaving out hideOnMobile columns', () => {
    render(<DataTable caption="Eventos" columns={columns} rows={rows} rowKey={(r) => r.id} layout="cards" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Eventos' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const terms = within(cards[0])
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(cards[0])
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Usuario', 'Acción']);
    expect(values).toEqual(['admin', 'LOGIN']);
  });

  it('uses mobileCell in the cards when a column has one', () => {
    const withMobile: DataTableColumn<Row>[] = [
      { key: 'usuario', header: 'Usuario', cell: (r) => `corto:${r.usuario}`, mobileCell: (r) => `completo:${r.usuario}` },
    ];
    render(<DataTable caption="Eventos" columns={withMobile} rows={rows} rowKey={(r) => r.id} layout="cards" />);
    expect(screen.getByText('completo:admin')).toBeInTheDocument();
    expect(screen.queryByText('corto:admin')).not.toBeInTheDocument();
  });

  it('switches to cards when the viewport is narrow', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      render(<DataTable caption="Eventos" columns={columns} rows={rows} rowKey={(r) => r.id} />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
    } finally {
      window.matchMedia = original;
    }
  });
});
