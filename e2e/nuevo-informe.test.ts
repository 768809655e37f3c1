// /nuevo-informe and the report's photos in Chromium (issue 10): a provider creates a report with GPS photos and
// one placed by a click on the (offline) map, follows the upload progress to the report page, looks at the gallery,
// viewer and map, downloads the ZIP; a partial failure is retried from the report page; MapLibre and exifr are
// only downloaded when needed; no Content-Security-Policy violation on the way.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { ArchivosInforme } from '../shared/src/contracts/index.ts';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { apiFetch } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { main } from './helpers/catalog.ts';
import { eventually, toast, waitForPath } from './helpers/expect.ts';
import { useInformesApi } from './helpers/informes.ts';
import { startExtraServer } from './helpers/server.ts';
import { fillForm, fixture, openNuevoInforme } from './helpers/nuevo-informe.ts';
import { fillLogin, sessionToken } from './helpers/session.ts';

const { test } = useBrowser(import.meta.url);
const api = useInformesApi();
const RUN = Date.now().toString(36);

/** Every JS/worker file the page fetched, and every CSP violation (recorded from before the first script). */
function watch(page: Page) {
  const scripts: string[] = [];
  page.on('request', (req) => {
    const p = new URL(req.url()).pathname;
    if (/\.(m?js)$/.test(p)) scripts.push(p);
  });
  void page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    scripts,
    mapLoaded: () => scripts.some((s) => /\/mapa\.[0-9a-f]{8}\.js$/.test(s) || s.endsWith('.mjs')),
    exifLoaded: () => scripts.some((s) => /\/exifr\.[0-9a-f]{8}\.js$/.test(s)),
    csp: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []),
  };
}

async function mapClick(page: Page, dx = 0, dy = 0) {
  const map = main(page).getByTestId('mapa');
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  assert.ok(box);
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
}

test('sin abrir el mapa no se descarga MapLibre; exifr llega al elegir imágenes; las reglas del selector', async ({ page }) => {
  const seen = watch(page);
  await openNuevoInforme(page);
  const m = main(page);
  await m.getByText('Primero seleccione una provincia').waitFor({ state: 'attached' });
  assert.equal(seen.mapLoaded(), false, `no map chunk yet: ${seen.scripts.join(', ')}`);
  assert.equal(seen.exifLoaded(), false, 'exifr waits for the first image');
  await m.getByLabel(/Arrastre las imágenes aquí/).setInputFiles([fixture('gps-bogota.jpg'), fixture('notes.txt'), fixture('not-an-image.jpg')]);
  await toast(page, 'notes.txt no es una imagen válida').waitFor();
  await toast(page, 'not-an-image.jpg no es una imagen válida').waitFor();
  await m.getByRole('list', { name: 'Imágenes seleccionadas' }).getByText('GPS automático').waitFor();
  assert.equal(seen.exifLoaded(), true);
  await m.getByLabel(/Arrastre las imágenes aquí/).setInputFiles([fixture('gps-bogota.jpg')]);
  await toast(page, 'Algunas imágenes ya estaban seleccionadas').waitFor();
  await m.getByRole('button', { name: /^Crear Informe \(1 imagen\)$/ }).waitFor();
  assert.equal(seen.mapLoaded(), false, 'picking images does not load the map either');
  // Validation: one toast per missing field.
  await m.getByRole('button', { name: /^Crear Informe/ }).click();
  for (const text of ['Servicio es requerido', 'Provincia es requerida', 'Localidad es requerida', 'Campaña es requerida'])
    await toast(page, text).waitFor();
  await m.getByRole('button', { name: 'Ver en mapa' }).click();
  await m.getByTestId('mapa').waitFor();
  assert.equal(seen.mapLoaded(), true, 'the map chunk arrives when the map is opened');
  await m.getByRole('button', { name: 'Ocultar mapa' }).click();
  await m.getByRole('button', { name: 'Limpiar' }).click();
  await m.getByText('0/10').waitFor();
  assert.deepEqual(await seen.csp(), []);
});

