import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, type PersistedQueryClientRestoreOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { api } from 'shared/api';
import {
  FORM_LIST_KEYS,
  PERSISTED_QUERIES,
  persistedQuery,
  POR_REPORTAR_QUERY,
  ROLE,
  type ApiSchema,
  type InformesOpciones,
  type Localidad,
  type Role,
} from 'shared/contracts';
import { onSessionEvent } from 'shared/session';

type CampanaParaInforme = ApiSchema<'CampanaParaInforme'>;

/**
 * The data the app keeps for working without a connection (docs/decisions/offline-app.md, "Data"): TanStack Query's
 * cache, saved per user in IndexedDB (`informes-offline` / `consultas`, key `consultas:<user id>`; restored through
 * @tanstack/react-query-persist-client), for the queries of PERSISTED_QUERIES only (shared/contracts): the report form's
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
 * The queries saved: the successful ones whose key is in PERSISTED_QUERIES, of each kind the `keep` most recently
 * updated. Ranked once per save (not once per query).
 */
export function persistedQueries(queries: readonly Query[]): Set<Query> {
  const byKind = new Map<object, Query[]>();
  for (const query of queries) {
    const rule = persistedQuery(query.queryKey);
    if (!rule || query.state.status !== 'success') continue;
    byKind.set(rule, [...(byKind.get(rule) ?? []), query]);
  }
  const kept = new Set<Query>();
  for (const [rule, list] of byKind) {
    const { keep } = rule as { keep: number };
    const newest = list.length <= keep ? list : [...list].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, keep);
    newest.forEach((q) => kept.add(q));
  }
  return kept;
}

/** Removes the saved data of every user but `userId` (another user signed in on this browser). */
async function dropOtherUsers(userId: number): Promise<void> {
  const mine = persistKey(userId);
  for (const key of await keys(store())) if (typeof key === 'string' && key.startsWith(KEY_PREFIX) && key !== mine) await del(key, store());
}

interface UserData {
  userId: number;
  client: QueryClient;
  /** The persister's restore options (maxAge, buster): saves are written here directly (saveNow). */
  options: PersistedQueryClientRestoreOptions;
  /** Saves may start: an earlier one would replace the saved data with less. */
  restored: boolean;
}

let current: UserData | undefined;
let stopSessionWatch: (() => void) | undefined;
let watchingHide = false;

/** `userId`'s persister and options (the same ones for the whole page), with what is kept in memory as long as on disk. */
export function userData(client: QueryClient, userId: number): UserData {
  if (current?.userId === userId && current.client === client) return current;
  const key = persistKey(userId);
  ended.delete(key);
  // Kept in memory as long as they are kept on disk: a query collected after 5 minutes would not be saved again.
  for (const { prefix } of PERSISTED_QUERIES) client.setQueryDefaults(prefix, { gcTime: MAX_AGE_MS });
  current = {
    userId,
    client,
    restored: false,
    options: {
      queryClient: client,
      persister: createAsyncStoragePersister({ storage, key }),
      maxAge: MAX_AGE_MS,
      buster: OFFLINE_DATA_VERSION,
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
    // What was saved is the last known state, never proof of the current one (a save may predate the last change:
    // a report accepted a second before a reload). Restored queries are shown at once and fetched again when they
    // are used and the connection allows; offline they stay as they are. Only the kinds restored: a query the app
    // already holds otherwise (e.g. loaded while this ran) is not marked stale.
    await client.invalidateQueries({ refetchType: 'none', predicate: (query) => persistedQuery(query.queryKey) !== undefined });
  } finally {
    data.restored = true;
  }
}

/** Saves the signed-in user's data now: the kept queries, dehydrated once. */
function saveNow(): void {
  const data = current;
  if (!data?.restored || ended.has(persistKey(data.userId))) return;
  const kept = persistedQueries(data.client.getQueryCache().getAll());
  const clientState = dehydrate(data.client, { shouldDehydrateQuery: (q) => kept.has(q), shouldDehydrateMutation: () => false });
  const saved = { timestamp: Date.now(), buster: OFFLINE_DATA_VERSION, clientState };
  void storage.setItem(persistKey(data.userId), JSON.stringify(saved)).catch(() => undefined);
}

/** A save one second after the first change since the last one, when the browser is idle: never in the app's start-up tasks. */
const SAVE_AFTER_MS = 1000;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleSave(): void {
  if (saveTimer !== undefined) return;
  saveTimer = setTimeout(() => {
    saveTimer = undefined;
    if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') window.requestIdleCallback(saveNow, { timeout: 2000 });
    else saveNow();
  }, SAVE_AFTER_MS);
}

/**
 * From the signed-in app's first render on: `userId`'s data is saved after each change of a kept query (at most once a
 * second, when idle, and at once when the page goes away or out of sight: a phone may discard it), every other user's
 * saved data is removed, and this user's is removed at logout or when the session expires. Returns the unsubscribe.
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
  // Only the changes that matter to what is saved: a kept kind of query added, removed, or with new data.
  return client.getQueryCache().subscribe((event) => {
    const changed = event.type === 'added' || event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success');
    if (changed && persistedQuery(event.query.queryKey as readonly unknown[])) scheduleSave();
  });
}

/** Provinces whose localities are fetched at once. */
const PREFETCH_CONCURRENCY = 3;

/**
 * The report form's lists, fetched ahead so that /nuevo-informe can be filled offline: the options (services,
 * clients, providers, assignments, provinces), every province's localities (a province picked offline for the
 * first time has its list too) and, for a provider or client user (`tipo`) with no more assignments than
 * PERSISTED_QUERIES keeps of them, each pair's open campaigns with the provider's sites (the Campaña field's
 * suggestions). Not an administrator's: it works online, and every pair is its (16 in the demo, hundreds in use).
 * Only what the cache does not hold yet (restored from IndexedDB or already loaded); a role without access to a list,
 * or a failure, leaves that list out. For a provider user, also "Por reportar" (POR_REPORTAR_QUERY: its checks due),
 * fetched again whenever it is stale: it changes every day and with every report.
 */
export async function prefetchFormLists(client: QueryClient, tipo: Role | undefined): Promise<void> {
  const porReportar =
    tipo === ROLE.PROVEEDOR
      ? client.prefetchQuery({
          queryKey: POR_REPORTAR_QUERY.queryKey,
          queryFn: ({ signal }) =>
            api.get(POR_REPORTAR_QUERY.path, { searchParams: POR_REPORTAR_QUERY.searchParams, signal }).json<ApiSchema<'ControlesCampanaPage'>>(),
        })
      : Promise.resolve();
  const opciones = await client.ensureQueryData({
    queryKey: FORM_LIST_KEYS.opciones,
    queryFn: ({ signal }) => api.get('informes/opciones', { signal }).json<InformesOpciones>(),
  });
  const campanasKept = persistedQuery(FORM_LIST_KEYS.campanasParaInforme(0, 0))?.keep ?? 0;
  const pares = tipo !== undefined && tipo !== ROLE.ADMIN && opciones.asignaciones.length <= campanasKept ? opciones.asignaciones : [];
  const campanas = Promise.all(
    pares.map(({ cliente_id, proveedor_id }) =>
      client
        .ensureQueryData({
          queryKey: FORM_LIST_KEYS.campanasParaInforme(cliente_id, proveedor_id),
          queryFn: ({ signal }) =>
            api.get('campanas/para-informe', { searchParams: { cliente_id, proveedor_id }, signal }).json<CampanaParaInforme[]>(),
        })
        .catch(() => undefined),
    ),
  );
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
  await Promise.all([campanas, porReportar]);
}
