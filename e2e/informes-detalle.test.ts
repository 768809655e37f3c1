// Report page (/informes/:id, remote-reports): every field, status changes by an administrator and by a provider
// user (comment required to cancel), history, edit, read-only for a client user, 404, and the 375 px layout.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowser } from './helpers/browser.ts';
import { main } from './helpers/catalog.ts';
import { eventually, toast, waitForPath } from './helpers/expect.ts';
import { headerActions, openInforme, openInformes, useInformesApi } from './helpers/informes.ts';
import { loginViaUi } from './helpers/session.ts';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';

const { test } = useBrowser(import.meta.url);
const api = useInformesApi();
const RUN = Date.now().toString(36);

const historial = (page: Page) => main(page).getByRole('region', { name: 'Historial de estados' });
const badge = (page: Page) =>
  main(page)
    .locator('header')
    .getByText(/^(Pendiente|En Progreso|Completado|Cancelado)$/);

async function confirmar(page: Page, boton: string, comentario?: string) {
  await main(page).getByRole('button', { name: boton, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `¿${boton}?` });
  if (comentario !== undefined) await dialog.getByLabel(/Comentario/).fill(comentario);
  await dialog.getByRole('button', { name: boton, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('"Ver" abre la página del informe con todos sus datos, autor, historial y secciones de fotos y mapa', async ({ page, screenshot }) => {
  const informe = await api.crear({ campana: `Detalle ${RUN}`, informe_incidencias: 'Lona rasgada en la esquina' });
  await openInformes(page, 'admin', `?search=${encodeURIComponent(`Detalle ${RUN}`)}`);
  await main(page)
    .getByRole('link', { name: `Ver informe #${informe.id}` })
    .click();
  await waitForPath(page, `/informes/${informe.id}`);
  await main(page)
    .getByRole('heading', { level: 1, name: `Detalle ${RUN}` })
    .waitFor();
  const datos = main(page).getByRole('region', { name: 'Datos del informe' });
  for (const text of [informe.cliente_nombre, informe.proveedor_nombre, 'Antioquia / Bello', 'Lona rasgada en la esquina', 'Sin recibir']) {
    await datos.getByText(text, { exact: true }).waitFor();
  }
  await datos.getByText(new RegExp(`^${informe.servicio_nombre} — \\$ [\\d.]+$`)).waitFor();
  await datos.getByText(/^Laura Marcela Gómez Rincón \(admin\)$/).waitFor();
  for (const name of ['Fotos', 'Mapa']) await main(page).getByRole('region', { name }).getByText('Este informe no tiene imágenes').waitFor();
  await historial(page)
    .getByText(/Sin cambios de estado/)
    .waitFor();
  assert.deepEqual(await headerActions(page), ['Pasar a En Progreso', 'Cancelar informe', 'Editar', 'Descargar prueba (PDF)', 'Eliminar']);
  await screenshot('detalle-escritorio-claro');
});

test('el administrador lo lleva a En Progreso y a Completado; el historial lo muestra y la API coincide', async ({ page }) => {
  const informe = await api.crear({ campana: `Flujo ${RUN}` });
  await openInforme(page, informe.id);
  await confirmar(page, 'Pasar a En Progreso', 'Equipo en sitio');
  await toast(page, 'Estado actualizado: En Progreso').waitFor();
  await eventually(async () => assert.equal((await badge(page).innerText()).trim(), 'En Progreso'));
  await confirmar(page, 'Marcar como Completado');
  await eventually(async () => assert.equal((await badge(page).innerText()).trim(), 'Completado'));
  await historial(page).getByText('«Equipo en sitio»').waitFor();
  assert.deepEqual(await headerActions(page), ['Reabrir informe', 'Editar', 'Descargar prueba (PDF)', 'Eliminar']);
  const { informe: after } = await api.get(informe.id);
  assert.deepEqual(
    after.historial.map((h) => [h.usuario, h.estado_anterior, h.estado_nuevo, h.comentario]),
    [
      ['admin', 'pendiente', 'en_progreso', 'Equipo en sitio'],
      ['admin', 'en_progreso', 'completado', null],
    ],
  );
});

test('cancelar exige un comentario; sin él el diálogo sigue abierto y nada cambia', async ({ page, screenshot }) => {
  const informe = await api.crear({ campana: `Cancelar ${RUN}` });
  await openInforme(page, informe.id);
  await main(page).getByRole('button', { name: 'Cancelar informe', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Cancelar informe?' });
  await dialog.getByRole('button', { name: 'Cancelar informe' }).click();
  await dialog.getByText('El comentario es obligatorio para cancelar el informe').waitFor();
  await screenshot('detalle-cancelar-sin-comentario');
  assert.equal((await api.get(informe.id)).informe.estado, 'pendiente');
  await dialog.getByLabel(/Comentario/).fill('El cliente retiró la pauta');
  await dialog.getByRole('button', { name: 'Cancelar informe' }).click();
  await dialog.waitFor({ state: 'detached' });
  await eventually(async () => assert.equal((await badge(page).innerText()).trim(), 'Cancelado'));
  await historial(page).getByText('«El cliente retiró la pauta»').waitFor();
  await confirmar(page, 'Reabrir informe', 'Se canceló por error');
  await eventually(async () => assert.equal((await badge(page).innerText()).trim(), 'En Progreso'));
});

test('un usuario proveedor avanza su informe pero no puede cancelarlo ni editar uno ajeno', async ({ page }) => {
  const informe = await api.crear({ campana: `Proveedor ${RUN}` });
  await openInforme(page, informe.id, 'proveedor');
  assert.deepEqual(
    await headerActions(page),
    ['Pasar a En Progreso', 'Descargar prueba (PDF)', 'Eliminar'],
    'sin Cancelar ni Editar (no es el autor)',
  );
  await confirmar(page, 'Pasar a En Progreso');
  await eventually(async () => assert.deepEqual(await headerActions(page), ['Marcar como Completado', 'Descargar prueba (PDF)']));
  await confirmar(page, 'Marcar como Completado', 'Instalación verificada');
  await eventually(async () => assert.deepEqual(await headerActions(page), ['Descargar prueba (PDF)']));
  const { informe: after } = await api.get(informe.id);
  assert.equal(after.estado, 'completado');
  assert.deepEqual(
    after.historial.map((h) => h.usuario),
    ['proveedor', 'proveedor'],
  );
});

test('el autor edita su informe pendiente: la validación del spec y el cambio se ven en la página', async ({ page }) => {
  const informe = await api.crear({ campana: `Editar ${RUN}` }, 'proveedor');
  await openInforme(page, informe.id, 'proveedor');
  assert.deepEqual(await headerActions(page), ['Pasar a En Progreso', 'Editar', 'Descargar prueba (PDF)', 'Eliminar']);
  await main(page).getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: `Editar informe #${informe.id}` });
  await eventually(async () => assert.equal(await dialog.getByLabel('Proveedor').isDisabled(), true, 'su proveedor, fijo'));
  await dialog.getByLabel(/Campaña/).fill('   ');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await dialog.getByText('Campaña es requerida').waitFor();
  await dialog.getByLabel(/Campaña/).fill(`Editada ${RUN}`);
  await dialog.getByLabel(/Incidencias/).fill('Faltó un pendón');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await toast(page, 'Informe actualizado').waitFor();
  await main(page)
    .getByRole('heading', { level: 1, name: `Editada ${RUN}` })
    .waitFor();
  await main(page).getByRole('region', { name: 'Datos del informe' }).getByText('Faltó un pendón').waitFor();
});

test('un usuario cliente solo consulta: ve los datos de su informe y solo "Descargar prueba (PDF)"', async ({ page }) => {
  const informe = await api.crear({ campana: `Cliente ${RUN}` }, 'cliente');
  await api.cambiarEstado(informe.id, 'en_progreso');
  await openInforme(page, informe.id, 'cliente');
  await main(page)
    .getByRole('heading', { level: 1, name: `Cliente ${RUN}` })
    .waitFor();
  assert.deepEqual(await headerActions(page), ['Descargar prueba (PDF)']);
  await historial(page).getByText('admin', { exact: false }).waitFor();
});

test('un informe inexistente o ajeno muestra "Informe no encontrado" con un enlace de vuelta', async ({ page, screenshot }) => {
  // A report of a provider and client the demo provider user does not work with.
  const propio = api.opciones('proveedor').proveedores[0].id;
  const par = api.opciones('admin').asignaciones.find((a) => a.proveedor_id !== propio);
  assert.ok(par);
  const ajeno = await api.crear({ campana: `Ajeno ${RUN}`, proveedor_id: par.proveedor_id, cliente_id: par.cliente_id });
  await loginViaUi(page, DEMO_CREDENTIALS.proveedor);
  for (const id of [2_000_000_000, ajeno.id]) {
    await page.goto(`/informes/${id}`);
    await main(page).getByRole('heading', { level: 1, name: 'Informe no encontrado' }).waitFor();
  }
  await screenshot('detalle-no-encontrado');
  await main(page).getByRole('link', { name: 'Volver a informes' }).click();
  await waitForPath(page, '/informes');
});

test(
  'a 375 px la página del informe se lee en una columna (claro y oscuro)',
  async ({ page, screenshot }) => {
    const informe = await api.crear({ campana: `Móvil ${RUN}` });
    await openInforme(page, informe.id);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `sin desplazamiento horizontal (${width}px)`);
    await screenshot('detalle-movil-claro');
    await page.getByRole('button', { name: 'Cambiar tema' }).click();
    await screenshot('detalle-movil-oscuro');
  },
  { context: { viewport: { width: 375, height: 800 } } },
);
