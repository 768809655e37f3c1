// A client's word on a completed report (issue 25; docs/decisions/aceptacion-cliente.md): the client user accepts it
// ("Aceptado por el cliente", seen by the administrator and the provider) or reports a problem about one photo, which
// sends it back to the provider as En Progreso with the comment in its history. axe-core on the page, light and dark.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { apiFetch } from './helpers/api.ts';
import { axeViolations } from './helpers/axe.ts';
import { useBrowser } from './helpers/browser.ts';
import { main } from './helpers/catalog.ts';
import { toast } from './helpers/expect.ts';
import { headerActions, openInforme, useInformesApi } from './helpers/informes.ts';

const { test, newContext } = useBrowser(import.meta.url);
const api = useInformesApi();
const RUN = Date.now().toString(36);
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'images');

/** A Completado report of the demo client's client, made by the demo provider (so all three users see it). */
async function completado(campana: string) {
  const cliente = api.opciones('cliente').clientes[0];
  const par = api.opciones('proveedor').asignaciones.find((a) => a.cliente_id === cliente.id);
  assert.ok(par, 'the demo provider works for the demo client');
  const informe = await api.crear({ campana, cliente_id: par.cliente_id, proveedor_id: par.proveedor_id });
  await api.cambiarEstado(informe.id, 'en_progreso');
  await api.cambiarEstado(informe.id, 'completado', 'Instalación terminada');
  return informe;
}

async function subirFoto(informeId: number, file: string): Promise<number> {
  const form = new FormData();
  form.append('archivo', new Blob([readFileSync(path.join(FIXTURES, file))], { type: 'image/jpeg' }), file);
  const res = await apiFetch(`/upload/${informeId}`, { method: 'POST', token: api.token('admin'), body: form });
  assert.equal(res.status, 201, await res.clone().text());
  return ((await res.json()) as { id: number }).id;
}

/** axe-core in the light and the dark theme ("Cambiar tema" switches it live: an open dialog stays open). */
async function sinViolaciones(page: Page) {
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (let i = 0; i < 2; i++) {
    assert.deepEqual(await axeViolations(page), [], (await isDark()) ? 'dark' : 'light');
    await page.getByRole('button', { name: 'Cambiar tema' }).dispatchEvent('click');
  }
}

test('el cliente acepta un informe completado: queda quién y cuándo, y el administrador y el proveedor lo ven', async ({ page, screenshot }) => {
  const informe = await completado(`Aceptar ${RUN}`);
  await openInforme(page, informe.id, 'cliente');
  assert.deepEqual(await headerActions(page), ['Aceptar', 'Reportar problema', 'Descargar prueba (PDF)']);
  await main(page).getByRole('button', { name: 'Aceptar', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `¿Aceptar el informe #${informe.id}?` });
  await dialog.getByText(/Quedará registrado que su empresa aceptó este informe/).waitFor();
  await sinViolaciones(page);
  await dialog.getByRole('button', { name: 'Aceptar informe' }).click();
  await toast(page, `Informe #${informe.id} aceptado`).waitFor();
  await main(page).getByText('Aceptado por el cliente').waitFor();
  await main(page)
    .getByText(/\(cliente\) lo aceptó el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\./)
    .waitFor();
  assert.deepEqual(await headerActions(page), ['Descargar prueba (PDF)']);
  await sinViolaciones(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Cambiar tema' }).dispatchEvent('click');
  await page.reload();
  await main(page).getByText('Aceptado por el cliente').waitFor();
  assert.deepEqual(await axeViolations(page), [], 'dark, 375 px');
  await screenshot('aceptado-375-oscuro');

  for (const user of ['admin', 'proveedor'] as const) {
    const { status, informe: visto } = await api.get(informe.id, user);
    assert.equal(status, 200);
    assert.equal(visto.aceptacion?.usuario, 'cliente', user);
  }
});

test('el cliente reporta un problema de una foto: vuelve a En Progreso con el comentario y la foto en el historial', async ({ page, screenshot }) => {
  const informe = await completado(`Problema ${RUN}`);
  await subirFoto(informe.id, 'gps-medellin.jpg');
  await openInforme(page, informe.id, 'cliente');
  await main(page).getByRole('button', { name: 'Reportar problema' }).click();
  const dialog = page.getByRole('dialog', { name: `Reportar un problema del informe #${informe.id}` });
  await dialog.getByRole('button', { name: 'Reportar problema' }).click();
  await dialog.getByText('Describa el problema: el comentario es requerido').waitFor();
  await dialog.getByLabel(/Qué problema tiene/).fill('La valla no se ve completa en la foto');
  await dialog.getByLabel('Foto (opcional)').selectOption({ label: 'Foto 1: gps-medellin.jpg' });
  await sinViolaciones(page);
  await screenshot('problema-dialogo');
  await dialog.getByRole('button', { name: 'Reportar problema' }).click();
  await toast(page, `Problema reportado: el informe #${informe.id} volvió a En Progreso`).waitFor();
  const historial = main(page).getByRole('region', { name: 'Historial de estados' });
  await historial.getByText('Problema reportado por el cliente · foto «gps-medellin.jpg»').waitFor();
  await historial.getByText('«La valla no se ve completa en la foto»').waitFor();
  assert.deepEqual(await headerActions(page), ['Descargar prueba (PDF)']);

  // The provider, in its own browser, sees it come back, and may complete it again.
  const context = await newContext();
  try {
    const delProveedor = await context.newPage();
    await openInforme(delProveedor, informe.id, 'proveedor');
    await main(delProveedor).getByRole('region', { name: 'Historial de estados' }).getByText('«La valla no se ve completa en la foto»').waitFor();
    assert.deepEqual(await headerActions(delProveedor), ['Marcar como Completado', 'Descargar prueba (PDF)']);
  } finally {
    await context.close();
  }
  const { informe: visto } = await api.get(informe.id, 'proveedor');
  assert.equal(visto.estado, 'en_progreso');
  assert.equal(visto.historial.at(-1)?.problema?.archivo_nombre, 'gps-medellin.jpg');
});
