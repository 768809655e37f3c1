// Services (/servicios, remote-catalog): stats cards, create/edit/delete through the modal, the status badge toggle,
// debounced search, sort, pagination, list state in the URL, and the CSV export of the current filters.
// Own product under npm test: its stats cards and totals count the services other files create (field-capture).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { DEMO_CREDENTIALS, type Servicio, type ServiciosPage, type ServiciosStats } from '../shared/src/contracts/index.ts';
import { apiFetch } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { column, columnHeaders, main, openCatalog, row, rows, search, searchBox, summary, useCatalogApi } from './helpers/catalog.ts';
import { countRequests, eventually, toast } from './helpers/expect.ts';
import { loginViaUi, signIn } from './helpers/session.ts';
import { integersIn, textAround } from './helpers/text.ts';

const { test } = useBrowser(import.meta.url);
const api = useCatalogApi<Servicio>('servicios');
const apiServicios = (query: string) => api.list<ServiciosPage>(query);
const RUN = Date.now();

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const pesos = (text: string) => integersIn(text)[0];

/** Through the sidebar, or with `query` straight to /servicios?… */
async function openServicios(page: Page, query?: string) {
  await openCatalog(page, 'servicios', 'admin', query);
  await rows(page).first().waitFor();
}

async function cardValue(page: Page, title: string): Promise<string> {
  return textAround(main(page).getByRole('heading', { name: title, exact: true }));
}

test('las tarjetas muestran las cifras de la API; tabla con las columnas del spec y 10 filas', async ({ page, screenshot }) => {
  await openServicios(page);
  const stats = (await (await apiFetch('/servicios/meta/estadisticas', { token: api.session().token })).json()) as ServiciosStats;
  await eventually(async () => {
    assert.deepEqual(integersIn(await cardValue(page, 'Total Servicios')), [stats.total]);
    assert.equal(integersIn(await cardValue(page, 'Servicios Activos'))[0], stats.activos);
    assert.deepEqual(integersIn(await cardValue(page, 'Categorías')), [stats.total_categorias]);
    const promedio = await cardValue(page, 'Precio Promedio');
    if (stats.precio_promedio === null) assert.match(promedio, /N\/A/);
    else assert.equal(pesos(promedio.replace('Precio Promedio', '')), Math.round(stats.precio_promedio));
  });
  assert.deepEqual(await columnHeaders(page), ['nombre', 'descripción', 'categoría', 'precio', 'estado', 'creado', 'acciones']);
  assert.equal(await rows(page).count(), 10);
  const first = await apiServicios('page=1&limit=10');
  assert.deepEqual(
    await column(page, 0),
    first.servicios.map((s) => s.nombre),
    'más recientes primero, como la API',
  );
  assert.equal(await summary(page).innerText(), `Mostrando 1 a 10 de ${first.pagination.total} resultados`);
  for (const label of ['Exportar CSV', 'Nuevo Servicio', 'Actualizar Stats']) await main(page).getByRole('button', { name: label }).waitFor();
  await screenshot('servicios');
});

