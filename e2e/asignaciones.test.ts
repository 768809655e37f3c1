// Assignments (/asignaciones, remote-admin): create through "Nueva Asignación", the duplicate answer, delete with
// "¿Eliminar asignación?", search by either name kept in the URL, and the cards layout at 375 px.
// Own product under npm test: it creates providers and clients, which catalog-proveedores and catalog-clientes count.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS, type Asignacion, type Cliente, type Paged, type Proveedor } from '../shared/src/contracts/index.ts';
import { apiFetch, apiLogin } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { main, row, rows, search, useCatalogApi } from './helpers/catalog.ts';
import { eventually, toast, waitForPath } from './helpers/expect.ts';
import { loginViaUi } from './helpers/session.ts';

const { test } = useBrowser(import.meta.url);
const api = useCatalogApi<Asignacion>('asignaciones');
const RUN = Date.now().toString(36);
/** A provider and a client of this file, so their pair is new; deleted after the file. */
let proveedor: Proveedor;
let cliente: Cliente;

const proveedores = useCatalogApi<Proveedor>('proveedores');
const clientes = useCatalogApi<Cliente>('clientes');

// node:test may run `before` hooks side by side: this one signs in on its own rather than wait for useCatalogApi's.
before(async () => {
  const { token } = await apiLogin(DEMO_CREDENTIALS.admin);
  const post = async (path: string, body: unknown) => {
    const res = await apiFetch(path, { method: 'POST', token, body: JSON.stringify(body) });
    assert.equal(res.status, 201, await res.clone().text());
    return res.json();
  };
  proveedor = (await post('/proveedores', { nombre: `E2E Proveedor Asig ${RUN}` })) as Proveedor;
  cliente = (await post('/clientes', { razon_social: `E2E Cliente Asig ${RUN}` })) as Cliente;
  proveedores.created.push(proveedor.id);
  clientes.created.push(cliente.id);
});

const apiAsignaciones = (query: string) => api.list<Paged<Asignacion>>(query);

async function openAsignaciones(page: Page, query?: string) {
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  if (query === undefined) {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Asignaciones' }).click();
    await waitForPath(page, '/asignaciones');
  } else {
    await page.goto(`/asignaciones${query}`);
  }
  await page.getByRole('heading', { name: 'Asignaciones', exact: true }).waitFor();
}

async function pick(select: ReturnType<Page['getByLabel']>, label: string) {
  await eventually(async () => assert.ok((await select.locator('option', { hasText: label }).count()) === 1, label));
  await select.selectOption({ label });
}

test('lista con proveedor, cliente, fecha y hora es-ES y el total de la API', async ({ page, screenshot }) => {
  await openAsignaciones(page);
  const first = await apiAsignaciones('page=1&limit=10');
  await eventually(async () => assert.equal(await rows(page).count(), Math.min(10, first.meta.total)));
  const headers = (await main(page).getByRole('table').getByRole('columnheader').allTextContents()).map((t) => t.trim());
  assert.deepEqual(headers, ['Proveedor', 'Cliente', 'Fecha de asignación', 'Acciones']);
  const cells = (await rows(page).first().locator('td').allInnerTexts()).map((t) => t.trim());
  assert.equal(cells[0], first.data[0].proveedor_nombre);
  assert.equal(cells[1], first.data[0].cliente_nombre);
  assert.match(cells[2], /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  await main(page)
    .getByText(new RegExp(`^Total: ${first.meta.total} asignaci`))
    .waitFor();
  await screenshot('asignaciones');
});

test('Nueva Asignación: requeridos, crear, y el mismo par otra vez es "Esta asignación ya existe"', async ({ page }) => {
  await openAsignaciones(page);
  await main(page).getByRole('button', { name: 'Nueva Asignación' }).click();
  const modal = page.getByRole('dialog', { name: 'Nueva Asignación' });
  await modal.getByRole('button', { name: 'Crear Asignación' }).click();
  await modal.getByText('Proveedor y cliente son requeridos', { exact: true }).waitFor();
  await pick(modal.getByLabel('Proveedor'), proveedor.nombre);
  await pick(modal.getByLabel('Cliente'), cliente.razon_social);
  await modal.getByRole('button', { name: 'Crear Asignación' }).click();
  await toast(page, 'Asignación creada').waitFor();
  await modal.waitFor({ state: 'detached' });
  const made = (await apiAsignaciones(`search=${encodeURIComponent(proveedor.nombre)}`)).data;
  assert.equal(made.length, 1);
  api.created.push(made[0].id);
  // Newest first: it heads the list.
  await eventually(async () => assert.equal((await rows(page).first().locator('td').first().innerText()).trim(), proveedor.nombre));

  await main(page).getByRole('button', { name: 'Nueva Asignación' }).click();
  await pick(modal.getByLabel('Proveedor'), proveedor.nombre);
  await pick(modal.getByLabel('Cliente'), cliente.razon_social);
  await modal.getByRole('button', { name: 'Crear Asignación' }).click();
  await modal.getByRole('alert').filter({ hasText: 'Esta asignación ya existe' }).waitFor();
  assert.equal((await apiAsignaciones(`search=${encodeURIComponent(proveedor.nombre)}`)).meta.total, 1);
  await modal.getByRole('button', { name: 'Cancelar' }).click();
});

test('buscar por cualquiera de los dos nombres (en la URL); eliminar pide "¿Eliminar asignación?"', async ({ page }) => {
  const res = await apiFetch('/asignaciones', {
    method: 'POST',
    token: api.session().token,
    body: JSON.stringify({ proveedor_id: proveedor.id, cliente_id: cliente.id }),
  });
  const made = (await res.json()) as Asignacion;
  if (res.status === 201) api.created.push(made.id);
  await openAsignaciones(page, '');
  await search(page, cliente.razon_social);
  await eventually(async () => assert.equal(await rows(page).count(), 1));
  const name = `${proveedor.nombre} → ${cliente.razon_social}`;
  await row(page, proveedor.nombre)
    .getByRole('button', { name: `Eliminar ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar asignación?' });
  assert.match(await confirm.innerText(), new RegExp(name));
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Asignación eliminada').waitFor();
  await main(page).getByText('Sin asignaciones que coincidan con la búsqueda').waitFor();
  assert.equal((await apiAsignaciones(`search=${encodeURIComponent(proveedor.nombre)}`)).meta.total, 0);
});

test('en el móvil (375 px) cada asignación es una tarjeta', async ({ page, screenshot }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAsignaciones(page, '');
  const cards = main(page).getByRole('list', { name: 'Asignaciones de proveedores a clientes' }).getByRole('listitem');
  const first = await apiAsignaciones('page=1&limit=10');
  await eventually(async () => assert.equal(await cards.count(), first.data.length));
  assert.equal(await main(page).getByRole('table').count(), 0);
  const text = (await cards.first().innerText()).replace(/\s+/g, ' ');
  assert.ok(text.includes(first.data[0].proveedor_nombre) && text.includes(first.data[0].cliente_nombre), text);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375);
  await screenshot('asignaciones-movil');
});
