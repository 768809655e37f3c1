// Campaigns (/campanas and /campanas/:id, remote-reports; issue 36, docs/decisions/sitios-campanas.md): an administrator
// creates a campaign (the API's messages under the field they name), adds sites by pasted codes (a code that does not
// exist is listed with the server's reason) and from a search of the list, and sees the lines with their checks' windows;
// the client sees its campaign and all its lines; a provider only its own lines and no administrator's action; a
// provider's report with a photo fulfils a check and the campaign's page and list say so (issue 37: percentage, the
// line's state in the table and on the map); axe finds nothing on the new screens, light and dark, desktop and 375 px.
// The records it makes carry this run's code and are deleted after it.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS, type InformesOpciones, type Localidad, type Provincia, type Sitio } from '../shared/src/contracts/index.ts';
import { checkScreen, heading } from './helpers/accessibility.ts';
import { apiFetch, apiLogin } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { bogotaDay, ddmmyyyy } from './helpers/campanas.ts';
import { main, rows, search, searchBox } from './helpers/catalog.ts';
import { eventually, toast, waitForPath } from './helpers/expect.ts';
import { uploadReviewedPhoto } from './helpers/photos.ts';
import { holdServer } from './helpers/server.ts';
import { loginViaUi, signIn } from './helpers/session.ts';

const { test } = useBrowser(import.meta.url);
const RUN = `E2EC${Date.now().toString(36).toUpperCase()}`;
const code = (n: number | string) => `${RUN}-${n}`;

let token = '';
let clienteId = 0;
let proveedorId = 0;
let otroProveedorId = 0;
let servicioId = 0;
/**
 * Sites 1 and 2 (the demo provider's lines in `campana`), 3 (another provider's line), 4 (free, for the UI), 5 and 6
 * (the compliance test's campaign: the demo provider's and another's).
 */
const sitios: Sitio[] = [];
const campanas: number[] = [];
const informes: number[] = [];
let lugar = { provincia_id: 0, localidad_id: 0 };
let campana: { id: number; nombre: string };

async function post(pathname: string, body: unknown, expected = 201) {
  const res = await apiFetch(pathname, { method: 'POST', token, body: JSON.stringify(body) });
  assert.equal(res.status, expected, await res.clone().text());
  return res.json();
}

let release: () => Promise<void> = async () => {};
before(async () => {
  release = holdServer();
  ({ token } = await apiLogin(DEMO_CREDENTIALS.admin));
  clienteId = (await apiLogin(DEMO_CREDENTIALS.cliente)).usuario.cliente_id!;
  proveedorId = (await apiLogin(DEMO_CREDENTIALS.proveedor)).usuario.proveedor_id!;
  assert.ok(clienteId && proveedorId);
  const opciones = (await (await apiFetch('/informes/opciones', { token })).json()) as InformesOpciones;
  otroProveedorId = opciones.proveedores.find((p) => p.id !== proveedorId)!.id;
  servicioId = opciones.servicios.find((s) => s.activo)!.id;
  const provincias = (await (await apiFetch('/catalogos/provincias', { token })).json()) as Provincia[];
  const bogota = provincias.find((p) => p.nombre === 'Bogotá, D.C.')!;
  const localidades = (await (await apiFetch(`/catalogos/localidades/${bogota.id}`, { token })).json()) as Localidad[];
  lugar = { provincia_id: bogota.id, localidad_id: localidades.find((l) => l.nombre === 'Bogotá, D.C.')!.id };
  for (const [i, latitud] of [
    [1, 4.6512],
    [2, 4.676],
    [3, 4.64],
    [4, 4.66],
    [5, 4.62],
    [6, 4.69],
  ] as const) {
    sitios.push(
      (await post('/sitios', {
        codigo: code(i),
        nombre: `Valla campaña ${i} ${RUN}`,
        tipo: 'valla',
        ...lugar,
        latitud,
        longitud: -74.0953,
      })) as Sitio,
    );
  }
  // The campaign the client and the provider read: lines 1 and 2 the demo provider's, 3 another's.
  const nombre = `Campaña ${RUN} vista`;
  const creada = (await post('/campanas', { cliente_id: clienteId, nombre, fecha_inicio: bogotaDay(-5), fecha_fin: bogotaDay(40) })) as {
    id: number;
  };
  campanas.push(creada.id);
  const reglas = { servicio_id: servicioId, instalacion_dias: 3 };
  await post(
    `/campanas/${creada.id}/lineas`,
    { sitio_ids: [sitios[0].id, sitios[1].id], proveedor_id: proveedorId, ...reglas, verificacion_cada_dias: 7 },
    200,
  );
  await post(`/campanas/${creada.id}/lineas`, { codigos: [code(3)], proveedor_id: otroProveedorId, ...reglas }, 200);
  campana = { id: creada.id, nombre };
});