test('crear: validación del spec en el modal, toast "Servicio creado" y el servicio aparece', async ({ page }) => {
  await openServicios(page);
  await main(page).getByRole('button', { name: 'Nuevo Servicio' }).first().click();
  const modal = dialog(page, 'Nuevo Servicio');
  await modal.waitFor();
  await modal.getByRole('button', { name: 'Crear Servicio' }).click();
  await modal.getByText('El nombre es obligatorio', { exact: true }).waitFor();

  const nombre = `E2E Servicio ${RUN}`;
  await modal.getByLabel('Nombre').fill(nombre);
  await modal.getByLabel('Precio').fill('-5');
  await modal.getByLabel('Categoría').fill('c'.repeat(51));
  await modal.getByRole('button', { name: 'Crear Servicio' }).click();
  await modal.getByText('Precio no puede ser negativo', { exact: true }).waitFor();
  await modal.getByText('Categoría supera 50 caracteres', { exact: true }).waitFor();
  assert.equal(await modal.getByText('El nombre es obligatorio').count(), 0, 'el error del nombre desaparece al corregirlo');

  await modal.getByLabel('Descripción').fill('Creado por la prueba de extremo a extremo');
  await modal.getByLabel('Categoría').fill('Pruebas E2E');
  await modal.getByLabel('Precio').fill('1234567');
  await modal.getByLabel('Activo').uncheck();
  await modal.getByRole('button', { name: 'Crear Servicio' }).click();
  await toast(page, 'Servicio creado').waitFor();
  await modal.waitFor({ state: 'detached' });

  const created = (await apiServicios(`search=${encodeURIComponent(nombre)}`)).servicios;
  assert.equal(created.length, 1);
  api.created.push(created[0].id);
  assert.deepEqual(
    { precio: created[0].precio, activo: created[0].activo, categoria: created[0].categoria },
    { precio: 1234567, activo: false, categoria: 'Pruebas E2E' },
  );
  // Newest first: it heads the list with the form's values.
  const cells = (await rows(page).first().locator('td').allInnerTexts()).map((t) => t.trim());
  assert.equal(cells[0], nombre);
  assert.equal(cells[2], 'Pruebas E2E');
  assert.equal(pesos(cells[3]), 1234567);
  assert.equal(cells[4], 'Inactivo');
});

test('editar cambia el precio (toast "Servicio actualizado"); el badge alterna el estado con su toast', async ({ page }) => {
  const servicio = await api.create({ nombre: `E2E Editar ${RUN}`, precio: 1000, activo: true });
  await openServicios(page, `?search=${encodeURIComponent(servicio.nombre)}`);
  await eventually(async () => assert.equal(await rows(page).count(), 1));

  await row(page, servicio.nombre)
    .getByRole('button', { name: `Editar ${servicio.nombre}` })
    .click();
  const modal = dialog(page, 'Editar Servicio');
  assert.equal(await modal.getByLabel('Nombre').inputValue(), servicio.nombre);
  assert.equal(await modal.getByLabel('Precio').inputValue(), '1000');
  await modal.getByLabel('Precio').fill('2500.5');
  await modal.getByRole('button', { name: 'Guardar cambios' }).click();
  await toast(page, 'Servicio actualizado').waitFor();
  await eventually(async () => assert.equal(pesos(await row(page, servicio.nombre).locator('td').nth(3).innerText()), 2501));

  const badge = row(page, servicio.nombre).locator('td').nth(4).getByRole('button');
  assert.equal((await badge.innerText()).trim(), 'Activo');
  await badge.click();
  await toast(page, 'Servicio desactivado').waitFor();
  await eventually(async () => assert.equal((await badge.innerText()).trim(), 'Inactivo'));
  assert.equal((await apiServicios(`search=${encodeURIComponent(servicio.nombre)}`)).servicios[0].activo, false);
  await badge.click();
  await toast(page, 'Servicio activado').waitFor();
  await eventually(async () => assert.equal((await badge.innerText()).trim(), 'Activo'));
});

