// Sites (/sitios and /sitios/:id, remote-catalog; issue 36, docs/decisions/sitios-campanas.md): the list with its
// filters in the URL (reload, back and forward), the map view of the same set (groups that zoom in, a site's marker
// that leads to its page), a site created by a click on the map (the municipality filled; a point far from the
// municipality refused with the server's message under its field), the spreadsheet import (preview of good, repeated
// and broken rows; imported once fixed), the site's page (data, campaigns, photos, reference photo, delete), and what
// a provider and a client see. The records it makes carry this run's code and are deleted after it.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO_CREDENTIALS, type Localidad, type Provincia, type Sitio, type SitiosPage } from '../shared/src/contracts/index.ts';
import { apiFetch, apiLogin } from './helpers/api.ts';
import { bogotaDay } from './helpers/campanas.ts';
import { useBrowser } from './helpers/browser.ts';
import { columnHeaders, main, rows, search, searchBox, summary, useCatalogApi } from './helpers/catalog.ts';
import { countRequests, eventually, toast, waitForPath } from './helpers/expect.ts';
import { useInformesApi } from './helpers/informes.ts';
import { uploadReviewedPhoto } from './helpers/photos.ts';
import { openScreen, signIn } from './helpers/session.ts';

const { test } = useBrowser(import.meta.url);
const api = useCatalogApi<Sitio>('sitios', ['proveedor', 'cliente']);
const informes = useInformesApi();
const RUN = `E2E${Date.now().toString(36).toUpperCase()}`;
const code = (n: number | string) => `${RUN}-${n}`;

type Lugar = { provincia_id: number; localidad_id: number };
let bogota: Lugar;
let medellin: Lugar;
let proveedorId: number;
/** The sites every test may read: 1 and 2 in Bogotá, 3 and 4 in Medellín (4 inactive); 1 is the provider's. */
const sitios: Sitio[] = [];

async function lugar(token: string, departamento: string, municipio: string): Promise<Lugar> {
  const provincias = (await (await apiFetch('/catalogos/provincias', { token })).json()) as Provincia[];
  const provincia = provincias.find((p) => p.nombre === departamento);
  assert.ok(provincia, departamento);
  const localidades = (await (await apiFetch(`/catalogos/localidades/${provincia.id}`, { token })).json()) as Localidad[];
  const localidad = localidades.find((l) => l.nombre === municipio);
  assert.ok(localidad, municipio);
  return { provincia_id: provincia.id, localidad_id: localidad.id };
}

const sitioBody = (over: Record<string, unknown>) => ({ tipo: 'valla', ...bogota, latitud: 4.6512, longitud: -74.0953, ...over });

// node:test may run `before` hooks side by side: this one signs in on its own rather than wait for useCatalogApi's.
before(async () => {
  const { token } = await apiLogin(DEMO_CREDENTIALS.admin);
  bogota = await lugar(token, 'Bogotá, D.C.', 'Bogotá, D.C.');
  medellin = await lugar(token, 'Antioquia', 'Medellín');
  const me = await apiFetch('/usuarios/me', { token: (await apiLogin(DEMO_CREDENTIALS.proveedor)).token });
  proveedorId = ((await me.json()) as { proveedor_id: number }).proveedor_id;
  const crear = async (body: Record<string, unknown>) => {
    const res = await apiFetch('/sitios', { method: 'POST', token, body: JSON.stringify(body) });
    assert.equal(res.status, 201, await res.clone().text());
    const sitio = (await res.json()) as Sitio;
    api.created.push(sitio.id);
    return sitio;
  };
  const enMedellin = { provincia_id: medellin.provincia_id, localidad_id: medellin.localidad_id };
  sitios.push(
    await crear(sitioBody({ codigo: code(1), nombre: `Valla Calle 26 ${RUN}`, proveedor_id: proveedorId })),
    await crear(sitioBody({ codigo: code(2), nombre: `Mupi Parque 93 ${RUN}`, tipo: 'mupi', latitud: 4.676, longitud: -74.048 })),
    await crear(sitioBody({ ...enMedellin, codigo: code(3), nombre: `Mupi El Poblado ${RUN}`, tipo: 'mupi', latitud: 6.2087, longitud: -75.567 })),
    await crear(
      sitioBody({
        ...enMedellin,
        codigo: code(4),
        nombre: `Pantalla Oviedo ${RUN}`,
        tipo: 'pantalla_digital',
        latitud: 6.1985,
        longitud: -75.5743,
        activo: false,
      }),
    ),
  );
});

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const codes = async (page: Page) => (await rows(page).locator('td:nth-child(1)').allInnerTexts()).map((t) => t.trim());
const selected = (select: Locator) => select.locator('option:checked').innerText();

