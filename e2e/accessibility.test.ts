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

test(
  'sitios: la página de un sitio, el mapa de sitios, el formulario con su mapa y la vista previa de una importación — sin violaciones',
  async ({ page }) => {
    const token = informes.token('admin');
    const run = `A11Y${Date.now().toString(36).toUpperCase()}`;
    const provincias = (await (await apiFetch('/catalogos/provincias', { token })).json()) as Array<{ id: number; nombre: string }>;
    const bogota = provincias.find((p) => p.nombre === 'Bogotá, D.C.');
    assert.ok(bogota);
    const localidades = (await (await apiFetch(`/catalogos/localidades/${bogota.id}`, { token })).json()) as Array<{ id: number; nombre: string }>;
    const lugar = { provincia_id: bogota.id, localidad_id: localidades.find((l) => l.nombre === 'Bogotá, D.C.')!.id };
    const ids: number[] = [];
    try {
      for (const [i, tipo, latitud] of [
        [1, 'valla', 4.6512],
        [2, 'punto_de_venta', 4.68],
      ] as const) {
        const res = await apiFetch('/sitios', {
          method: 'POST',
          token,
          body: JSON.stringify({
            codigo: `${run}-${i}`,
            nombre: `Sitio accesible ${i}`,
            tipo,
            ...lugar,
            latitud,
            longitud: -74.0953,
            notas: 'Frente al parque',
          }),
        });
        assert.equal(res.status, 201, await res.clone().text());
        ids.push(((await res.json()) as { id: number }).id);
      }
      await loginViaUi(page, DEMO_CREDENTIALS.admin);
      const main = (p: Page) => p.getByRole('main');
      const found: string[] = [];
      found.push(
        ...(await checkScreen(page, `/sitios/${ids[0]}`, async (p) => {
          await heading(p);
          await main(p).getByText('Todavía no hay fotos tomadas en este sitio.').waitFor();
          await main(p).getByText('Ninguna campaña tiene este sitio.').waitFor();
        })),
      );
      found.push(
        ...(await checkScreen(page, `/sitios?vista=mapa&search=${run}`, async (p) => {
          await heading(p);
          await main(p).getByText('2 sitios en el mapa.').waitFor();
          await main(p).getByTestId('mapa').locator('[data-sitio], [data-grupo]').first().waitFor();
        })),
      );
      found.push(
        ...(await checkScreen(page, '/sitios', async (p) => {
          await heading(p);
          await main(p).getByRole('button', { name: 'Nuevo Sitio' }).click();
          const dialog = p.getByRole('dialog', { name: 'Nuevo Sitio' });
          await dialog.getByTestId('mapa').locator('canvas').waitFor();
          await dialog.getByRole('button', { name: 'Crear Sitio' }).click();
          await dialog.getByText('El código es obligatorio').waitFor();
        })),
      );
      found.push(
        ...(await checkScreen(page, '/sitios', async (p) => {
          await heading(p);
          await main(p).getByRole('button', { name: 'Importar' }).click();
          const dialog = p.getByRole('dialog', { name: 'Importar sitios' });
          const csv = `codigo;nombre;tipo;departamento;municipio;latitud;longitud\n${run}-9;Nuevo;valla;Bogotá;Bogotá;4,6;-74,1\n;Sin código;globo;Narnia;X;norte;-74\n`;
          await dialog.getByLabel('Archivo CSV').setInputFiles({ name: 'sitios.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
          await dialog.getByRole('table', { name: 'Vista previa de la importación' }).waitFor();
        })),
      );
      assert.deepEqual(found, []);
    } finally {
      for (const id of ids) await apiFetch(`/sitios/${id}`, { method: 'DELETE', token });
    }
  },
  { timeout: 600_000 },
);
