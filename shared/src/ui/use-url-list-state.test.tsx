import { act, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { flushSync } from 'react-dom';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useUrlListState, type UrlListState } from './use-url-list-state';

const defaults = { search: '', accion: '', page: 1, limit: 10 };
let api: UrlListState<typeof defaults>;
let navigate: ReturnType<typeof useNavigate>;
let rerender: () => void;

function Probe() {
  api = useUrlListState(defaults);
  [, rerender] = useReducer((n: number) => n + 1, 0);
  navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <output data-testid="state">{JSON.stringify(api.state)}</output>
      <output data-testid="url">{location.search}</output>
    </>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');
const url = () => screen.getByTestId('url').textContent;

describe('useUrlListState', () => {
  it('uses the defaults when the URL has no query', () => {
    renderAt('/registro-eventos');
    expect(state()).toEqual({ search: '', accion: '', page: 1, limit: 10 });
  });

  it('restores the state from a shared link', () => {
    renderAt('/registro-eventos?search=juan&accion=CREAR&page=3&limit=50');
    expect(state()).toEqual({ search: 'juan', accion: 'CREAR', page: 3, limit: 50 });
  });

  it('ignores invalid numbers in the URL', () => {
    renderAt('/x?page=abc&limit=-4');
    expect(state()).toMatchObject({ page: 1, limit: 10 });
  });

  it('changing the page keeps the filters', () => {
    renderAt('/x?accion=LOGIN');
    act(() => api.set({ page: 4 }));
    expect(state()).toMatchObject({ accion: 'LOGIN', page: 4 });
    expect(url()).toBe('?accion=LOGIN&page=4');
  });

  it('changing a filter resets the page to 1', () => {
    renderAt('/x?accion=LOGIN&page=4');
    act(() => api.set({ accion: 'CREAR' }));
    expect(state()).toMatchObject({ accion: 'CREAR', page: 1 });
    expect(url()).toBe('?accion=CREAR');
  });

  it('two changes in the same tick both land (quick filter changes are not lost)', () => {
    renderAt('/x?page=3');
    act(() => {
      api.set({ accion: 'CREAR' });
      api.set({ search: 'valla' });
    });
    expect(state()).toMatchObject({ accion: 'CREAR', search: 'valla', page: 1 });
  });

  it('a render before the router has applied a change does not undo it (filter, then sort, quickly)', () => {
    renderAt('/x?page=3');
    act(() => {
      api.set({ accion: 'CREAR' });
      // Something else renders the list (its data arrived) while the router's update is still pending.
      flushSync(() => rerender());
      api.set({ search: 'valla' });
    });
    expect(state()).toMatchObject({ accion: 'CREAR', search: 'valla', page: 1 });
    expect(url()).toBe('?accion=CREAR&search=valla');
  });

  it('changing the page size or the search resets the page to 1', () => {
    renderAt('/x?page=4');
    act(() => api.set({ limit: 50 }));
    expect(state()).toMatchObject({ limit: 50, page: 1 });
    act(() => api.set({ page: 2 }));
    act(() => api.set({ search: 'ana' }));
    expect(state()).toMatchObject({ search: 'ana', page: 1, limit: 50 });
  });

  it('setting a filter to its current value keeps the page', () => {
    renderAt('/x?accion=LOGIN&page=4');
    act(() => api.set({ accion: 'LOGIN' }));
    expect(state()).toMatchObject({ page: 4 });
  });

  it('reset clears everything except the kept keys', () => {
    renderAt('/x?search=ana&accion=LOGIN&page=4&limit=20');
    act(() => api.reset(['limit']));
    expect(state()).toEqual({ search: '', accion: '', page: 1, limit: 20 });
    expect(url()).toBe('?limit=20');
  });

  it('keeps query parameters it does not own', () => {
    renderAt('/x?otra=1');
    act(() => api.set({ accion: 'CREAR' }));
    expect(url()).toBe('?otra=1&accion=CREAR');
  });

  it('back and forward restore the previous state', () => {
    renderAt('/x');
    act(() => api.set({ accion: 'CREAR' }));
    act(() => api.set({ page: 2 }));
    act(() => void navigate(-1));
    expect(state()).toMatchObject({ accion: 'CREAR', page: 1 });
    act(() => void navigate(-1));
    expect(state()).toMatchObject({ accion: '', page: 1 });
    act(() => void navigate(1));
    expect(state()).toMatchObject({ accion: 'CREAR' });
  });
});