async function openSitios(page: Page, user: keyof typeof DEMO_CREDENTIALS = 'admin', query?: string) {
  await openScreen(page, DEMO_CREDENTIALS[user], { path: '/sitios', link: 'Sitios', query });
  await main(page).getByRole('heading', { level: 1, name: 'Sitios' }).waitFor();
}

test('la lista: columnas, filtros en la URL; recargar, atrás y adelante los restauran', async ({ page, screenshot }) => {
  await openSitios(page);
  const m = main(page);
  await search(page, RUN);
  await eventually(async () => assert.deepEqual(await codes(page), [code(1), code(2), code(3), code(4)]));
  assert.equal(await summary(page).innerText(), 'Mostrando 1 a 4 de 4 resultados');
  assert.deepEqual(await columnHeaders(page), [
    'código',
    'nombre',
    'tipo',
    'municipio',
    'proveedor',
    'campañas',
    'informes',
    'último informe',
    'activo',
    'acciones',
  ]);
  const first = (await rows(page).first().locator('td').allInnerTexts()).map((t) => t.trim().replace(/\s+/g, ' '));
  // The type's cell: its symbol's letter (drawn, hidden from screen readers), then its name.
  assert.deepEqual(first.slice(0, 9), [
    code(1),
    sitios[0].nombre,
    'V Valla',
    'Bogotá, D.C. Bogotá, D.C.',
    sitios[0].proveedor ?? '',
    '0',
    '0',
    '—',
    'Activo',
  ]);
  assert.match(await rows(page).nth(3).innerText(), /Inactivo/);

  await m.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Mupi' });
  await eventually(async () => assert.deepEqual(await codes(page), [code(2), code(3)]));
  assert.equal(param(page, 'tipo'), 'mupi');
  const municipio = m.getByLabel('Municipio', { exact: true });
  assert.equal(await municipio.isDisabled(), true, 'sin departamento no hay municipios que elegir');
  await m.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Antioquia' });
  await eventually(async () => assert.deepEqual(await codes(page), [code(3)]));
  assert.equal(param(page, 'provincia'), String(medellin.provincia_id));
  await eventually(async () => assert.equal(await municipio.isEnabled(), true));
  await municipio.selectOption({ label: 'Medellín' });
  await eventually(async () => assert.equal(param(page, 'localidad'), String(medellin.localidad_id)));
  await screenshot('filtros');

  await page.reload();
  // The list can arrive before the places' options: the selects say "Cargando…" until then.
  await eventually(async () => assert.deepEqual(await codes(page), [code(3)]));
  await eventually(async () => assert.equal(await selected(municipio), 'Medellín'));
  assert.equal(await searchBox(page).inputValue(), RUN);

  await page.goBack();
  await eventually(async () => assert.equal(param(page, 'localidad'), null));
  await page.goBack();
  await eventually(async () => assert.deepEqual(await codes(page), [code(2), code(3)]));
  await eventually(async () => assert.equal(await selected(m.getByLabel('Departamento', { exact: true })), 'Todos'));
  await page.goBack();
  await eventually(async () => assert.deepEqual(await codes(page), [code(1), code(2), code(3), code(4)]));
  await page.goForward();
  await page.goForward();
  await eventually(async () => assert.deepEqual(await codes(page), [code(3)]));
  await eventually(async () => assert.equal(await selected(m.getByLabel('Departamento', { exact: true })), 'Antioquia'));

  // Limpiar: every filter at once; then the provider (administrators only) and the state.
  await m.getByRole('button', { name: 'Limpiar' }).click();
  await eventually(async () => assert.equal(new URL(page.url()).search, ''));
  // The router writes the address before React renders the cleared state (a transition), so the box follows.
  await eventually(async () => assert.equal(await searchBox(page).inputValue(), '', 'Limpiar empties the search box too'));
  // The same text typed again at once is searched again (the debounce restarts with the box's text).
  await search(page, RUN);
  await eventually(async () => assert.equal(await rows(page).count(), 4));
  await m.getByLabel('Proveedor', { exact: true }).selectOption(String(proveedorId));
  await eventually(async () => assert.deepEqual(await codes(page), [code(1)]));
  await m.getByLabel('Proveedor', { exact: true }).selectOption('');
  await m.getByLabel('Estado', { exact: true }).selectOption({ label: 'Inactivos' });
  await eventually(async () => assert.deepEqual(await codes(page), [code(4)]));

  await rows(page)
    .first()
    .getByRole('link', { name: new RegExp(`^${code(4)}`) })
    .click();
  await waitForPath(page, `/sitios/${sitios[3].id}`);
  await m.getByRole('heading', { level: 1, name: sitios[3].nombre }).waitFor();
});

