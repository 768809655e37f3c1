import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyle } from './control-style';
import { FormField } from './form-field';

export interface SearchBoxProps {
  /** Committed search (e.g. from the URL). When it changes from outside, the box shows it. */
  value: string;
  /** Called with the text once typing pauses for `delay` ms (or at once on Enter). */
  onSearch: (value: string) => void;
  label?: ReactNode;
  placeholder?: string;
  /** Debounce in milliseconds. */
  delay?: number;
  /** Help under the box; by default, what the API's search ignores (api/src/platform/lib/search.ts). */
  hint?: string;
  id?: string;
  className?: string;
}

const Input = styled.input`
  ${controlStyle}
`;

/**
 * Labelled search input with debounce. To clear pending typing together with other filters, remount it
 * (change its `key`).
 *
 * @example
 * <SearchBox label="Buscar" value={state.search} delay={500} onSearch={(search) => set({ search })} />
 */
/** Every list's search ignores case, accents and ñ, and finds the words in any order (migration 012). */
const SEARCH_HINT = 'Sin distinguir mayúsculas, tildes ni ñ';

export function SearchBox({ value, onSearch, label = 'Buscar', placeholder, delay = 500, hint = SEARCH_HINT, id, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    // The committed value changed from outside (back/forward, "Limpiar"): show it.
    setPreviousValue(value);
    setText(value);
  }
  const emitted = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  const emit = (next: string) => {
    if (next === value || next === emitted.current) return;
    emitted.current = next;
    onSearchRef.current(next);
  };

  useEffect(() => {
    emitted.current = value;
  }, [value]);

  // The debounce restarts on every change of the box's text, typed or shown from outside: a debounced copy of the text
  // would keep the text from before "Limpiar", and the same text typed again at once would never be searched.
  useEffect(() => {
    const timer = setTimeout(() => emit(text.trim() === '' ? '' : text), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the text (or the delay) changes
  }, [text, delay]);

  return (
    <FormField label={label} hint={hint} id={id} className={className}>
      <Input
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            emit(text.trim() === '' ? '' : text);
          }
        }}
      />
    </FormField>
  );
}
