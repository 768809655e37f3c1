import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Defaults of a list screen's state: every key that lives in the URL and its value when absent. */
export type ListStateDefaults = Record<string, string | number>;

/** Widen literal default types (`10` → number, `''` → string) so state values can change. */
export type ListState<D extends ListStateDefaults> = { [K in keyof D]: D[K] extends number ? number : string };

export interface UrlListState<D extends ListStateDefaults> {
  /** Current values: from the URL query string, falling back to the defaults. */
  state: ListState<D>;
  /** Merge a patch into the URL. Changing any key other than `page` resets `page` to 1.
   * `replace` rewrites the current history entry instead of adding one (e.g. clamping an out-of-range page). */
  set: (patch: Partial<ListState<D>>, options?: { replace?: boolean }) => void;
  /** Back to the defaults, except the keys listed in `keep` (e.g. keep the page size). Page goes to 1. */
  reset: (keep?: readonly (keyof D)[]) => void;
}

function parse<D extends ListStateDefaults>(defaults: D, params: URLSearchParams): ListState<D> {
  const state: Record<string, string | number> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null) {
      state[key] = fallback;
    } else if (typeof fallback === 'number') {
      const n = Number(raw);
      state[key] = Number.isInteger(n) && n >= 1 ? n : fallback;
    } else {
      state[key] = raw;
    }
  }
  return state as ListState<D>;
}

/**
 * List state (search, filters, sort, page, limit) kept in the URL query string, so reload,
 * back/forward and shared links restore the same view. Values equal to their default are left
 * out of the URL; unrelated query parameters are preserved.
 *
 * @example
 * const { state, set, reset } = useUrlListState({ search: '', accion: '', page: 1, limit: 10 });
 * set({ accion: 'CREAR' }); // ?accion=CREAR  (page back to 1)
 * set({ page: 3 });         // ?accion=CREAR&page=3
 * reset(['limit']);         // clears search and filters, keeps the page size
 */
export function useUrlListState<D extends ListStateDefaults>(defaults: D): UrlListState<D> {
  const [params, setParams] = useSearchParams();
  const defaultsKey = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults compared by value
  const stableDefaults = useMemo(() => defaults, [defaultsKey]);
  // The params as last written: two set() calls in one tick (e.g. two filters) must build on each other,
  // and react-router hands a functional update only the params of the last render. They follow the router only
  // when its params change (a write applied, back/forward): the router applies a write in a transition, and a
  // render in between (the list's data arrived) still carries the old params — taking those would undo the write,
  // and the next change (a sort right after a filter) would drop the filter.
  const query = params.toString();
  const latest = useRef(params);
  const seenQuery = useRef(query);
  if (seenQuery.current !== query) {
    seenQuery.current = query;
    latest.current = params;
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- params compared by their serialised form
  const state = useMemo(() => parse(stableDefaults, params), [stableDefaults, query]);

  /** Writes `compute(current state)` to the URL, leaving out defaults and keeping unrelated params. */
  const write = useCallback(
    (compute: (current: ListState<D>) => Record<string, string | number>, replace = false) => {
      const prev = latest.current;
      const next = compute(parse(stableDefaults, prev));
      const out = new URLSearchParams(prev);
      for (const [key, fallback] of Object.entries(stableDefaults)) {
        const value = key in next ? next[key] : fallback;
        if (value === fallback || value === '') out.delete(key);
        else out.set(key, String(value));
      }
      latest.current = out;
      setParams(out, { replace });
    },
    [setParams, stableDefaults],
  );

  const set = useCallback(
    (patch: Partial<ListState<D>>, options?: { replace?: boolean }) =>
      write((current) => {
        const before = current as Record<string, string | number>;
        const changes = patch as Record<string, string | number | undefined>;
        const merged: Record<string, string | number> = { ...before };
        for (const [key, value] of Object.entries(changes)) if (value !== undefined) merged[key] = value;
        const otherKeyChanged = Object.keys(changes).some((key) => key !== 'page' && merged[key] !== before[key]);
        if (otherKeyChanged && 'page' in stableDefaults) merged.page = 1;
        return merged;
      }, options?.replace),
    [stableDefaults, write],
  );

  const reset = useCallback(
    (keep: readonly (keyof D)[] = []) =>
      write((current) => {
        const next: Record<string, string | number> = { ...stableDefaults };
        for (const key of keep) next[key as string] = (current as Record<string, string | number>)[key as string];
        return next;
      }),
    [stableDefaults, write],
  );

  return { state, set, reset };
}