test('el mapa: el mismo conjunto filtrado, grupos que se acercan, un sitio que lleva a su página', async ({ page, screenshot }) => {
  const mapas = countRequests(page, /\/api\/v1\/sitios\/mapa$/);
  await openSitios(page, 'admin', `?search=${RUN}`);
  const m = main(page);
  await eventually(async () => assert.equal(await rows(page).count(), 4));
  await m.getByRole('button', { name: 'Mapa' }).click();
  await eventually(async () => assert.equal(param(page, 'vista'), 'mapa'));
  await m.getByText('4 sitios en el mapa.').waitFor();
  assert.equal(new URL(mapas.urls[mapas.urls.length - 1]).searchParams.get('search'), RUN, 'the map reads the same filter');
  const map = m.getByTestId('mapa');
  await map.locator('canvas').waitFor();

  // Bogotá's two sites are one group at the view that shows them all (Medellín's too): it zooms in on them.
  const group = map.getByRole('button', { name: 'Grupo de 2 sitios: acercar' });
  await eventually(async () => assert.equal(await group.count(), 2), { timeout: 15_000 });
  const valla = map.getByRole('button', { name: `${code(1)} ${sitios[0].nombre} (Valla)` });
  const mupi = map.getByRole('button', { name: `${code(2)} ${sitios[1].nombre} (Mupi)` });
  assert.equal(await valla.count(), 0);
  // The eastern group is Bogotá's.
  const boxes = await Promise.all([0, 1].map(async (i) => (await group.nth(i).boundingBox())!));
  await group.nth(boxes[0].x > boxes[1].x ? 0 : 1).click();
  await valla.waitFor({ timeout: 15_000 });
  await mupi.waitFor();
  assert.equal(await valla.locator('svg').getAttribute('data-tipo'), 'valla', 'the type is drawn by its shape and letter');
  await screenshot('mapa');

  await valla.click();
  assert.equal(await valla.getAttribute('aria-pressed'), 'true');
  await m.getByRole('link', { name: `Ver el sitio ${code(1)} ${sitios[0].nombre} (Valla)` }).click();
  await waitForPath(page, `/sitios/${sitios[0].id}`);
  await m.getByRole('heading', { level: 1, name: sitios[0].nombre }).waitFor();
  await page.goBack();
  await m.getByText('4 sitios en el mapa.').waitFor();

  // Another filter in the map view: the map follows it; the list shows the same set.
  await m.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Mupi' });
  await m.getByText('2 sitios en el mapa.').waitFor();
  assert.equal(new URL(mapas.urls[mapas.urls.length - 1]).searchParams.get('tipo'), 'mupi');
  await m.getByRole('button', { name: 'Lista' }).click();
  await eventually(async () => assert.deepEqual(await codes(page), [code(2), code(3)]));
  assert.equal(param(page, 'vista'), null);
});

