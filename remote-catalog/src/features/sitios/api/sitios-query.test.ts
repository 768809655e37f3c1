import {
  SITIOS_LIST_DEFAULTS,
  activoParam,
  hasFilters,
  idParam,
  toSitiosFilters,
  toSitiosQuery,
  vistaOf,
  type SitiosListState,
} from './sitios-query';

const state = (over: Partial<SitiosListState> = {}): SitiosListState => ({ ...SITIOS_LIST_DEFAULTS, ...over });

describe('the /sitios URL state as the API query', () => {
  it('no filter: only the page and its size (sorted by code by the API)', () => {
    expect(toSitiosQuery(state(), { proveedorFilter: true })).toEqual({ page: 1, limit: 20 });
    expect(hasFilters(toSitiosFilters(state(), { proveedorFilter: true }))).toBe(false);
  });

  it('every filter: search trimmed, type, department, municipality, provider, active', () => {
    const s = state({ search: '  calle 26 ', tipo: 'mupi', provincia: '3', localidad: '151', proveedor: '7', activo: 'inactivos', page: 4 });
    expect(toSitiosQuery(s, { proveedorFilter: true })).toEqual({
      search: 'calle 26',
      tipo: 'mupi',
      provincia_id: 3,
      localidad_id: 151,
      proveedor_id: 7,
      activo: false,
      page: 4,
      limit: 20,
    });
    expect(toSitiosFilters(state({ activo: 'activos' }), { proveedorFilter: false })).toEqual({ activo: true });
  });

  it('the provider filter only for who may choose one; a hand-written URL does not narrow anyone else’s list', () => {
    expect(toSitiosFilters(state({ proveedor: '7' }), { proveedorFilter: false })).toEqual({});
  });

  it('values a hand-edited URL may bring are no filter', () => {
    const s = state({ tipo: 'globo', provincia: 'abc', localidad: '0', proveedor: '-3', activo: 'quizá', search: '   ' });
    expect(toSitiosFilters(s, { proveedorFilter: true })).toEqual({});
    expect([idParam(''), idParam('01'), idParam('12'), idParam('1.5')]).toEqual([undefined, undefined, 12, undefined]);
    expect([activoParam('activos'), activoParam('inactivos'), activoParam('')]).toEqual([true, false, undefined]);
  });

  it('the view: the map only when the URL says so', () => {
    expect([vistaOf({ vista: 'mapa' }), vistaOf({ vista: 'lista' }), vistaOf({ vista: 'otra' })]).toEqual(['mapa', 'lista', 'lista']);
  });
});
