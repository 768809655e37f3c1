// Clients (/clientes, remote-catalog, administrators only): list, "Crear Cliente" with "Razón social es requerida",
// provinces from GET /provincias, duplicate razón social (409), edit, delete with the spec's confirmation, search, pages.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Cliente } from '../shared/src/contracts/index.ts';
import { useBrowser } from './helpers/browser.ts';
import { columnHeaders, main, names, openCatalog, row, rows, searchBox, summary, useCatalogApi } from './helpers/catalog.ts';
import { countRequests, eventually, toast } from './helpers/expect.ts';

const { test } = useBrowser(import.meta.url);
const api = useCatalogApi<Cliente>('clientes');
const apiClientes = (search = '') => api.list<Cliente[]>(search && `search=${encodeURIComponent(search)}`);
const RUN = Date.now();

async function openClientes(page: Page) {
  await openCatalog(page, 'clientes');
  await rows(page).first().waitFor();
}

test('lista con razón social, representante, ubicación, contacto y NIF', async ({ page, screenshot }) => {
  await openClientes(page);
  assert.deepEqual(await columnHeaders(page), ['razón social', 'representante', 'ubicación', 'contacto', 'nif', 'acciones']);
  const all = await apiClientes();
  const sample = all.find((c) => c.nombres_representante && c.ciudad && c.provincia && c.telefono && c.correo && c.nif);
  assert.ok(sample);
  // The first rows can be the loading placeholders: the row itself comes with the data.
  await row(page, sample.razon_social).waitFor();
  const cells = (await row(page, sample.razon_social).locator('td').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  assert.deepEqual(cells.slice(1, 5), [
    [sample.nombres_representante, sample.apellidos_representante].filter(Boolean).join(' '),
    `${sample.ciudad}, ${sample.provincia}`,
    `${sample.telefono} ${sample.correo}`,
    sample.nif,
  ]);
  await screenshot('clientes');
});

test('crear: "Razón social es requerida", provincia de GET /provincias, toast "Cliente creado"; duplicado → 409 con el texto del spec', async ({
  page,
}) => {
  await openClientes(page);
  const provincias = countRequests(page, /\/api\/v1\/provincias$/);
  await main(page).getByRole('button', { name: 'Crear Cliente' }).click();
  const modal = page.getByRole('dialog', { name: 'Crear Cliente' });
  await modal.getByRole('button', { name: 'Crear Cliente' }).click();
  await modal.getByText('Razón social es requerida', { exact: true }).waitFor();

  const razon = `E2E Cliente ${RUN} S.A.S.`;
  await modal.getByLabel('Razón social').fill(razon);
  await modal.getByLabel('NIF').fill('900.000.000-1');
  await modal.getByLabel('Nombres del representante').fill('Laura');
  await modal.getByLabel('Apellidos del representante').fill('Gómez');
  await modal.getByLabel('Ciudad').fill('Cali');
  const provincia = modal.getByLabel('Provincia');
  await eventually(async () => assert.ok((await provincia.locator('option').count()) > 10, 'provincias cargadas'));
  assert.equal(provincias.count, 1, 'las provincias vienen de GET /provincias');
  await provincia.selectOption({ label: 'Valle del Cauca' });
  await modal.getByLabel('Sexo').selectOption('Femenino');
  await modal.getByRole('button', { name: 'Crear Cliente' }).click();
  await toast(page, 'Cliente creado').waitFor();
  await modal.waitFor({ state: 'detached' });
  const [created] = await apiClientes(razon);
  assert.ok(created);
  api.created.push(created.id);
  assert.deepEqual(
    { provincia: created.provincia, ciudad: created.ciudad, nif: created.nif },
    { provincia: 'Valle del Cauca', ciudad: 'Cali', nif: '900.000.000-1' },
  );

  await main(page).getByRole('button', { name: 'Crear Cliente' }).click();
  await modal.getByLabel('Razón social').fill(razon.toUpperCase());
  await modal.getByRole('button', { name: 'Crear Cliente' }).click();
  await modal.getByText('Ya existe un cliente con esa razón social', { exact: true }).waitFor();
  await toast(page, 'Ya existe un cliente con esa razón social').waitFor();
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  assert.equal((await apiClientes(razon)).length, 1);
});

test('editar y eliminar con "¿Eliminar cliente? Esta acción no se puede deshacer."', async ({ page }) => {
  const cliente = await api.create({ razon_social: `E2E Editar ${RUN} Ltda.`, ciudad: 'Pasto' });
  await openClientes(page);
  await searchBox(page).fill(`E2E Editar ${RUN}`);
  await eventually(async () => assert.deepEqual(await names(page), [cliente.razon_social]));

  await row(page, cliente.razon_social)
    .getByRole('button', { name: `Editar ${cliente.razon_social}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Cliente' });
  assert.equal(await edit.getByLabel('Ciudad').inputValue(), 'Pasto');
  await edit.getByLabel('Teléfono').fill('+57 602 700 0000');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await toast(page, 'Cliente actualizado').waitFor();
  await eventually(async () => assert.match(await row(page, cliente.razon_social).locator('td').nth(3).innerText(), /\+57 602 700 0000/));

  await row(page, cliente.razon_social)
    .getByRole('button', { name: `Eliminar ${cliente.razon_social}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar cliente?' });
  assert.match(await confirm.innerText(), /Esta acción no se puede deshacer\./);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Cliente eliminado').waitFor();
  await main(page).getByText('No se encontraron clientes con esa búsqueda', { exact: true }).waitFor();
  assert.deepEqual(await apiClientes(cliente.razon_social), []);
});

test('búsqueda y páginas de 10: Siguiente, y la URL guarda búsqueda y página', async ({ page }) => {
  const existing = await apiClientes();
  for (let i = existing.length; i < 12; i++) await api.create({ razon_social: `E2E Página ${RUN} ${String(i).padStart(2, '0')}` });
  const all = await apiClientes();
  await openClientes(page);
  assert.equal(await summary(page).innerText(), `Mostrando 1 a 10 de ${all.length} resultados`);
  await main(page).getByRole('button', { name: 'Siguiente' }).click();
  await eventually(async () =>
    assert.deepEqual(
      await names(page),
      all.slice(10, 20).map((c) => c.razon_social),
    ),
  );
  assert.equal(new URL(page.url()).searchParams.get('page'), '2');

  await searchBox(page).fill('S.A.S');
  const found = await apiClientes('S.A.S');
  await eventually(async () =>
    assert.deepEqual(
      await names(page),
      found.slice(0, 10).map((c) => c.razon_social),
    ),
  );
  assert.equal(new URL(page.url()).searchParams.get('page'), null, 'buscar vuelve a la página 1');
  await page.reload();
  await eventually(async () => {
    assert.equal(await searchBox(page).inputValue(), 'S.A.S');
    assert.deepEqual(
      await names(page),
      found.slice(0, 10).map((c) => c.razon_social),
    );
  });
});