test('crear un sitio con un clic en el mapa: el municipio se llena; un punto lejos del municipio lo rechaza el servidor', async ({
  page,
  screenshot,
}) => {
  await openSitios(page);
  const m = main(page);
  await m.getByRole('button', { name: 'Nuevo Sitio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Sitio' });
  await dialog.getByRole('button', { name: 'Crear Sitio' }).click();
  for (const text of ['El código es obligatorio', 'El tipo es obligatorio', 'El municipio es obligatorio', 'La latitud es obligatoria'])
    await dialog.getByText(text, { exact: true }).waitFor();

  const nuevo = code('MAPA');
  await dialog.getByLabel('Código').fill(nuevo);
  await dialog.getByLabel('Nombre').fill(`Valla del mapa ${RUN}`);
  await dialog.getByLabel('Tipo').selectOption({ label: 'Valla' });
  const lat = dialog.getByLabel('Latitud');
  const lng = dialog.getByLabel('Longitud');
  const departamento = dialog.getByLabel('Departamento');
  const municipio = dialog.getByLabel('Municipio');
  // Coordinates typed (the way without a pointer): the map goes there and the nearest municipality is filled.
  await lat.fill('4,6097');
  await lng.fill('-74,0817');
  await lng.press('Tab');
  await eventually(async () => assert.equal(await selected(municipio), 'Bogotá, D.C.'));
  assert.equal(await selected(departamento), 'Bogotá, D.C.');

  // A click on the map sets the point.
  const map = dialog.getByTestId('mapa');
  await map.locator('canvas').waitFor();
  await page.waitForTimeout(1200); // the flight to the typed point
  const click = async (dx: number, dy: number) => {
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
  };
  await click(70, -40);
  await eventually(async () => assert.notEqual(await lat.inputValue(), '4,6097'));
  const clicked = { lat: Number(await lat.inputValue()), lng: Number(await lng.inputValue()) };
  assert.ok(Math.abs(clicked.lat - 4.6097) < 0.2 && Math.abs(clicked.lng + 74.0817) < 0.2, JSON.stringify(clicked));
  await dialog.getByText(`Punto elegido: ${clicked.lat.toFixed(5)}, ${clicked.lng.toFixed(5)}`).waitFor();
  await eventually(async () => assert.equal(await selected(municipio), 'Bogotá, D.C.'));

  // Another municipality, far from the point: the server refuses it, and says so under the field it names.
  await departamento.selectOption({ label: 'Antioquia' });
  await eventually(async () => assert.equal(await municipio.isEnabled(), true));
  await municipio.selectOption({ label: 'Medellín' });
  await dialog.getByRole('button', { name: 'Crear Sitio' }).click();
  const far = dialog.getByText(/^Las coordenadas están a \d+ km de Medellín: revise el municipio o el punto en el mapa$/);
  await far.waitFor();
  assert.equal(await lat.getAttribute('aria-invalid'), 'true');
  await screenshot('lejos-del-municipio');
  assert.equal((await api.list<SitiosPage>(`search=${nuevo}`)).meta.total, 0, 'nothing written');

  // The map again: the point moves, the municipality follows it, and the site is created.
  await click(-50, 30);
  await eventually(async () => assert.equal(await selected(municipio), 'Bogotá, D.C.'));
  assert.equal(await far.count(), 0, 'the message goes with the point that caused it');
  await dialog.getByRole('button', { name: 'Crear Sitio' }).click();
  await toast(page, 'Sitio creado').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const created = (await api.list<SitiosPage>(`search=${nuevo}`)).data;
  assert.equal(created.length, 1);
  api.created.push(created[0].id);
  assert.equal(created[0].localidad, 'Bogotá, D.C.');
  assert.ok(Math.abs(created[0].latitud - clicked.lat) < 0.05 && Math.abs(created[0].longitud - clicked.lng) < 0.05, JSON.stringify(created[0]));
});

