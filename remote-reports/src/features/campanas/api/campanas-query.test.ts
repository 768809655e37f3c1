import { CAMPANAS_LIST_DEFAULTS, campanasKeys, hasCampanasFilters, idParam, toCampanasQuery } from './campanas-query';

describe('the /campanas URL state as GET /campanas’s query', () => {
  it('sends only the filters set, and the client only for administrators', () => {
    const state = { ...CAMPANAS_LIST_DEFAULTS, search: ' Lanz ', cliente: '4', estado: 'activa', desde: '2026-03-01', hasta: '2026-03-31', page: 2 };
    expect(toCampanasQuery(state, { clienteFilter: true })).toEqual({
      page: 2,
      limit: 20,
      search: 'Lanz',
      cliente_id: 4,
      estado: 'activa',
      desde: '2026-03-01',
      hasta: '2026-03-31',
    });
    expect(toCampanasQuery(state, { clienteFilter: false })).not.toHaveProperty('cliente_id');
  });
  it('drops values the API would refuse (a hand-written URL)', () => {
    const query = toCampanasQuery({ ...CAMPANAS_LIST_DEFAULTS, cliente: 'abc', estado: 'borrada', desde: '1/3/2026' }, { clienteFilter: true });
    expect(query).toEqual({ page: 1, limit: 20 });
    expect(hasCampanasFilters(query)).toBe(false);
    expect(hasCampanasFilters({ ...query, estado: 'activa' })).toBe(true);
    expect(idParam('0')).toBeUndefined();
  });
});

describe('campanasKeys', () => {
  it('start with the prefix the host invalidates on a live report event (host/src/features/mensajes/live-events.ts)', () => {
    expect(campanasKeys.all).toEqual(['campanas']);
    expect(campanasKeys.list({ page: 1 }).slice(0, 1)).toEqual(['campanas']);
    expect(campanasKeys.detail(5).slice(0, 1)).toEqual(['campanas']);
  });
});
