// Installable, opens offline (issue 24; docs/decisions/offline-app.md), in Chromium with its service worker:
//  1. after one visit online, /, /informes, a report and /nuevo-informe open with no network: the form's selects are
//     filled from the lists kept offline (a province's localities never opened online included) and the offline map
//     renders, though the map was never opened online; "Sin conexión" says so, and goes when the network is back;
//  2. remote-reports served from another origin is cached too, and a new build of it released alone is announced
//     ("Nueva versión disponible") and used after "Recargar", never before.
// Playwright's context.setOffline cuts the page and its service worker off the network (and fires `offline`).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_CREDENTIALS, type InformeResumen, type Paged } from '../shared/src/contracts/index.ts';
import { ROOT } from '../scripts/lib/paths.mjs';
import { startProduct } from '../scripts/lib/product-server.mjs';
import { apiFetch, apiLogin } from './helpers/api.ts';
import { ARTIFACTS_DIR, useBrowser } from './helpers/browser.ts';
import { main } from './helpers/catalog.ts';
import { eventually, OFFLINE_READY, toast, waitForPath } from './helpers/expect.ts';
import { sharp } from './helpers/photos.ts';
import { loginViaUi } from './helpers/session.ts';
import { startStaticServer, type StaticServer } from './helpers/static-server.ts';

const { test, newContext } = useBrowser(import.meta.url);
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

const OFFLINE = /^Sin conexión: estás trabajando sin conexión/;
const INTRO = 'Informes de campo de las campañas, con sus fotos geolocalizadas.';
const INTRO_V2 = 'Informes de campo de las campañas (versión 2), con sus fotos geolocalizadas.';
const WITH_WORKER = { serviceWorkers: 'allow' as const };

/** Records every Content-Security-Policy violation of each page the context opens (read with `violations`). */
const watchPolicy = (context: BrowserContext) =>
  context.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

/** The notice under the header with `text` (a live region: role="status"). */
const notice = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });

/**
 * Resolves once the page is ready to go offline: a service worker controls it, the warm-up cached the offline pages
 * and remote-reports' files (its map and MapLibre's worker among them), and (`data`) the form's lists (every
 * province's localities), a page of the list and a report are saved in IndexedDB for the signed-in user.
 */
async function offlineReady(page: Page, { data = true } = {}): Promise<void> {
  await eventually(
    async () => {
      const state = await page.evaluate<
        Record<'pages' | 'localidades' | 'lists' | 'reports', number> & Record<'controlled' | 'map' | 'mapWorker', boolean>
      >(OFFLINE_STATE);
      assert.ok(state.controlled && state.pages >= 5 && state.map && state.mapWorker, JSON.stringify(state));
      if (data) assert.ok(state.localidades >= 30 && state.lists >= 1 && state.reports >= 1, `the data kept offline: ${JSON.stringify(state)}`);
    },
    { timeout: 45_000, interval: 250 },
  );
}

/**
 * What the page holds for working offline (a string: evaluated as written, without the helpers a TypeScript
 * transform would add to named functions): the worker, the cached pages and remote files, the saved localities.
 */
const OFFLINE_STATE = `(async () => {
  const urls = async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => r.url) : []);
  const files = await urls('informes-remotes-files');
  const saved = await new Promise((resolve) => {
    const none = { localidades: 0, lists: 0, reports: 0 };
    const open = indexedDB.open('informes-offline');
    open.onerror = () => resolve(none);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('consultas')) return resolve(none);
      const all = db.transaction('consultas').objectStore('consultas').getAll();
      all.onsuccess = () => {
        const queries = all.result.flatMap((v) => JSON.parse(v).clientState.queries);
        const count = (a, b) => queries.filter((q) => q.queryKey[0] === a && q.queryKey[1] === b).length;
        resolve({ localidades: count('catalogos', 'localidades'), lists: count('informes', 'list'), reports: count('informes', 'detail') });
      };
    };
  });
  return {
    controlled: navigator.serviceWorker.controller !== null,
    pages: (await urls('informes-pages')).length,
    map: files.some((u) => u.includes('/mapa.') && u.endsWith('.js')),
    mapWorker: files.some((u) => u.endsWith('.mjs')),
    ...saved,
  };
})()`;

