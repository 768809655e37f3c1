// Accessibility as a test (issue 13): axe-core's WCAG 2.1 AA rules on every screen of every role, in the light and
// the dark theme, on a desktop and a 375 px phone. Any violation fails, naming the rule and the elements. This file:
// /login, and the photos and dialogs; each role's screens are in accessibility-<role>.test.ts (side by side under
// npm test).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { apiFetch } from './helpers/api.ts';
import { checkScreen, heading } from './helpers/accessibility.ts';
import { useBrowser } from './helpers/browser.ts';
import { useInformesApi } from './helpers/informes.ts';
import { loginViaUi } from './helpers/session.ts';
import { ROOT } from '../scripts/lib/paths.mjs';

const { test } = useBrowser(import.meta.url);
const informes = useInformesApi();

test(
  '/login, en claro y oscuro, escritorio y 375 px: sin violaciones WCAG 2.1 AA',
  async ({ page }) => {
    await page.goto('/login');
    const found = await checkScreen(page, '/login', async (p) => {
      await p.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
      await p.getByText('En línea', { exact: true }).waitFor();
    });
    assert.deepEqual(found, []);
  },
  { timeout: 120_000 },
);

/** Uploads a fixture photo to report `id` as the administrator (what /nuevo-informe does, without the form). */
async function upload(id: number, name: string, latitud: number, longitud: number): Promise<void> {
  const form = new FormData();
  form.append('latitud', String(latitud));
  form.append('longitud', String(longitud));
  form.append('tiene_metadatos_gps', 'true');
  form.append('archivo', new Blob([fs.readFileSync(path.join(ROOT, 'e2e', 'fixtures', 'images', name))], { type: 'image/jpeg' }), name);
  const res = await apiFetch(`/upload/${id}`, { method: 'POST', token: informes.token('admin'), body: form });
  assert.equal(res.status, 201, await res.text());
}

test(
  'fotos y diálogos: galería y mapa del informe, visor abierto, mapa de /nuevo-informe, modal de usuario — sin violaciones',
  async ({ page }) => {
    const informe = await informes.crear({ campana: 'Accesibilidad de fotos' });
    await upload(informe.id, 'gps-bogota.jpg', 4.598056, -74.075833);
    await upload(informe.id, 'gps-medellin.jpg', 6.2442, -75.5812);
    await loginViaUi(page, DEMO_CREDENTIALS.admin);
    const main = (p: Page) => p.getByRole('main');
    const gallery = async (p: Page) => {
      await heading(p);
      const images = main(p).getByRole('list', { name: 'Galería de imágenes' }).locator('img');
      await images.nth(1).waitFor();
      await p.waitForFunction(() => [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete));
      const mapa = main(p).getByRole('region', { name: 'Mapa' });
      await mapa.scrollIntoViewIfNeeded();
      await mapa.locator('[data-origen]').nth(1).waitFor({ state: 'attached' });
    };
    const found: string[] = [];
    found.push(...(await checkScreen(page, `/informes/${informe.id}`, gallery)));
    found.push(
      ...(await checkScreen(page, `/informes/${informe.id}`, async (p) => {
        await gallery(p);
        await main(p)
          .getByRole('button', { name: /^Ver gps-bogota\.jpg/ })
          .click();
        await p
          .getByRole('dialog')
          .getByRole('heading', { name: /gps-bogota\.jpg/ })
          .waitFor();
      })),
    );
    found.push(
      ...(await checkScreen(page, '/nuevo-informe', async (p) => {
        await heading(p);
        await main(p).getByRole('button', { name: 'Ver en mapa' }).click();
        await main(p).getByTestId('mapa').waitFor();
      })),
    );
    found.push(
      ...(await checkScreen(page, '/administradores', async (p) => {
        await heading(p);
        await main(p).getByRole('button', { name: 'Nuevo Usuario' }).click();
        await p.getByRole('dialog').getByRole('heading').first().waitFor();
      })),
    );
    assert.deepEqual(found, []);
  },
  { timeout: 600_000 },
);
