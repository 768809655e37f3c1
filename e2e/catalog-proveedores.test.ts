// Providers (/proveedores, remote-catalog): list, create/edit with the director split in two fields, delete with
// "¿Eliminar proveedor?" (and the server's reason when it is in use), search, pages of 10, a provider user limited
// to its own record, and cards on a phone.
import assert from 'node:assert/strict';
import { DEMO_CREDENTIALS, type Proveedor } from '../shared/src/contracts/index.ts';
import { apiFetch } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { columnHeaders, main, names, openCatalog, row, rows, searchBox, summary, useCatalogApi, type DemoUser } from './helpers/catalog.ts';
import { eventually, toast } from './helpers/expect.ts';
import { signIn } from './helpers/session.ts';

const { test } = useBrowser(import.meta.url);
const api = useCatalogApi<Proveedor>('proveedores', ['proveedor']);
const apiProveedores = (search = '', user: DemoUser = 'admin') => api.list<Proveedor[]>(search && `search=${encodeURIComponent(search)}`, user);
const RUN = Date.now();

test('lista con nombre, director, ubicación (ciudad, provincia) y contacto (teléfono, correo)', async ({ page, screenshot }) => {
  await openCatalog(page, 'proveedores');
  await rows(page).first().waitFor();
  assert.deepEqual(await columnHeaders(page), ['nombre', 'director', 'ubicación', 'contacto', 'acciones']);
  const all = await apiProveedores();
  const sample = all.find((p) => p.director && p.ciudad && p.provincia_nombre && p.telefono && p.correo);
  assert.ok(sample, 'un proveedor con todos los datos');
  // The first rows can be the loading placeholders: the row itself comes with the data.
  await row(page, sample.nombre).waitFor();
  const cells = (await row(page, sample.nombre).locator('td').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  assert.equal(cells[1], sample.director);
  assert.equal(cells[2], `${sample.ciudad}, ${sample.provincia_nombre}`);
  assert.equal(cells[3], `${sample.telefono} ${sample.correo}`);
  await screenshot('proveedores');
});

test('crear y editar: director en "Nombres del director" + "Apellido del director", unido al guardar', async ({ page }) => {
  await openCatalog(page, 'proveedores');
  await main(page).getByRole('button', { name: 'Nuevo Proveedor' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo Proveedor' });
  await modal.getByRole('button', { name: 'Crear Proveedor' }).click();
  await modal.getByText('Nombre requerido', { exact: true }).waitFor();
  assert.equal(await modal.getByLabel('Correo').getAttribute('type'), 'email');

  const nombre = `E2E Proveedor ${RUN}`;
  await modal.getByRole('textbox', { name: 'Nombre', exact: true }).fill(nombre);
  await modal.getByLabel('Nombres del director').fill('Ana María');
  await modal.getByLabel('Apellido del director').fill('Ruiz');
  await modal.getByLabel('Teléfono').fill('+57 601 555 0000');
  await modal.getByLabel('Correo').fill('no-es-correo');
  await modal.getByLabel('Ciudad').fill('Tunja');
  const provincia = modal.getByLabel('Provincia');
  await eventually(async () => assert.ok((await provincia.locator('option').count()) > 10, 'provincias cargadas'));
  await provincia.selectOption({ label: 'Boyacá' });
  await modal.getByLabel('Sexo').selectOption('Femenino');
  await modal.getByRole('button', { name: 'Crear Proveedor' }).click();
  await modal.getByText('Correo no válido', { exact: true }).waitFor();
  await modal.getByLabel('Correo').fill(`e2e-${RUN}@example.co`);
  await modal.getByRole('button', { name: 'Crear Proveedor' }).click();
  await toast(page, 'Proveedor creado').waitFor();

  const [created] = await apiProveedores(nombre);
  assert.ok(created);
  api.created.push(created.id);
  assert.deepEqual(
    { director: created.director, ciudad: created.ciudad, provincia: created.provincia_nombre, sexo: created.sexo },
    { director: 'Ana María Ruiz', ciudad: 'Tunja', provincia: 'Boyacá', sexo: 'Femenino' },
  );

  await searchBox(page).fill(nombre);
  await eventually(async () => assert.deepEqual(await names(page), [nombre]));
  await row(page, nombre)
    .getByRole('button', { name: `Editar ${nombre}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Proveedor' });
  assert.equal(await edit.getByLabel('Nombres del director').inputValue(), 'Ana María');
  assert.equal(await edit.getByLabel('Apellido del director').inputValue(), 'Ruiz');
  await edit.getByLabel('Nombres del director').fill('Ana Lucía');
  await edit.getByLabel('Apellido del director').fill('Gómez');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await toast(page, 'Proveedor actualizado').waitFor();
  await eventually(async () => assert.equal((await row(page, nombre).locator('td').nth(1).innerText()).trim(), 'Ana Lucía Gómez'));
  assert.equal((await apiProveedores(nombre))[0].director, 'Ana Lucía Gómez');
});

test('eliminar: "¿Eliminar proveedor?"; en uso muestra el motivo del servidor; libre se borra', async ({ page }) => {
  const free = await api.create({ nombre: `E2E Borrar ${RUN}` });
  const used = (await apiProveedores()).find((p) => p.id === api.session('proveedor').usuario.proveedor_id);
  assert.ok(used);
  await openCatalog(page, 'proveedores');
  await rows(page).first().waitFor();

  await row(page, used.nombre)
    .getByRole('button', { name: `Eliminar ${used.nombre}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar proveedor?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await page
    .locator('.Toastify')
    .getByText(/^No se puede eliminar el proveedor: tiene /)
    .waitFor();
  assert.equal(await confirm.isVisible(), true, 'el diálogo sigue abierto tras el fallo');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();

  await searchBox(page).fill(free.nombre);
  await eventually(async () => assert.deepEqual(await names(page), [free.nombre]));
  await row(page, free.nombre)
    .getByRole('button', { name: `Eliminar ${free.nombre}` })
    .click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Proveedor eliminado').waitFor();
  await main(page).getByText('No se encontraron proveedores con esa búsqueda', { exact: true }).waitFor();
  assert.deepEqual(await names(page), []);
  assert.deepEqual(await apiProveedores(free.nombre), []);
});

test('más de 10 proveedores: páginas de 10 con Siguiente; la página queda en la URL', async ({ page }) => {
  const existing = await apiProveedores();
  for (let i = existing.length; i < 12; i++) await api.create({ nombre: `E2E Página ${RUN} ${String(i).padStart(2, '0')}` });
  const all = await apiProveedores();
  await openCatalog(page, 'proveedores');
  await eventually(async () => assert.equal(await rows(page).count(), 10));
  assert.equal(await summary(page).innerText(), `Mostrando 1 a 10 de ${all.length} resultados`);
  assert.deepEqual(
    await names(page),
    all.slice(0, 10).map((p) => p.nombre),
  );
  await main(page).getByRole('button', { name: 'Siguiente' }).click();
  await eventually(async () =>
    assert.deepEqual(
      await names(page),
      all.slice(10, 20).map((p) => p.nombre),
    ),
  );
  assert.equal(new URL(page.url()).searchParams.get('page'), '2');
  await page.reload();
  await eventually(async () =>
    assert.deepEqual(
      await names(page),
      all.slice(10, 20).map((p) => p.nombre),
    ),
  );
});

test('un usuario proveedor ve solo su registro, sin Nuevo ni Eliminar, y puede editarlo', async ({ page, screenshot }) => {
  const own = await apiProveedores('', 'proveedor');
  assert.equal(own.length, 1);
  await openCatalog(page, 'proveedores', 'proveedor');
  await eventually(async () => assert.deepEqual(await names(page), [own[0].nombre]));
  assert.equal(await main(page).getByRole('button', { name: 'Nuevo Proveedor' }).count(), 0);
  assert.equal(
    await main(page)
      .getByRole('button', { name: /^Eliminar/ })
      .count(),
    0,
  );

  await row(page, own[0].nombre)
    .getByRole('button', { name: `Editar ${own[0].nombre}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Proveedor' });
  const telefono = `+57 601 ${String(RUN).slice(-7)}`;
  await edit.getByLabel('Teléfono').fill(telefono);
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await toast(page, 'Proveedor actualizado').waitFor();
  assert.equal((await apiProveedores('', 'proveedor'))[0].telefono, telefono);
  // Put the seed's phone back.
  await apiFetch(`/proveedores/${own[0].id}`, { method: 'PATCH', token: api.session().token, body: JSON.stringify({ telefono: own[0].telefono }) });
  await screenshot('proveedores-proveedor');
});

test('en el móvil (375 px) cada proveedor es una tarjeta', async ({ page, screenshot }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO_CREDENTIALS.proveedor, { at: '/proveedores' });
  const cards = main(page).getByRole('list', { name: 'Proveedores' }).getByRole('listitem');
  await eventually(async () => assert.equal(await cards.count(), 1));
  assert.equal(await main(page).getByRole('table').count(), 0);
  const own = (await apiProveedores('', 'proveedor'))[0];
  const text = (await cards.first().innerText()).replace(/\s+/g, ' ');
  for (const value of [own.nombre, own.director, own.ciudad, own.telefono, own.correo])
    assert.ok(value && text.includes(value), `${value} en ${text}`);
  await screenshot('proveedores-movil');
});
