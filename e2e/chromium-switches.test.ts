// The browser the tests drive: Playwright's switches kept, Chromium's own toolbar UI renderers off
// (scripts/lib/chromium.mjs; docs/decisions/test-time.md, "Chromium's own UI"). A Playwright or Chromium upgrade
// that changes either fails here instead of silently slowing, or changing, every browser test.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { CHROME_UI_FEATURES_OFF, PLAYWRIGHT_DISABLE_FEATURES } from '../scripts/lib/chromium.mjs';
import { launchBrowser } from './helpers/browser.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('Chromium starts with one --disable-features switch: Playwright’s list and ours', async () => {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  await page.close();
  const switches = commandLine.match(/--disable-features=\S*/g) ?? [];
  assert.equal(
    switches.length,
    1,
    `Chromium se inició con ${switches.length} opciones --disable-features (solo vale la última): ` +
      'si Playwright cambió su lista, cópiala en PLAYWRIGHT_DISABLE_FEATURES (scripts/lib/chromium.mjs)',
  );
  const features = switches[0].slice('--disable-features='.length).split(',');
  const playwrights = PLAYWRIGHT_DISABLE_FEATURES.slice('--disable-features='.length).split(',');
  for (const feature of [...playwrights, ...CHROME_UI_FEATURES_OFF]) assert.ok(features.includes(feature), `falta ${feature}`);
});

test('a page brings no renderer of Chromium’s own omnibox popup', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent('<p>hola</p>');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: Array<{ type: string; url: string }> };
  await context.close();
  assert.deepEqual(
    targetInfos.filter((t) => t.type !== 'page').map((t) => t.url),
    [],
    'Chromium abrió su propia interfaz (chrome://…top-chrome) en un proceso aparte',
  );
  assert.equal(targetInfos.filter((t) => t.type === 'page').length, 1);
});