/** axe-core's WCAG 2.1 AA findings inside `scope` (through the DevTools protocol: the page's CSP does not apply). */
async function axeViolations(page: Page, scope: Locator): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const element = await scope.elementHandle();
  return page.evaluate(async (el) => {
    type Axe = { run: (ctx: Element, o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> };
    const result = await (window as unknown as { axe: Axe }).axe.run(el as Element, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  }, element);
}

/** Screenshots of a notice in both themes at 1280 and 375 px, and no axe finding in it. */
async function lookAtNotice(page: Page, banner: Locator, name: string): Promise<void> {
  const found: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const theme of ['claro', 'oscuro'] as const) {
      const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      if (isDark !== (theme === 'oscuro')) await page.getByRole('button', { name: 'Cambiar tema' }).click();
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `offline-app--${name}-${theme}-${width}.png`) });
      found.push(...(await axeViolations(page, banner)).map((v) => `[${theme}, ${width}] ${v}`));
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  if (await page.evaluate(() => document.documentElement.classList.contains('dark')))
    await page.getByRole('button', { name: 'Cambiar tema' }).click();
  assert.deepEqual(found, []);
}

/**
 * Whether `locator`'s picture has something drawn on it: the offline map at a locality is land, with the places'
 * points and names in dark ink; a map whose data did not load is one flat colour.
 */
async function drawn(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  assert.ok(box);
  // The middle of the map, where the chosen locality is: away from the zoom buttons and the attribution drawn over it.
  const clip = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.3, width: box.width * 0.4, height: box.height * 0.4 };
  const stats = await sharp(await page.screenshot({ clip })).stats();
  return stats.channels.slice(0, 3).some((c) => c.max - c.min > 96);
}

test(
  'tras una visita en línea, /, /informes, un informe y /nuevo-informe (con su mapa) se abren sin red; el aviso va y viene',
  async ({ page, context }) => {
    const { token } = await apiLogin(DEMO_CREDENTIALS.proveedor);
    // The oldest on the list's first page (the page kept offline): a demo report, not one another file makes and
    // deletes meanwhile.
    const list = (await (await apiFetch('/informes?limit=10', { token })).json()) as Paged<InformeResumen>;
    const informe = list.data.reduce((oldest, r) => (r.id < oldest.id ? r : oldest), list.data[0]);
    assert.ok(informe, 'the provider has a report');

    // One visit online: sign in, one report (its page is the same for every id offline), the list.
    await watchPolicy(context);
    await loginViaUi(page, DEMO_CREDENTIALS.proveedor);
    await page.goto(`/informes/${informe.id}`);
    await main(page).getByRole('heading', { level: 1, name: informe.campana }).waitFor();
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Informes', exact: true }).click();
    await main(page)
      .getByText(/^Mostrando 1 a \d+ de \d+ resultados$/)
      .waitFor();
    // The user is told when it is safe to leave coverage, and not before: at that moment the pages and the map are kept.
    await toast(page, OFFLINE_READY).waitFor({ timeout: 45_000 });
    const atToast = await page.evaluate<Record<string, unknown>>(OFFLINE_STATE);
    assert.ok(atToast.controlled && Number(atToast.pages) >= 5 && atToast.map && atToast.mapWorker, JSON.stringify(atToast));
    await offlineReady(page);

    await context.setOffline(true);
    await notice(page, OFFLINE).waitFor();
    await page.goto(`/informes/${informe.id}`);
    await main(page).getByRole('heading', { level: 1, name: informe.campana }).waitFor();

    const home = await page.goto('/');
    assert.ok(home?.fromServiceWorker(), 'the page comes from the service worker');
    await main(page)
      .getByRole('heading', { level: 1, name: /^Bienvenido, proveedor/ })
      .waitFor();
    await notice(page, OFFLINE).waitFor();

    await page.goto('/informes');
    await main(page)
      .getByText(/^Mostrando 1 a \d+ de \d+ resultados$/)
      .waitFor();
    await main(page).getByText(informe.campana).first().waitFor();

    await page.goto('/nuevo-informe');
    const m = main(page);
    await m.getByRole('heading', { level: 1, name: 'Nuevo Informe' }).waitFor();
    const pick = async (label: string, option?: string) => {
      const select = m.getByRole('combobox', { name: new RegExp(`^${label}`) });
      await eventually(async () => assert.ok((await select.locator('option').count()) > 1, `${label} has options`));
      await select.selectOption(option ? { label: option } : { index: 1 });
    };
    await pick('Servicio');
    if (await m.getByRole('combobox', { name: /^Cliente/ }).isEnabled()) await pick('Cliente');
    // Never opened online: its localities were fetched ahead after sign-in.
    await pick('Provincia', 'Antioquia');
    await pick('Localidad', 'Medellín');
    await m.getByRole('combobox', { name: /^Campaña/ }).fill('Sin conexión');
    await m.getByRole('button', { name: 'Ver en mapa' }).click();
    const map = m.getByTestId('mapa');
    await map.locator('canvas.maplibregl-canvas').waitFor();
    assert.equal(await map.getAttribute('data-estilo'), 'sin-conexion');
    await map.scrollIntoViewIfNeeded();
    await eventually(async () => assert.ok(await drawn(page, map.locator('canvas')), 'the offline map is drawn'), { timeout: 15_000 });
    assert.equal(await m.getByText(/No se pudo cargar el mapa/).count(), 0);
    assert.deepEqual(await violations(page), [], 'the map from the cache, within the page policy');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'offline-app--nuevo-informe-sin-red.png'), fullPage: true });

    await lookAtNotice(page, notice(page, OFFLINE), 'sin-conexion');

    // Back online: the notice goes, without a reload.
    await context.setOffline(false);
    await notice(page, OFFLINE).waitFor({ state: 'detached' });
    assert.equal(await m.getByRole('combobox', { name: /^Campaña/ }).inputValue(), 'Sin conexión', 'the form is as it was');
  },
  { context: WITH_WORKER, timeout: 120_000 },
);

