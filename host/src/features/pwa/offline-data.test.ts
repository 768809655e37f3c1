/**
 * The data kept for working offline (docs/decisions/offline-app.md, "Data"): which queries, how many, per user, and
 * gone at logout. IndexedDB (idb-keyval) is replaced by a map: jsdom has none.
 */
import { QueryClient } from '@tanstack/react-query';
import { emitSessionEvent } from '../../../../shared/src/session/session-events';

const db = new Map<string, string>();
jest.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => db.get(key),
  set: async (key: string, value: string) => void db.set(key, value),
  del: async (key: string) => void db.delete(key),
  keys: async () => [...db.keys()],
}));
jest.mock('shared/session', () => jest.requireActual('../../../../shared/src/session/session-events'));

import { POR_REPORTAR_QUERY, ROLE, persistedQuery, type InformesOpciones, type Role } from 'shared/contracts';
import { installMockApi } from 'shared/test/mock-api';
import {
  MAX_AGE_MS,
  OFFLINE_DATA_VERSION,
  persistKey,
  persistOfflineData,
  persistedQueries,
  prefetchFormLists,
  restoreOfflineData,
  userData,
} from './offline-data';

const flush = () => new Promise((r) => setTimeout(r, 0));

function clientWith(entries: Array<[readonly unknown[], unknown, number?]>): QueryClient {
  const client = new QueryClient();
  for (const [key, data, at] of entries) client.setQueryData(key, data, { updatedAt: at });
  return client;
}

describe('which queries are kept', () => {
  it('the form lists, localities, "Por reportar", report lists and reports, the dashboard summary; not the photos, users or anything else', () => {
    const client = clientWith([
      [['informes', 'opciones'], {}],
      [['catalogos', 'localidades', 5], []],
      [POR_REPORTAR_QUERY.queryKey, {}],
      [['campanas', 'controles', { campana_id: 3 }], {}],
      [['informes', 'list', { page: 1 }], {}],
      [['informes', 'detail', 7], {}],
      [['dashboard', 'resumen'], {}],
      [['informes', 'archivos', 7], {}],
      [['usuarios', 'me', 'tok'], {}],
      [['auditoria', {}], {}],
    ]);
    const kept = [...persistedQueries(client.getQueryCache().getAll())].map((q) => `${String(q.queryKey[0])}/${String(q.queryKey[1])}`);
    expect(kept).toEqual([
      'informes/opciones',
      'catalogos/localidades',
      'campanas/controles',
      'informes/list',
      'informes/detail',
      'dashboard/resumen',
    ]);
  });

  it('of the report lists, the 5 most recently loaded; of the reports, the 20 last', () => {
    const client = clientWith([
      ...Array.from({ length: 8 }, (_, i) => [['informes', 'list', { page: i + 1 }], {}, 1000 + i] as [unknown[], unknown, number]),
      ...Array.from({ length: 25 }, (_, i) => [['informes', 'detail', i + 1], {}, 1000 + i] as [unknown[], unknown, number]),
    ]);
    const kept = [...persistedQueries(client.getQueryCache().getAll())];
    const pages = kept.filter((q) => q.queryKey[1] === 'list').map((q) => (q.queryKey[2] as { page: number }).page);
    expect(pages.sort()).toEqual([4, 5, 6, 7, 8]);
    const details = kept.filter((q) => q.queryKey[1] === 'detail');
    expect(details).toHaveLength(20);
    expect(details.map((q) => q.queryKey[2])).not.toContain(5);
  });

  it('only successful queries', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery({ queryKey: ['informes', 'detail', 9], queryFn: () => Promise.reject(new Error('x')) });
    expect(persistedQueries(client.getQueryCache().getAll()).size).toBe(0);
  });
});