test(
  'crear un informe con fotos GPS y una ubicada a mano, ver galería, visor, mapa y descargar el ZIP',
  async ({ page, screenshot }) => {
    const seen = watch(page);
    await openNuevoInforme(page);
    const m = main(page);
    const campana = `Fotos ${RUN}`;
    await fillForm(page, campana);
    await m.getByLabel(/Arrastre las imágenes aquí/).setInputFiles([fixture('gps-bogota.jpg'), fixture('gps-medellin.jpg'), fixture('no-gps.png')]);
    const list = m.getByRole('list', { name: 'Imágenes seleccionadas' });
    await eventually(async () => assert.equal(await list.getByText('GPS automático').count(), 2));
    const counters = m.getByLabel('Ubicación de las imágenes');
    await counters.getByText('Con GPS automático').waitFor();
    const missing = m.getByRole('region', { name: 'Imágenes sin ubicación GPS' });
    await missing.getByText('no-gps.png').waitFor();
    await missing.getByRole('button', { name: 'Agregar ubicación a no-gps.png' }).click();
    await m.getByRole('status').filter({ hasText: 'Haga clic en el mapa para ubicar no-gps.png' }).first().waitFor();
    const map = m.getByTestId('mapa');
    await map.waitFor();
    assert.equal(await map.getAttribute('data-estilo'), 'sin-conexion');
    await page.waitForTimeout(500); // the map's first frame
    await mapClick(page, 160, 90);
    await list.getByText('Ubicación manual').waitFor();
    await eventually(async () => assert.equal(await map.locator('[data-origen]').count(), 3));
    assert.equal(await map.locator('[data-origen="manual"]').count(), 1);
    // A marker's popup: thumbnail and name.
    await map.getByRole('button', { name: 'no-gps.png (Ubicación manual)' }).click();
    await map.getByRole('img', { name: 'Miniatura de no-gps.png' }).waitFor();
    await screenshot('nuevo-informe-con-mapa');

    await m.getByRole('button', { name: 'Crear Informe (3 imágenes)' }).click();
    await toast(page, 'Informe creado; las 3 imágenes se subieron correctamente').waitFor({ timeout: 30_000 });
    await eventually(() => assert.match(new URL(page.url()).pathname, /^\/informes\/\d+$/));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    api.created.push(id);
    await m.getByRole('heading', { level: 1, name: campana }).waitFor();

    // What the API stored.
    const res = await apiFetch(`/informes/${id}/archivos`, { token: api.token('proveedor') });
    const { data } = (await res.json()) as ArchivosInforme;
    const byName = Object.fromEntries(data.map((a) => [a.nombre, a]));
    assert.deepEqual(Object.keys(byName).sort(), ['gps-bogota.jpg', 'gps-medellin.jpg', 'no-gps.png']);
    assert.deepEqual(
      [byName['gps-bogota.jpg'].latitud, byName['gps-bogota.jpg'].longitud, byName['gps-bogota.jpg'].tiene_metadatos_gps],
      [4.598056, -74.075833, true],
    );
    assert.equal(byName['no-gps.png'].tiene_metadatos_gps, false);
    assert.equal(byName['no-gps.png'].origen_ubicacion, 'manual');

    // Gallery, viewer (arrows, Escape), map of the report.
    const fotos = m.getByRole('region', { name: 'Fotos' });
    const gallery = fotos.getByRole('list', { name: 'Galería de imágenes' });
    await eventually(async () => assert.equal(await gallery.getByRole('listitem').count(), 3));
    await eventually(async () =>
      assert.ok(
        await gallery
          .locator('img')
          .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)),
      ),
    );
    await gallery.getByRole('button', { name: /^Ver gps-bogota\.jpg/ }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('heading', { name: /gps-bogota\.jpg \(\d de 3\)/ }).waitFor();
    await viewer.getByText('4.59806, -74.07583').waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer
      .getByRole('heading', { name: /\(\d de 3\)/ })
      .filter({ hasNotText: 'gps-bogota.jpg' })
      .waitFor();
    await screenshot('visor');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    const mapa = m.getByRole('region', { name: 'Mapa' });
    await eventually(async () => assert.equal(await mapa.locator('[data-origen]').count(), 3));
    // Markers are buttons: the keyboard opens a photo too.
    await mapa.getByRole('button', { name: 'gps-medellin.jpg (GPS automático)' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: /gps-medellin\.jpg/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await screenshot('detalle-con-fotos');

    const download = page.waitForEvent('download');
    await fotos.getByRole('button', { name: 'Descargar todo (ZIP)' }).click();
    const zip = await download;
    assert.match(zip.suggestedFilename(), new RegExp(`^informe-${id}-fotos-.*-imagenes\\.zip$`));
    await eventually(async () => {
      const after = (await (await apiFetch(`/informes/${id}/archivos`, { token: api.token('proveedor') })).json()) as ArchivosInforme;
      assert.ok(after.data.every((a) => a.descargas === 1));
    });
    assert.deepEqual(await seen.csp(), []);
  },
  { timeout: 120_000 },
);

test('una foto que el servidor rechaza: el informe se crea, se avisa n/m y su página la reintenta', async ({ page }) => {
  await openNuevoInforme(page);
  const m = main(page);
  await fillForm(page, `Reintento ${RUN}`);
  await m.getByLabel(/Arrastre las imágenes aquí/).setInputFiles([fixture('gps-leticia.jpg'), fixture('no-gps.jpg')]);
  await eventually(async () => assert.equal(await m.getByRole('list', { name: 'Imágenes seleccionadas' }).getByRole('listitem').count(), 2));
  // The second photo's resumable upload is refused when it is created (as the server refuses a file it cannot take).
  let creations = 0;
  await page.route('**/api/v1/subidas', (route) =>
    route.request().method() === 'POST' && ++creations === 2
      ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'prueba', message: 'Rechazada en la prueba' }) })
      : route.continue(),
  );
  await m.getByRole('button', { name: 'Crear Informe (2 imágenes)' }).click();
  await toast(page, 'Error subiendo imágenes: 1/2 exitosas').waitFor({ timeout: 30_000 });
  await toast(page, 'Informe creado, pero algunas imágenes tuvieron problemas').waitFor();
  await eventually(() => assert.match(new URL(page.url()).pathname, /^\/informes\/\d+$/));
  api.created.push(Number(new URL(page.url()).pathname.split('/').pop()));
  await page.unroute('**/api/v1/subidas');
  const fotos = m.getByRole('region', { name: 'Fotos' });
  await eventually(async () => assert.equal(await fotos.getByRole('list', { name: 'Galería de imágenes' }).getByRole('listitem').count(), 1));
  // The refused photo waits in the outbox, with the server's reason, on the report's page.
  await fotos.getByText('Rechazada en la prueba').first().waitFor();
  await fotos.getByRole('button', { name: 'Reintentar' }).click();
  await eventually(async () => assert.equal(await fotos.getByRole('list', { name: 'Galería de imágenes' }).getByRole('listitem').count(), 2), {
    timeout: 30_000,
  });
  await eventually(async () => assert.equal(await fotos.getByRole('button', { name: 'Reintentar' }).count(), 0));
});

