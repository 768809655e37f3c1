// /verificar, the public photo check (docs/decisions/verificar.md): from the login screen's link, without signing in,
// a photo a report holds names its campaign and report number; another file is not found; a pasted hash works; the
// photo itself never leaves the browser; axe-core finds nothing in light and dark at 375 px.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../scripts/lib/paths.mjs';
import { apiFetch } from './helpers/api.ts';
import { axeViolations } from './helpers/axe.ts';
import { useBrowser } from './helpers/browser.ts';
import { countRequests, waitForPath } from './helpers/expect.ts';
import { useInformesApi } from './helpers/informes.ts';
import { visibleCopy } from './helpers/prerendered.ts';

const { test } = useBrowser(import.meta.url);
const informes = useInformesApi();

const FIXTURE = 'gps-medellin.jpg';
const fixtureBytes = fs.readFileSync(path.join(ROOT, 'e2e', 'fixtures', 'images', FIXTURE));
const fixtureHash = createHash('sha256').update(fixtureBytes).digest('hex');
const NOT_FOUND = 'No tenemos una foto con esta huella. Una foto recomprimida, recortada o editada tiene otra huella.';

/** A report that holds the fixture photo, uploaded by the provider user (once per file). */
let held: Promise<number> | undefined;
function reportHoldingFixture(): Promise<number> {
  held ??= (async () => {
    const informe = await informes.crear({ campana: 'Verificación E2E' }, 'proveedor');
    const form = new FormData();
    form.append('archivo', new Blob([fixtureBytes], { type: 'image/jpeg' }), FIXTURE);
    const res = await apiFetch(`/upload/${informe.id}`, { method: 'POST', token: informes.token('proveedor'), body: form });
    assert.ok(res.status === 201 || res.status === 200, await res.text());
    return informe.id;
  })();
  return held;
}

/** The page React rendered, not the prerendered, inert first frame the HTML brings. */
async function waitForLiveScreen(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Verificar una foto' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-prerender]') && !document.querySelector('[inert][aria-hidden="true"]'));
}

const result = (page: Page) => page.getByRole('status', { name: 'Resultado de la comprobación' });

/** Drops `bytes` as a file on the drop zone, as a file dragged from the desktop would arrive. */
async function dropFile(page: Page, name: string, bytes: Buffer, type: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ b64, name, type }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { b64: bytes.toString('base64'), name, type },
  );
  const zone = page.getByText('Suelte aquí una foto o elíjala');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

test('desde el enlace del inicio de sesión, sin entrar: una foto de un informe dice su campaña y número; otra, que no está', async ({
  page,
  screenshot,
}) => {
  const informeId = await reportHoldingFixture();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-prerender]'));
  await screenshot('login-con-enlace');
  await page.getByRole('link', { name: 'Verificar una foto' }).click();
  await waitForPath(page, '/verificar');
  await waitForLiveScreen(page);
  await page.getByText('La foto no se envía: solo su huella SHA-256').waitFor();

  // The photo stays in the browser: only its hash travels, in the address of one GET.
  const api = countRequests(page, /^\/api\//);
  await dropFile(page, FIXTURE, fixtureBytes, 'image/jpeg');
  const found = result(page);
  await found.getByText('Esta foto está en Informes de Campañas:').waitFor();
  const line = found.getByRole('listitem').filter({ hasText: `informe #${informeId},` });
  await line.waitFor();
  assert.match(
    (await line.textContent()) ?? '',
    new RegExp(`^campaña «Verificación E2E», informe #${informeId}, subida el \\d{2}/\\d{2}/\\d{4}, \\d{2}:\\d{2}$`),
  );
  assert.match((await found.textContent()) ?? '', new RegExp(fixtureHash));
  assert.deepEqual(
    api.urls.map((url) => new URL(url).pathname),
    [`/api/v1/verificar/${fixtureHash}`],
  );
  await screenshot('encontrada');

  // Any other file (here through the file chooser): not found.
  const other = randomBytes(2048);
  await page.getByLabel('Suelte aquí una foto o elíjala').setInputFiles({ name: 'otra.jpg', mimeType: 'image/jpeg', buffer: other });
  await result(page).getByText(NOT_FOUND).waitFor();
  assert.match((await result(page).textContent()) ?? '', new RegExp(createHash('sha256').update(other).digest('hex')));
  await screenshot('no-encontrada');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`/verificar se pinta desde el HTML (tema ${scheme === 'dark' ? 'oscuro' : 'claro'}) con su propio código anunciado, y la app la reemplaza en el mismo sitio`, async ({
    page,
  }) => {
    const html = await (await page.request.get('/verificar', { headers: { accept: 'text/html' } })).text();
    assert.match(html, /<link rel="preload" as="script" media="not all" href="\/verificar\.[0-9a-f]{8}\.js">/);
    await page.emulateMedia({ colorScheme: scheme });
    // Without the app's scripts (only the inline scripts run): what the HTML alone paints.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/verificar');
    const first = await visibleCopy(page, 'h1');
    assert.deepEqual([first.text, first.copy], ['Verificar una foto', scheme]);
    await page.unroute(/\.js(\?.*)?$/);
    await page.goto('/verificar');
    await waitForLiveScreen(page);
    const live = await visibleCopy(page, 'h1');
    assert.equal(live.copy, 'react');
    assert.deepEqual(live.box, first.box, 'the heading is painted where the HTML painted it');
  });
}