describe('per user, for a week, gone at logout', () => {
  beforeEach(() => db.clear());
  const emptyClient = { timestamp: Date.now(), buster: OFFLINE_DATA_VERSION, clientState: { queries: [], mutations: [] } };

  it('one key per user, a version that survives releases, and the lists kept in memory as long as on disk', async () => {
    const client = new QueryClient();
    const { options } = userData(client, 7);
    expect(persistKey(7)).toBe('consultas:7');
    expect(options.maxAge).toBe(MAX_AGE_MS);
    expect(options.buster).toBe(OFFLINE_DATA_VERSION);
    expect(client.getQueryDefaults(['catalogos', 'localidades', 3]).gcTime).toBe(MAX_AGE_MS);
    expect(client.getQueryDefaults(['auditoria']).gcTime).toBeUndefined();
    await options.persister.persistClient(emptyClient);
    expect(db.has('consultas:7')).toBe(true);
  });

  it('restored before the first render: the saved queries are in the cache, a saved copy of another version is dropped', async () => {
    const client = new QueryClient();
    const saving = new QueryClient();
    const stop = persistOfflineData(client, 4);
    client.setQueryData(['informes', 'opciones'], { servicios: [1] });
    client.setQueryData(['auditoria', {}], { data: [] });
    await new Promise((r) => setTimeout(r, 1100));
    expect(JSON.parse(db.get('consultas:4') ?? '{}').clientState.queries).toHaveLength(1);
    stop();
    expect(db.has('consultas:4')).toBe(true);
    saving.setQueryData(['auditoria', {}], { data: [] });
    await restoreOfflineData(saving, 4);
    expect(saving.getQueryData(['informes', 'opciones'])).toEqual({ servicios: [1] });
    // Shown at once, but stale: used again, it is fetched again (a save may predate the last change).
    expect(saving.getQueryState(['informes', 'opciones'])?.isInvalidated).toBe(true);
    // A query of a kind that is not kept offline is left as it was.
    expect(saving.getQueryState(['auditoria', {}])?.isInvalidated).toBe(false);
    const fresh = { servicios: [1, 2] };
    await expect(saving.fetchQuery({ queryKey: ['informes', 'opciones'], queryFn: async () => fresh, staleTime: 60_000 })).resolves.toBe(fresh);
    db.set('consultas:4', JSON.stringify({ ...JSON.parse(db.get('consultas:4') ?? '{}'), buster: 'otra' }));
    const other = new QueryClient();
    await restoreOfflineData(other, 4);
    expect(other.getQueryData(['informes', 'opciones'])).toBeUndefined();
    expect(db.has('consultas:4')).toBe(false);
  });

  it("another user's sign-in removes the data of every other user", async () => {
    db.set('consultas:3', '{}');
    db.set('consultas:7', '{}');
    db.set('otra-cosa', 'x');
    persistOfflineData(new QueryClient(), 7)();
    await flush();
    expect([...db.keys()].sort()).toEqual(['consultas:7', 'otra-cosa']);
  });

  it('logout (or an expired session) removes it, and a save still on its way does not bring it back', async () => {
    const client = new QueryClient();
    const stop = persistOfflineData(client, 7);
    client.setQueryData(['informes', 'detail', 1], { id: 1 });
    await new Promise((r) => setTimeout(r, 1100));
    expect(db.has('consultas:7')).toBe(true);
    client.setQueryData(['informes', 'detail', 2], { id: 2 });
    emitSessionEvent('logout');
    client.clear();
    await new Promise((r) => setTimeout(r, 1100));
    expect(db.has('consultas:7')).toBe(false);
    stop();
    // Signing in again starts saving again.
    const again = new QueryClient();
    persistOfflineData(again, 7);
    again.setQueryData(['informes', 'detail', 3], { id: 3 });
    await new Promise((r) => setTimeout(r, 1100));
    expect(db.has('consultas:7')).toBe(true);
  });
});

describe('what the last second loaded is saved when the page goes away', () => {
  beforeEach(() => db.clear());

  it('on pagehide, at once (saves otherwise wait a second after a change)', async () => {
    const client = new QueryClient();
    await restoreOfflineData(client, 8);
    const stop = persistOfflineData(client, 8);
    client.setQueryData(['informes', 'detail', 3], { id: 3 });
    // Saves wait a second after a change.
    await new Promise((r) => setTimeout(r, 50));
    expect(db.has('consultas:8')).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    await flush();
    const saved = JSON.parse(db.get('consultas:8') ?? '{}') as { buster: string; clientState: { queries: Array<{ queryKey: unknown[] }> } };
    expect(saved.buster).toBe(OFFLINE_DATA_VERSION);
    expect(saved.clientState.queries.map((q) => q.queryKey)).toEqual([['informes', 'detail', 3]]);
    stop();
  });

  it('not while the saved data is being restored: that would replace it with less', async () => {
    const client = new QueryClient();
    userData(client, 10);
    client.setQueryData(['informes', 'detail', 4], { id: 4 });
    window.dispatchEvent(new Event('pagehide'));
    await flush();
    expect(db.has('consultas:10')).toBe(false);
  });
});

