import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, type DehydrateOptions, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedQueryClientRestoreOptions,
  type PersistedQueryClientSaveOptions,
} from '@tanstack/react-query-persist-client';
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

interface UserData {
  userId: number;
  options: PersistedQueryClientRestoreOptions & PersistedQueryClientSaveOptions;
  /** Saves may start: an earlier one would replace the saved data with less. */
  restored: boolean;
}

let current: UserData | undefined;
let stopSessionWatch: (() => void) | undefined;
let watchingHide = false;

/** `userId`'s persister and options (the same ones for the whole page), with what is kept in memory as long as on disk. */
export function userData(client: QueryClient, userId: number): UserData {
  if (current?.userId === userId && current.options.queryClient === client) return current;
  const key = persistKey(userId);
  ended.delete(key);
  // Kept in memory as long as they are kept on disk: a query collected after 5 minutes would not be saved again.
  for (const { prefix } of PERSISTED_QUERIES) client.setQueryDefaults(prefix, { gcTime: MAX_AGE_MS });
  const dehydrateOptions: DehydrateOptions = {
    shouldDehydrateQuery: (query) => shouldPersistQuery(query, client.getQueryCache().getAll()),
    shouldDehydrateMutation: () => false,
  };
  current = {
    userId,
    restored: false,
    options: {
      queryClient: client,
      persister: createAsyncStoragePersister({ storage, key, throttleTime: 1000 }),
      maxAge: MAX_AGE_MS,
      buster: OFFLINE_DATA_VERSION,
      dehydrateOptions,
    },
  };
  return current;
}

/**
 * The saved data of `userId` into `client`, before the signed-in app's first render (the router waits for it:
 * host/src/app/router.tsx): queries then start from it, offline too, and nothing renders twice.
 */
export async function restoreOfflineData(client: QueryClient, userId: number): Promise<void> {
  const data = userData(client, userId);
  try {
    await persistQueryClientRestore(data.options);
  } finally {
    data.restored = true;
  }
}

/** Saves what the last second loaded at once: the page is going away or out of sight (a phone may discard it). */
function saveNow(): void {
  const data = current;
  if (!data?.restored || ended.has(persistKey(data.userId))) return;
  const { queryClient, buster = '', dehydrateOptions } = data.options;
  const saved = { timestamp: Date.now(), buster, clientState: dehydrate(queryClient, dehydrateOptions) };
  void storage.setItem(persistKey(data.userId), JSON.stringify(saved)).catch(() => undefined);
}

/**
 * From the signed-in app's first render on: `userId`'s data is saved on every change (at most once a second, and at
 * once when the page goes away), every other user's saved data is removed, and this user's is removed at logout or
 * when the session expires. Returns the unsubscribe.
 */
export function persistOfflineData(client: QueryClient, userId: number): () => void {
  const data = userData(client, userId);
  // Signed in on this page (nothing restored): what the cache holds is the newest.
  data.restored = true;
  void dropOtherUsers(userId).catch(() => undefined);
  stopSessionWatch?.();
  stopSessionWatch = onSessionEvent((event) => {
    if (event === 'login') return;
    ended.add(persistKey(userId));
    void del(persistKey(userId), store()).catch(() => undefined);
  });
  if (!watchingHide && typeof window !== 'undefined') {
    watchingHide = true;
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && saveNow());
  }
  return persistQueryClientSubscribe(data.options);
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
