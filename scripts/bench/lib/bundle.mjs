// What JavaScript a page loads, gzip-sized (zlib level 9), for the bundle benchmarks.
import zlib from 'node:zlib';

export const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/** Record every JS response of `page` into `into` (url → gzip bytes). */
export function collectScripts(page, into) {
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    const ct = res.headers()['content-type'] ?? '';
    if (type !== 'script' && !ct.includes('javascript')) return;
    try {
      into.set(res.url(), gz(await res.body()));
    } catch {
      /* redirect or aborted */
    }
  });
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
  await page.waitForLoadState('networkidle');
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  for (const previous of after) {
    await menu.getByRole('link', { name: previous.link }).first().click();
    await page.waitForURL((u) => u.pathname === previous.path);
    await page.waitForLoadState('networkidle');
  }
  const before = new Set(scripts.keys());
  await menu.getByRole('link', { name: screen.link }).first().click();
  await page.waitForURL((u) => u.pathname === screen.path);
  await page.waitForLoadState('networkidle');
  await context.close();
  const added = [...scripts].filter(([url]) => !before.has(url)).reduce((n, [, size]) => n + size, 0);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { added, total };
}
