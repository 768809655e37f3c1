import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as formatNamespace from 'shared/format';

// shared/format loads as CommonJS under tsx (see api/src/contracts.ts): its exports may sit under `default`.
type Format = typeof formatNamespace;
const format: Format = (formatNamespace as unknown as { default?: Format }).default ?? formatNamespace;

/** Pages the host's build prerenders (host/webpack.config.js → prerender), by URL path. */
const PRERENDERED: Record<string, string> = { '/login': 'prerender/login.html', '/': 'prerender/dashboard.html' };
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

/**
 * The page the API sends for an app path (the SPA fallback): index.html with that path's route preloads in
 * <head> (docs/decisions/static-serving.md, "Early discovery") and, for /login and /, the prerendered page inside
 * <div id="root"> dated today in Bogotá (docs/decisions/prerendered-login.md). Null without a host build.
 * Files are read once, at start.
 */
export function hostPages(hostDist: string): (pathname: string, now?: Date) => string | null {
  const indexFile = path.join(hostDist, 'index.html');
  if (!existsSync(indexFile)) return () => null;
  const index = readFileSync(indexFile, 'utf8');
  const preloads = routePreloads(hostDist);
  const pageOf = (route: string): string => {
    const links = (preloads[route] ?? []).map((file) => `<link rel="preload" as="script" href="/${file}">`).join('');
    let page = links && index.includes(HEAD_END) ? index.replace(HEAD_END, `${links}${HEAD_END}`) : index;
    const prerendered = PRERENDERED[route] ? path.join(hostDist, PRERENDERED[route]) : null;
    if (prerendered && existsSync(prerendered) && page.includes(ROOT)) {
      page = page.replace(ROOT, `<div id="root">${readFileSync(prerendered, 'utf8')}</div>`);
    }
    return page;
  };
  const pages = new Map<string, string>();
  for (const route of new Set([...Object.keys(preloads), ...Object.keys(PRERENDERED)])) pages.set(route, pageOf(route));
  const other = pages.get(OTHER_PATHS) ?? index;
  return (pathname, now = new Date()) => {
    const page = pages.get(pathname) ?? other;
    if (!page.includes('%%')) return page;
    return page.replace(DATE_TEXT, format.formatLongDate(now)).replace(DATE_ISO, format.bogotaIsoDate(now));
  };
}
