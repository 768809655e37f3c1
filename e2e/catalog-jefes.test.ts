// Team leaders (/jefes, remote-catalog): list, create/edit/delete with the spec's texts, debounced search,
// Prev/Next only with more than one page, a provider user limited to its own provider, a client user denied.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS, type LoginResponse } from '../shared/src/contracts/index.ts';
import { apiFetch, apiLogin } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { countRequests, eventually, toast, waitForPath } from './helpers/expect.ts';
import { loginViaUi } from './helpers/session.ts';

const { test } = useBrowser(import.meta.url);

interface Jefe {
  id: number;
  nombres: string;
  apellidos: string | null;
  proveedor_id: number;
  proveedor_nombre: string;
}
interface JefesPage {
  data: Jefe[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

const RUN = Date.now();
let admin: LoginResponse;
let proveedor: LoginResponse;
const createdIds: number[] = [];

before(async () => {
  admin = await apiLogin(DEMO_CREDENTIALS.admin);
  proveedor = await apiLogin(DEMO_CREDENTIALS.proveedor);
});

after(async () => {
  for (const id of createdIds) await apiFetch(`/jefes-equipo/${id}`, { method: 'DELETE', token: admin.token });
});

async function apiJefes(token: string, query: string): Promise<JefesPage> {
  const res = await apiFetch(`/jefes-equipo?${query}`, { token });
  assert.equal(res.status, 200, `GET /jefes-equipo?${query}`);
  return (await res.json()) as JefesPage;
}

async function apiCreate(body: Record<string, unknown>): Promise<Jefe> {
  const res = await apiFetch('/jefes-equipo', { method: 'POST', token: admin.token, body: JSON.stringify(body) });
  assert.equal(res.status, 201, await res.clone().text());
  const jefe = (await res.json()) as Jefe;
  createdIds.push(jefe.id);
  return jefe;
}

const nombreDe = (j: Jefe) => [j.nombres, j.apellidos].filter(Boolean).join(' ');
const main = (page: Page) => page.getByRole('main');
const rows = (page: Page) => main(page).getByRole('table').locator('tbody tr');
const row = (page: Page, nombre: string) => rows(page).filter({ has: page.getByText(nombre, { exact: true }) });
const column = async (page: Page, index: number) =>
  (await rows(page).locator(`td:nth-child(${index + 1})`).allInnerTexts()).map((t) => t.trim());
const summary = (page: Page) => main(page).getByText(/^Mostrando \d+ a \d+ de \d+ resultados$/);

async function openJefes(page: Page, who: keyof typeof DEMO_CREDENTIALS = 'admin', query = '') {
  await loginViaUi(page, DEMO_CREDENTIALS[who]);
  if (who === 'admin' && !query) {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Jefes de Equipo' }).click();
    await waitForPath(page, '/jefes');
  } else {
    await page.goto(`/jefes${query}`);
  }
  await page.getByRole('heading', { name: 'Jefes de Equipo' }).waitFor();
}

test('lista: Nombre, Proveedor, Creado (es-ES), Acciones; 10 por página con Anterior/Siguiente', async ({ page, screenshot }) => {
  await openJefes(page);
  await rows(page).first().waitFor();
  const headers = (await main(page).getByRole('table').getByRole('columnheader').allInnerTexts()).map((t) => t.trim().toLowerCase());
  assert.deepEqual(headers, ['nombre', 'proveedor', 'creado', 'acciones']);
  const first = await apiJefes(admin.token, 'page=1&limit=10');
  assert.ok(first.pagination.totalPages > 1, `hacen falta más de 10 jefes (hay ${first.pagination.total})`);
  assert.deepEqual(await column(page, 0), first.data.map(nombreDe));
  assert.deepEqual(await column(page, 1), first.data.map((j) => j.proveedor_nombre));
  for (const fecha of await column(page, 2)) assert.match(fecha, /^\d{2}\/\d{2}\/\d{4}$/);
  assert.equal(await summary(page).innerText(), `Mostrando 1 a 10 de ${first.pagination.total} resultados`);

  await main(page).getByRole('button', { name: 'Siguiente' }).click();
  const second = await apiJefes(admin.token, 'page=2&limit=10');
  await eventually(async () => assert.deepEqual(await column(page, 0), second.data.map(nombreDe)));
  assert.equal(new URL(page.url()).searchParams.get('page'), '2');
  await main(page).getByRole('button', { name: 'Anterior' }).click();
  await eventually(async () => assert.deepEqual(await column(page, 0), first.data.map(nombreDe)));
  await screenshot('jefes');
});

test('crear con validación ("Nombres requeridos", "Proveedor requerido"), buscar, editar y eliminar con "Eliminar jefe?"', async ({ page }) => {
  await openJefes(page);
  await main(page).getByRole('button', { name: 'Nuevo Jefe' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo Jefe' });
  await modal.getByRole('button', { name: 'Crear Jefe' }).click();
  await modal.getByText('Nombres requeridos', { exact: true }).waitFor();
  await modal.getByText('Proveedor requerido', { exact: true }).waitFor();

  const nombres = `E2E Jefe ${RUN}`;
  await modal.getByLabel('Nombres').fill(nombres);
  await modal.getByLabel('Apellidos').fill('Prueba');
  const select = modal.getByLabel('Proveedor');
  await eventually(async () => assert.ok((await select.locator('option').count()) > 2, 'proveedores cargados'));
  const proveedorNombre = (await select.locator('option').nth(1).innerText()).trim();
  await select.selectOption({ label: proveedorNombre });
  await modal.getByRole('button', { name: 'Crear Jefe' }).click();
  await toast(page, 'Jefe creado').waitFor();
  await modal.waitFor({ state: 'detached' });

  // Debounced search: one request with the whole text, and the new leader alone in the list.
  const requests = countRequests(page, /\/api\/v1\/jefes-equipo$/);
  await main(page).getByLabel('Buscar', { exact: true }).pressSequentially(String(RUN), { delay: 30 });
  await eventually(async () => assert.deepEqual(await column(page, 0), [`${nombres} Prueba`]));
  assert.deepEqual(requests.urls.map((u) => new URL(u).searchParams.get('search')), [String(RUN)]);
  assert.deepEqual(await column(page, 1), [proveedorNombre]);
  assert.equal(await main(page).getByRole('button', { name: 'Siguiente' }).count(), 0, 'sin paginación con una sola página');
  const created = (await apiJefes(admin.token, `search=${RUN}`)).data[0];
  createdIds.push(created.id);

  await row(page, `${nombres} Prueba`).getByRole('button', { name: `Editar ${nombres} Prueba` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Jefe' });
  assert.equal(await edit.getByLabel('Nombres').inputValue(), nombres);
  assert.equal(await edit.getByLabel('Proveedor').inputValue(), String(created.proveedor_id));
  await edit.getByLabel('Apellidos').fill('Editado');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await toast(page, 'Jefe actualizado').waitFor();
  await eventually(async () => assert.deepEqual(await column(page, 0), [`${nombres} Editado`]));

  await row(page, `${nombres} Editado`).getByRole('button', { name: `Eliminar ${nombres} Editado` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar jefe?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Jefe eliminado').waitFor();
  await main(page).getByText('Sin resultados', { exact: true }).waitFor();
  assert.equal((await apiJefes(admin.token, `search=${RUN}`)).pagination.total, 0);
});

test('la búsqueda y la página quedan en la URL y sobreviven a recargar', async ({ page }) => {
  await openJefes(page, 'admin', '?search=a&page=2');
  const expected = await apiJefes(admin.token, 'search=a&page=2&limit=10');
  assert.ok(expected.pagination.totalPages >= 2, 'la búsqueda "a" da más de una página');
  await eventually(async () => assert.deepEqual(await column(page, 0), expected.data.map(nombreDe)));
  assert.equal(await main(page).getByLabel('Buscar', { exact: true }).inputValue(), 'a');
  await page.reload();
  await page.getByRole('heading', { name: 'Jefes de Equipo' }).waitFor();
  await eventually(async () => {
    assert.equal(await main(page).getByLabel('Buscar', { exact: true }).inputValue(), 'a');
    assert.deepEqual(await column(page, 0), expected.data.map(nombreDe));
  });
});

test('un usuario proveedor ve solo los jefes de su proveedor y crea en él (select fijo)', async ({ page, screenshot }) => {
  const own = await apiJefes(proveedor.token, 'page=1&limit=10');
  const proveedorNombre = proveedor.usuario.proveedor_nombre;
  assert.ok(proveedorNombre && own.pagination.total > 0);
  assert.ok((await apiJefes(admin.token, 'page=1&limit=10')).pagination.total > own.pagination.total);

  await openJefes(page, 'proveedor');
  await eventually(async () => assert.deepEqual(await column(page, 0), own.data.map(nombreDe)));
  assert.ok((await column(page, 1)).every((p) => p === proveedorNombre));

  await main(page).getByRole('button', { name: 'Nuevo Jefe' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo Jefe' });
  const select = modal.getByLabel('Proveedor');
  assert.equal(await select.isDisabled(), true);
  assert.equal(await select.inputValue(), String(proveedor.usuario.proveedor_id));
  await modal.getByLabel('Nombres').fill(`E2E Propio ${RUN}`);
  await modal.getByRole('button', { name: 'Crear Jefe' }).click();
  await toast(page, 'Jefe creado').waitFor();
  await eventually(async () => assert.ok((await column(page, 0)).includes(`E2E Propio ${RUN}`)));
  const created = (await apiJefes(proveedor.token, `search=${encodeURIComponent(`E2E Propio ${RUN}`)}`)).data[0];
  createdIds.push(created.id);
  assert.equal(created.proveedor_id, proveedor.usuario.proveedor_id);
  await screenshot('jefes-proveedor');
});

test('un usuario cliente ve "No tienes permiso para ver los jefes de equipo"', async ({ page }) => {
  await openJefes(page, 'cliente');
  await main(page).getByText('No tienes permiso para ver los jefes de equipo', { exact: true }).waitFor();
  assert.equal(await main(page).getByRole('table').count(), 0);
  assert.equal(await main(page).getByRole('button', { name: 'Nuevo Jefe' }).count(), 0);
});
