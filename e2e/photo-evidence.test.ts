// A photo's own evidence and its flags (issue 25, docs/decisions/photo-evidence.md): a provider uploads a photo whose
// GPS is far from the report's municipality, everyone sees the "Lejos del municipio" flag with its reason, an
// administrator reviews it with a comment, the client sees it was reviewed, the list's Alertas filter is in the URL,
// and the report page with flags passes axe in both themes and reads at 375 px.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.ts';
import { useBrowser } from './helpers/browser.ts';
import { main, rows } from './helpers/catalog.ts';
import { eventually, toast, waitForPath } from './helpers/expect.ts';
import { openInforme, openInformes, useInformesApi } from './helpers/informes.ts';
import { photoFileOfItsOwn } from './helpers/photos.ts';
import type { ArchivosInforme } from '../shared/src/contracts/index.ts';
import { apiFetch } from './helpers/api.ts';

const { test } = useBrowser(import.meta.url);
const api = useInformesApi();
const RUN = Date.now().toString(36);
const CAMPANA = `Evidencia ${RUN}`;

/** Reason of the distance flag: "A 1.090 km de Bello, Antioquia (se esperan menos de 25 km)". */
const LEJOS = /^A [\d.,]+ km de Bello, Antioquia/;

let informeId = 0;

/** The live screen, not the prerendered first frame (inert, aria-hidden: nothing on it responds). */
const live = (page: Page) => page.waitForFunction(() => !document.querySelector('[inert][aria-hidden="true"]'));
const header = (page: Page) => main(page).locator('header');
const gallery = (page: Page) => main(page).getByRole('list', { name: 'Galería de imágenes' });
const tile = (page: Page) => gallery(page).getByRole('button', { name: /gps-leticia\.jpg/ });

async function openViewer(page: Page) {
  await tile(page).click();
  const viewer = page.getByRole('dialog', { name: /gps-leticia\.jpg/ });
  await viewer.getByRole('list', { name: 'Alertas de la foto' }).waitFor();
  return viewer;
}

async function archivos(user: 'admin' | 'proveedor' | 'cliente' = 'admin'): Promise<ArchivosInforme> {
  const res = await apiFetch(`/informes/${informeId}/archivos`, { token: api.token(user) });
  assert.equal(res.status, 200);
  return (await res.json()) as ArchivosInforme;
}

test('el proveedor sube una foto tomada lejos del municipio y ve la alerta con su motivo', async ({ page }) => {
  // A report of the provider user's provider for the client user's client (both see it), written by the provider
  // (so it may add photos while pendiente), in Bello; the photo's GPS is in Leticia.
  const cliente = api.opciones('cliente').asignaciones[0].cliente_id;
  const proveedor = api.opciones('proveedor').proveedores[0].id;
  assert.ok(api.opciones('proveedor').asignaciones.some((a) => a.cliente_id === cliente && a.proveedor_id === proveedor));
  const informe = await api.crear({ campana: CAMPANA, cliente_id: cliente, proveedor_id: proveedor }, 'proveedor');
  informeId = informe.id;

  await openInforme(page, informeId, 'proveedor');
  await live(page);
  await header(page).getByText('Sin fotos', { exact: true }).waitFor();
  await main(page).getByRole('button', { name: 'Agregar imágenes' }).click();
  await main(page)
    .getByLabel(/Arrastre las imágenes aquí/)
    // Pixels of its own: the flags this file counts and reviews are this photo's alone (helpers/photos.ts).
    .setInputFiles([await photoFileOfItsOwn('gps-leticia.jpg')]);
  await main(page).getByText('GPS automático').first().waitFor();
  await main(page).getByRole('button', { name: 'Subir 1 imagen' }).click();
  await toast(page, 'Imagen subida').waitFor();

  // The badge, with its icon, on the thumbnail; the reason describes the thumbnail's button.
  const badge = tile(page).getByText('Lejos del municipio', { exact: true });
  await badge.waitFor();
  assert.equal(await badge.locator('svg').count(), 1, 'un icono junto al texto');
  const description = await tile(page).evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
  assert.match(description, /Lejos del municipio: A [\d.,]+ km de Bello, Antioquia/);

  // The viewer writes the reason out, and what the file says about its capture.
  const viewer = await openViewer(page);
  await viewer.getByText(LEJOS).waitFor();
  await viewer.getByText('Sin fecha de captura en el archivo', { exact: true }).waitFor();
  assert.equal(await viewer.getByRole('button', { name: /^Revisar/ }).count(), 0, 'un proveedor no revisa alertas');
  await viewer.getByRole('button', { name: 'Cerrar' }).click();

  // The report's state counts the open flags, as the API does.
  const { informe: after } = await api.get(informeId);
  assert.ok(after.alertas_count >= 1, `alertas_count ${after.alertas_count}`);
  await header(page)
    .getByText(after.alertas_count === 1 ? '1 alerta' : `${after.alertas_count} alertas`, { exact: true })
    .waitFor();
  const foto = (await archivos('proveedor')).data[0];
  assert.ok(foto.alertas.some((a) => a.tipo === 'lejos_del_municipio' && a.revision === null));
});

