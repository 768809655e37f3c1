// A remote's screen opened directly is painted from the HTML: the host's frame with the screen's first frame from
// the remote's own release (docs/decisions/prerendered-login.md, "A remote's screens"); the app then takes over
// without a loading spinner in between. The host's own screens (/mensajes, /change-password) come in the same frame,
// from the host's build.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { useBrowser } from './helpers/browser.ts';
import { main } from './helpers/catalog.ts';
import { apiFetch } from './helpers/api.ts';
import { eventually } from './helpers/expect.ts';
import { useInformesApi } from './helpers/informes.ts';
import { visibleCopy } from './helpers/prerendered.ts';
import { loginViaUi } from './helpers/session.ts';

const { test } = useBrowser(import.meta.url);
const informesApi = useInformesApi();

const SCRIPTS = /\.js(\?.*)?$/;

/** The visible h1 of the screen: its text's box (the block is as wide as the page, which a scrollbar narrows). */
const visibleHeading = (page: Page) => visibleCopy(page, 'main h1', { textBox: true });

/** Records whether "Cargando módulo…" was ever in the page (installed before the page's own scripts). */
const watchForModuleLoading = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Cargando módulo')) (window as unknown as { sawLoading: boolean }).sawLoading = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

/** `path` from the HTML alone (the app's scripts blocked): its visible heading is `heading`, from the copy of `scheme`. */
async function fromHtmlAlone(page: Page, path: string, scheme: string, heading: string, alsoCheck?: () => Promise<void>) {
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto(path);
  const html = await visibleHeading(page);
  assert.equal(html.text, heading);
  assert.equal(html.copy, scheme, 'the copy of the current theme is the one shown');
  assert.equal(html.placeholders, false, 'no placeholder left in the page (text or attribute)');
  // Read the copy while the scripts are still refused: once they are allowed, a retried chunk may let the app take over.
  await alsoCheck?.();
  await page.unroute(SCRIPTS);
  return html;
}

/** `path` with the app: it takes over, one heading remains where the HTML painted it (`box`), no spinner in between. */
async function afterTakeover(page: Page, path: string, heading: string, box: number[] | null) {
  await watchForModuleLoading(page);
  await page.goto(path);
  await eventually(async () => assert.equal((await visibleHeading(page)).copy, 'react'));
  const app = await visibleHeading(page);
  assert.equal(app.text, heading);
  assert.equal(app.count, 1);
  assert.deepEqual(app.box, box, 'the heading is painted where the HTML painted it');
  assert.equal(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading ?? false), false);
}

const cases = [
  { who: 'admin', scheme: 'light', path: '/servicios', heading: 'Gestor de Servicios', button: 'Nuevo Servicio', hasButton: true },
  { who: 'proveedor', scheme: 'dark', path: '/servicios', heading: 'Gestor de Servicios', button: 'Nuevo Servicio', hasButton: false },
  { who: 'cliente', scheme: 'light', path: '/informes', heading: 'Informes', button: 'Exportar CSV', hasButton: true },
] as const;

for (const c of cases) {
  test(`${c.path} (${c.who}, tema ${c.scheme === 'dark' ? 'oscuro' : 'claro'}) se pinta desde el HTML como lo ve su rol, y la app lo reemplaza en el mismo sitio sin "Cargando módulo…"`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: c.scheme });
    await loginViaUi(page, DEMO_CREDENTIALS[c.who]);
    // Without the app's scripts (only the inline ones run): what the HTML alone paints for this session.
    // Read while the scripts are still refused: once they are allowed, the app may take over and remove the copies.
    const html = await fromHtmlAlone(page, c.path, c.scheme, c.heading, async () => {
      const copy = page.locator(`[data-prerender="${c.scheme}"]`);
      assert.equal(await copy.locator('[data-testid="header-usuario"]').innerText(), DEMO_CREDENTIALS[c.who].usuario);
      // Only the part made for this role stays.
      assert.equal(await copy.getByRole('button', { name: c.button, includeHidden: true }).count(), c.hasButton ? 1 : 0, c.button);
      assert.equal(await page.locator('[data-prerender-roles]').count(), 2, 'one copy per theme');
    });

    // With the app: it takes over, one heading remains where the HTML painted it, and no spinner came in between.
    await afterTakeover(page, c.path, c.heading, html.box);
    assert.equal(await page.getByRole('button', { name: c.button }).count(), c.hasButton ? 1 : 0);
  });
}

