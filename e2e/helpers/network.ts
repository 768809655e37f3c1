import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * "The page's network has settled", for checks that need every screen's data, chunk and image in (axe-core, the
 * security policy, request counts). Playwright's `waitForLoadState('networkidle')` cannot say it for a signed-in page:
 * the app keeps one request open on purpose, the server's event stream (GET /api/v1/eventos, docs/decisions/
 * mensajes.md), so the page never has zero requests in flight. Requests are tracked per page from the context's
 * creation (useBrowser's newContext), the stream left out.
 */
const STREAM = /\/api\/v1\/eventos(?:\?|$)/;
const inFlight = new WeakMap<Page, Set<Request>>();
const lastChange = new WeakMap<Page, number>();
const startedAt = new WeakMap<Request, number>();

function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null; // a service worker's request
  }
}

export function trackNetwork(context: BrowserContext): void {
  const update = (request: Request, add: boolean) => {
    if (STREAM.test(request.url())) return;
    const page = pageOf(request);
    if (!page) return;
    let set = inFlight.get(page);
    if (!set) inFlight.set(page, (set = new Set()));
    if (add) {
      set.add(request);
      startedAt.set(request, Date.now());
    } else set.delete(request);
    lastChange.set(page, Date.now());
  };
  context.on('request', (r) => update(r, true));
  context.on('requestfinished', (r) => update(r, false));
  context.on('requestfailed', (r) => update(r, false));
}

/** Resolves once the page is loaded and has had no request in flight (but the event stream) for `quietMs`. */
export async function networkSettled(page: Page, { quietMs = 500, timeout = 30_000 } = {}): Promise<void> {
  await page.waitForLoadState('load');
  const start = Date.now();
  for (;;) {
    const busy = inFlight.get(page)?.size ?? 0;
    const since = Date.now() - (lastChange.get(page) ?? 0);
    if (busy === 0 && since >= quietMs) return;
    if (Date.now() - start > timeout) {
      const urls = [...(inFlight.get(page) ?? [])].map((r) => r.url());
      throw new Error(`la red no se calmó en ${timeout} ms: ${urls.join(', ')}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The page's requests still in flight (the event stream left out), each as "METHOD path (N ms)": for a failure's report. */
export function pendingRequests(page: Page): string[] {
  const now = Date.now();
  return [...(inFlight.get(page) ?? [])].map((r) => {
    const url = new URL(r.url());
    return `${r.method()} ${url.pathname}${url.search} (${now - (startedAt.get(r) ?? now)} ms)`;
  });
}
