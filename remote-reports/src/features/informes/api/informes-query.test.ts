import { FORM_LIST_KEYS, persistedQuery } from 'shared/contracts';
import {
  countAdvancedFilters,
  hasInformesFilters,
  informesKeys,
  INFORMES_LIST_DEFAULTS,
  toInformesFilters,
  toInformesQuery,
  type InformesListState,
} from './informes-query';

const state = (patch: Partial<InformesListState> = {}): InformesListState => ({ ...INFORMES_LIST_DEFAULTS, ...patch });

describe('URL state → GET /informes query', () => {
  it('defaults: page 1 of 10, newest first, no filters', () => {
    expect(toInformesQuery(state())).toEqual({ page: 1, limit: 10, sortBy: 'creado_at', sortOrder: 'DESC' });
    expect(hasInformesFilters(state())).toBe(false);
  });

  it('every filter, trimmed search, sort option and page size', () => {
    const q = toInformesQuery(
      state({
        search: '  valla ',
        estado: 'en_progreso',
        proveedor: '3',
        cliente: '4',
        servicio: '5',
        provincia: '6',
        desde: '2026-01-01',
        hasta: '2026-02-01',
        orden: 'cliente',
        page: 3,
        limit: 50,
      }),
    );
    expect(q).toEqual({
      page: 3,
      limit: 50,
      search: 'valla',
      estado: 'en_progreso',
      proveedor_id: 3,
      cliente_id: 4,
      servicio_id: 5,
      provincia_id: 6,
      fechaDesde: '2026-01-01',
      fechaHasta: '2026-02-01',
      sortBy: 'cliente',
      sortOrder: 'ASC',
    });
  });

  it('a hand-edited URL: unknown status, sort, ids, dates and page sizes are left out or defaulted', () => {
    const q = toInformesQuery(state({ estado: 'archivado', orden: 'nombre', proveedor: 'abc', cliente: '-2', desde: '2026-1-1', limit: 15 }));
    expect(q).toEqual({ page: 1, limit: 10, sortBy: 'creado_at', sortOrder: 'DESC' });
  });

  it('a range that ends before it starts keeps only its start', () => {
    expect(toInformesFilters(state({ desde: '2026-03-01', hasta: '2026-02-01' }))).toMatchObject({ fechaDesde: '2026-03-01' });
    expect(toInformesFilters(state({ desde: '2026-03-01', hasta: '2026-02-01' })).fechaHasta).toBeUndefined();
  });

  it('which filters count: search and estado pick the "filtros aplicados" text; the extra ones are counted', () => {
    expect(hasInformesFilters(state({ search: '   ' }))).toBe(false);
    expect(hasInformesFilters(state({ estado: 'pendiente' }))).toBe(true);
    expect(hasInformesFilters(state({ orden: 'antiguos', page: 4, limit: 20 }))).toBe(false);
    // Malformed values are not sent, so they do not count either.
    expect(hasInformesFilters(state({ alertas: 'x', estado: 'otro', cliente: 'abc', desde: 'ayer' }))).toBe(false);
    expect(hasInformesFilters(state({ alertas: 'con' }))).toBe(true);
    expect(countAdvancedFilters(state({ cliente: '2', desde: '2026-01-01' }))).toBe(2);
    expect(hasInformesFilters(state({ hasta: '2026-01-01' }))).toBe(true);
  });
});

describe('query keys kept offline (shared/contracts PERSISTED_QUERIES, docs/decisions/offline-app.md)', () => {
  it('the form options, a page of the list and a report are persisted; the photos (signed links) and exports are not', () => {
    expect(persistedQuery(informesKeys.opciones)).toBeDefined();
    expect(persistedQuery(informesKeys.list(toInformesQuery(state())))).toBeDefined();
    expect(persistedQuery(informesKeys.detail(7))).toBeDefined();
    expect(persistedQuery(FORM_LIST_KEYS.localidades(11))).toBeDefined();
    expect(persistedQuery(['informes', 'archivos', 7])).toBeUndefined();
    expect(persistedQuery(informesKeys.all)).toBeUndefined();
  });
});
