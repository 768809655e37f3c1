import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { THEME_STORAGE_KEY, useTheme } from './index';

function Toggle() {
  const { isDark, theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {isDark ? 'oscuro' : 'claro'} {theme.mode}
    </button>
  );
}

describe('useTheme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('toggling saves the choice and sets the dark class on <html>', () => {
    render(
      <Provider store={createStore()}>
        <Toggle />
      </Provider>,
    );
    const button = screen.getByRole('button');
    const startedDark = button.textContent?.startsWith('oscuro');
    act(() => button.click());
    const nowDark = !startedDark;
    expect(button).toHaveTextContent(nowDark ? 'oscuro dark' : 'claro light');
    expect(document.documentElement.classList.contains('dark')).toBe(nowDark);
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) as string)).toEqual({ state: { isDark: nowDark }, version: 0 });
    act(() => button.click());
    expect(document.documentElement.classList.contains('dark')).toBe(!nowDark);
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) as string).state.isDark).toBe(!nowDark);
  });
});
