// /nuevo-informe with a campaign's site and check (issue 36, docs/decisions/sitios-campanas.md "The report form"): the
// administrator makes through the API two sites and a campaign of the demo provider's client with a line at each; the
// provider types part of its name in Campaña, picks the suggestion with the keyboard, sees the sites nearest first
// (the browser's position) with their distance, picks the nearest — department and municipality follow — and the
// check of today's window, and the report page shows site and check. Offline, the suggestions come from what the
// phone kept, and a report queued with its site arrives with it. axe on the changed form in both themes.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import type { InformeDetalle } from '../shared/src/contracts/index.ts';
import { apiFetch } from './helpers/api.ts';
import { axeViolations } from './helpers/axe.ts';
import { useBrowser } from './helpers/browser.ts';
import { bogotaDay as dia, ddmmyyyy, demoCampaignWorld, postAs } from './helpers/campanas.ts';
import { main } from './helpers/catalog.ts';
import { eventually, toast, waitForPath } from './helpers/expect.ts';
import { useInformesApi } from './helpers/informes.ts';
import { openNuevoInforme, pick } from './helpers/nuevo-informe.ts';
import { holdServer } from './helpers/server.ts';

const { test } = useBrowser(import.meta.url);
const informes = useInformesApi();
const RUN = `E2EC${Date.now().toString(36).toUpperCase()}`;
/** The phone's position: at Parque de la 93, about 100 m from the near site, 3 km from the far one. */
const AQUI = { latitude: 4.6765, longitude: -74.0477 };
const GEO = { context: { geolocation: AQUI, permissions: ['geolocation'] } };

let adminToken = '';
let clienteNombre = '';
const campana = { id: 0, nombre: `Campaña ${RUN} Parques` };
const cerca = { id: 0, codigo: `${RUN}-2`, nombre: `Mupi Parque 93 ${RUN}` };
const lejos = { id: 0, codigo: `${RUN}-1`, nombre: `Valla Chapinero ${RUN}` };
let release: () => Promise<void> = async () => {};

before(async () => {
  release = holdServer();
  const world = await demoCampaignWorld();
  adminToken = world.adminToken;
  const { cliente_id, proveedor_id, servicio_id, opciones } = world;
  const post = <T>(path: string, body: unknown, status?: number) => postAs<T>(adminToken, path, body, status);
  clienteNombre = opciones.clientes.find((c) => c.id === cliente_id)?.nombre ?? '';
  for (const [sitio, latitud, longitud] of [
    [lejos, 4.6486, -74.0628],
    [cerca, 4.6767, -74.0486],
  ] as const) {
    const creado = await post<{ id: number }>('/sitios', {
      ...world.lugar,
      tipo: 'valla',
      codigo: sitio.codigo,
      nombre: sitio.nombre,
      latitud,
      longitud,
      proveedor_id,
    });
    sitio.id = creado.id;
  }
  // Started 3 days ago: the installation's window (start − 7 to start + 10) holds today.
  campana.id = (await post<{ id: number }>('/campanas', { cliente_id, nombre: campana.nombre, fecha_inicio: dia(-3), fecha_fin: dia(30) })).id;
  await post(
    `/campanas/${campana.id}/lineas`,
    { sitio_ids: [lejos.id, cerca.id], proveedor_id, servicio_id, instalacion_dias: 10, verificacion_cada_dias: 7 },
    200,
  );
});

after(async () => {
  try {
    for (const id of informes.created) await apiFetch(`/informes/${id}`, { method: 'DELETE', token: adminToken });
    await apiFetch(`/campanas/${campana.id}`, { method: 'DELETE', token: adminToken });
    for (const sitio of [lejos, cerca]) await apiFetch(`/sitios/${sitio.id}`, { method: 'DELETE', token: adminToken });
  } finally {
    await release();
  }
});

const campanaField = (page: Page) => main(page).getByRole('combobox', { name: /^Campaña/ });
const selected = (page: Page, label: string) =>
  main(page)
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .locator('option:checked')
    .innerText();
const sitioOptions = async (page: Page) =>
  (await main(page).getByRole('combobox', { name: 'Sitio' }).locator('option').allInnerTexts()).map((t) => t.trim());

/** Service, the campaign's client, and part of the campaign's name typed: the suggestion is listed. */
async function startReport(page: Page) {
  await pick(page, 'Servicio');
  if (
    await main(page)
      .getByRole('combobox', { name: /^Cliente/ })
      .isEnabled()
  )
    await pick(page, 'Cliente', clienteNombre);
  await campanaField(page).fill(`${RUN} parq`); // folded: case does not matter
  const list = page.getByRole('listbox', { name: 'Sugerencias de campañas' });
  await list.getByRole('option', { name: new RegExp(campana.nombre) }).waitFor();
  return list;
}

/** axe-core in the light and the dark theme. */
async function sinViolaciones(page: Page, what: string) {
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (let i = 0; i < 2; i++) {
    assert.deepEqual(await axeViolations(page), [], `${what}, ${(await isDark()) ? 'oscuro' : 'claro'}`);
    await page.getByRole('button', { name: 'Cambiar tema' }).dispatchEvent('click');
  }
}

