// Team leaders (/jefes, remote-catalog): list, create/edit/delete with the spec's texts, debounced search,
// Prev/Next only with more than one page, a provider user limited to its own provider, a client user denied.
import assert from 'node:assert/strict';
import type { Jefe, JefesPage } from '../shared/src/contracts/index.ts';
import { useBrowser } from './helpers/browser.ts';
import { column, columnHeaders, main, openCatalog, row, rows, searchBox, summary, useCatalogApi, type DemoUser } from './helpers/catalog.ts';
import { countRequests, eventually, toast } from './helpers/expect.ts';

const { test } = useBrowser(import.meta.url);
const api = useCatalogApi<Jefe>('jefes-equipo', ['proveedor']);
const apiJefes = (query: string, user: DemoUser = 'admin') => api.list<JefesPage>(query, user);
const nombreDe = (j: Jefe) => [j.nombres, j.apellidos].filter(Boolean).join(' ');
const RUN = Date.now();

test('lista: Nombre, Proveedor, Creado (es-ES), Acciones; 10 por página con Anterior/Siguiente', async ({ page, screenshot }) => {
  await openCatalog(page, 'jefes');
  await rows(page).first().waitFor();
  assert.deepEqual(await columnHeaders(page), ['nombre', 'proveedor', 'creado', 'acciones']);
  const first = await apiJefes('page=1&limit=10');
  assert.ok(first.pagination.totalPages > 1, `hacen falta más de 10 jefes (hay ${first.pagination.total})`);
  // The first rows can be the loading placeholders (empty cells): the names come with the data.
  await eventually(async () => assert.deepEqual(await column(page, 0), first.data.map(nombreDe)));
  assert.deepEqual(
    await column(page, 1),
    first.data.map((j) => j.proveedor_nombre),
  );
  for (const fecha of await column(page, 2)) assert.match(fecha, /^\d{2}\/\d{2}\/\d{4}$/);
  assert.equal(await summary(page).innerText(), `Mostrando 1 a 10 de ${first.pagination.total} resultados`);

  await main(page).getByRole('button', { name: 'Siguiente' }).click();
  const second = await apiJefes('page=2&limit=10');
  await eventually(async () => assert.deepEqual(await column(page, 0), second.data.map(nombreDe)));
  assert.equal(new URL(page.url()).searchParams.get('page'), '2');
  await main(page).getByRole('button', { name: 'Anterior' }).click();
  await eventually(async () => assert.deepEqual(await column(page, 0), first.data.map(nombreDe)));
  await screenshot('jefes');
});

test('crear con validación ("Nombres requeridos", "Proveedor requerido"), buscar, editar y eliminar con "Eliminar jefe?"', async ({ page }) => {
  await openCatalog(page, 'jefes');
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
  await searchBox(page).pressSequentially(String(RUN), { delay: 30 });
  await eventually(async () => assert.deepEqual(await column(page, 0), [`${nombres} Prueba`]));
  assert.deepEqual(
    requests.urls.map((u) => new URL(u).searchParams.get('search')),
    [String(RUN)],
  );
  assert.deepEqual(await column(page, 1), [proveedorNombre]);
  assert.equal(await main(page).getByRole('button', { name: 'Siguiente' }).count(), 0, 'sin paginación con una sola página');
  const created = (await apiJefes(`search=${RUN}`)).data[0];
  api.created.push(created.id);

  await row(page, `${nombres} Prueba`)
    .getByRole('button', { name: `Editar ${nombres} Prueba` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Jefe' });
  assert.equal(await edit.getByLabel('Nombres').inputValue(), nombres);
  assert.equal(await edit.getByLabel('Proveedor').inputValue(), String(created.proveedor_id));
  await edit.getByLabel('Apellidos').fill('Editado');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await toast(page, 'Jefe actualizado').waitFor();
  await eventually(async () => assert.deepEqual(await column(page, 0), [`${nombres} Editado`]));

  await row(page, `${nombres} Editado`)
    .getByRole('button', { name: `Eliminar ${nombres} Editado` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar jefe?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Jefe eliminado').waitFor();
  await main(page).getByText('Sin resultados', { exact: true }).waitFor();
  assert.equal((await apiJefes(`search=${RUN}`)).pagination.total, 0);
});

test('la búsqueda y la página quedan en la URL y sobreviven a recargar', async ({ page }) => {
  await openCatalog(page, 'jefes', 'admin', '?search=a&page=2');
  const expected = await apiJefes('search=a&page=2&limit=10');
  assert.ok(expected.pagination.totalPages >= 2, 'la búsqueda "a" da más de una página');
  await eventually(async () => assert.deepEqual(await column(page, 0), expected.data.map(nombreDe)));
  assert.equal(await searchBox(page).inputValue(), 'a');
  await page.reload();
  await page.getByRole('heading', { name: 'Jefes de Equipo' }).waitFor();
  await eventually(async () => {
    assert.equal(await searchBox(page).inputValue(), 'a');
    assert.deepEqual(await column(page, 0), expected.data.map(nombreDe));
  });
});

test('un usuario proveedor ve solo los jefes de su proveedor y crea en él (select fijo)', async ({ page, screenshot }) => {
  const { usuario } = api.session('proveedor');
  const own = await apiJefes('page=1&limit=10', 'proveedor');
  const proveedorNombre = usuario.proveedor_nombre;
  assert.ok(proveedorNombre && own.pagination.total > 0);
  assert.ok((await apiJefes('page=1&limit=10')).pagination.total > own.pagination.total);

  await openCatalog(page, 'jefes', 'proveedor', '');
  await eventually(async () => assert.deepEqual(await column(page, 0), own.data.map(nombreDe)));
  assert.ok((await column(page, 1)).every((p) => p === proveedorNombre));

  await main(page).getByRole('button', { name: 'Nuevo Jefe' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo Jefe' });
  const select = modal.getByLabel('Proveedor');
  assert.equal(await select.isDisabled(), true);
  assert.equal(await select.inputValue(), String(usuario.proveedor_id));
  await modal.getByLabel('Nombres').fill(`E2E Propio ${RUN}`);
  await modal.getByRole('button', { name: 'Crear Jefe' }).click();
  await toast(page, 'Jefe creado').waitFor();
  await eventually(async () => assert.ok((await column(page, 0)).includes(`E2E Propio ${RUN}`)));
  const created = (await apiJefes(`search=${encodeURIComponent(`E2E Propio ${RUN}`)}`, 'proveedor')).data[0];
  api.created.push(created.id);
  assert.equal(created.proveedor_id, usuario.proveedor_id);
  await screenshot('jefes-proveedor');
});

test('un usuario cliente ve "No tienes permiso para ver los jefes de equipo"', async ({ page }) => {
  await openCatalog(page, 'jefes', 'cliente', '');
  await main(page).getByText('No tienes permiso para ver los jefes de equipo', { exact: true }).waitFor();
  assert.equal(await main(page).getByRole('table').count(), 0);
  assert.equal(await main(page).getByRole('button', { name: 'Nuevo Jefe' }).count(), 0);
});
