// Theme: toggle and persistence in localStorage `theme-storage`, OS preference as fallback, no flash on load.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { useBrowser } from './helpers/browser.ts';
import { eventually } from './helpers/expect.ts';
import { loginViaUi } from './helpers/session.ts';

const { test } = useBrowser(import.meta.url);

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const savedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme-storage'));
const saveTheme = (page: Page, raw: string) => page.evaluate((v) => localStorage.setItem('theme-storage', v), raw);

test('"Cambiar tema" alterna la clase dark, la guarda en theme-storage y se mantiene al recargar', async ({ page, screenshot }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  const before = await isDark(page);
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await eventually(async () => assert.equal(await isDark(page), !before));
  assert.deepEqual(JSON.parse((await savedTheme(page)) ?? 'null'), { state: { isDark: !before }, version: 0 });
  await screenshot(!before ? 'dashboard-dark' : 'dashboard-light');

  await page.reload();
  await page.getByRole('heading', { name: /Bienvenido, admin/ }).waitFor();
  assert.equal(await isDark(page), !before);

  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await eventually(async () => assert.equal(await isDark(page), before));
  assert.deepEqual(JSON.parse((await savedTheme(page)) ?? 'null'), { state: { isDark: before }, version: 0 });
});

test(
  'sin preferencia guardada decide el esquema del sistema: oscuro',
  async ({ page, screenshot }) => {
    await page.goto('/login');
    assert.equal(await savedTheme(page), null);
    assert.equal(await isDark(page), true);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    await screenshot('login-dark');
  },
  { context: { colorScheme: 'dark' } },
);

test(
  'sin preferencia guardada decide el esquema del sistema: claro',
  async ({ page }) => {
    await page.goto('/login');
    assert.equal(await savedTheme(page), null);
    assert.equal(await isDark(page), false);
  },
  { context: { colorScheme: 'light' } },
);

test(
  'una preferencia guardada gana al sistema; una ilegible cede al sistema',
  async ({ page }) => {
    await page.goto('/login');
    await saveTheme(page, JSON.stringify({ state: { isDark: false }, version: 0 }));
    await page.reload();
    assert.equal(await isDark(page), false, 'isDark:false guardado en un sistema oscuro');

    await saveTheme(page, '{esto no es json');
    await page.reload();
    assert.equal(await isDark(page), true, 'valor ilegible → preferencia del sistema (oscuro)');
  },
  { context: { colorScheme: 'dark' } },
);

test(
  'sin destello: la clase se aplica desde <head> antes (y sin) el JavaScript de la aplicación',
  async ({ page, baseUrl }) => {
    // The inline script comes before any external script in the served HTML.
    const html = await (await fetch(`${baseUrl}/login`, { headers: { accept: 'text/html' } })).text();
    const inline = html.indexOf('theme-storage');
    const firstExternal = html.search(/<script[^>]+src=/);
    assert.ok(inline > 0 && inline < html.indexOf('</head>'), 'el script del tema está en <head>');
    assert.ok(firstExternal === -1 || inline < firstExternal, 'el script del tema va antes de los bundles');

    // With every bundle blocked, only the inline script can set the class.
    await page.goto('/login');
    await saveTheme(page, JSON.stringify({ state: { isDark: true }, version: 0 }));
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    assert.equal(await isDark(page), true);
    assert.equal(await page.getByRole('button', { name: 'Iniciar Sesión' }).count(), 0, 'la aplicación no llegó a arrancar');

    await saveTheme(page, JSON.stringify({ state: { isDark: false }, version: 0 }));
    await page.reload({ waitUntil: 'domcontentloaded' });
    assert.equal(await isDark(page), false);
  },
  { context: { colorScheme: 'light' } },
);
