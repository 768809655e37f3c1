import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from './search-box';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchBox', () => {
  it('emits the typed text once typing pauses', () => {
    const onSearch = jest.fn();
    render(<SearchBox value="" onSearch={onSearch} delay={450} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'valla' } });
    act(() => jest.advanceTimersByTime(449));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('valla');
  });

  it('cleared from outside ("Limpiar"), the same text typed again at once is searched again', () => {
    const onSearch = jest.fn();
    const { rerender } = render(<SearchBox value="valla" onSearch={onSearch} delay={450} />);
    act(() => jest.advanceTimersByTime(1000));
    rerender(<SearchBox value="" onSearch={onSearch} delay={450} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'valla' } });
    act(() => jest.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledWith('valla');
  });
});
