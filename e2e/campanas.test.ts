// Campaigns (/campanas and /campanas/:id, remote-reports; issue 36, docs/decisions/sitios-campanas.md): an administrator
// creates a campaign (the API's messages under the field they name), adds sites by pasted codes (a code that does not
// exist is listed with the server's reason) and from a search of the list, and sees the lines with their checks' windows;
// the client sees its campaign and all its lines; a provider only its own lines and no administrator's action; axe finds
// nothing on the new screens, light and dark, desktop and 375 px. The records it makes carry this run's code and are
// deleted after it.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS, type InformesOpciones, type Localidad, type Provincia, type Sitio } from '../shared/src/contracts/index.ts';
import { checkScreen, heading } from './helpers/accessibility.ts';
import { apiFetch, apiLogin } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { main, rows, searchBox } from './helpers/catalog.ts';
import { eventually, toast, waitForPath } from './helpers/expect.ts';
import { holdServer } from './helpers/server.ts';
import { loginViaUi } from './helpers/session.ts';

const { test } = useBrowser(import.meta.url);
const RUN = `E2EC${Date.now().toString(36).toUpperCase()}`;
const code = (n: number | string) => `${RUN}-${n}`;

let token = '';
let clienteId = 0;
let proveedorId = 0;
let otroProveedorId = 0;
let servicioId = 0;
/** Sites 1 and 2 (the demo provider's lines in `campana`), 3 (another provider's line), 4 (free, for the UI). */
const sitios: Sitio[] = [];
const campanas: number[] = [];
let campana: { id: number; nombre: string };

/** Bogotá's calendar day `days` from now ('YYYY-MM-DD'). */
const bogotaDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
/** dd/mm/aaaa, as the UI writes a day. */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

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
  const lugar = { provincia_id: bogota.id, localidad_id: localidades.find((l) => l.nombre === 'Bogotá, D.C.')!.id };
  for (const [i, latitud] of [
    [1, 4.6512],
    [2, 4.676],
    [3, 4.64],
    [4, 4.66],
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

  // The checks' windows, as dd/mm/aaaa: installation from 7 days before the start to start + 5.
  const fila = rows(page).filter({ has: page.getByRole('link', { name: new RegExp(`^${code(1)}`) }) });
  await fila.getByText(`Instalación: ${ddmmyyyy(bogotaDay(-5))} – ${ddmmyyyy(bogotaDay(7))}`).waitFor();
  await fila.getByText(`Verificación 1: ${ddmmyyyy(bogotaDay(8))} – ${ddmmyyyy(bogotaDay(17))}`).waitFor();

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
  assert.deepEqual(texts.slice(2), [`${ddmmyyyy(bogotaDay(2))} – ${ddmmyyyy(bogotaDay(31))}`, 'Planificada', '3', '0']);
});

test('el cliente ve su campaña con todos sus sitios; un proveedor, solo sus líneas y ninguna acción de administrador', async ({ page }) => {
  await openCampanas(page, 'cliente');
  const m = main(page);
  assert.equal(await m.getByLabel('Cliente', { exact: true }).count(), 0, 'the API scopes a client: no client filter');
  await searchBox(page).fill(RUN);
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
  await searchBox(page).fill(RUN);
  await m.getByRole('link', { name: `${campana.nombre}: ver la campaña` }).click();
  await m.getByRole('heading', { level: 1, name: campana.nombre }).waitFor();
  await eventually(async () => assert.deepEqual(await lineCodes(page), [code(1), code(2)]));
  for (const name of ['Editar', 'Cancelar campaña', 'Agregar sitios']) assert.equal(await m.getByRole('button', { name }).count(), 0);
  assert.equal(await m.getByRole('columnheader', { name: 'Acciones' }).count(), 0);
  // Its site's code leads to the site's page.
  await m.getByRole('link', { name: `${code(1)}: ver el sitio ${sitios[0].nombre}` }).click();
  await waitForPath(page, `/sitios/${sitios[0].id}`);
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