test('si la sesión termina mientras suben las fotos: "Sesión expirada", vuelve a /login y no intenta las demás', async ({ page }) => {
  await openNuevoInforme(page);
  const m = main(page);
  await fillForm(page, `Sesión ${RUN}`);
  await m.getByLabel(/Arrastre las imágenes aquí/).setInputFiles([fixture('gps-leticia.jpg'), fixture('no-gps.jpg')]);
  await eventually(async () => assert.equal(await m.getByRole('list', { name: 'Imágenes seleccionadas' }).getByRole('listitem').count(), 2));
  const token = await sessionToken(page);
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/informes' && r.request().method() === 'POST');
  // The session is ended on the server (signed out in another tab) once the report exists, before its first photo.
  let creations = 0;
  await page.route('**/api/v1/subidas', async (route) => {
    if (route.request().method() === 'POST' && ++creations === 1)
      assert.equal((await apiFetch('/auth/logout', { method: 'POST', token })).status, 200);
    await route.continue();
  });
  await m.getByRole('button', { name: 'Crear Informe (2 imágenes)' }).click();
  api.created.push(((await (await created).json()) as { id: number }).id);
  await toast(page, 'Sesión expirada').waitFor();
  await waitForPath(page, '/login');
  assert.equal(creations, 1, 'the second photo is not tried once the session is over');
  assert.equal(await page.getByText(/Error subiendo imágenes/).count(), 0);
});

test(
  '375 px y tema oscuro: el formulario con imágenes y el mapa',
  async ({ page, screenshot }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openNuevoInforme(page);
    const m = main(page);
    await m.getByLabel(/Arrastre las imágenes aquí/).setInputFiles([fixture('gps-bogota.jpg'), fixture('no-gps.png')]);
    await m.getByRole('region', { name: 'Imágenes sin ubicación GPS' }).waitFor();
    await m.getByRole('button', { name: 'Ver en mapa' }).click();
    await m.getByTestId('mapa').waitFor();
    await page.waitForTimeout(800);
    await screenshot('nuevo-informe-375-oscuro');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no horizontal scroll at 375 px (${overflow}px)`);
  },
  { context: { viewport: { width: 375, height: 812 }, colorScheme: 'dark' } },
);

test(
  'con MAP_STYLE_URL inalcanzable el mapa usa el estilo sin conexión, lo dice en una línea, y ubicar con un clic funciona',
  async ({ page }) => {
    const other = await startExtraServer({ MAP_STYLE_URL: 'http://127.0.0.1:1/estilo.json' });
    try {
      await page.goto(`${other.url}/login`);
      await fillLogin(page, DEMO_CREDENTIALS.proveedor);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await page.goto(`${other.url}/nuevo-informe`);
      const m = main(page);
      await m.getByLabel(/Arrastre las imágenes aquí/).setInputFiles([fixture('no-gps.jpg')]);
      await m.getByRole('button', { name: 'Agregar ubicación a no-gps.jpg' }).click();
      await m.getByText('No se pudo cargar el mapa configurado; se muestra el mapa básico sin conexión.').waitFor({ timeout: 15_000 });
      await eventually(async () => assert.equal(await m.getByTestId('mapa').getAttribute('data-estilo'), 'sin-conexion'));
      await page.waitForTimeout(500);
      await mapClick(page, -60, 40);
      await m.getByRole('list', { name: 'Imágenes seleccionadas' }).getByText('Ubicación manual').waitFor();
    } finally {
      await other.stop();
    }
  },
  { timeout: 180_000 },
);
