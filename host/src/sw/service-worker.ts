/**
 * The service worker (docs/decisions/offline-app.md), built by Workbox's InjectManifest into host/dist/sw.js with the
 * list of the host's own files (scripts/webpack/create-config.cjs). It lets the app open with no network after one
 * visit online:
 *
 * - the host's files: precached at install, served from the cache (their names are hashed, or Workbox revisions them);
 * - pages (navigations): network first (3 s), then the cached page of the same route family (offline-rules.ts), then
 *   the host's bare index.html: the API composes each page per request, with its prerendered first frame;
 * - /config.json: network first, then the cached copy;
 * - the remotes' files, on whatever origin /config.json names: those that name a release network first (a remote
 *   released alone is used as soon as it is reachable), hashed chunks cache first; only CORS or same-origin answers
 *   are kept, never opaque ones (a request made without CORS is made again with it);
 * - after sign-in the page asks for a warm-up: the pages of OFFLINE_PAGES and every file of OFFLINE_REMOTES are
 *   cached ahead, so /nuevo-informe and its map work offline even if they were never opened online;
 * - API calls (/api/) are never touched: TanStack Query keeps what the app needs offline, per user, in IndexedDB.
 *
 * A new version waits until the page says "Recargar" (SKIP_WAITING): nothing reloads under the user's feet.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import type { PrecacheEntry } from 'workbox-precaching';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '../../../shared/src/api/outbox-sync';
import { SW_MESSAGE } from './messages';
import {
  OFFLINE_PAGES,
  OFFLINE_REMOTES,
  fingerprint,
  mayBeRemoteFile,
  offlineFileUrls,
  pageCacheKey,
  remoteBases as basesOf,
  remoteFileKind,
} from './offline-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const MANIFEST = self.__WB_MANIFEST;
/** This build of the host: the precache list's fingerprint. */
const BUILD = fingerprint(JSON.stringify(MANIFEST));

const CACHES = {
  pages: 'informes-pages',
  config: 'informes-config',
  remoteMeta: 'informes-remotes-meta',
  remoteFiles: 'informes-remotes-files',
} as const;
/** Hashed files of the remotes: a few releases of each, a month since last used at most. */
const REMOTE_FILES_LIMITS = { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 };
const PAGE_TIMEOUT_S = 3;
const REMOTE_META_TIMEOUT_S = 4;
/** The pages of the warm-up are fetched again at most this often with the same host build. */
const WARM_PAGES_EVERY_MS = 12 * 60 * 60 * 1000;
const WARM_STAMP_URL = new URL('/__offline-warm-up__', self.location.origin).href;
const CONFIG_URL = new URL('/config.json', self.location.origin).href;

// Navigations: before the precache route, which answers only exact URLs of host files (no index for `/`).
const okHtml: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.type === 'basic' && !response.redirected && (response.headers.get('content-type') ?? '').includes('text/html')
      ? response
      : null,
  // No network and no page of that family: the host's bare page (no first frame), whose app still runs offline.
  handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error(),
};
registerRoute(
  new NavigationRoute(new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: PAGE_TIMEOUT_S, plugins: [okHtml] }), {
    denylist: [/^\/api\//, /^\/remotes\//],
  }),
);

precacheAndRoute(MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** Only complete answers of this origin or with CORS: an opaque one could be an error page in disguise. */
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// /config.json names the remotes: it is needed to start, offline too.
let bases: Promise<Record<string, string>> | null = null;
/** The remotes' folders, from the cached /config.json (fetched once when there is none yet). */
function remoteBases(): Promise<Record<string, string>> {
  bases ??= (async () => {
    const cache = await caches.open(CACHES.config);
    let response = await cache.match(CONFIG_URL);
    if (!response) {
      try {
        const fresh = await fetch(CONFIG_URL, { cache: 'no-cache' });
        if (fresh.ok) {
          await cache.put(CONFIG_URL, fresh.clone());
          response = fresh;
        }
      } catch {
        /* offline and never cached: no remote file is cached */
      }
    }
    return response ? basesOf(await response.json().catch(() => null), self.location.origin) : {};
  })().catch(() => {
    bases = null;
    return {};
  });
  return bases;
}
registerRoute(
  ({ url }) => url.href === CONFIG_URL,
  new NetworkFirst({
    cacheName: CACHES.config,
    networkTimeoutSeconds: PAGE_TIMEOUT_S,
    plugins: [
      okOnly,
      {
        cacheDidUpdate: async () => {
          bases = null;
        },
      },
    ],
  }),
);

/** Tells every window of the app (controlled or not yet). */
async function tellWindows(message: { type: string; [key: string]: unknown }): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

/** A remote's manifest or entry came back different from the cached one: the pages that started with the cached one may update. */
const releaseWatch: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
    if (!oldResponse || !/\/(?:mf-manifest\.json|remoteEntry\.js)$/.test(new URL(request.url).pathname)) return;
    const [before, after] = await Promise.all([oldResponse.text(), newResponse.clone().text()]);
    if (before !== after) await tellWindows({ type: SW_MESSAGE.remoteUpdated, url: request.url });
  },
};

const remoteMeta = new NetworkFirst({ cacheName: CACHES.remoteMeta, networkTimeoutSeconds: REMOTE_META_TIMEOUT_S, plugins: [okOnly, releaseWatch] });
const remoteFiles = new CacheFirst({
  cacheName: CACHES.remoteFiles,
  plugins: [okOnly, new ExpirationPlugin({ ...REMOTE_FILES_LIMITS, purgeOnQuotaError: true })],
});
const remoteFilesExpiration = new CacheExpiration(CACHES.remoteFiles, REMOTE_FILES_LIMITS);