const HEADER = 'Código;Nombre;Tipo;Dirección;Departamento;Municipio;Latitud;Longitud;Radio (m);Proveedor;Activo;Notas';
/** A spreadsheet as Colombian Excel saves it: `;`, UTF-8 with a BOM, decimal comma, CRLF. */
const csv = (lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');

test('importar: la vista previa de filas buenas, repetidas y rotas no escribe nada; corregido, se importa', async ({ page, screenshot }) => {
  await openSitios(page);
  const m = main(page);
  await m.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar sitios' });
  const importar = dialog.getByRole('button', { name: 'Importar', exact: true });
  assert.equal(await importar.isDisabled(), true);

  const nuevo = code('IMP');
  const buena = `${nuevo};Valla importada ${RUN};Valla;Calle 80 # 10-20;Bogotá D.C.;Bogotá;4,6700;-74,0600;200;;sí;Frente a la estación`;
  const actualiza = `${code(2)};Mupi renombrado ${RUN};mupi;;Bogotá, D.C.;11001;4,676;-74,048;;;sí;`;
  const file = dialog.getByLabel('Archivo CSV');
  await file.setInputFiles({
    name: 'sitios.csv',
    mimeType: 'text/csv',
    buffer: csv([buena, actualiza, `${nuevo};Repetida;mupi;;Bogotá;Bogotá;4,70;-74,05;;;;`, ';Sin código;globo;;Narnia;Ninguno;norte;-74;5;;quizá;']),
  });
  await dialog.getByText('sitios.csv: 1 para crear, 1 para actualizar y 2 rechazadas.').waitFor();
  const table = dialog.getByRole('table', { name: 'Vista previa de la importación' });
  const filas = async () =>
    (await table.locator('tbody tr').allInnerTexts()).map((t) =>
      t
        .split(/\t|\n/)
        .map((c) => c.trim())
        .filter(Boolean)
        .join(' | '),
    );
  const seen = await filas();
  assert.deepEqual(seen.slice(0, 3), [
    `2 | ${nuevo} | Crear | —`,
    `3 | ${code(2)} | Actualizar | —`,
    `4 | ${nuevo} | Rechazada | Código repetido: ya está en la fila 2`,
  ]);
  assert.match(seen[3], /^5 \| — \| Rechazada \| Falta el código \| Tipo desconocido: «globo»/);
  await dialog.getByText('No se puede importar mientras haya filas rechazadas').waitFor();
  assert.equal(await importar.isDisabled(), true, 'nothing is imported while a row is refused');
  await screenshot('vista-previa');
  assert.equal((await api.list<SitiosPage>(`search=${nuevo}`)).meta.total, 0, 'a preview writes nothing');

  // The same file name, fixed: previewed again, and imported.
  await file.setInputFiles({ name: 'sitios.csv', mimeType: 'text/csv', buffer: csv([buena, actualiza]) });
  await dialog.getByText('sitios.csv: 1 para crear, 1 para actualizar y 0 rechazadas.').waitFor();
  await eventually(async () => assert.equal(await importar.isEnabled(), true));
  await importar.click();
  await toast(page, 'Importación completada: 1 creado y 1 actualizado').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const importado = (await api.list<SitiosPage>(`search=${nuevo}`)).data;
  assert.equal(importado.length, 1);
  api.created.push(importado[0].id);
  assert.deepEqual([importado[0].localidad, importado[0].latitud, importado[0].radio_m], ['Bogotá, D.C.', 4.67, 200]);
  assert.equal((await api.list<SitiosPage>(`search=${code(2)}`)).data[0].nombre, `Mupi renombrado ${RUN}`);
  // The list shows it at once.
  await search(page, nuevo);
  await eventually(async () => assert.deepEqual(await codes(page), [nuevo]));
});

test('un proveedor ve los sitios que mantiene, sin crear ni importar; un cliente, solo los de sus campañas', async ({ page }) => {
  await openSitios(page, 'proveedor', `?search=${RUN}`);
  const m = main(page);
  await eventually(async () => assert.deepEqual(await codes(page), [code(1)]));
  for (const name of ['Nuevo Sitio', 'Importar']) assert.equal(await m.getByRole('button', { name }).count(), 0);
  assert.equal(await m.getByLabel('Proveedor', { exact: true }).count(), 0, 'the API scopes a provider: no provider filter');
  assert.equal(await m.getByRole('columnheader', { name: 'Acciones' }).count(), 0);
  await m.getByRole('button', { name: 'Exportar CSV' }).waitFor();

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await waitForPath(page, '/login');
  await openSitios(page, 'cliente', `?search=${RUN}`);
  await m.getByText('No se encontraron sitios con los filtros aplicados').waitFor();
});

/** A campaign of the provider's client with a line at `sitio` (the provider in charge). */
async function campanaCon(sitio: Sitio): Promise<{ id: number; nombre: string }> {
  const token = api.session().token;
  const clienteId = informes.body().cliente_id;
  // Bogotá's day: from 19:00 there, UTC's is already tomorrow, and a campaign starting then would be "Planificada".
  const hoy = bogotaDay();
  const fin = bogotaDay(60);
  const nombre = `Campaña ${RUN} ${sitio.codigo}`;
  const res = await apiFetch('/campanas', {
    method: 'POST',
    token,
    body: JSON.stringify({ cliente_id: clienteId, nombre, fecha_inicio: hoy, fecha_fin: fin }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  const campana = (await res.json()) as { id: number };
  const lineas = await apiFetch(`/campanas/${campana.id}/lineas`, {
    method: 'POST',
    token,
    body: JSON.stringify({ sitio_ids: [sitio.id], proveedor_id: proveedorId, servicio_id: informes.body().servicio_id, instalacion_dias: 3 }),
  });
  assert.equal(lineas.status, 200, await lineas.clone().text());
  return { id: campana.id, nombre };
}

test('la página del sitio: datos, campañas, foto de referencia; un sitio en uso no se elimina, uno libre sí', async ({ page, screenshot }) => {
  const sitio = await api.create(sitioBody({ codigo: code('PAG'), nombre: `Valla de la página ${RUN}`, proveedor_id: proveedorId, radio_m: 120 }));
  const campana = await campanaCon(sitio);
  await signIn(page, DEMO_CREDENTIALS.admin, { at: `/sitios/${sitio.id}` });
  const m = main(page);
  await m.getByRole('heading', { level: 1, name: sitio.nombre }).waitFor();
  const datos = m.getByRole('region', { name: 'Datos' });
  for (const text of [sitio.codigo, 'Bogotá, D.C.', '4.65120, -74.09530', '120 m', sitio.proveedor ?? ''])
    await datos.getByText(text, { exact: true }).first().waitFor();
  const campanas = m.getByRole('region', { name: 'Campañas' });
  await campanas.getByText(campana.nombre).waitFor();
  await campanas.getByText('Activa', { exact: true }).waitFor();
  await m
    .getByRole('region', { name: 'Foto de referencia' })
    .getByText(/^Sin foto de referencia/)
    .waitFor();
  await m.getByRole('region', { name: 'Fotos tomadas aquí' }).waitFor();
  await screenshot('pagina');

  // In a campaign's line: the server refuses, and the screen says why.
  await m.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar sitio?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'No se puede eliminar el sitio: está en 1 línea de campaña y 0 informes. Puedes desactivarlo en su lugar.').waitFor();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();

  // A free one is deleted from its page, and the list is where one lands.
  const libre = await api.create(sitioBody({ codigo: code('LIBRE'), nombre: `Sitio libre ${RUN}`, latitud: 4.64, longitud: -74.08 }));
  await page.goto(`/sitios/${libre.id}`);
  await m.getByRole('heading', { level: 1, name: libre.nombre }).waitFor();
  await m.getByRole('button', { name: 'Eliminar' }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Sitio eliminado').waitFor();
  await waitForPath(page, '/sitios');
  assert.equal((await apiFetch(`/sitios/${libre.id}`, { token: api.session().token })).status, 404);
});

test('las fotos del sitio: mapa con el radio y línea de tiempo; una foto abre; la de referencia se elige', async ({ page }) => {
  const sitio = await api.create(
    sitioBody({ codigo: code('FOTOS'), nombre: `Valla con fotos ${RUN}`, proveedor_id: proveedorId, latitud: 4.5985, longitud: -74.0765 }),
  );
  const campana = await campanaCon(sitio);
  // A report of the campaign at this site (issue 36, "Reports name their campaign, site and check").
  const res = await apiFetch('/informes', {
    method: 'POST',
    token: informes.token('admin'),
    body: JSON.stringify({
      ...informes.body(),
      provincia_id: bogota.provincia_id,
      localidad_id: bogota.localidad_id,
      campana: campana.nombre,
      campana_id: campana.id,
      sitio_id: sitio.id,
    }),
  });
  const created = await res.text();
  assert.equal(res.status, 201, created);
  const informe = JSON.parse(created) as { id: number; sitio_id: number | null };
  informes.created.push(informe.id);
  assert.equal(informe.sitio_id, sitio.id, 'the report names the site');
  // Only a photo without pending flags can be a site's reference: an administrator reviews whatever it raised.
  await uploadReviewedPhoto(informe.id, {
    fixture: 'gps-bogota.jpg',
    lat: 4.598056,
    lng: -74.075833,
    gps: true,
    uploader: informes.token('admin'),
    adminToken: informes.token('admin'),
  });

  await signIn(page, DEMO_CREDENTIALS.admin, { at: `/sitios/${sitio.id}` });
  const fotos = main(page).getByRole('region', { name: 'Fotos tomadas aquí' });
  const timeline = fotos.getByRole('list', { name: 'Fotos del sitio, de la más reciente a la más antigua' });
  const item = timeline.getByRole('listitem').first();
  await item.getByText(campana.nombre).waitFor();
  await item.getByText(/^a \d+ m del sitio$/).waitFor();
  await fotos.getByTestId('mapa').locator('[data-sitio]').waitFor();
  await fotos.getByTestId('mapa').locator('[data-origen]').first().waitFor({ state: 'attached' });

  await item.getByRole('button', { name: 'Ver la foto gps-bogota.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: 'gps-bogota.jpg' });
  await viewer.getByRole('img', { name: 'gps-bogota.jpg' }).waitFor();
  await viewer.getByRole('link', { name: `Ver el informe #${informe.id}` }).waitFor();
  await page.keyboard.press('Escape');

  await item.getByRole('button', { name: 'Usar gps-bogota.jpg como foto de referencia' }).click();
  await toast(page, 'Foto de referencia elegida').waitFor();
  await main(page)
    .getByRole('img', { name: `Foto de referencia de ${sitio.nombre}` })
    .waitFor();
  await item.getByText('Foto de referencia', { exact: true }).waitFor();
});
