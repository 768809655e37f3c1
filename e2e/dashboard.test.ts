// Dashboard: the cards show the API's figures for the signed-in user, the active campaigns' line leads to that list
// (issue 36), quick access navigates, refresh refetches.
// Own product under npm test: its cards must equal /dashboard/resumen, which the reports, downloads and messages of
// other files move.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { apiDashboard } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { countRequests, eventually, waitForPath } from './helpers/expect.ts';
import { visibleCopy } from './helpers/prerendered.ts';
import { loginViaUi, sessionToken } from './helpers/session.ts';
import { integersIn, textAround } from './helpers/text.ts';
import { networkSettled } from './helpers/network.ts';

const { test } = useBrowser(import.meta.url);

async function cardValue(page: Page, title: string): Promise<number> {
  const text = await textAround(page.getByRole('main').getByText(title, { exact: true }).first());
  const numbers = integersIn(text);
  assert.equal(numbers.length, 1, `la tarjeta "${title}" muestra un número: ${text}`);
  return numbers[0];
}

for (const who of ['admin', 'proveedor', 'cliente'] as const) {
  test(`las tarjetas de ${who} muestran las cifras de /dashboard/resumen`, async ({ page, screenshot }) => {
    await loginViaUi(page, DEMO_CREDENTIALS[who]);
    const summary = await apiDashboard(await sessionToken(page));
    await eventually(async () => {
      assert.deepEqual(
        {
          informes: await cardValue(page, 'Informes'),
          recibidos: await cardValue(page, 'Recibidos'),
          descargados: await cardValue(page, 'Descargados'),
          mensajes: await cardValue(page, 'Mensajes'),
        },
        { informes: summary.informes, recibidos: summary.recibidos, descargados: summary.descargados, mensajes: summary.mensajes },
      );
    });
    await page.getByText('Actividad Reciente', { exact: true }).waitFor();
    // The sidebar badge of "Informes" carries the same count.
    const link = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^Informes/ });
    assert.deepEqual(integersIn(await link.innerText()), [summary.informes]);
    if (who === 'admin') await screenshot('dashboard-admin');
  });
}

/** The number the greeting's campaign line says: "N campañas activas", "1 campaña activa", "Sin campañas activas". */
function campanasActivasIn(text: string): number {
  if (text === 'Sin campañas activas') return 0;
  const n = integersIn(text);
  assert.ok(n.length === 1 && /^[\d.]+ campañas? activas?$/.test(text), `la línea de campañas dice un número: ${text}`);
  return n[0];
}

for (const who of ['admin', 'cliente', 'proveedor'] as const) {
  test(`la línea de campañas activas de ${who} dice la cifra de /dashboard/resumen y lleva a /campanas?estado=activa`, async ({ page }) => {
    await loginViaUi(page, DEMO_CREDENTIALS[who]);
    const token = await sessionToken(page);
    const link = page.getByRole('main').getByRole('link', { name: /campañas? activas?$/ });
    // Other files create campaigns meanwhile: refresh the summary until the page and the API agree.
    await eventually(
      async () => {
        const { campanasActivas } = await apiDashboard(token);
        if (campanasActivasIn((await link.innerText()).trim()) !== campanasActivas) {
          await page.getByRole('button', { name: 'Actualizar estadísticas' }).click();
          await networkSettled(page);
        }
        assert.equal(campanasActivasIn((await link.innerText()).trim()), campanasActivas);
      },
      { timeout: 30_000 },
    );
    await link.click();
    await waitForPath(page, '/campanas');
    assert.equal(new URL(page.url()).searchParams.get('estado'), 'activa');
    await eventually(async () => assert.equal(await page.getByRole('main').getByLabel('Estado', { exact: true }).inputValue(), 'activa'));
  });
}

test('los accesos rápidos llevan a /nuevo-informe y /informes', async ({ page }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  await page.getByRole('button', { name: 'Nuevo Informe' }).click();
  await waitForPath(page, '/nuevo-informe');
  await page.goBack();
  await waitForPath(page, '/');
  await page.getByRole('button', { name: 'Ver Informes' }).click();
  await waitForPath(page, '/informes');
});

test('"Actualizar estadísticas" vuelve a pedir el resumen', async ({ page }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  await page.getByText('Actividad Reciente', { exact: true }).waitFor();
  await networkSettled(page);
  const calls = countRequests(page, /\/api\/v1\/dashboard\/resumen$/);
  await page.getByRole('button', { name: 'Actualizar estadísticas' }).click();
  await eventually(() => assert.equal(calls.count, 1));
  await page.getByRole('button', { name: 'Actualizar estadísticas' }).click();
  await eventually(() => assert.equal(calls.count, 2));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`/ se pinta desde el HTML con el usuario de la sesión (tema ${scheme === 'dark' ? 'oscuro' : 'claro'}) y la app lo reemplaza en el mismo sitio`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await loginViaUi(page, DEMO_CREDENTIALS.proveedor);
    // Without the app's scripts (only the inline scripts run): what the HTML alone paints for this session.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/');
    const html = await visibleCopy(page, 'h1');
    assert.equal(html.text, `Bienvenido, ${DEMO_CREDENTIALS.proveedor.usuario}`);
    assert.equal(html.copy, scheme, 'the copy of the current theme is the one shown');
    assert.equal(html.placeholders, false, 'no placeholder left in the page');
    const header = await page.locator('[data-prerender]:visible [data-testid="header-usuario"]').innerText();
    assert.equal(header, DEMO_CREDENTIALS.proveedor.usuario);
    // The menu depends on the role and on the remotes' screens: not painted until the app knows them.
    const menu = page.locator('[data-prerender]:visible nav a');
    assert.ok((await menu.count()) > 0, 'the menu is laid out');
    assert.equal(await menu.first().isVisible(), false);
    // With the app: it takes over, one heading remains, where the HTML painted it.
    await page.unroute(/\.js(\?.*)?$/);
    await page.goto('/');
    await page.getByRole('heading', { name: `Bienvenido, ${DEMO_CREDENTIALS.proveedor.usuario}` }).waitFor();
    await eventually(async () => assert.equal((await visibleCopy(page, 'h1')).copy, 'react'));
    const app = await visibleCopy(page, 'h1');
    assert.equal(app.count, 1);
    assert.deepEqual(app.box, html.box, 'the greeting is painted where the HTML painted it');
  });
}

test('/ sin sesión no pinta el marco de otra persona: la página queda vacía hasta que la app lleva a /login', async ({ page }) => {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto('/');
  assert.equal(await page.locator('[data-prerender]').count(), 0);
  assert.equal(await page.getByText(/Bienvenido/).count(), 0);
  await page.unroute(/\.js(\?.*)?$/);
  await page.goto('/');
  await waitForPath(page, '/login');
});
