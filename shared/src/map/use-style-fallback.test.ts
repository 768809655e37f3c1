import { act, renderHook } from '@testing-library/react';
import { useStyleFallback } from './use-style-fallback';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('no MAP_STYLE_URL: the offline style from the start, nothing reported', () => {
  const { result } = renderHook(() => useStyleFallback(null, 1000));
  expect(result.current.usingExternal).toBe(false);
  act(() => result.current.onError());
  expect(result.current.fellBack).toBe(false);
});

test('an error from the external style or its tiles switches to the offline style for good, and says so', () => {
  const { result } = renderHook(() => useStyleFallback('https://tiles.example.com/style.json', 1000));
  expect(result.current.usingExternal).toBe(true);
  act(() => result.current.onError());
  expect(result.current).toMatchObject({ usingExternal: false, fellBack: true });
});

test('an external style that does not finish loading in time falls back; one that loaded stays', () => {
  const slow = renderHook(() => useStyleFallback('https://tiles.example.com/style.json', 1000));
  act(() => jest.advanceTimersByTime(1001));
  expect(slow.result.current).toMatchObject({ usingExternal: false, fellBack: true });

  const fast = renderHook(() => useStyleFallback('https://tiles.example.com/style.json', 1000));
  act(() => fast.result.current.onLoad());
  act(() => jest.advanceTimersByTime(5000));
  expect(fast.result.current).toMatchObject({ usingExternal: true, fellBack: false });
});