test('eliminar pide confirmación; Cancelar lo conserva, Eliminar lo borra (toast "Servicio eliminado")', async ({ page }) => {
  const servicio = await api.create({ nombre: `E2E Eliminar ${RUN}`, precio: 10 });
  await openServicios(page, `?search=${encodeURIComponent(servicio.nombre)}`);
  await eventually(async () => assert.equal(await rows(page).count(), 1));

  await row(page, servicio.nombre)
    .getByRole('button', { name: `Eliminar ${servicio.nombre}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar servicio?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await confirm.waitFor({ state: 'detached' });
  assert.equal(await rows(page).count(), 1);

  await row(page, servicio.nombre)
    .getByRole('button', { name: `Eliminar ${servicio.nombre}` })
    .click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Servicio eliminado').waitFor();
  await main(page).getByText('No se encontraron servicios con los filtros aplicados').waitFor();
  assert.equal((await apiServicios(`search=${encodeURIComponent(servicio.nombre)}`)).pagination.total, 0);
});

test('la búsqueda espera 450 ms (una sola petición con el texto completo) y vuelve a la página 1', async ({ page }) => {
  await openServicios(page, '?page=2');
  await eventually(async () => assert.match(await summary(page).innerText(), /^Mostrando 11 a 20 /));
  const requests = countRequests(page, /\/api\/v1\/servicios$/);
  await searchBox(page).pressSequentially('valla', { delay: 60 });
  const expected = await apiServicios('search=valla&page=1&limit=10');
  await eventually(async () => {
    assert.deepEqual(
      await column(page, 0),
      expected.servicios.map((s) => s.nombre),
    );
    assert.equal(
      await summary(page).innerText(),
      `Mostrando ${Math.min(1, expected.pagination.total)} a ${Math.min(10, expected.pagination.total)} de ${expected.pagination.total} resultados`,
    );
  });
  const searches = requests.urls.map((u) => new URL(u).searchParams).filter((p) => p.has('search'));
  assert.deepEqual(
    searches.map((p) => p.get('search')),
    ['valla'],
    'una petición, con el texto completo',
  );
  assert.equal(searches[0].get('page'), '1');
  assert.equal(new URL(page.url()).searchParams.get('page'), null);
});

test('ordenar por precio y filtrar por categoría y estado muestran lo que devuelve la API', async ({ page }) => {
  await openServicios(page);
  await main(page).getByLabel('Ordenar por').selectOption({ label: 'Precio mayor a menor' });
  const byPrice = await apiServicios('sortBy=precio&sortOrder=DESC&page=1&limit=10');
  await eventually(async () =>
    assert.deepEqual(
      await column(page, 0),
      byPrice.servicios.map((s) => s.nombre),
    ),
  );
  const prices = (await column(page, 3)).map(pesos);
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => b - a),
  );

  await main(page).getByLabel('Ordenar por').selectOption({ label: 'Nombre A-Z' });
  const byName = await apiServicios('sortBy=nombre&sortOrder=ASC&page=1&limit=10');
  await eventually(async () =>
    assert.deepEqual(
      await column(page, 0),
      byName.servicios.map((s) => s.nombre),
    ),
  );

  const categoria = byPrice.servicios.find((s) => s.categoria)?.categoria;
  assert.ok(categoria);
  await main(page).getByLabel('Categoría', { exact: true }).selectOption(categoria);
  // One change per render, as a person makes them (two URL writes in the same tick keep only the last: see report).
  await eventually(async () => assert.equal(new URL(page.url()).searchParams.get('categoria'), categoria));
  await main(page).getByLabel('Estado', { exact: true }).selectOption({ label: 'Activos' });
  const filtered = await apiServicios(`categoria=${encodeURIComponent(categoria)}&activo=true&sortBy=nombre&sortOrder=ASC&page=1&limit=10`);
  await eventually(async () => {
    assert.deepEqual(
      await column(page, 0),
      filtered.servicios.map((s) => s.nombre),
    );
    assert.ok((await column(page, 2)).every((c) => c === categoria));
    assert.ok((await column(page, 4)).every((e) => e === 'Activo'));
  });
  const params = new URL(page.url()).searchParams;
  assert.deepEqual(
    { orden: params.get('orden'), categoria: params.get('categoria'), estado: params.get('estado') },
    { orden: 'nombre-asc', categoria, estado: 'activos' },
  );
});

test('paginación: Siguiente y número de página; recargar y atrás/adelante restauran filtros, orden y página', async ({ page }) => {
  await openServicios(page);
  const total = (await apiServicios('page=1&limit=10')).pagination.total;
  assert.ok(total > 20, `hacen falta más de 20 servicios (hay ${total})`);
  await main(page).getByRole('button', { name: 'Siguiente' }).click();
  await eventually(async () => assert.equal(await summary(page).innerText(), `Mostrando 11 a 20 de ${total} resultados`));
  const page2 = await apiServicios('page=2&limit=10');
  assert.deepEqual(
    await column(page, 0),
    page2.servicios.map((s) => s.nombre),
  );
  await main(page).getByRole('button', { name: 'Página 3' }).click();
  await eventually(async () =>
    assert.match(await summary(page).innerText(), new RegExp(`^Mostrando 21 a ${Math.min(30, total)} de ${total} resultados$`)),
  );

  await main(page).getByLabel('Ordenar por').selectOption({ label: 'Precio menor a mayor' });
  await eventually(async () => assert.equal(new URL(page.url()).searchParams.get('orden'), 'precio-asc'));
  await main(page).getByLabel('Estado', { exact: true }).selectOption({ label: 'Activos' });
  await eventually(async () => assert.match(await summary(page).innerText(), /^Mostrando 1 a /));
  const activos = await apiServicios('activo=true&sortBy=precio&sortOrder=ASC&page=2&limit=10');
  await main(page).getByRole('button', { name: 'Página 2' }).click();
  await eventually(async () =>
    assert.deepEqual(
      await column(page, 0),
      activos.servicios.map((s) => s.nombre),
    ),
  );
  await search(page, 'a');
  const withSearch = await apiServicios('search=a&activo=true&sortBy=precio&sortOrder=ASC&page=1&limit=10');
  await eventually(async () =>
    assert.deepEqual(
      await column(page, 0),
      withSearch.servicios.map((s) => s.nombre),
    ),
  );
  let shown = withSearch.servicios.map((s) => s.nombre);
  if (withSearch.pagination.totalPages > 1) {
    await main(page).getByRole('button', { name: 'Página 2' }).click();
    shown = (await apiServicios('search=a&activo=true&sortBy=precio&sortOrder=ASC&page=2&limit=10')).servicios.map((s) => s.nombre);
    await eventually(async () => {
      assert.equal(new URL(page.url()).searchParams.get('page'), '2');
      assert.deepEqual(await column(page, 0), shown);
    });
  }
  const url = page.url();

  await page.reload();
  await page.getByRole('heading', { name: 'Gestor de Servicios' }).waitFor();
  await eventually(async () => {
    assert.equal(page.url(), url);
    assert.equal(await searchBox(page).inputValue(), 'a');
    assert.equal(await main(page).getByLabel('Estado', { exact: true }).inputValue(), 'activos');
    assert.equal(await main(page).getByLabel('Ordenar por').inputValue(), 'precio-asc');
    assert.deepEqual(await column(page, 0), shown);
  });

  // Back twice: before the search (page 2 of the active services by price), then forward again.
  await page.goBack();
  if (withSearch.pagination.totalPages > 1) await page.goBack();
  await eventually(async () => {
    assert.equal(await searchBox(page).inputValue(), '');
    assert.deepEqual(
      await column(page, 0),
      activos.servicios.map((s) => s.nombre),
    );
  });
  await page.goForward();
  await eventually(async () => assert.equal(await searchBox(page).inputValue(), 'a'));
});

async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), text: fs.readFileSync(filePath, 'utf8') };
}

test('Exportar CSV descarga todas las filas de los filtros y el orden actuales (BOM, cabecera, total)', async ({ page }) => {
  await openServicios(page);
  await main(page).getByLabel('Estado', { exact: true }).selectOption({ label: 'Activos' });
  await eventually(async () => assert.equal(new URL(page.url()).searchParams.get('estado'), 'activos'));
  await main(page).getByLabel('Ordenar por').selectOption({ label: 'Precio mayor a menor' });
  const expected = await apiServicios('activo=true&sortBy=precio&sortOrder=DESC&page=1&limit=100');
  await eventually(async () => assert.equal(await summary(page).innerText(), `Mostrando 1 a 10 de ${expected.pagination.total} resultados`));
  assert.ok(expected.pagination.total > 10, 'más filas que una página');

  const exports = countRequests(page, /\/api\/v1\/servicios\/export$/);
  const { name, text } = await download(page, main(page).getByRole('button', { name: 'Exportar CSV' }));
  assert.match(name, /^servicios-\d{4}-\d{2}-\d{2}\.csv$/);
  assert.ok(text.startsWith('\uFEFF'), 'empieza con BOM');
  const lines = text
    .slice(1)
    .split(/\r\n/)
    .filter((l) => l !== '');
  assert.equal(lines[0], 'ID;Nombre;Descripción;Categoría;Precio;Estado;Fecha de creación');
  assert.equal(lines.length - 1, expected.pagination.total, 'una fila por servicio activo (todas las páginas)');
  assert.deepEqual(
    lines.slice(1, 4).map((l) => Number(l.split(';')[0])),
    expected.servicios.slice(0, 3).map((s) => s.id),
    'el CSV sigue el orden elegido (GET /servicios/export ordena igual que GET /servicios)',
  );
  const sent = new URL(exports.urls[0]).searchParams;
  assert.deepEqual(
    { activo: sent.get('activo'), sortBy: sent.get('sortBy'), sortOrder: sent.get('sortOrder'), page: sent.get('page') },
    {
      activo: 'true',
      sortBy: 'precio',
      sortOrder: 'DESC',
      page: null,
    },
  );
});

test('Actualizar Stats vuelve a pedir las estadísticas y muestra el nuevo total', async ({ page }) => {
  await openServicios(page);
  const before = await eventually(async () => {
    const [total] = integersIn(await cardValue(page, 'Total Servicios'));
    assert.ok(Number.isInteger(total), 'cifra cargada');
    return total;
  });
  await api.create({ nombre: `E2E Stats ${RUN}`, precio: 5 });
  const stats = countRequests(page, /\/api\/v1\/servicios\/meta\/estadisticas$/);
  await main(page).getByRole('button', { name: 'Actualizar Stats' }).click();
  await eventually(async () => {
    assert.equal(stats.count, 1);
    assert.deepEqual(integersIn(await cardValue(page, 'Total Servicios')), [before + 1]);
  });
});

test('en el móvil (375 px) la lista son tarjetas y el modal cabe en la pantalla', async ({ page, screenshot }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO_CREDENTIALS.admin, { at: '/servicios' });
  await main(page).getByRole('list', { name: 'Servicios' }).waitFor();
  assert.equal(await main(page).getByRole('table').count(), 0);
  await eventually(async () => assert.equal(await main(page).getByRole('list', { name: 'Servicios' }).getByRole('listitem').count(), 10));
  await main(page).getByRole('button', { name: 'Nuevo Servicio' }).first().click();
  const box = await dialog(page, 'Nuevo Servicio').boundingBox();
  assert.ok(box && box.x >= 0 && box.width <= 375 && box.y >= 0 && box.y + box.height <= 812, JSON.stringify(box));
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= 375, `sin scroll horizontal (${scrollWidth})`);
  await screenshot('servicios-movil-modal');
});

test('mientras carga, las filas de espera laten juntas (una animación por lista, no una por barra) y dejan de latir con los datos', async ({
  page,
}) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/servicios\?/, async (route) => {
    await held;
    await route.continue();
  });
  const pulsing = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .map((a) => ((a.effect as KeyframeEffect).target as Element).tagName),
    );
  const list = (width: number) => (width > 767 ? main(page).getByRole('table') : main(page).getByRole('list', { name: 'Servicios' }));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/servicios');
    await eventually(async () => assert.equal(await list(width).getAttribute('aria-busy'), 'true'));
    await eventually(async () => assert.deepEqual(await pulsing(), [width > 767 ? 'TBODY' : 'UL']));
  }
  release();
  await eventually(async () => assert.equal(await list(375).getAttribute('aria-busy'), null));
  assert.ok((await list(375).getByRole('listitem').count()) > 0, 'the cards came');
  assert.deepEqual(await pulsing(), []);
});
