import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Browser security headers (docs/decisions/security-headers.md), with @fastify/helmet:
 * - a Content-Security-Policy that allows scripts, styles, images and connections only from this
 *   origin, the configured remote origins (REMOTE_*_URL) and the map style's origins (MAP_STYLE_URL and
 *   the tile/glyph/sprite hosts it names); inline scripts of the host's index.html are allowed by hash,
 *   never with 'unsafe-inline'; no framing (`frame-ancestors 'none'`, X-Frame-Options DENY);
 * - the service worker's script gets its own policy (SERVICE_WORKER_CSP);
 * - X-Content-Type-Options nosniff, Referrer-Policy same-origin, Cross-Origin-Opener-Policy;
 * - Cache-Control no-store on every API response that does not set its own (authenticated JSON must not
 *   be kept by browsers or proxies), HSTS on requests that came over HTTPS.
 */

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' sources of the inline scripts of an HTML page (what the browser hashes: the exact text). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    if (m[1].trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function originOf(url: string | null | undefined, base?: string): string | null {
  if (!url) return null;
  // A host template such as https://{s}.tiles.example.net/… becomes https://*.tiles.example.net.
  const templated = /^(https?:)\/\/\{[a-z]+\}\.([^/?#{}]+)/i.exec(url);
  if (templated) return `${templated[1].toLowerCase()}//*.${templated[2].toLowerCase()}`;
  try {
    const u = new URL(url.replace(/\{[a-z]+\}/g, '0'), base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Origins a MapLibre style loads from: its sources (TileJSON url, tiles), glyphs and sprite. */
export function styleOrigins(style: unknown, styleUrl: string): string[] {
  const found = new Set<string>();
  const add = (u: unknown) => {
    const o = typeof u === 'string' ? originOf(u, styleUrl) : null;
    if (o) found.add(o);
  };
  if (typeof style !== 'object' || style === null) return [];
  const s = style as { sources?: Record<string, { url?: unknown; tiles?: unknown }>; glyphs?: unknown; sprite?: unknown };
  for (const source of Object.values(s.sources ?? {})) {
    add(source?.url);
    if (Array.isArray(source?.tiles)) source.tiles.forEach(add);
  }
  add(s.glyphs);
  if (Array.isArray(s.sprite)) s.sprite.forEach((x: { url?: unknown }) => add(x?.url));
  else add(s.sprite);
  return [...found];
}

/**
 * The policy of the service worker's own script (/sw.js; docs/decisions/offline-app.md). A worker keeps the policy it
 * was installed with until its script changes, and it fetches the remotes' files for the page: with the pages' list
 * of origins, a remote moved to a new origin (REMOTE_*_URL, no host release) could not be fetched by an installed
 * worker. It runs only the build's own script (no inline code, no eval, no document), and every page it serves keeps
 * the full policy: what a page may load is still decided by the page's policy, before the worker sees the request.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; script-src 'self'; connect-src 'self' https: http:";

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const index = path.join(config.staticRoot, 'host', 'dist', 'index.html');
  const scriptHashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  const remoteOrigins = Object.values(config.remoteUrls)
    .map((u) => originOf(u))
    .filter((o): o is string => o !== null);

  // The map's origins: the style's own, then (when it can be read) the hosts of its tiles, glyphs and
  // sprite. Read in the background: an offline office must not wait for it.
  const mapOrigins = new Set<string>();
  const styleOrigin = originOf(config.mapStyleUrl);
  if (styleOrigin && config.mapStyleUrl) {
    mapOrigins.add(styleOrigin);
    const styleUrl = config.mapStyleUrl;
    void (async () => {
      try {
        const res = await fetch(styleUrl, { signal: AbortSignal.timeout(5000) });
        if (res.ok) for (const o of styleOrigins(await res.json(), styleUrl)) mapOrigins.add(o);
      } catch (err) {
        app.log.warn({ err: String(err) }, 'no se pudo leer MAP_STYLE_URL para la política de seguridad; se usa su origen');
      }
    })();
  }
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  const withMap =
    (...fixed: string[]) =>
    () =>
      list(...fixed, ...mapOrigins);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remoteOrigins, ...scriptHashes],
        // styled-components writes its rules into <style> elements at run time (docs/decisions/security-headers.md).
        'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
        'img-src': [withMap("'self'", 'data:', 'blob:', ...remoteOrigins)],
        'font-src': ["'self'", 'data:', ...remoteOrigins],
        'connect-src': [withMap("'self'", ...remoteOrigins)],
        // MapLibre's worker is a same-origin file (setWorkerUrl), never a blob: URL.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Set below, only on HTTPS requests (on plain HTTP a browser ignores it anyway).
    strictTransportSecurity: false,
    // The remotes' bundles may be loaded by a host on another origin (docs: "Deploying a remote").
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url;
    if (url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (url.startsWith('/remotes/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (url === '/sw.js' || url.startsWith('/sw.js?')) reply.header('content-security-policy', SERVICE_WORKER_CSP);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    return payload;
  });
}
