// Reports list (/informes, remote-reports): the spec columns and badges, search, status and extra filters, server
// pagination, list state in the URL across reloads and history, CSV export, delete by rule, and mobile cards.
// Own product under npm test: its totals, pages and CSV rows count the reports other files create and delete.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { parseCsv } from '../api/test/helpers/csv.ts';
import { useBrowser } from './helpers/browser.ts';
import { column, columnHeaders, main, rows, summary } from './helpers/catalog.ts';
import { eventually, toast } from './helpers/expect.ts';
import { openInformes, useInformesApi } from './helpers/informes.ts';

const { test } = useBrowser(import.meta.url);
const api = useInformesApi();
const RUN = Date.now().toString(36);

const ids = async (page: Page) => (await column(page, 0)).map(Number);
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

test('columnas del spec, insignias de estado, archivos, total y 10 filas como la API', async ({ page, screenshot }) => {
  await openInformes(page);
  const expected = await api.list('page=1&limit=10');
  await eventually(async () =>
    assert.deepEqual(
      await ids(page),
      expected.data.map((i) => i.id),
    ),
  );
  assert.deepEqual(await columnHeaders(page), [
    'id',
    'descripción',
    'servicio',
    'cliente',
    'proveedor',
    'ubicación',
    'estado',
    'archivos',
    'alertas',
    'creado',
    'acciones',
  ]);
  assert.equal(await summary(page).innerText(), `Mostrando 1 a 10 de ${expected.meta.total} resultados`);
  await main(page).getByText(`Total: ${expected.meta.total} informes`).waitFor();
  const labels = { pendiente: 'Pendiente', en_progreso: 'En Progreso', completado: 'Completado', cancelado: 'Cancelado' };
  assert.deepEqual(
    await column(page, 6),
    expected.data.map((i) => labels[i.estado]),
  );
  assert.equal(await main(page).getByRole('link', { name: 'Nuevo informe' }).getAttribute('href'), '/nuevo-informe');
  await screenshot('lista-escritorio-claro');
  await page
    .getByRole('button', { name: /modo oscuro|tema/i })
    .first()
    .click();
  await screenshot('lista-escritorio-oscuro');
});

test('la búsqueda ignora tildes y mayúsculas; recargar y atrás/adelante restauran búsqueda y filtro', async ({ page }) => {
  const marker = `Zqé2e${RUN}`;
  const a = await api.crear({ campana: `Campaña ${marker} Ñandú` });
  const b = await api.crear({ campana: `Campaña ${marker} otra` });
  await api.cambiarEstado(b.id, 'en_progreso');
  await openInformes(page);
  await main(page).getByLabel('Buscar', { exact: true }).fill(marker.toUpperCase().replace('É', 'E'));
  await eventually(async () => assert.deepEqual(await ids(page), [b.id, a.id]));
  assert.equal(param(page, 'search'), marker.toUpperCase().replace('É', 'E'));
  await main(page).getByLabel('Estado', { exact: true }).selectOption({ label: 'Pendiente' });
  await eventually(async () => assert.deepEqual(await ids(page), [a.id]));
  assert.equal(param(page, 'estado'), 'pendiente');

  await page.reload();
  await eventually(async () => assert.deepEqual(await ids(page), [a.id]));
  assert.equal(await main(page).getByLabel('Estado', { exact: true }).inputValue(), 'pendiente');
  await page.goBack();
  await eventually(async () => assert.deepEqual(await ids(page), [b.id, a.id]));
  await page.goForward();
  await eventually(async () => assert.deepEqual(await ids(page), [a.id]));
  await main(page).getByRole('button', { name: 'Limpiar' }).click();
  await eventually(async () => assert.equal(new URL(page.url()).search, ''));
});

