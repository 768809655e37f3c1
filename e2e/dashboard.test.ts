// Dashboard: the cards show the API's figures for the signed-in user, quick access navigates, refresh refetches.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { apiDashboard } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { countRequests, eventually, waitForPath } from './helpers/expect.ts';
import { loginViaUi, sessionToken } from './helpers/session.ts';
import { integersIn, textAround } from './helpers/text.ts';

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
  await page.waitForLoadState('networkidle');
  const calls = countRequests(page, /\/api\/v1\/dashboard\/resumen$/);
  await page.getByRole('button', { name: 'Actualizar estadísticas' }).click();
  await eventually(() => assert.equal(calls.count, 1));
  await page.getByRole('button', { name: 'Actualizar estadísticas' }).click();
  await eventually(() => assert.equal(calls.count, 2));
});
