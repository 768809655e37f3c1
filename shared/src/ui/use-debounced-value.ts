import { useEffect, useState } from 'react';

/**
 * The value, updated only after it has stayed unchanged for `ms` milliseconds.
 *
 * @example
 * const [text, setText] = useState('');
 * const search = useDebouncedValue(text, 500); // use `search` in the query key
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