describe("the form's lists fetched ahead", () => {
  const opciones = (pares: number) =>
    ({
      servicios: [],
      clientes: [],
      proveedores: [],
      provincias: [{ id: 5, nombre: 'Antioquia' }],
      asignaciones: Array.from({ length: pares }, (_, i) => ({ proveedor_id: 3, cliente_id: 100 + i })),
    }) as unknown as InformesOpciones;

  async function prefetch(tipo: Role, pares: number, client = new QueryClient()) {
    const api = installMockApi(({ path }) => ({ status: 200, body: path === '/api/v1/informes/opciones' ? opciones(pares) : [] }));
    try {
      await prefetchFormLists(client, tipo);
      return api.calls.filter((c) => c.path === '/api/v1/campanas/para-informe').map((c) => Object.fromEntries(c.url.searchParams));
    } finally {
      api.restore();
    }
  }

  it("a provider's (or client's) pairs' campaigns, once: a second run finds them in the cache", async () => {
    const client = new QueryClient();
    expect(await prefetch(ROLE.PROVEEDOR, 2, client)).toEqual([
      { cliente_id: '100', proveedor_id: '3' },
      { cliente_id: '101', proveedor_id: '3' },
    ]);
    expect(await prefetch(ROLE.PROVEEDOR, 2, client)).toEqual([]);
    expect(await prefetch(ROLE.CLIENTE, 1)).toHaveLength(1);
  });

  it("not an administrator's, nor more pairs than the saved data keeps", async () => {
    expect(await prefetch(ROLE.ADMIN, 2)).toEqual([]);
    expect(await prefetch(ROLE.PROVEEDOR, 20)).toHaveLength(20);
    expect(await prefetch(ROLE.PROVEEDOR, 21)).toEqual([]);
  });

  /** The "Por reportar" requests of one prefetch run as `tipo`. */
  async function porReportarCalls(tipo: Role, client = new QueryClient()) {
    const api = installMockApi(({ path }) => ({
      status: 200,
      body: path === '/api/v1/informes/opciones' ? opciones(1) : path === '/api/v1/campanas/controles' ? { data: [], meta: {} } : [],
    }));
    try {
      await prefetchFormLists(client, tipo);
      return api.calls.filter((c) => c.path === '/api/v1/campanas/controles').map((c) => Object.fromEntries(c.url.searchParams));
    } finally {
      api.restore();
    }
  }

  it('a provider\'s checks due ("Por reportar") under the kept key, again once stale; nobody else\'s', async () => {
    // As the app's client (shared/session/query-client.ts): fresh for five minutes.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000 } } });
    expect(await porReportarCalls(ROLE.PROVEEDOR, client)).toEqual([{ por_reportar: 'true', limit: '500' }]);
    expect(persistedQuery(client.getQueryCache().find({ queryKey: POR_REPORTAR_QUERY.queryKey })!.queryKey)).toBeDefined();
    expect(client.getQueryData(POR_REPORTAR_QUERY.queryKey)).toEqual({ data: [], meta: {} });
    // Fresh: not fetched again; restored from the device (marked stale): fetched again.
    expect(await porReportarCalls(ROLE.PROVEEDOR, client)).toEqual([]);
    await client.invalidateQueries({ queryKey: POR_REPORTAR_QUERY.queryKey, refetchType: 'none' });
    expect(await porReportarCalls(ROLE.PROVEEDOR, client)).toHaveLength(1);
    expect(await porReportarCalls(ROLE.CLIENTE)).toEqual([]);
    expect(await porReportarCalls(ROLE.ADMIN)).toEqual([]);
  });
});
