import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { api } from 'shared/api';
import { FORM_LIST_KEYS, PERSISTED_QUERIES, persistedQuery, type InformesOpciones, type Localidad } from 'shared/contracts';
import { onSessionEvent } from 'shared/session';

/**
 * The data the app keeps for working without a connection (docs/decisions/offline-app.md, "Data"): TanStack Query's
 * cache, saved per user in IndexedDB (`informes-offline` / `consultas`, key `consultas:<user id>`) through
 * @tanstack/react-query-persist-client, for the queries of PERSISTED_QUERIES only (shared/contracts): the report form's
 * lists, the last pages of reports and the last reports opened, the dashboard's summary. At most MAX_AGE_MS old;
 * removed at logout, when the session expires, and when another user signs in on this browser.
 */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Change it when what is saved changes shape: saved data of another version is dropped. Not the build's hash: a new
 * release that takes over while the user is offline must still find the lists of the form.
 */
export const OFFLINE_DATA_VERSION = '1';
const KEY_PREFIX = 'consultas:';

let db: UseStore | undefined;
const store = (): UseStore => (db ??= createStore('informes-offline', 'consultas'));
/** Keys of sessions that ended in this page: a save still on its way (throttled) must not bring them back. */
const ended = new Set<string>();

export const persistKey = (userId: number): string => `${KEY_PREFIX}${userId}`;

const storage = {
  getItem: async (key: string) => (await get<string>(key, store())) ?? null,
  setItem: async (key: string, value: string) => {
    if (!ended.has(key)) await set(key, value, store());
  },
  removeItem: (key: string) => del(key, store()),
};

/**
 * Whether a query is saved: a successful one whose key is in PERSISTED_QUERIES, and among the `keep` most recently
 * updated of its kind (`queries`: the whole cache, to rank them).
 */
export function shouldPersistQuery(query: Query, queries: readonly Query[]): boolean {
  const rule = persistedQuery(query.queryKey);
  if (!rule || query.state.status !== 'success') return false;
  const sameKind = queries.filter((q) => q.state.status === 'success' && persistedQuery(q.queryKey) === rule);
  if (sameKind.length <= rule.keep) return true;
  const newest = [...sameKind].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, rule.keep);
  return newest.includes(query);
}

/** Removes the saved data of every user but `userId` (another user signed in on this browser). */
async function dropOtherUsers(userId: number): Promise<void> {
  const mine = persistKey(userId);
  for (const key of await keys(store())) if (typeof key === 'string' && key.startsWith(KEY_PREFIX) && key !== mine) await del(key, store());
}

let stopSessionWatch: (() => void) | undefined;

/** The persist options of `userId`'s session (PersistQueryClientProvider), and the clean-ups around it. */
export function persistOptionsFor(client: QueryClient, userId: number): Omit<PersistQueryClientOptions, 'queryClient'> {
  const key = persistKey(userId);
  ended.delete(key);
  void dropOtherUsers(userId).catch(() => undefined);
  // Kept in memory as long as they are kept on disk: a query collected after 5 minutes would not be saved again.
  for (const { prefix } of PERSISTED_QUERIES) client.setQueryDefaults(prefix, { gcTime: MAX_AGE_MS });
  stopSessionWatch?.();
  stopSessionWatch = onSessionEvent((event) => {
    if (event === 'login') return;
    ended.add(key);
    void del(key, store()).catch(() => undefined);
  });
  return {
    persister: createAsyncStoragePersister({ storage, key, throttleTime: 1000 }),
    maxAge: MAX_AGE_MS,
    buster: OFFLINE_DATA_VERSION,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => shouldPersistQuery(query, client.getQueryCache().getAll()),
      shouldDehydrateMutation: () => false,
    },
  };
}

/** Provinces whose localities are fetched at once. */
const PREFETCH_CONCURRENCY = 3;

/**
 * The report form's lists, fetched ahead so that /nuevo-informe can be filled offline: the options (services,
 * clients, providers, assignments, provinces) and every province's localities (a province picked offline for the
 * first time has its list too). Only what the cache does not hold yet (restored from IndexedDB or already loaded);
 * a role without access to a list, or a failure, leaves that list out.
 */
export async function prefetchFormLists(client: QueryClient): Promise<void> {
  const opciones = await client.ensureQueryData({
    queryKey: FORM_LIST_KEYS.opciones,
    queryFn: ({ signal }) => api.get('informes/opciones', { signal }).json<InformesOpciones>(),
  });
  const queue = opciones.provincias.map((p) => p.id);
  await Promise.all(
    Array.from({ length: PREFETCH_CONCURRENCY }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const provinciaId = id;
        await client
          .ensureQueryData({
            queryKey: FORM_LIST_KEYS.localidades(provinciaId),
            queryFn: ({ signal }) => api.get(`catalogos/localidades/${provinciaId}`, { signal }).json<Localidad[]>(),
            staleTime: Infinity,
          })
          .catch(() => undefined);
      }
    }),
  );
}
