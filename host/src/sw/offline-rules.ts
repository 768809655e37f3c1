/**
 * What the service worker keeps and how (docs/decisions/offline-app.md), as pure functions: the service worker
 * (service-worker.ts) and its tests use them; no DOM and no service-worker types here.
 */

/** The host's own pages: the API sends the same page for them with or without a query string (api/src/platform/static/host-pages.ts). */
const HOST_PAGES: readonly string[] = ['/login', '/verificar', '/', '/mensajes', '/change-password'];

/**
 * Pages cached ahead after sign-in (the warm-up), so that they open with no network even when they were only ever
 * reached inside the app (a click in the menu makes no request for a page). `/informes/1` stands for every report:
 * the API sends the same loading state for any id. `/por-reportar`: a provider's checks due (issue 37).
 */
export const OFFLINE_PAGES: readonly string[] = ['/login', '/', '/informes', '/nuevo-informe', '/informes/1', '/por-reportar'];

/** The remotes whose every file is cached ahead after sign-in (their `offline.json`): the field work's screens. */
export const OFFLINE_REMOTES: readonly string[] = ['remote-reports'];

/** Where a page is kept in the pages cache: one entry per route family, never per URL. */
const PAGE_KEY_PATH = '/__offline-page__';

/** A path segment that names a record (`/informes/123`): its page is the same for any value. */
const RECORD_ID = /^\d+$/;

/**
 * The route family of a page: its path with every numeric segment as `:id` (`/informes/7` → `/informes/:id`), and a
 * trailing `?` when a query string changes what the API sends (a remote's screen with a query comes without its
 * prerendered copy: filters in the address change the first render). The host's pages ignore the query.
 */
export function pageFamily(pathname: string, search = ''): string {
  const segments = pathname.split('/').filter(Boolean);
  const path = `/${segments.map((s) => (RECORD_ID.test(s) ? ':id' : s)).join('/')}`;
  const withQuery = search !== '' && search !== '?' && !HOST_PAGES.includes(path);
  return withQuery ? `${path}?` : path;
}

/** The cache key of the page at `url`: one synthetic URL of this origin per route family. */
export function pageCacheKey(url: string): string {
  const u = new URL(url);
  return `${u.origin}${PAGE_KEY_PATH}${pageFamily(u.pathname, u.search)}`;
}

/**
 * A content-hashed file name (webpack's `[name].[contenthash:8].js`, or the bare hash of an asset such as MapLibre's
 * worker `e150ff07661bc39f11f1.mjs`): its content never changes, so it is served from the cache first.
 */
const HASHED_NAME = /(?:^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The files of a remote that name its release. */
const RELEASE_FILE = /^(?:mf-manifest\.json|remoteEntry\.js|screens\.json|offline\.json)$/;
/** What a remote's build emits: scripts, styles, data. */
const BUILD_OUTPUT = /\.(?:m?js|css|json)$/;

/**
 * Whether a request of another origin may be a remote's file (decided before /config.json has been read, so by its
 * name alone). Anything else of another origin (a map's tiles, for instance) is left to the browser: the worker does
 * not even see it.
 */
export function mayBeRemoteFile(url: string): boolean {
  const { pathname, search } = new URL(url);
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return search === '' && (RELEASE_FILE.test(name) || (HASHED_NAME.test(name) && BUILD_OUTPUT.test(name)));
}

/** How a file of a remote is served: `immutable` (hashed: cache first) or `revalidate` (names a release: network first). */
export type RemoteFileKind = 'immutable' | 'revalidate';

/** The base URL (its folder) of each remote entry of /config.json (`mf-manifest.json` or `remoteEntry.js`). */
export function remoteBases(config: unknown, origin: string): Record<string, string> {
  const remotes = (config as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [name, entry] of Object.entries(remotes)) {
    if (typeof entry !== 'string') continue;
    try {
      const url = new URL(entry, origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') out[name] = new URL('.', url).href;
    } catch {
      /* not a URL: that remote is not cached */
    }
  }
  return out;
}

/**
 * Whether `url` is a file of one of the remotes (under one of `bases`, never an API call), and how to serve it. The
 * files that name a release (`mf-manifest.json`, `remoteEntry.js`, `screens.json`, `offline.json`) go to the network
 * first, so a remote released alone is used as soon as it is reachable; hashed chunks come from the cache first.
 */
export function remoteFileKind(url: string, bases: readonly string[]): RemoteFileKind | null {
  const u = new URL(url);
  if (u.pathname.startsWith('/api/') || u.search !== '') return null;
  if (!bases.some((base) => u.href.startsWith(base) && u.href.length > base.length)) return null;
  const name = u.pathname.slice(u.pathname.lastIndexOf('/') + 1);
  return HASHED_NAME.test(name) ? 'immutable' : 'revalidate';
}

/** At most this many files of one remote are cached ahead (remote-reports has about 40). */
export const MAX_OFFLINE_FILES = 200;
/** A file of `offline.json`: a relative path under the remote's folder (no `..`, no scheme, no query). */
const OFFLINE_FILE = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/**
 * The URLs listed by a remote's `offline.json` (`{ "files": ["remoteEntry.js", "140.01f4b412.js", …] }`, written by
 * its build: scripts/webpack/pwa-plugin.cjs), resolved under `base`. Anything that is not a plain relative path under
 * that folder is left out, and the list is cut at MAX_OFFLINE_FILES: a broken or hostile file cannot make the
 * service worker fetch elsewhere or without end.
 */
export function offlineFileUrls(list: unknown, base: string): string[] {
  const files = (list as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  const urls = new Set<string>();
  for (const file of files) {
    if (typeof file !== 'string' || !OFFLINE_FILE.test(file) || file.split('/').includes('..')) continue;
    const url = new URL(file, base).href;
    if (url.startsWith(base)) urls.add(url);
    if (urls.size >= MAX_OFFLINE_FILES) break;
  }
  return [...urls];
}

/** A short fingerprint of a text (FNV-1a, 32 bits, hex): tells two releases' manifests apart without keeping them. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
