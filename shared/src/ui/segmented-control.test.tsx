import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { SegmentedControl } from './segmented-control';

describe('SegmentedControl', () => {
  it('a named group of buttons, the current one pressed; a click asks for its value', () => {
    const onChange = jest.fn();
    render(
      <SegmentedControl
        label="Vista"
        options={[
          { value: 'lista', label: 'Lista', icon: 'list' },
          { value: 'mapa', label: 'Mapa', icon: 'map' },
        ]}
        value="lista"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Vista' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Mapa' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Mapa' }));
    expect(onChange).toHaveBeenCalledWith('mapa');
  });
});