test('con filtros en la dirección la pantalla no viene pintada (sería otra): la app la muestra con esos filtros', async ({ page }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto('/servicios?search=moto');
  assert.equal(await page.locator('[data-prerender-screen]').count(), 0);
  await page.unroute(SCRIPTS);
  await page.goto('/servicios?search=moto');
  await eventually(async () => assert.equal(await page.getByLabel('Buscar').inputValue(), 'moto'));
});

const hostScreens = [
  { path: '/mensajes', heading: 'Mensajes', scheme: 'dark' },
  { path: '/change-password', heading: 'Cambiar Contraseña', scheme: 'light' },
] as const;

for (const c of hostScreens) {
  test(`${c.path} (pantalla del host, tema ${c.scheme === 'dark' ? 'oscuro' : 'claro'}) se pinta desde el HTML con el usuario de la sesión, y la app la reemplaza en el mismo sitio`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: c.scheme });
    await loginViaUi(page, DEMO_CREDENTIALS.proveedor);
    const copy = page.locator(`[data-prerender="${c.scheme}"]`);
    const html = await fromHtmlAlone(page, c.path, c.scheme, c.heading, async () =>
      assert.equal(await copy.locator('[data-testid="header-usuario"]').innerText(), DEMO_CREDENTIALS.proveedor.usuario),
    );
    await afterTakeover(page, c.path, c.heading, html.box);
  });
}

/** A detail page's introduction (PageIntro): what a first visit paints while the record is on its way. */
const INTRO = {
  informe: /^Un informe de campo con sus fotos/,
  campana: /^El cumplimiento de la campaña sitio por sitio/,
};

/**
 * The introduction of a detail page, painted from the HTML (scripts refused), is where the app shows it once the record
 * has come: same place, same size — the record's arrival adds the header under it instead of moving it.
 */
async function introStaysPut(page: Page, path: string, copy: string, intro: RegExp, heading: string) {
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto(path);
  const fromHtml = await page.locator(`[data-prerender="light"] [data-prerender-screen="${copy}"]`).getByText(intro).boundingBox();
  assert.ok(fromHtml, `${path}: the introduction, from the HTML`);
  await page.unroute(SCRIPTS);
  await page.goto(path);
  await main(page).getByRole('heading', { level: 1, name: heading }).waitFor();
  assert.deepEqual(await main(page).getByText(intro).boundingBox(), fromHtml, `${path}: the introduction stays where the HTML painted it`);
}

test('/informes/:id se pinta desde el HTML (el informe cargando, igual para cualquier id) y la app muestra ese informe sin "Cargando módulo…"', async ({
  page,
}) => {
  const informe = await informesApi.crear({ campana: `Prerender ${Date.now().toString(36)}` });
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto(`/informes/${informe.id}`);
  const copy = page.locator('[data-prerender="light"] [data-prerender-screen="/informes/:id"]');
  assert.equal(await copy.locator('section[aria-label="Cargando informe"]').isVisible(), true, 'the report loading, from the HTML');
  assert.equal(await copy.getByText('← Volver a informes').isVisible(), true);

  await page.unroute(SCRIPTS);
  await watchForModuleLoading(page);
  await page.goto(`/informes/${informe.id}`);
  await main(page).getByRole('heading', { level: 1, name: informe.campana }).waitFor();
  assert.equal(await page.locator('[data-prerender]').count(), 0, 'the copy is gone');
  assert.equal(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading ?? false), false);

  await introStaysPut(page, `/informes/${informe.id}`, '/informes/:id', INTRO.informe, informe.campana);
});

test('/campanas/:id: su introducción se pinta desde el HTML y sigue en su sitio, desktop y 375 px, cuando llega la campaña', async ({ page }) => {
  const res = await apiFetch('/campanas?limit=10', { token: informesApi.token('cliente') });
  assert.equal(res.status, 200);
  const [campana] = ((await res.json()) as { data: { id: number; nombre: string }[] }).data;
  assert.ok(campana, 'the demo client has a campaign');
  await loginViaUi(page, DEMO_CREDENTIALS.cliente);
  await introStaysPut(page, `/campanas/${campana.id}`, '/campanas/:id', INTRO.campana, campana.nombre);
  await page.setViewportSize({ width: 375, height: 800 });
  await introStaysPut(page, `/campanas/${campana.id}`, '/campanas/:id', INTRO.campana, campana.nombre);
});
