import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { hostPages } from './host-pages';
import { remoteScreens } from './remote-screens';

const REMOTE_DIRS = ['remote-reports', 'remote-catalog', 'remote-admin'] as const;

/**
 * Files that must be revalidated on every load: they name the hashed ones, a remote's screens or the files a
 * remote is used offline with (offline.json), or they are the service worker and the web app manifest (a browser
 * must see a new release of them at once; docs/decisions/offline-app.md).
 */
const NO_CACHE_FILES = new Set([
  'index.html',
  'mf-manifest.json',
  'remoteEntry.js',
  'screens.json',
  'offline.json',
  'config.json',
  'sw.js',
  'manifest.webmanifest',
]);
/** webpack content hashes: `main.1a2b3c4d.js`, `123.1a2b3c4d5e6f.css`… */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The build writes `<file>.br` and `<file>.gz` beside each text file (scripts/webpack/precompress-plugin.cjs). */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/** docs/decisions/static-serving.md */
function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const base = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (NO_CACHE_FILES.has(base) || !HASHED.test(base)) res.setHeader('cache-control', 'no-cache');
  else res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
  res.setHeader('vary', 'Accept-Encoding');
}

/** Build output that is not for browsers: module federation stats name build paths of the machine; the API reads route-preloads.json. */
const NEVER_SERVED = new Set(['mf-manifest-stats.json', 'route-preloads.json']);
/** A remote's standalone page (index.html and its main.js) is a development tool, not part of a release. */
const STANDALONE_FILES = new Set(['index.html', 'main.js']);

function servable(pathName: string, isRemote: boolean): boolean {
  const segments = pathName.split('/');
  if (segments.some((s) => s.startsWith('.'))) return false;
  const base = segments[segments.length - 1];
  if (NEVER_SERVED.has(base) || PRECOMPRESSED.test(base)) return false;
  // Prerendered pages and screens are parts of index.html, sent by the SPA fallback (host-pages.ts).
  if (segments[1] === 'prerender') return false;
  return !(isRemote && segments.length === 2 && STANDALONE_FILES.has(base));
}

export interface FrontendsInfo {
  /** The page of an app path (with its query): index.html with its route preloads (and prerendered page); null without a build. */
  page: (url: string) => string | null;
  remotes: string[];
}

/**
 * Production serving of the built front ends:
 *   host/dist            at /                   (SPA fallback: see installNotFound in app.ts)
 *   remote-<x>/dist      at /remotes/remote-<x>/
 * A missing dist folder is skipped with a warning; the API keeps working. `elsewhere`: remotes configured to load
 * from another URL (REMOTE_<NAME>_URL): their screens are not prerendered from this server's copy.
 */
export async function registerFrontends(app: FastifyInstance, staticRoot: string, elsewhere: readonly string[] = []): Promise<FrontendsInfo> {
  const info: FrontendsInfo = { page: () => null, remotes: [] };
  const common = {
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: true,
    setHeaders: setCacheHeaders,
    index: false as const,
    // Several registrations: none decorates reply.sendFile (the SPA fallback streams index.html itself).
    decorateReply: false,
    dotfiles: 'ignore' as const,
  };

  const hostDist = path.join(staticRoot, 'host', 'dist');
  if (existsSync(hostDist)) {
    // `/` is the SPA fallback's too (app.ts), for any client: it gets the dashboard's route preloads.
    await app.register(fastifyStatic, {
      ...common,
      root: hostDist,
      prefix: '/',
      allowedPath: (pathName) => servable(pathName, false),
    });
    const local = REMOTE_DIRS.filter((name) => !elsewhere.includes(name)).map((name) => path.join(staticRoot, name, 'dist'));
    info.page = hostPages(hostDist, remoteScreens(local));
  } else {
    app.log.warn(`host/dist no existe en ${hostDist}: el front-end no se sirve (ejecuta el build)`);
  }

  for (const name of REMOTE_DIRS) {
    const dist = path.join(staticRoot, name, 'dist');
    if (!existsSync(dist)) {
      app.log.warn(`${name}/dist no existe en ${dist}: /remotes/${name}/ no se sirve`);
      continue;
    }
    await app.register(fastifyStatic, { ...common, root: dist, prefix: `/remotes/${name}/`, allowedPath: (pathName) => servable(pathName, true) });
    info.remotes.push(name);
  }
  return info;
}