test(
  'el proveedor elige la campaña sugerida, el sitio más cercano y el control; el informe muestra el sitio',
  async ({ page, screenshot }) => {
    await openNuevoInforme(page);
    const list = await startReport(page);
    await sinViolaciones(page, 'sugerencias abiertas');
    await screenshot('sugerencias');
    // The keyboard: ↓ makes the first suggestion active, Enter picks it (and does not send the form).
    await campanaField(page).press('ArrowDown');
    assert.equal(await list.getByRole('option').first().getAttribute('aria-selected'), 'true');
    await campanaField(page).press('Enter');
    await list.waitFor({ state: 'detached' });
    assert.equal(await campanaField(page).inputValue(), campana.nombre);

    // Nearest first, with the distance (the browser's position), then the other one.
    await main(page).getByText('Sitios ordenados por cercanía, según su ubicación.').waitFor();
    await eventually(async () => {
      const options = await sitioOptions(page);
      assert.equal(options[0], 'Sin sitio');
      assert.match(options[1], new RegExp(`^${cerca.codigo} — ${cerca.nombre} · a \\d+ m$`));
      assert.match(options[2], new RegExp(`^${lejos.codigo} — ${lejos.nombre} · a 3,\\d km$`));
    });
    await main(page).getByRole('combobox', { name: 'Sitio' }).selectOption({ index: 1 });
    // The site places the report; the check is the one whose window holds today.
    assert.equal(await selected(page, 'Provincia'), 'Bogotá, D.C.');
    await eventually(async () => assert.notEqual(await selected(page, 'Localidad'), 'Seleccione una localidad'));
    assert.equal(await selected(page, 'Control'), `Instalación (del ${ddmmyyyy(dia(-10))} al ${ddmmyyyy(dia(7))})`);
    await sinViolaciones(page, 'sitio y control');
    await screenshot('sitio-y-control');
    await page.setViewportSize({ width: 375, height: 800 });
    assert.deepEqual(await axeViolations(page), [], '375 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    await main(page).getByRole('button', { name: 'Crear Informe' }).click();
    await eventually(() => assert.match(new URL(page.url()).pathname, /^\/informes\/\d+$/), { timeout: 20_000 });
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    informes.created.push(id);
    const datos = main(page).getByRole('region', { name: 'Datos del informe' });
    await datos.getByText(`${cerca.codigo} — ${cerca.nombre}`, { exact: true }).waitFor();
    await datos.getByText('Instalación', { exact: true }).waitFor();
    await screenshot('informe-con-sitio');

    const stored = (await (await apiFetch(`/informes/${id}`, { token: adminToken })).json()) as InformeDetalle;
    assert.equal(stored.campana_id, campana.id);
    assert.equal(stored.sitio_id, cerca.id);
    assert.equal(stored.control_tipo, 'instalacion');
    assert.equal(stored.campana, campana.nombre);

    // The list says it too.
    await page.goto(`/informes?search=${encodeURIComponent(RUN)}`);
    await main(page).getByText(`Sitio ${cerca.codigo} — ${cerca.nombre} · Instalación`).first().waitFor();
  },
  GEO,
);

test('sin conexión las sugerencias salen de lo guardado; el informe en cola llega con su sitio', async ({ page, context, screenshot }) => {
  await openNuevoInforme(page);
  await startReport(page);
  // Kept on the phone like the form's other lists (IndexedDB, this user's key), not only in memory.
  await eventually(
    async () =>
      assert.ok(
        await page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('informes-offline');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('consultas')) return resolve(false);
                const all = db.transaction('consultas').objectStore('consultas').getAll();
                all.onsuccess = () => resolve(JSON.stringify(all.result).includes('para-informe'));
                all.onerror = () => resolve(false);
              };
            }),
        ),
        'the campaigns are in the saved queries',
      ),
    { timeout: 15_000 },
  );
  await main(page).getByRole('button', { name: 'Limpiar' }).click();

  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Informes', exact: true }).click();
  await waitForPath(page, '/informes');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Nuevo Informe' }).click();
  await main(page).getByRole('heading', { level: 1, name: 'Nuevo Informe' }).waitFor();
  const list = await startReport(page);
  await screenshot('sugerencias-sin-conexion');
  await list.getByRole('option', { name: new RegExp(campana.nombre) }).click();
  await eventually(async () => assert.equal((await sitioOptions(page)).length, 3));
  await main(page)
    .getByRole('combobox', { name: 'Sitio' })
    .selectOption({ label: `${lejos.codigo} — ${lejos.nombre}` });
  assert.equal(await selected(page, 'Provincia'), 'Bogotá, D.C.');
  await main(page)
    .getByRole('button', { name: /^Crear Informe/ })
    .click();
  await toast(page, 'Sin conexión: el informe quedó en «Pendientes de envío» y se enviará solo cuando vuelva la conexión.').waitFor();
  await waitForPath(page, '/pendientes');

  await context.setOffline(false);
  const entry = main(page).getByRole('listitem').filter({ hasText: campana.nombre });
  await entry.getByText('Enviado', { exact: true }).waitFor({ timeout: 30_000 });
  const link = entry.getByRole('link', { name: /^Informe #\d+$/ });
  const id = Number((await link.innerText()).replace(/\D/g, ''));
  informes.created.push(id);
  const stored = (await (await apiFetch(`/informes/${id}`, { token: adminToken })).json()) as InformeDetalle;
  assert.equal(stored.campana_id, campana.id);
  assert.equal(stored.sitio_id, lejos.id);
  assert.equal(stored.control_tipo, 'instalacion', 'the check of the date, chosen offline');
});