/** remote-reports built again from this tree with one text changed, into its own folder (a release of its team). */
function buildNewRelease(): { dir: string; built: Promise<void> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'informes-remote-reports-v2-'));
  const out = path.join(dir, 'dist');
  fs.writeFileSync(
    path.join(dir, 'texto-v2.cjs'),
    `module.exports = function (source) { return source.replace(${JSON.stringify(INTRO)}, ${JSON.stringify(INTRO_V2)}); };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'webpack.config.cjs'),
    `const base = require(${JSON.stringify(path.join(ROOT, 'remote-reports', 'webpack.config.js'))});
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.output.path = ${JSON.stringify(out)};
  config.module.rules.unshift({ test: /informes-texts\\.ts$/, enforce: 'pre', use: [${JSON.stringify(path.join(dir, 'texto-v2.cjs'))}] });
  return config;
};
`,
  );
  const webpack = path.join(ROOT, 'remote-reports', 'node_modules', 'webpack', 'bin', 'webpack.js');
  const built = new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [webpack, '--mode', 'production', '--config', path.join(dir, 'webpack.config.cjs')], {
      cwd: path.join(ROOT, 'remote-reports'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`remote-reports v2: ${output.slice(-2000)}`))));
  });
  built.catch(() => undefined);
  return { dir, built };
}

let release: { dir: string; built: Promise<void> };
const cleanup: Array<() => Promise<unknown>> = [];
// Built while the first test runs.
before(() => {
  release = buildNewRelease();
});
after(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
  await release?.built.catch(() => undefined);
  if (release) fs.rmSync(release.dir, { recursive: true, force: true });
});

test(
  'remote-reports en otro origen: se abre sin red desde la caché, y una versión nueva publicada sola se usa tras «Recargar»',
  async () => {
    const folders: Record<string, string> = { 'remote-reports': path.join(ROOT, 'remote-reports', 'dist') };
    const cdn: StaticServer = await startStaticServer(folders);
    cleanup.push(() => cdn.close());
    const product = await startProduct({ env: { REMOTE_REPORTS_URL: `${cdn.url}/remote-reports/mf-manifest.json` }, prefix: 'offline-cdn' });
    cleanup.push(() => product.stop());
    const context: BrowserContext = await newContext({ baseURL: product.url, ...WITH_WORKER });
    cleanup.push(() => context.close());
    await watchPolicy(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);

    await loginViaUi(page, DEMO_CREDENTIALS.admin);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Informes', exact: true }).click();
    await main(page).getByText(INTRO).waitFor();
    await offlineReady(page, { data: false });
    const cached = await page.evaluate<string[]>(`caches.open('informes-remotes-files').then((c) => c.keys()).then((k) => k.map((r) => r.url))`);
    assert.ok(
      cached.some((u) => u.startsWith(cdn.url)),
      'the remote files of the other origin are cached (CORS answers)',
    );

    // No network: the remote of the other origin comes from the cache.
    await context.setOffline(true);
    await page.reload();
    await main(page).getByText(INTRO).waitFor();
    await notice(page, OFFLINE).waitFor();

    // Its team releases a new build while this page is open; the page learns of it when the network is back.
    await release.built;
    folders['remote-reports'] = path.join(release.dir, 'dist');
    await context.setOffline(false);
    const update = notice(page, /Nueva versión disponible/);
    await update.waitFor({ timeout: 20_000 });
    assert.equal(await main(page).getByText(INTRO).count(), 1, 'nothing reloads before «Recargar»');
    await lookAtNotice(page, update, 'nueva-version');

    await update.getByRole('button', { name: 'Recargar' }).click();
    await main(page).getByText(INTRO_V2).waitFor();
    assert.deepEqual(await violations(page), []);
    await waitForPath(page, '/informes');
    assert.ok(cdn.requests.filter((p) => p === '/remote-reports/remoteEntry.js').length >= 2, cdn.requests.join(' '));
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'offline-app--version-2.png') });
  },
  { timeout: 240_000 },
);
