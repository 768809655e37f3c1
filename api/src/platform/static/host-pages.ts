import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PrerenderedScreen } from 'shared/contracts';
import { bogotaIsoDate, formatLongDate } from 'shared/format';
import { composeScreen } from './remote-screens';

/** Pages the host's build prerenders (host/webpack.config.js → prerender), by URL path. */
const PRERENDERED: Record<string, string> = {
  '/login': 'prerender/login.html',
  '/verificar': 'prerender/verificar.html',
  '/': 'prerender/dashboard.html',
  '/mensajes': 'prerender/mensajes.html',
  '/change-password': 'prerender/change-password.html',
};
/** The signed-in frame with a slot for a remote's prerendered screen (host/src/prerender/frame.tsx). */
const FRAME = 'prerender/frame.html';
/** Per path, the host's chunks its first screen needs beyond those in index.html (host/webpack.config.js → routePreloads). */
const ROUTE_PRELOADS = 'route-preloads.json';
/** The key of route-preloads.json for every path without its own entry (the remotes' screens). */
const OTHER_PATHS = '*';
/** Placeholders of the prerendered HTML (host/src/prerender/render-page.tsx): today's date, per request. */
const DATE_TEXT = /%%FECHA_LARGA%%/g;
const DATE_ISO = /%%FECHA_ISO%%/g;
const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

function routePreloads(hostDist: string): Record<string, string[]> {
  const file = path.join(hostDist, ROUTE_PRELOADS);
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [route, files] of Object.entries(parsed)) {
    // Only the build's own chunk names: no markup can come in through this file.
    if (Array.isArray(files)) out[route] = files.filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.js$/.test(f));
  }
  return out;
}

/** `page` with `html` inside <div id="root"> (a function replacement: `$` in the HTML stays as it is). */
const intoRoot = (page: string, html: string): string => page.replace(ROOT, () => `<div id="root">${html}</div>`);

/**
 * The page the API sends for an app path (the SPA fallback): index.html with that path's route preloads in
 * <head> (docs/decisions/static-serving.md, "Early discovery") and, inside <div id="root">, dated today in Bogotá
 * (docs/decisions/prerendered-login.md): for /login and the host's screens (PRERENDERED), the host's prerendered page; for a remote's screen
 * opened without a query string, the host's frame with that screen's copy from the remote's current release
 * (`screenOf`, remote-screens.ts). Null without a host build. The host's files are read once, at start.
 */
export function hostPages(
  hostDist: string,
  screenOf: (pathname: string) => PrerenderedScreen | null = () => null,
): (url: string, now?: Date) => string | null {
  const indexFile = path.join(hostDist, 'index.html');
  if (!existsSync(indexFile)) return () => null;
  const index = readFileSync(indexFile, 'utf8');
  const preloads = routePreloads(hostDist);
  const pageOf = (route: string): string => {
    // Held like those of index.html: the page's start script requests them after the first paint
    // (scripts/webpack/preload-plugin.cjs).
    const links = (preloads[route] ?? []).map((file) => `<link rel="preload" as="script" media="not all" href="/${file}">`).join('');
    const page = links && index.includes(HEAD_END) ? index.replace(HEAD_END, () => `${links}${HEAD_END}`) : index;
    const prerendered = PRERENDERED[route] ? path.join(hostDist, PRERENDERED[route]) : null;
    return prerendered && existsSync(prerendered) ? intoRoot(page, readFileSync(prerendered, 'utf8')) : page;
  };
  const pages = new Map<string, string>();
  for (const route of new Set([...Object.keys(preloads), ...Object.keys(PRERENDERED)])) pages.set(route, pageOf(route));
  const other = pages.get(OTHER_PATHS) ?? index;
  const frameFile = path.join(hostDist, FRAME);
  const frame = existsSync(frameFile) && other.includes(ROOT) ? readFileSync(frameFile, 'utf8') : null;
  // One composition per copy of a screen (a new release of its remote brings new copies).
  const composed = new WeakMap<PrerenderedScreen, string | null>();
  const screenPage = (pathname: string): string | null => {
    const screen = frame && !pages.has(pathname) ? screenOf(pathname) : null;
    if (!frame || !screen) return null;
    if (!composed.has(screen)) {
      const html = composeScreen(frame, screen);
      composed.set(screen, html === null ? null : intoRoot(other, html));
    }
    return composed.get(screen) ?? null;
  };
  return (url, now = new Date()) => {
    const [pathname, query] = url.split('?');
    // With a query string the screen's first render depends on it (filters, page): no copy rather than a wrong one.
    const page = pages.get(pathname) ?? (query === undefined ? screenPage(pathname) : null) ?? other;
    if (!page.includes('%%')) return page;
    return page.replace(DATE_TEXT, () => formatLongDate(now)).replace(DATE_ISO, () => bogotaIsoDate(now));
  };
}