test('una huella pegada (en mayúsculas, con espacios) se comprueba; un texto que no es una huella se explica', async ({ page, screenshot }) => {
  const informeId = await reportHoldingFixture();
  await page.goto('/verificar');
  await waitForLiveScreen(page);
  const field = page.getByLabel('O pegue una huella SHA-256');
  await field.fill('no es una huella');
  await page.getByRole('button', { name: 'Comprobar' }).click();
  await page.getByText('La huella SHA-256 debe tener 64 dígitos hexadecimales (0-9 y a-f).').waitFor();
  assert.equal(await field.getAttribute('aria-invalid'), 'true');

  await field.fill(`  ${fixtureHash.toUpperCase()} `);
  await field.press('Enter');
  await result(page)
    .getByRole('listitem')
    .filter({ hasText: `informe #${informeId},` })
    .waitFor();
  assert.equal(await field.getAttribute('aria-invalid'), null);
  await screenshot('huella-pegada');
});

for (const theme of [
  { name: 'claro', isDark: false },
  { name: 'oscuro', isDark: true },
] as const) {
  test(`a 375 px en tema ${theme.name}: sin violaciones WCAG 2.1 AA, vacía, con una foto encontrada y con una que no`, async ({
    page,
    screenshot,
  }) => {
    await reportHoldingFixture();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/verificar');
    await page.evaluate((isDark) => localStorage.setItem('theme-storage', JSON.stringify({ state: { isDark }, version: 0 })), theme.isDark);
    await page.reload();
    await waitForLiveScreen(page);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), theme.isDark);
    const found: string[] = [];
    const check = async (state: string) => {
      await page.waitForTimeout(300);
      for (const v of await axeViolations(page)) found.push(`${state}: ${v.id} (${v.impact}): ${v.help} → ${v.nodes.slice(0, 3).join(' | ')}`);
      // Nothing wider than the phone.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), `${state}: desborda a lo ancho`);
    };
    await check('vacía');
    await screenshot(`375-${theme.name}-vacia`);
    // Keyboard: the file chooser is reached with Tab.
    await page.getByLabel('Suelte aquí una foto o elíjala').focus();
    await dropFile(page, FIXTURE, fixtureBytes, 'image/jpeg');
    await result(page).getByText('Esta foto está en Informes de Campañas:').waitFor();
    await check('encontrada');
    await screenshot(`375-${theme.name}-encontrada`);
    await page.getByLabel('O pegue una huella SHA-256').fill('0'.repeat(64));
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await result(page).getByText(NOT_FOUND).waitFor();
    await check('no encontrada');
    await screenshot(`375-${theme.name}-no-encontrada`);
    assert.deepEqual(found, []);
  });
}