test('paginación del servidor (ventana de 5), tamaño de página y orden en la URL tras recargar', async ({ page }) => {
  await openInformes(page, 'admin', '?estado=pendiente,en_progreso,completado,cancelado');
  const total = (await api.list('limit=10')).meta.total;
  assert.ok(total > 50, `hacen falta más de 50 informes (hay ${total})`);
  await main(page).getByRole('button', { name: 'Siguiente' }).click();
  const page2 = await api.list('page=2&limit=10');
  await eventually(async () =>
    assert.deepEqual(
      await ids(page),
      page2.data.map((i) => i.id),
    ),
  );
  assert.equal(await summary(page).innerText(), `Mostrando 11 a 20 de ${total} resultados`);
  const pages = await main(page)
    .getByRole('navigation')
    .getByRole('button', { name: /^Página \d+$/ })
    .allInnerTexts();
  assert.ok(pages.length <= 5, `como mucho 5 botones de página: ${pages.join(' ')}`);

  await main(page).getByLabel('Ordenar por').selectOption({ label: 'Cliente A-Z' });
  await eventually(async () => assert.equal(param(page, 'orden'), 'cliente'));
  await main(page).getByLabel('Por página').selectOption('20');
  // Page 2 is clicked once the list shows 20 rows sorted by client, as a person sees it before clicking.
  const firstPage = await api.list('page=1&limit=20&sortBy=cliente&sortOrder=ASC');
  await eventually(async () =>
    assert.deepEqual(
      await ids(page),
      firstPage.data.map((i) => i.id),
    ),
  );
  await main(page).getByRole('button', { name: 'Página 2', exact: true }).click();
  const expected = await api.list('page=2&limit=20&sortBy=cliente&sortOrder=ASC');
  await eventually(async () =>
    assert.deepEqual(
      await ids(page),
      expected.data.map((i) => i.id),
    ),
  );
  await page.reload();
  await eventually(async () =>
    assert.deepEqual(
      await ids(page),
      expected.data.map((i) => i.id),
    ),
  );
  assert.deepEqual([param(page, 'orden'), param(page, 'limit'), param(page, 'page')], ['cliente', '20', '2']);
  const clientes = await column(page, 3);
  const key = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  assert.deepEqual(
    clientes.map(key),
    [...clientes].map(key).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)),
  );
});

test('"Más filtros": proveedor y rango de fechas filtran y quedan en la URL', async ({ page }) => {
  await openInformes(page);
  await main(page).getByRole('button', { name: 'Más filtros' }).click();
  // A provider other than the first with reports of its own (the demo spreads its reports over a few providers).
  const conInformes = [];
  for (const p of api.opciones('admin').proveedores) {
    if ((await api.list(`proveedor_id=${p.id}&limit=10`)).meta.total > 1) conInformes.push(p);
  }
  const proveedor = conInformes[1] ?? conInformes[0];
  assert.ok(proveedor, 'un proveedor con informes');
  await main(page).getByLabel('Proveedor', { exact: true }).selectOption(String(proveedor.id));
  await eventually(async () => assert.equal(param(page, 'proveedor'), String(proveedor.id)));
  const expected = await api.list(`proveedor_id=${proveedor.id}&limit=10`);
  await eventually(async () =>
    assert.deepEqual(
      await ids(page),
      expected.data.map((i) => i.id),
    ),
  );
  assert.ok((await column(page, 4)).every((p) => p === proveedor.nombre));
  const desde = expected.data.at(-1)?.fecha ?? '2020-01-01';
  await main(page).getByLabel('Desde', { exact: true }).fill(desde);
  await eventually(async () => assert.equal(param(page, 'desde'), desde));
  const dated = await api.list(`proveedor_id=${proveedor.id}&fechaDesde=${desde}&limit=10`);
  await eventually(async () =>
    assert.equal(await summary(page).innerText(), `Mostrando 1 a ${Math.min(10, dated.meta.total)} de ${dated.meta.total} resultados`),
  );
});

