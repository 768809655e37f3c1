// Chromium through playwright-core: one browser per test file (playwright gives each launch a fresh
// user-data-dir), one context per test, a screenshot in .e2e-artifacts/ when a test fails.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test as nodeTest, type TestContext as NodeTestContext } from 'node:test';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { baseUrl, stopOwnServer } from './server.ts';
import { WAIT_MS } from './expect.ts';
import { pendingRequests, trackNetwork } from './network.ts';

export const ARTIFACTS_DIR = path.join(ROOT, '.e2e-artifacts');

/**
 * Under scripts/test-clocks.mjs every process runs with libfaketime preloaded, but Chromium cannot (its pages never
 * finish loading). There it runs on the real clock and each context gets the shifted moment through Playwright's
 * clock instead: the same time the test processes and the server see (Node's own Date is shifted), flowing in real
 * time from there (docs/decisions/demo-data-time.md).
 */
const SHIFTED_CLOCK = Boolean(process.env.FAKETIME && process.env.LD_PRELOAD?.includes('faketime'));

export async function launchBrowser(): Promise<Browser> {
  if (!SHIFTED_CLOCK) return chromium.launch(playwrightLaunchOptions());
  const env = { ...process.env };
  delete env.LD_PRELOAD;
  delete env.FAKETIME;
  const browser = await chromium.launch(playwrightLaunchOptions({ env }));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await context.clock.setSystemTime(new Date());
    return context;
  };
  return browser;
}

export interface TestContext {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  /** Save a screenshot of the page as .e2e-artifacts/<file>--<name>.png. */
  screenshot: (name: string) => Promise<void>;
  /** node:test's own context: `node.skip(reason)` when the product lacks what a test needs, `node.diagnostic(text)`. */
  node: NodeTestContext;
}

export interface E2ETestOptions {
  context?: BrowserContextOptions;
  timeout?: number;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 80);
}

/**
 * What the page showed when a test failed — its address, headings, alerts and requests still in flight — added to
 * the error, so that a failure on a machine whose screenshots no one can open (the CI's) still says where it stood.
 */
async function pageReport(page: Page, pageErrors: string[]): Promise<string> {
  const shown = page.evaluate(() => {
    const texts = (selector: string) =>
      [...document.querySelectorAll(selector)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim().slice(0, 120)).filter(Boolean);
    return {
      title: document.title,
      prerendered: Boolean(document.querySelector('[data-prerender]')),
      headings: texts('h1, h2').slice(0, 6),
      alerts: texts('[role="alert"], [role="status"]').slice(0, 4),
    };
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 3000)));
  const seen = await Promise.race([shown, late])
    .catch(() => null)
    .finally(() => clearTimeout(timer));
  const pending = pendingRequests(page);
  return [
    `  Al fallar, la página: ${page.url()}`,
    seen
      ? `    «${seen.title}»${seen.prerendered ? ' (aún la copia prerenderizada)' : ''}; encabezados: ${seen.headings.join(' | ') || 'ninguno'}; avisos: ${seen.alerts.join(' | ') || 'ninguno'}`
      : '    (no respondió en 3 s)',
    `    peticiones en curso: ${pending.join(', ') || 'ninguna'}`,
    ...pageErrors.slice(-3).map((e) => `    error de la página: ${e.slice(0, 200)}`),
  ].join('\n');
}

/**
 * Set up the browser for one test file. Returns `test(name, fn, options)`: like node:test's `test`, with a
 * fresh context + page, console errors kept, and a full-page screenshot + page errors saved on failure.
 */
export function useBrowser(fileUrl: string) {
  const file = path.basename(new URL(fileUrl).pathname).replace(/\.test\.ts$/, '');
  let browser: Browser | undefined;
  let url = '';

  before(async () => {
    url = await baseUrl();
    browser = await launchBrowser();
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await stopOwnServer();
  });

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(ARTIFACTS_DIR, `${file}--${slug(name)}.png`), fullPage: true }).then(() => undefined);

  /**
   * Service workers are blocked unless a test asks for them (`serviceWorkers: 'allow'`, e2e/offline-app.test.ts): a
   * page a worker controls is served from its caches, past `page.route()` (which never sees those requests), and each
   * test here checks a first visit. The app without its worker works the same (docs/decisions/offline-app.md).
   */
  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error('El navegador no está iniciado');
    const context = await browser.newContext({
      baseURL: url,
      locale: 'es-CO',
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
      ...options,
    });
    context.setDefaultTimeout(WAIT_MS);
    trackNetwork(context);
    return context;
  }

  function test(name: string, fn: (t: TestContext) => Promise<void>, options: E2ETestOptions = {}) {
    nodeTest(name, { timeout: options.timeout ?? 90_000 }, async (node) => {
      const context = await newContext(options.context);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (err) => pageErrors.push(err.message));
      page.on('console', (msg) => {
        // Chromium's "Failed to load resource" names no address; its location does.
        const where = msg.location().url;
        if (msg.type() === 'error') pageErrors.push(`console: ${msg.text()}${where ? ` (${where})` : ''}`);
      });
      try {
        await fn({ page, context, baseUrl: url, screenshot: (n) => shot(page, n), node });
      } catch (err) {
        const report = await pageReport(page, pageErrors);
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${file}--FAILED-${slug(name)}.png`), fullPage: true }).catch(() => undefined);
        fs.writeFileSync(path.join(ARTIFACTS_DIR, `${file}--FAILED-${slug(name)}.log`), `${report}\n\n${pageErrors.join('\n')}\n`);
        if (err instanceof Error) err.stack = `${err.stack ?? err.message}\n${report}`;
        throw err;
      } finally {
        await context.close();
      }
    });
  }

  return { test, newContext, baseUrl: () => url };
}
