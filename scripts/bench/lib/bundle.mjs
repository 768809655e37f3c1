// What JavaScript a page loads, gzip-sized (zlib level 9), for the bundle benchmarks.
import zlib from 'node:zlib';

export const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/**
 * Record every JS response of `page` into `into` (url → promise of its gzip bytes; 0 for a redirect or an
 * aborted body). The URL is recorded when the response arrives, before its body is read, so a "before" snapshot
 * of the keys never misses a script whose body is still being read; `sizes(into)` awaits them.
 */
export function collectScripts(page, into) {
  page.on('response', (res) => {
    const type = res.request().resourceType();
    const ct = res.headers()['content-type'] ?? '';
    if (type !== 'script' && !ct.includes('javascript')) return;
    into.set(
      res.url(),
      res.body().then(gz, () => 0),
    );
  });
}

/** The server's event stream stays open while signed in (docs/decisions/mensajes.md): never "in flight" here. */
const EVENT_STREAM = /\/api\/v1\/eventos(?:\?|$)/;

/**
 * Resolves once `page` has had no request in flight for `quietMs` (the event stream left out). Playwright's `waitForLoadState('networkidle')`
 * does not do this after a client-side navigation: the document's load state was reached long before, so it
 * returns at once, before the new screen's code has even been requested.
 */
export function networkQuiet(page, quietMs = 700) {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer;
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const onRequest = (request) => {
      if (EVENT_STREAM.test(request.url())) return;
      inFlight++;
      clearTimeout(timer);
    };
    const onEnd = (request) => {
      if (EVENT_STREAM.test(request.url())) return;
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    function done() {
      page.off('request', onRequest);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
      resolve();
    }
    page.on('request', onRequest);
    page.on('requestfinished', onEnd);
    page.on('requestfailed', onEnd);
    arm();
  });
}

/** `into` (from collectScripts) with every size resolved: url → gzip bytes. */
export async function sizes(into) {
  return new Map(await Promise.all([...into].map(async ([url, size]) => [url, await size])));
}

/**
 * JS (gzip bytes) loaded when going from the dashboard to `screen` ({ link, path }) through the sidebar (fresh
 * context: nothing cached), signed in as the prefilled demo administrator: `{ added, total }`, what the screen
 * added and everything loaded since /login. With `after` (a list of such screens), those are visited first,
 * so `added` is what `screen` adds on top of them.
 */
export async function firstScreen(browser, baseUrl, screen, after = []) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  collectScripts(page, scripts);
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await networkQuiet(page);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  for (const previous of after) {
    const quiet = networkQuiet(page);
    await menu.getByRole('link', { name: previous.link }).first().click();
    await page.waitForURL((u) => u.pathname === previous.path);
    await quiet;
  }
  const before = new Set(scripts.keys());
  const quiet = networkQuiet(page);
  await menu.getByRole('link', { name: screen.link }).first().click();
  await page.waitForURL((u) => u.pathname === screen.path);
  await quiet;
  const loaded = await sizes(scripts);
  await context.close();
  const added = [...loaded].filter(([url]) => !before.has(url)).reduce((n, [, size]) => n + size, 0);
  const total = [...loaded.values()].reduce((a, b) => a + b, 0);
  return { added, total };
}