test('Exportar CSV descarga todos los informes de los filtros actuales, con BOM y en el orden de la lista', async ({ page }) => {
  await openInformes(page, 'admin', '?estado=completado&orden=fecha-asc');
  const expected = await api.list('estado=completado&sortBy=fecha&sortOrder=ASC&limit=100');
  assert.ok(expected.meta.total > 10, 'más filas que una página');
  await eventually(async () => assert.equal(await rows(page).count(), 10));
  const { name, text } = await download(page, main(page).getByRole('button', { name: 'Exportar CSV' }));
  assert.match(name, /^informes-\d{4}-\d{2}-\d{2}\.csv$/);
  assert.ok(text.startsWith('\uFEFF'), 'empieza con BOM');
  const csv = parseCsv(text.slice(1)).filter((r) => r.length > 1);
  assert.equal(csv[0][0], 'ID');
  assert.equal(csv.length - 1, expected.meta.total, 'una fila por informe completado (todas las páginas)');
  assert.deepEqual(
    csv.slice(1, 11).map((r) => Number(r[0])),
    expected.data.slice(0, 10).map((i) => i.id),
  );
  assert.ok(csv.slice(1).every((r) => r[3] === 'Completado'));
});

test('Eliminar pide "¿Eliminar informe? Esta acción no se puede deshacer." y borra el informe', async ({ page }) => {
  const informe = await api.crear({ campana: `Borrar ${RUN}` });
  await openInformes(page, 'admin', `?search=${encodeURIComponent(`Borrar ${RUN}`)}`);
  await eventually(async () => assert.deepEqual(await ids(page), [informe.id]));
  await main(page)
    .getByRole('button', { name: `Eliminar informe #${informe.id}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar informe?' });
  await confirm.getByText('Esta acción no se puede deshacer.').waitFor();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  assert.equal((await api.get(informe.id)).status, 200, 'Cancelar lo conserva');
  await main(page)
    .getByRole('button', { name: `Eliminar informe #${informe.id}` })
    .click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Informe eliminado').waitFor();
  await main(page).getByText('No se encontraron informes con los filtros aplicados').waitFor();
  assert.equal((await api.get(informe.id)).status, 404);
});

test('un usuario proveedor ve solo los informes de su proveedor y Eliminar solo en los pendientes', async ({ page }) => {
  const pendiente = await api.crear({ campana: `Prov ${RUN}` });
  const enCurso = await api.crear({ campana: `Prov ${RUN}` });
  await api.cambiarEstado(enCurso.id, 'en_progreso');
  await openInformes(page, 'proveedor', `?search=${encodeURIComponent(`Prov ${RUN}`)}`);
  await eventually(async () => assert.deepEqual(await ids(page), [enCurso.id, pendiente.id]));
  await main(page)
    .getByRole('button', { name: `Eliminar informe #${pendiente.id}` })
    .waitFor();
  assert.equal(
    await main(page)
      .getByRole('button', { name: `Eliminar informe #${enCurso.id}` })
      .count(),
    0,
  );
  const all = await api.list('limit=100', 'proveedor');
  const own = api.opciones('proveedor').proveedores[0];
  assert.ok(all.data.every((i) => i.proveedor_id === own.id));
  await page.goto('/informes');
  await eventually(async () => assert.match(await summary(page).innerText(), new RegExp(`de ${all.meta.total} resultados$`)));
});

test(
  'a 375 px la lista son tarjetas con las mismas etiquetas (claro y oscuro)',
  async ({ page, screenshot }) => {
    await openInformes(page, 'admin', '?'); // by URL: the sidebar is folded on a phone
    await main(page).getByRole('list', { name: 'Informes' }).waitFor();
    assert.equal(await main(page).getByRole('table').count(), 0, 'sin tabla en el móvil');
    const first = main(page).getByRole('list', { name: 'Informes' }).getByRole('listitem').first();
    for (const label of ['ID', 'Descripción', 'Servicio', 'Cliente', 'Proveedor', 'Ubicación', 'Estado', 'Archivos', 'Alertas', 'Creado']) {
      await first.getByText(label, { exact: true }).waitFor();
    }
    await first.getByRole('link', { name: /^Ver informe #\d+$/ }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `sin desplazamiento horizontal (${width}px)`);
    await screenshot('lista-movil-claro');
    await page
      .getByRole('button', { name: /modo oscuro|tema/i })
      .first()
      .click();
    await screenshot('lista-movil-oscuro');
  },
  { context: { viewport: { width: 375, height: 800 } } },
);
