/**
 * Data a screen reads first, asked for while its code is still loading (docs/decisions/independent-releases.md,
 * "Data fetched ahead"): on a first visit the host fetches a screen's `datos` (shared/contracts/screens.ts) beside the
 * remote's files, and the API client hands each answer to the first request for the same URL with the same token,
 * once. Nothing is kept for longer than KEEP_MS, nothing is stored anywhere but in this page's memory.
 */
import { API_PREFIX } from './api-prefix';

/** How long an answer fetched ahead waits for its screen: after that the screen fetches again. */
const KEEP_MS = 15_000;

interface Ahead {
  response: Promise<Response | null>;
  at: number;
}

const ahead = new Map<string, Ahead>();

/** The same URL whatever the order of its query parameters, with the token that asked. */
function keyOf(url: URL, authorization: string): string {
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.origin}${url.pathname}?${new URLSearchParams(query).toString()}\n${authorization}`;
}

/** GETs each API path (`/campanas/7`, under /api/v1) now with `token`, for the first request of the same URL to take. */
export function fetchAhead(paths: readonly string[], token: string, origin: string = globalThis.location?.origin ?? 'http://localhost'): void {
  const authorization = `Bearer ${token}`;
  for (const path of paths) {
    const url = new URL(`${API_PREFIX}${path}`, origin);
    const response = globalThis.fetch(url, { headers: { Authorization: authorization } }).catch(() => null);
    ahead.set(keyOf(url, authorization), { response, at: Date.now() });
  }
}

/**
 * The answer fetched ahead for this request (a GET of the same URL with the same token, asked less than KEEP_MS ago),
 * taken once; null when there is none or it failed on the way (the caller fetches as usual).
 */
export async function takeAhead(request: Request): Promise<Response | null> {
  if (ahead.size === 0 || request.method !== 'GET') return null;
  const key = keyOf(new URL(request.url), request.headers.get('Authorization') ?? '');
  const found = ahead.get(key);
  if (!found) return null;
  ahead.delete(key);
  if (Date.now() - found.at > KEEP_MS) return null;
  return found.response;
}

/** Tests: forget every answer fetched ahead. */
export function clearFetchedAhead(): void {
  ahead.clear();
}
