// Retry-until-true assertions for a UI that updates asynchronously (playwright-core has no `expect`).
import type { Locator, Page } from 'playwright-core';

/**
 * How long a browser test waits for what the user should see: every locator and action (useBrowser's contexts),
 * `eventually` and `waitForPath`. A limit for a test that has failed, not a speed requirement — speed is measured by
 * the benchmarks. 20 s, because the CI's machines differ by two times in speed: on a slow one, with two browsers and
 * their servers on two cores, a screen once took more than the former 10 s to show (docs/decisions/test-time.md,
 * "How long a browser test waits").
 */
export const WAIT_MS = 20_000;

/** Run `check` until it stops throwing, or rethrow its last error after `timeout` ms. */
export async function eventually<T>(check: () => Promise<T> | T, { timeout = WAIT_MS, interval = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, interval));
    }
  }
}

/** Wait until the page is at `pathname` (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string, timeout = WAIT_MS): Promise<void> {
  await page.waitForURL((u) => u.pathname === pathname, { timeout, waitUntil: 'commit' });
}

/**
 * The toast that tells a field user the app is whole on this device and coverage may go (docs/decisions/offline-app.md,
 * "Lista para usar sin conexión"): until it shows, a screen not yet kept may not open offline.
 */
export const OFFLINE_READY = 'Lista para usar sin conexión: los formularios, los informes y el mapa quedaron guardados en este dispositivo.';

/** Visible text of a toast (react-toastify renders each toast with role="alert"). */
export function toast(page: Page, text: string): Locator {
  return page.locator('.Toastify').getByText(text, { exact: true });
}

/** Count requests whose URL path matches `pattern` from now on. */
export function countRequests(page: Page, pattern: RegExp): { readonly count: number; readonly urls: string[] } {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (pattern.test(new URL(req.url()).pathname)) urls.push(req.url());
  });
  return {
    get count() {
      return urls.length;
    },
    urls,
  };
}