after(async () => {
  try {
    for (const id of informes) await apiFetch(`/informes/${id}`, { method: 'DELETE', token });
    for (const id of campanas) await apiFetch(`/campanas/${id}`, { method: 'DELETE', token });
    for (const s of sitios) await apiFetch(`/sitios/${s.id}`, { method: 'DELETE', token });
  } finally {
    await release();
  }
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
/** The codes of the lines' table (the site column's link). */
const lineCodes = async (page: Page) =>
  (await main(page).getByRole('table', { name: 'Sitios de la campaña' }).locator('tbody tr td:nth-child(1) a').allInnerTexts()).map((t) => t.trim());

/**
 * Search the list for `text` and wait for the search's own rows before anything is clicked: a row of the list from
 * before can move under the pointer while the new one renders, and the click lands elsewhere.
 */
async function searchCampanas(page: Page, text: string) {
  await search(page, text);
  await eventually(async () => {
    const texts = await rows(page).allInnerTexts();
    assert.ok(texts.length > 0 && texts.every((t) => t.includes(text)), texts.join(' | '));
  });
}

async function openCampanas(page: Page, user: keyof typeof DEMO_CREDENTIALS) {
  await loginViaUi(page, DEMO_CREDENTIALS[user]);
  await menu(page).getByRole('link', { name: 'Campañas', exact: true }).click();
  await waitForPath(page, '/campanas');
  await main(page).getByRole('heading', { level: 1, name: 'Campañas' }).waitFor();
}

test('un administrador crea una campaña, le agrega sitios por códigos pegados y desde la lista, y los ve con sus controles', async ({
  page,
  screenshot,
}) => {
  await openCampanas(page, 'admin');
  const m = main(page);
  await m.getByRole('button', { name: 'Nueva Campaña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Campaña' });
  await dialog.getByRole('button', { name: 'Crear Campaña' }).click();
  for (const text of ['El cliente es obligatorio', 'El nombre es obligatorio', 'La fecha de inicio es obligatoria'])
    await dialog.getByText(text, { exact: true }).waitFor();

  // A name the client already has: the server says so under Nombre.
  await dialog.getByLabel('Cliente').selectOption(String(clienteId));
  await dialog.getByLabel('Nombre').fill(campana.nombre.toUpperCase());
  await dialog.getByLabel('Inicio').fill(bogotaDay(2));
  await dialog.getByLabel('Fin').fill(bogotaDay(31));
  await dialog.getByRole('button', { name: 'Crear Campaña' }).click();
  await dialog.getByText('Ese cliente ya tiene una campaña con ese nombre', { exact: true }).waitFor();
  assert.equal(await dialog.getByLabel('Nombre').getAttribute('aria-invalid'), 'true');

  const nombre = `Campaña ${RUN} nueva`;
  await dialog.getByLabel('Nombre').fill(nombre);
  await dialog.getByRole('button', { name: 'Crear Campaña' }).click();
  await toast(page, 'Campaña creada').waitFor();
  await page.waitForURL((u) => /^\/campanas\/\d+$/.test(u.pathname));
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  campanas.push(id);
  await m.getByRole('heading', { level: 1, name: nombre }).waitFor();
  await m.getByText('Planificada', { exact: true }).first().waitFor();
  await m.getByText('La campaña no tiene sitios todavía.').waitFor();

  // Pasted codes (a line, a semicolon, one that does not exist): two added, the third listed with the server's reason.
  await m.getByRole('button', { name: 'Agregar sitios' }).click();
  const agregar = page.getByRole('dialog', { name: 'Agregar sitios' });
  await agregar.getByRole('button', { name: 'Pegar códigos' }).click();
  await agregar.getByLabel('Códigos de sitio').fill(`${code(1)}\n${code(2)}; ${RUN}-NOEXISTE`);
  await agregar.getByText('3 códigos.', { exact: false }).waitFor();
  await agregar.getByLabel('Proveedor').selectOption(String(proveedorId));
  await agregar.getByLabel('Servicio').selectOption(String(servicioId));
  await agregar.getByLabel('Instalación (días)').fill('5');
  await agregar.getByLabel('Verificación cada (días)').fill('10');
  await agregar.getByRole('button', { name: 'Agregar sitios' }).click();
  await toast(page, '2 sitios agregados').waitFor();
  const noAgregados = agregar.getByRole('list', { name: 'Sitios no agregados' });
  await noAgregados.waitFor();
  assert.equal((await noAgregados.innerText()).trim(), `${RUN}-NOEXISTE: No existe un sitio con ese código`);
  // Its code stays in the box, to fix.
  assert.equal(await agregar.getByLabel('Códigos de sitio').inputValue(), `${RUN}-NOEXISTE`);
  await screenshot('rechazadas');
  await eventually(async () => assert.deepEqual(await lineCodes(page), [code(1), code(2)]));
  // The footer's "Cerrar" (the dialog's ✕ is named so too), or Escape.
  await page.keyboard.press('Escape');
  await agregar.waitFor({ state: 'detached' });

  // The checks' windows, as dd/mm/aaaa, on demand: installation from 7 days before the start to start + 5.
  const fila = rows(page).filter({ has: page.getByRole('link', { name: new RegExp(`^${code(1)}`) }) });
  await fila.getByRole('button', { name: `Ver controles de ${code(1)} (4)` }).click();
  const controles = fila.getByRole('list', { name: `Controles de ${code(1)}` });
  await controles.getByText(`${ddmmyyyy(bogotaDay(-5))} – ${ddmmyyyy(bogotaDay(7))}`).waitFor();
  assert.deepEqual(
    (await controles.getByRole('listitem').allInnerTexts()).slice(0, 2).map((t) => t.replace(/\s+/g, ' ').trim()),
    [
      `Instalación ${ddmmyyyy(bogotaDay(-5))} – ${ddmmyyyy(bogotaDay(7))} Pendiente`,
      `Verificación 1 ${ddmmyyyy(bogotaDay(8))} – ${ddmmyyyy(bogotaDay(17))} Pendiente`,
    ],
  );

  // From the list's search, with the keyboard: site 4 with another provider.
  await m.getByRole('button', { name: 'Agregar sitios' }).click();
  await agregar.getByLabel('Buscar sitios').fill(code(4));
  const box = agregar.getByRole('checkbox', { name: new RegExp(`^${code(4)}`) });
  await box.focus();
  await page.keyboard.press('Space');
  await agregar.getByRole('button', { name: `Quitar ${code(4)} ${sitios[3].nombre}` }).waitFor();
  await agregar.getByLabel('Proveedor').selectOption(String(otroProveedorId));
  await agregar.getByLabel('Servicio').selectOption(String(servicioId));
  // Enter in a field sends the form (a select does not: the installation's days).
  await agregar.getByLabel('Instalación (días)').press('Enter');
  await toast(page, '1 sitio agregado').waitFor();
  await agregar.waitFor({ state: 'detached' });
  await eventually(async () => assert.deepEqual((await lineCodes(page)).sort(), [code(1), code(2), code(4)]));
  // The map starts when its place comes near the screen (below the lines' table).
  await m.getByRole('region', { name: 'Mapa de los sitios' }).scrollIntoViewIfNeeded();
  await m.getByRole('region', { name: 'Mapa de los sitios' }).getByTestId('mapa').waitFor();
  await screenshot('campana');

  // Back to the list: the campaign, its client, state and sites.
  await m.getByRole('link', { name: '← Volver a campañas' }).click();
  await searchBox(page).fill(nombre);
  await eventually(async () => assert.equal(await rows(page).count(), 1));
  const texts = (await rows(page).first().locator('td').allInnerTexts()).map((t) => t.trim().replace(/\s+/g, ' '));
  // Nothing due yet (the campaign starts in 2 days): no percentage, nothing late.
  assert.deepEqual(texts.slice(2), [`${ddmmyyyy(bogotaDay(2))} – ${ddmmyyyy(bogotaDay(31))}`, 'Planificada', '— · sin atrasos', '3', '0']);
});

test('el cliente ve su campaña con todos sus sitios; un proveedor, solo sus líneas y ninguna acción de administrador', async ({ page }) => {
  await openCampanas(page, 'cliente');
  const m = main(page);
  assert.equal(await m.getByLabel('Cliente', { exact: true }).count(), 0, 'the API scopes a client: no client filter');
  await searchCampanas(page, RUN);
  await m.getByRole('link', { name: `${campana.nombre}: ver la campaña` }).click();
  await waitForPath(page, `/campanas/${campana.id}`);
  await m.getByRole('heading', { level: 1, name: campana.nombre }).waitFor();
  await eventually(async () => assert.deepEqual(await lineCodes(page), [code(1), code(2), code(3)]));
  await m.getByText('Activa', { exact: true }).first().waitFor();
  await m.getByRole('region', { name: 'Informes que la prueban' }).getByText('Ningún informe prueba esta campaña todavía.').waitFor();
  for (const name of ['Editar', 'Cancelar campaña', 'Eliminar', 'Agregar sitios']) assert.equal(await m.getByRole('button', { name }).count(), 0);

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await waitForPath(page, '/login');
  await openCampanas(page, 'proveedor');
  await searchCampanas(page, RUN);
  await m.getByRole('link', { name: `${campana.nombre}: ver la campaña` }).click();
  await m.getByRole('heading', { level: 1, name: campana.nombre }).waitFor();
  await eventually(async () => assert.deepEqual(await lineCodes(page), [code(1), code(2)]));
  for (const name of ['Editar', 'Cancelar campaña', 'Agregar sitios']) assert.equal(await m.getByRole('button', { name }).count(), 0);
  assert.equal(await m.getByRole('columnheader', { name: 'Acciones' }).count(), 0);
  // Its site's code leads to the site's page.
  await m.getByRole('link', { name: `${code(1)}: ver el sitio ${sitios[0].nombre}` }).click();
  await waitForPath(page, `/sitios/${sitios[0].id}`);
});

/** A campaign of sites 5 (the demo provider's line) and 6 (another's), begun 5 days ago: installation by start + 3, late. */
async function campanaDeCumplimiento() {
  const nombre = `Campaña ${RUN} cumplimiento`;
  const { id } = (await post('/campanas', { cliente_id: clienteId, nombre, fecha_inicio: bogotaDay(-5), fecha_fin: bogotaDay(40) })) as {
    id: number;
  };
  campanas.push(id);
  const reglas = { servicio_id: servicioId, instalacion_dias: 3 };
  await post(`/campanas/${id}/lineas`, { sitio_ids: [sitios[4].id], proveedor_id: proveedorId, ...reglas }, 200);
  await post(`/campanas/${id}/lineas`, { sitio_ids: [sitios[5].id], proveedor_id: otroProveedorId, ...reglas }, 200);
  return { id, nombre };
}

/** The demo provider reports site 5 of campaign `id` three days ago (inside the installation's window). */
async function informeDelProveedor(id: number, nombre: string, proveedorToken: string): Promise<number> {
  const res = await apiFetch('/informes', {
    method: 'POST',
    token: proveedorToken,
    body: JSON.stringify({
      servicio_id: servicioId,
      cliente_id: clienteId,
      proveedor_id: proveedorId,
      ...lugar,
      campana: nombre,
      fecha: bogotaDay(-3),
      fecha_recepcion: null,
      informe_incidencias: null,
      campana_id: id,
      sitio_id: sitios[4].id,
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  const informe = (await res.json()) as { id: number; control_id: number | null };
  informes.push(informe.id);
  assert.ok(informe.control_id, 'the report proves the installation');
  return informe.id;
}

/** A photo of the provider's at site 4, its flags reviewed by an administrator (helpers/photos.ts). */
const fotoRevisada = (informeId: number, proveedorToken: string) =>
  uploadReviewedPhoto(informeId, {
    fixture: 'gps-bogota.jpg',
    name: 'valla.jpg',
    lat: sitios[4].latitud,
    lng: sitios[4].longitud,
    gps: false,
    uploader: proveedorToken,
    adminToken: token,
  });

test('un informe con foto del proveedor cumple un control: la campaña lo dice en la lista, el resumen, la tabla y el mapa', async ({
  page,
  screenshot,
}) => {
  const c = await campanaDeCumplimiento();
  const proveedorToken = (await apiLogin(DEMO_CREDENTIALS.proveedor)).token;
  await signIn(page, DEMO_CREDENTIALS.cliente, { at: `/campanas/${c.id}` });
  // The event stream opens once the page has loaded and the browser is idle: what the page learns live comes after.
  const stream = page.waitForResponse((r) => /\/api\/v1\/eventos(?:\?|$)/.test(r.url()), { timeout: 20_000 });
  const m = main(page);
  const resumen = m.getByRole('region', { name: 'Cumplimiento' });
  /** The campaign's percentage, the summary's headline (the table per provider has its own). */
  const porcentaje = (text: string) => resumen.locator('p > strong').filter({ hasText: new RegExp(`^${text}$`) });
  await resumen.getByText('0 de 2 controles debidos cumplidos', { exact: true }).waitFor();
  await porcentaje('0 %').waitFor();
  const informesDato = m.getByRole('region', { name: 'Datos' }).getByText('Informes', { exact: true }).locator('xpath=following-sibling::*[1]');
  assert.equal((await informesDato.innerText()).trim(), '0');

  // The provider reports the site (live: the open page learns of it over the event stream, without a reload).
  await stream;
  const informeId = await informeDelProveedor(c.id, c.nombre, proveedorToken);
  await eventually(async () => assert.equal((await informesDato.innerText()).trim(), '1'), { timeout: 15_000 });
  // A report without photos proves nothing; with one whose flags are reviewed, the installation is fulfilled.
  await fotoRevisada(informeId, proveedorToken);
  // Live again: the photo and the review of its flags reach the open page (informes 'actualizado' events).
  await resumen.getByText('1 de 2 controles debidos cumplidos').waitFor({ timeout: 15_000 });
  await porcentaje('50 %').waitFor();

  const tabla = m.getByRole('table', { name: 'Sitios de la campaña' });
  const estadoDe = (n: number) =>
    tabla
      .locator('tbody tr')
      .filter({ has: page.getByRole('link', { name: new RegExp(`^${code(n)}`) }) })
      .locator('td')
      .nth(3);
  assert.equal((await estadoDe(5).innerText()).trim(), 'Cumplido');
  assert.equal((await estadoDe(6).innerText()).replace(/\s+/g, ' ').trim(), `Atrasado Venció el ${ddmmyyyy(bogotaDay(-2))}`);
  await m.getByLabel('Ordenar por').selectOption('estado');
  await eventually(async () => assert.deepEqual(await lineCodes(page), [code(6), code(5)]));
  const fila5 = tabla.locator('tbody tr').filter({ has: page.getByRole('link', { name: new RegExp(`^${code(5)}`) }) });
  await fila5.getByRole('button', { name: `Ver controles de ${code(5)} (1)` }).click();
  assert.equal(
    (await fila5.getByRole('list', { name: `Controles de ${code(5)}` }).innerText()).replace(/\s+/g, ' ').trim(),
    `Instalación ${ddmmyyyy(bogotaDay(-12))} – ${ddmmyyyy(bogotaDay(-2))} Cumplido cumplido el ${ddmmyyyy(bogotaDay(-3))}`,
  );

  // The map: each pin names its state (shape, glyph and colour drawn), the legend names the states.
  const mapa = m.getByRole('region', { name: 'Mapa de los sitios' });
  await mapa.scrollIntoViewIfNeeded();
  const pin = mapa.locator(`[data-sitio="${code(5)}"]`);
  await pin.waitFor();
  assert.match((await pin.getAttribute('aria-label')) ?? '', /: Cumplido$/);
  assert.equal(await pin.locator('[data-estado="cumplido"]').count(), 1);
  assert.match((await mapa.locator(`[data-sitio="${code(6)}"]`).getAttribute('aria-label')) ?? '', /: Atrasado$/);
  const leyenda = mapa.getByRole('list', { name: 'Estados de los sitios' });
  for (const estado of ['Atrasado', 'En revisión', 'Pendiente', 'Cumplido', 'No aplica']) await leyenda.getByText(estado, { exact: true }).waitFor();
  await pin.click();
  const elegido = m.getByTestId('sitio-elegido');
  await elegido.getByText('Cumplido', { exact: true }).first().waitFor();
  await elegido.getByText(`cumplido el ${ddmmyyyy(bogotaDay(-3))}`).waitFor();
  // Its reports in this campaign, each one click from its page, with its photos' flags settled.
  const suyo = elegido
    .getByRole('list', { name: `Informes de ${code(5)}` })
    .getByRole('listitem')
    .filter({ hasText: `Informe #${informeId}` });
  await suyo.getByText('1 foto, verificada').waitFor();
  assert.equal(await suyo.getByRole('link', { name: `Informe #${informeId}` }).getAttribute('href'), `/informes/${informeId}`);
  // Beside it, how the site must look (no reference photo chosen yet) and its newest photo, as the browser loads it.
  const fotos = elegido.getByRole('region', { name: `Fotos de ${code(5)}` });
  await fotos.getByText('Este sitio no tiene foto de referencia.').waitFor();
  const ultima = fotos.getByRole('img', { name: new RegExp(`^Última foto de ${code(5)}, `) });
  await eventually(async () =>
    assert.ok(await ultima.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the thumbnail loads'),
  );
  await fotos.getByText(/^a \d+ m del sitio$/).waitFor();
  assert.equal(await fotos.getByRole('link', { name: `Informe #${informeId}` }).getAttribute('href'), `/informes/${informeId}`);
  await page.waitForTimeout(500);
  await screenshot('cumplimiento-claro-1280');

  // The list: its percentage and its late checks, in words.
  await page.goto(`/campanas?search=${encodeURIComponent(c.nombre)}`);
  await eventually(async () => assert.equal(await rows(page).count(), 1));
  await rows(page).first().getByText('50 % · 1 atrasado', { exact: true }).waitFor();

  // How it looks in the dark and on a phone.
  await page.evaluate(() => localStorage.setItem('theme-storage', JSON.stringify({ state: { isDark: true }, version: 0 })));
  await page.goto(`/campanas/${c.id}`);
  await porcentaje('50 %').waitFor();
  await mapa.scrollIntoViewIfNeeded();
  await pin.waitFor();
  await page.waitForTimeout(500);
  await screenshot('cumplimiento-oscuro-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(500);
  await screenshot('cumplimiento-oscuro-375');
  await page.evaluate(() => localStorage.setItem('theme-storage', JSON.stringify({ state: { isDark: false }, version: 0 })));
  await page.reload();
  await porcentaje('50 %').waitFor();
  await mapa.scrollIntoViewIfNeeded();
  await pin.waitFor();
  await page.waitForTimeout(500);
  await screenshot('cumplimiento-claro-375');
});

test('el cliente acepta la campaña cumplida; un problema en un sitio devuelve el informe al proveedor y anula la aceptación', async ({ page }) => {
  const nombre = `Campaña ${RUN} aceptación`;
  const { id } = (await post('/campanas', { cliente_id: clienteId, nombre, fecha_inicio: bogotaDay(-5), fecha_fin: bogotaDay(40) })) as {
    id: number;
  };
  campanas.push(id);
  // One line, only its installation: fulfilled by the provider's report with a reviewed photo.
  await post(`/campanas/${id}/lineas`, { sitio_ids: [sitios[4].id], proveedor_id: proveedorId, servicio_id: servicioId, instalacion_dias: 3 }, 200);
  const proveedorToken = (await apiLogin(DEMO_CREDENTIALS.proveedor)).token;
  const informeId = await informeDelProveedor(id, nombre, proveedorToken);
  await fotoRevisada(informeId, proveedorToken);
  for (const estado of ['en_progreso', 'completado']) {
    const res = await apiFetch(`/informes/${informeId}/estado`, { method: 'PATCH', token, body: JSON.stringify({ estado }) });
    assert.equal(res.status, 200, await res.text());
  }

  await signIn(page, DEMO_CREDENTIALS.cliente, { at: `/campanas/${id}` });
  const m = main(page);
  const resumen = m.getByRole('region', { name: 'Cumplimiento' });
  await resumen.getByText('Todos sus controles están cumplidos.').waitFor();
  await resumen.getByRole('button', { name: 'Aceptar campaña' }).click();
  const confirmar = page.getByRole('alertdialog', { name: `¿Aceptar la campaña «${nombre}»?` });
  await confirmar.getByRole('button', { name: 'Aceptar campaña' }).click();
  await toast(page, 'Campaña aceptada').waitFor();
  await resumen.getByText('Aceptada por el cliente').waitFor();
  assert.equal(await resumen.getByRole('button', { name: 'Aceptar campaña' }).count(), 0);

  // A problem at the site: the report goes back to the provider, the acceptance is gone.
  const fila = m.getByRole('table', { name: 'Sitios de la campaña' }).locator('tbody tr').first();
  await fila.getByRole('button', { name: new RegExp(`^Reportar problema ${code(5)}`) }).click();
  const dialogo = page.getByRole('dialog', { name: `Reportar un problema en el sitio ${code(5)}` });
  await dialogo.getByLabel(/¿Qué problema tiene el sitio\?/).fill('La valla muestra la campaña anterior');
  await dialogo.getByRole('button', { name: 'Reportar problema' }).click();
  await toast(page, 'Problema reportado: el informe del sitio volvió al proveedor').waitFor();
  await resumen.getByRole('button', { name: 'Aceptar campaña' }).waitFor();
  assert.equal(await resumen.getByText('Aceptada por el cliente').count(), 0);
  const informe = (await (await apiFetch(`/informes/${informeId}`, { token })).json()) as { estado: string };
  assert.equal(informe.estado, 'en_progreso');
});

test(
  'accesibilidad: la lista, la campaña y sus diálogos, en claro y oscuro, escritorio y 375 px',
  async ({ page }) => {
    await loginViaUi(page, DEMO_CREDENTIALS.admin);
    const m = (p: Page) => p.getByRole('main');
    const found: string[] = [];
    found.push(
      ...(await checkScreen(page, `/campanas?search=${RUN}`, async (p) => {
        await heading(p);
        await m(p)
          .getByRole('link', { name: `${campana.nombre}: ver la campaña` })
          .waitFor();
      })),
    );
    found.push(
      ...(await checkScreen(page, `/campanas/${campana.id}`, async (p) => {
        await heading(p);
        await m(p).getByRole('table', { name: 'Sitios de la campaña' }).waitFor();
        await m(p).getByText('Ningún informe prueba esta campaña todavía.').waitFor();
        await m(p).getByRole('region', { name: 'Mapa de los sitios' }).scrollIntoViewIfNeeded();
        await m(p).getByTestId('mapa').locator('[data-sitio], [data-grupo]').first().waitFor();
      })),
    );
    found.push(
      ...(await checkScreen(page, `/campanas/${campana.id}`, async (p) => {
        await heading(p);
        await m(p).getByRole('button', { name: 'Agregar sitios' }).click();
        const dialog = p.getByRole('dialog', { name: 'Agregar sitios' });
        await dialog.getByRole('list', { name: 'Sitios encontrados' }).waitFor();
        await dialog.getByRole('button', { name: 'Agregar sitios' }).click();
        await dialog.getByText('Elige al menos un sitio (de la lista, del mapa o por código)').waitFor();
      })),
    );
    found.push(
      ...(await checkScreen(page, '/campanas', async (p) => {
        await heading(p);
        await m(p).getByRole('button', { name: 'Nueva Campaña' }).click();
        const dialog = p.getByRole('dialog', { name: 'Nueva Campaña' });
        await dialog.getByRole('button', { name: 'Crear Campaña' }).click();
        await dialog.getByText('El nombre es obligatorio').waitFor();
      })),
    );
    assert.deepEqual(found, []);
  },
  { timeout: 600_000 },
);
