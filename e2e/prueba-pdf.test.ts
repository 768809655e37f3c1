// Proof pack (issue 25, docs/decisions/proof-pack.md): "Descargar prueba (PDF)" on a report page downloads a PDF for
// a client user too (every role that sees the report), and next to "Exportar CSV" on /informes for the current filters.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { apiFetch } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { main } from './helpers/catalog.ts';
import { openInforme, openInformes, useInformesApi } from './helpers/informes.ts';

const { test } = useBrowser(import.meta.url);
const api = useInformesApi();
const RUN = Date.now().toString(36);
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'images');

async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

async function subir(informeId: number, name: string) {
  const form = new FormData();
  const bytes = Buffer.concat([fs.readFileSync(path.join(FIXTURES, name)), Buffer.from(RUN)]);
  form.append('archivo', new Blob([bytes], { type: 'image/jpeg' }), name);
  const res = await apiFetch(`/upload/${informeId}`, { method: 'POST', body: form, token: api.token('proveedor') });
  assert.equal(res.status, 201, await res.clone().text());
}

test('"Descargar prueba (PDF)" en la página del informe descarga un PDF, también para el cliente', async ({ page }) => {
  const informe = await api.crear({ campana: `Prueba PDF ${RUN}` }, 'proveedor');
  await subir(informe.id, 'gps-medellin.jpg');
  await openInforme(page, informe.id, 'cliente');
  const { name, bytes } = await download(page, main(page).getByRole('button', { name: 'Descargar prueba (PDF)' }));
  assert.match(name, new RegExp(`^prueba-informe-${informe.id}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.ok(bytes.length > 10_000, `${bytes.length} bytes`);
});

test('en /informes descarga el paquete de los filtros actuales', async ({ page }) => {
  await api.crear({ campana: `Lista PDF ${RUN}` }, 'proveedor');
  await openInformes(page, 'admin', `?search=${encodeURIComponent(`Lista PDF ${RUN}`)}`);
  const { name, bytes } = await download(page, main(page).getByRole('button', { name: 'Descargar prueba (PDF)' }));
  assert.match(name, /^prueba-informes-\d{4}-\d{2}-\d{2}\.pdf$/);
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
});
