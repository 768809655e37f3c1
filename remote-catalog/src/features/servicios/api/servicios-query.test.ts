import {
  SORT_OPTIONS,
  SERVICIOS_LIST_DEFAULTS,
  activoParam,
  normalizeSort,
  sortOptionFor,
  sortParams,
  toServiciosFilters,
  toServiciosQuery,
} from './servicios-query';

describe('sort option ↔ sortBy/sortOrder', () => {
  it('maps every option of the select to the API pair and back', () => {
    expect(SORT_OPTIONS.map((o) => [o.label, sortParams(o.value)])).toEqual([
      ['Más recientes', { sortBy: 'fecha_creacion', sortOrder: 'DESC' }],
      ['Más antiguos', { sortBy: 'fecha_creacion', sortOrder: 'ASC' }],
      ['Nombre A-Z', { sortBy: 'nombre', sortOrder: 'ASC' }],
      ['Nombre Z-A', { sortBy: 'nombre', sortOrder: 'DESC' }],
      ['Precio menor a mayor', { sortBy: 'precio', sortOrder: 'ASC' }],
      ['Precio mayor a menor', { sortBy: 'precio', sortOrder: 'DESC' }],
    ]);
    for (const option of SORT_OPTIONS) {
      const { sortBy, sortOrder } = sortParams(option.value);
      expect(sortOptionFor(sortBy, sortOrder)).toBe(option.value);
    }
  });

  it('defaults to fecha_creacion DESC for unknown values', () => {
    expect(sortParams('precio-sideways')).toEqual({ sortBy: 'fecha_creacion', sortOrder: 'DESC' });
    expect(sortOptionFor('id', 'ASC')).toBe('recientes');
    expect(sortOptionFor('precio', 'desc')).toBe('precio-desc');
    expect(normalizeSort('xx')).toBe('recientes');
    expect(normalizeSort('nombre-desc')).toBe('nombre-desc');
  });
});

describe('URL state → API query', () => {
  it('sends only page, limit and the default sort when nothing is filtered', () => {
    expect(toServiciosQuery(SERVICIOS_LIST_DEFAULTS)).toEqual({ page: 1, limit: 10, sortBy: 'fecha_creacion', sortOrder: 'DESC' });
  });

  it('includes the trimmed search, category, active flag and sort', () => {
    const state = { search: '  valla ', categoria: 'Exterior', estado: 'inactivos', orden: 'precio-asc', page: 3 };
    expect(toServiciosQuery(state)).toEqual({
      page: 3,
      limit: 10,
      sortBy: 'precio',
      sortOrder: 'ASC',
      search: 'valla',
      categoria: 'Exterior',
      activo: false,
    });
    expect(toServiciosFilters(state)).toEqual({ sortBy: 'precio', sortOrder: 'ASC', search: 'valla', categoria: 'Exterior', activo: false });
  });

  it('maps estado to activo', () => {
    expect(activoParam('activos')).toBe(true);
    expect(activoParam('inactivos')).toBe(false);
    expect(activoParam('')).toBeUndefined();
    expect(activoParam('otro')).toBeUndefined();
  });
});