test('la página del informe con alertas: axe sin violaciones en claro y oscuro; capturas a 375 px', async ({ page, screenshot }) => {
  assert.ok(informeId, 'la prueba anterior creó el informe');
  await openInforme(page, informeId, 'admin');
  const found: string[] = [];
  for (const isDark of [false, true]) {
    await page.evaluate((dark) => localStorage.setItem('theme-storage', JSON.stringify({ state: { isDark: dark }, version: 0 })), isDark);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/informes/${informeId}`);
      await live(page);
      await tile(page).getByText('Lejos del municipio', { exact: true }).waitFor();
      await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete));
      await page.waitForTimeout(300);
      const where = `${isDark ? 'oscuro' : 'claro'}, ${width} px`;
      for (const v of await axeViolations(page)) found.push(`página [${where}] ${v.id}: ${v.help} → ${v.nodes.slice(0, 3).join(' | ')}`);
      if (width === 375) {
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scroll <= 375, `sin desplazamiento horizontal (${scroll}px, ${where})`);
        await gallery(page).scrollIntoViewIfNeeded();
        await screenshot(`informe-alertas-movil-${isDark ? 'oscuro' : 'claro'}`);
      }
      const viewer = await openViewer(page);
      await viewer.getByText(LEJOS).waitFor();
      await page.waitForTimeout(300);
      for (const v of await axeViolations(page)) found.push(`visor [${where}] ${v.id}: ${v.help} → ${v.nodes.slice(0, 3).join(' | ')}`);
      if (width === 375) await screenshot(`visor-alertas-movil-${isDark ? 'oscuro' : 'claro'}`);
      else await screenshot(`visor-alertas-escritorio-${isDark ? 'oscuro' : 'claro'}`);
    }
  }
  assert.deepEqual(found, []);
});

test('el administrador revisa la alerta con un comentario; queda "Revisada" y el informe lo cuenta', async ({ page, screenshot }) => {
  assert.ok(informeId, 'la prueba anterior creó el informe');
  const before = (await api.get(informeId)).informe;
  await openInforme(page, informeId, 'admin');
  await live(page);
  const viewer = await openViewer(page);
  const lejos = viewer.getByRole('listitem').filter({ has: page.getByText(LEJOS) });
  await lejos.getByRole('button', { name: /^Revisar/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Revisar alerta: Lejos del municipio' });
  await dialog.getByRole('button', { name: 'Marcar como revisada' }).click();
  await dialog.getByText('El comentario es obligatorio').waitFor();
  await dialog.getByLabel(/Comentario/).fill(`Valla móvil en gira por el Amazonas ${RUN}`);
  await screenshot('revisar-alerta');
  await dialog.getByRole('button', { name: 'Marcar como revisada' }).click();
  await toast(page, 'Alerta marcada como revisada').waitFor();
  await dialog.waitFor({ state: 'detached' });

  await lejos.getByText('Lejos del municipio · Revisada', { exact: true }).waitFor();
  await lejos
    .getByText(new RegExp(`^Revisada por admin el \\d{2}/\\d{2}/\\d{4}, \\d{2}:\\d{2}: «Valla móvil en gira por el Amazonas ${RUN}»$`))
    .waitFor();
  assert.equal(await lejos.getByRole('button', { name: /^Revisar/ }).count(), 0);
  await viewer.getByRole('button', { name: 'Cerrar' }).click();

  const after = (await api.get(informeId)).informe;
  assert.equal(after.alertas_count, before.alertas_count - 1);
  assert.equal(after.alertas_revisadas_count, before.alertas_revisadas_count + 1);
  const estado = after.alertas_count === 0 ? 'Verificado' : after.alertas_count === 1 ? '1 alerta' : `${after.alertas_count} alertas`;
  await header(page).getByText(estado, { exact: true }).waitFor();
  await header(page).getByText('1 revisada', { exact: true }).waitFor();
  await tile(page).getByText('Lejos del municipio · Revisada', { exact: true }).waitFor();
});

test(
  'el cliente ve que la alerta fue revisada, por quién y con qué comentario, sin poder revisar (375 px, claro y oscuro)',
  async ({ page, screenshot }) => {
    assert.ok(informeId, 'la prueba anterior creó el informe');
    await openInforme(page, informeId, 'cliente');
    for (const isDark of [false, true]) {
      const tema = isDark ? 'oscuro' : 'claro';
      await page.evaluate((dark) => localStorage.setItem('theme-storage', JSON.stringify({ state: { isDark: dark }, version: 0 })), isDark);
      await page.goto(`/informes/${informeId}`);
      await live(page);
      await tile(page).getByText('Lejos del municipio · Revisada', { exact: true }).waitFor();
      await header(page).getByText('1 revisada', { exact: true }).waitFor();
      await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete));
      await screenshot(`informe-revisada-movil-${tema}`);
      const viewer = await openViewer(page);
      await viewer.getByText('Lejos del municipio · Revisada', { exact: true }).waitFor();
      await viewer.getByText(new RegExp(`^Revisada por admin el .*: «Valla móvil en gira por el Amazonas ${RUN}»$`)).waitFor();
      assert.equal(await viewer.getByRole('button', { name: /^Revisar/ }).count(), 0);
      await viewer.getByRole('list', { name: 'Alertas de la foto' }).scrollIntoViewIfNeeded();
      await screenshot(`visor-revisada-movil-${tema}`);
      const found = (await axeViolations(page)).map((v) => `visor [${tema}] ${v.id}: ${v.help} → ${v.nodes.slice(0, 3).join(' | ')}`);
      assert.deepEqual(found, []);
    }
  },
  { context: { viewport: { width: 375, height: 812 } } },
);

test('el filtro Alertas de /informes queda en la URL y filtra la lista', async ({ page, screenshot }) => {
  assert.ok(informeId, 'la prueba anterior creó el informe');
  const { informe } = await api.get(informeId);
  const search = `?search=${encodeURIComponent(CAMPANA)}`;
  await openInformes(page, 'admin', search);
  await live(page);
  const row = rows(page).filter({ has: page.getByRole('link', { name: `Ver informe #${informeId}` }) });
  await row.waitFor();

  const con = informe.alertas_count > 0;
  await main(page).getByRole('combobox', { name: 'Alertas' }).selectOption({ label: 'Con alertas' });
  await eventually(() => assert.equal(new URL(page.url()).searchParams.get('alertas'), 'con'));
  await waitForPath(page, '/informes');
  if (con) await row.waitFor();
  else await main(page).getByText('No se encontraron informes con los filtros aplicados').waitFor();
  await screenshot('lista-con-alertas');

  await main(page).getByRole('combobox', { name: 'Alertas' }).selectOption({ label: 'Verificados' });
  await eventually(() => assert.equal(new URL(page.url()).searchParams.get('alertas'), 'sin'));
  if (con) await main(page).getByText('No se encontraron informes con los filtros aplicados').waitFor();
  else await row.waitFor();

  // The column says the same as the API, and the URL restores the filter.
  await page.goto(`/informes${search}&alertas=${con ? 'con' : 'sin'}`);
  await live(page);
  assert.equal(await main(page).getByRole('combobox', { name: 'Alertas' }).inputValue(), con ? 'con' : 'sin');
  await row
    .getByText(con ? (informe.alertas_count === 1 ? '1 alerta' : `${informe.alertas_count} alertas`) : 'Verificado', { exact: true })
    .waitFor();
  const list = await api.list(`search=${encodeURIComponent(CAMPANA)}&alertas=${con ? 'sin' : 'con'}`);
  assert.equal(
    list.data.some((i) => i.id === informeId),
    false,
    'la API filtra igual',
  );
  // The table fits the 1280 px layout: Acciones in view, no horizontal scroll.
  const fits = await main(page)
    .getByRole('table')
    .evaluate((t) => (t.parentElement ? t.parentElement.scrollWidth <= t.parentElement.clientWidth : true));
  assert.ok(fits, 'la tabla cabe sin desplazamiento horizontal a 1280 px');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await main(page)
    .getByRole('link', { name: `Ver informe #${informeId}` })
    .waitFor();
  await screenshot('lista-con-alertas-movil');
});
