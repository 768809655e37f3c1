import { render, screen, within } from '@testing-library/react';
import { CountTiles } from './count-tiles';

describe('CountTiles', () => {
  it('names the group and shows each count under its term in Colombian format', () => {
    render(
      <CountTiles
        label="Controles por estado"
        tiles={[
          { term: 'Cumplidos', value: 1234 },
          { term: 'Atrasados', value: 0 },
        ]}
      />,
    );
    const group = screen.getByLabelText('Controles por estado');
    const terms = within(group)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(group)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Cumplidos', 'Atrasados']);
    expect(values).toEqual(['1.234', '0']);
  });
});