/**
 * A script of another origin loaded without `crossorigin` is a no-cors request, whose answer is opaque and never
 * kept. The same file asked for with CORS (credentials left out: the remotes' files are public, and their hosts
 * must answer CORS already for mf-manifest.json) can be kept, and still answers the page's request.
 */
function withCors(request: Request): Request {
  if (request.mode !== 'no-cors' || new URL(request.url).origin === self.location.origin) return request;
  return new Request(request.url, { mode: 'cors', credentials: 'omit', cache: request.cache });
}

// The remotes' files, same origin or not: whichever folder /config.json names.
registerRoute(
  ({ request, url }) =>
    request.mode !== 'navigate' &&
    (url.origin === self.location.origin ? !url.pathname.startsWith('/api/') && url.pathname !== '/sw.js' : mayBeRemoteFile(url.href)),
  async ({ request, event }) => {
    const kind = remoteFileKind(request.url, Object.values(await remoteBases()));
    if (!kind) return fetch(request);
    const strategy = kind === 'immutable' ? remoteFiles : remoteMeta;
    try {
      return await strategy.handle({ event, request: withCors(request) });
    } catch (error) {
      // A host that does not answer CORS: the page's own request, as it was (not kept).
      if (request.mode === 'no-cors') return fetch(request);
      throw error;
    }
  },
);

/** Fetches `url` and keeps it in `cacheName` when the answer may be kept. */
async function keep(cacheName: string, url: string, key: string = url, init: RequestInit = {}): Promise<boolean> {
  const response = await fetch(url, init);
  const keepable = response.status === 200 && (response.type === 'basic' || response.type === 'cors');
  if (keepable) await (await caches.open(cacheName)).put(key, response);
  return keepable;
}

/** `task` over `items`, `limit` at a time; resolves with how many did not succeed (answered false or threw). */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<boolean>): Promise<number> {
  const queue = [...items];
  let failed = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) if (!(await task(item).catch(() => false))) failed++;
    }),
  );
  return failed;
}

/** The pages of OFFLINE_PAGES, again when the host changed or at most every WARM_PAGES_EVERY_MS; false if one is missing. */
async function warmPages(): Promise<boolean> {
  const meta = await caches.open(CACHES.remoteMeta);
  const stamp = (await (await meta.match(WARM_STAMP_URL))?.json().catch(() => null)) as { build?: string; at?: number } | null;
  const pages = await caches.open(CACHES.pages);
  const fresh = stamp?.build === BUILD && Date.now() - (stamp.at ?? 0) < WARM_PAGES_EVERY_MS;
  const wanted = [];
  for (const path of OFFLINE_PAGES) {
    const url = new URL(path, self.location.origin).href;
    if (!fresh || !(await pages.match(pageCacheKey(url)))) wanted.push(url);
  }
  const failed = await eachLimited(wanted, 2, async (url) => {
    const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin', cache: 'no-cache' });
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('text/html')) return false;
    await pages.put(pageCacheKey(url), response);
    return true;
  });
  if (failed) return false;
  await meta.put(WARM_STAMP_URL, new Response(JSON.stringify({ build: BUILD, at: Date.now() }), { headers: { 'content-type': 'application/json' } }));
  return true;
}

/** Every file a remote lists in its offline.json: hashed ones once, the others (manifest, entry) fresh; false if one is missing. */
async function warmRemote(base: string): Promise<boolean> {
  const listUrl = new URL('offline.json', base).href;
  const response = await fetch(listUrl, { cache: 'no-cache', mode: 'cors', credentials: 'omit' });
  if (!response.ok) return false;
  const urls = offlineFileUrls(await response.json(), base);
  const files = await caches.open(CACHES.remoteFiles);
  const bases = [base];
  const failed = await eachLimited(urls, 4, async (url) => {
    const init: RequestInit = { mode: 'cors', credentials: 'omit' };
    if (remoteFileKind(url, bases) === 'revalidate') return keep(CACHES.remoteMeta, url, url, { ...init, cache: 'no-cache' });
    if (!(await files.match(url)) && !(await keep(CACHES.remoteFiles, url, url, init))) return false;
    // Used by the current release: the last to expire.
    await remoteFilesExpiration.updateTimestamp(url);
    return true;
  });
  await remoteFilesExpiration.expireEntries();
  return failed === 0;
}

let warming: Promise<void> | null = null;
/** The warm-up (once at a time): idempotent, bounded (MAX_OFFLINE_FILES per remote), and only what is missing. */
function warmUp(): Promise<void> {
  warming ??= (async () => {
    const remotes = await remoteBases();
    let complete = await warmPages().catch(() => false);
    for (const name of OFFLINE_REMOTES) complete = (remotes[name] ? await warmRemote(remotes[name]).catch(() => false) : false) && complete;
    // `complete`: every offline page and every file of the field remotes is kept (the page says the app is ready).
    await tellWindows({ type: SW_MESSAGE.warmedUp, complete });
  })().finally(() => {
    warming = null;
  });
  return warming;
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
  else if (type === SW_MESSAGE.warmUp) event.waitUntil(warmUp());
});

// Background Sync of the outbox: the page registers the tag (shared/src/api/outbox-sync.ts); here every window is told.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(tellWindows({ type: OUTBOX_SYNC_MESSAGE }));
});

self.addEventListener('activate', (event) => {
  // Pages load while this worker starts: the network answers them without waiting for it.
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});
// The first install controls the page at once (its later requests are cached); an update waits for "Recargar".
clientsClaim();
