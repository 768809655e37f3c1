import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as formatNamespace from 'shared/format';

// shared/format loads as CommonJS under tsx (see api/src/contracts.ts): its exports may sit under `default`.
type Format = typeof formatNamespace;
const format: Format = (formatNamespace as unknown as { default?: Format }).default ?? formatNamespace;

/** Pages the host's build prerenders (host/webpack.config.js → prerender), by URL path. */
const PRERENDERED: Record<string, string> = { '/login': 'prerender/login.html' };
/** Placeholders of the prerendered HTML (host/src/prerender/login.tsx): today's date, per request. */
const DATE_TEXT = /%%FECHA_LARGA%%/g;
const DATE_ISO = /%%FECHA_ISO%%/g;
const ROOT = '<div id="root"></div>';

/**
 * The host's index.html with a prerendered page inside <div id="root"> (docs/decisions/prerendered-login.md),
 * or null for paths without one. Files are read once, at start.
 */
export function prerenderedPages(hostDist: string): (pathname: string, now?: Date) => string | null {
  const indexFile = path.join(hostDist, 'index.html');
  if (!existsSync(indexFile)) return () => null;
  const index = readFileSync(indexFile, 'utf8');
  if (!index.includes(ROOT)) return () => null;
  const pages = new Map<string, string>();
  for (const [pathname, file] of Object.entries(PRERENDERED)) {
    const full = path.join(hostDist, file);
    if (existsSync(full)) pages.set(pathname, index.replace(ROOT, `<div id="root">${readFileSync(full, 'utf8')}</div>`));
  }
  return (pathname, now = new Date()) => {
    const page = pages.get(pathname);
    if (!page) return null;
    return page.replace(DATE_TEXT, format.formatLongDate(now)).replace(DATE_ISO, format.bogotaIsoDate(now));
  };
}
