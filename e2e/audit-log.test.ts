// Audit log (/registro-eventos, remote-admin): newest first, filters, debounced search, page size, "Limpiar",
// state kept in the URL, a provider's own events only, and the CSV export of the current filters.
// Own product under npm test: its totals count the audit rows every other file's sign-ins and changes add.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { before } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS, type AuditEvent, type Paged } from '../shared/src/contracts/index.ts';
import { apiFetch, apiLogin } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { countRequests, eventually, waitForPath } from './helpers/expect.ts';
import { loginViaUi } from './helpers/session.ts';

const { test } = useBrowser(import.meta.url);
let adminToken = '';

before(async () => {
  // Enough events for more than one page of 10, and at least one by another user.
  await apiLogin(DEMO_CREDENTIALS.proveedor);
  for (let i = 0; i < 11; i++) adminToken = (await apiLogin(DEMO_CREDENTIALS.admin)).token;
});

async function auditTotal(query: string): Promise<number> {
  const res = await apiFetch(`/auditoria?${query}`, { token: adminToken });
  assert.equal(res.status, 200);
  return ((await res.json()) as Paged<AuditEvent>).meta.total;
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const column = async (page: Page, index: number) =>
  (
    await rows(page)
      .locator(`td:nth-child(${index + 1})`)
      .allTextContents()
  ).map((t) => t.trim());
const summary = (page: Page) => page.getByText(/^Mostrando \d+ a \d+ de \d+ resultados$/);

async function openAuditLog(page: Page) {
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Registro de Eventos' }).click();
  await waitForPath(page, '/registro-eventos');
  await page.getByRole('heading', { name: 'Registro de Eventos' }).waitFor();
  // Skeleton rows come first: wait for real ones.
  await eventually(async () => assert.notEqual((await column(page, 0))[0] ?? '', ''));
}

test('muestra el LOGIN de este usuario arriba, con las columnas del contrato y 10 filas', async ({ page, screenshot }) => {
  await openAuditLog(page);
  // textContent: the header style upper-cases what innerText reports.
  const headers = (await page.getByRole('table').getByRole('columnheader').allTextContents()).map((t) => t.trim());
  assert.deepEqual(headers, ['Usuario', 'Acción', 'Tabla', 'Fecha/Hora', 'Detalles']);
  assert.equal((await column(page, 0))[0], 'admin');
  assert.equal((await column(page, 1))[0], 'LOGIN');
  assert.equal(await rows(page).count(), 10);
  const total = await auditTotal('');
  assert.equal(await summary(page).innerText(), `Mostrando 1 a 10 de ${total} resultados`);
  await screenshot('audit-log');
});

test('filtrar por Acción y por Usuario reduce la lista a esos eventos', async ({ page }) => {
  await openAuditLog(page);
  await page.getByLabel('Acción', { exact: true }).selectOption('LOGIN');
  await eventually(async () => {
    const acciones = await column(page, 1);
    assert.ok(acciones.length > 0 && acciones.every((a) => a === 'LOGIN'), acciones.join(','));
    assert.match(await summary(page).innerText(), new RegExp(`de ${await auditTotal('accion=LOGIN')} resultados$`));
  });

  await page.getByLabel('Usuario', { exact: true }).selectOption('proveedor');
  await eventually(async () => {
    const usuarios = await column(page, 0);
    assert.ok(usuarios.length > 0 && usuarios.every((u) => u === 'proveedor'), usuarios.join(','));
    assert.match(await summary(page).innerText(), new RegExp(`de ${await auditTotal('accion=LOGIN&usuario=proveedor')} resultados$`));
  });
});

test('la búsqueda espera a que se deje de escribir (una sola petición) y filtra', async ({ page }) => {
  await openAuditLog(page);
  const searches = countRequests(page, /\/api\/v1\/auditoria$/);
  await page.getByLabel('Buscar', { exact: true }).pressSequentially('proveedor', { delay: 40 });
  await eventually(async () => {
    const usuarios = await column(page, 0);
    const detalles = await column(page, 4);
    assert.ok(usuarios.length > 0);
    assert.ok(
      usuarios.every((u, i) => `${u} ${detalles[i]}`.toLowerCase().includes('proveedor')),
      usuarios.join(','),
    );
  });
  const withSearch = searches.urls.filter((u) => new URL(u).searchParams.has('search'));
  assert.deepEqual(
    withSearch.map((u) => new URL(u).searchParams.get('search')),
    ['proveedor'],
    'una petición, con el texto completo',
  );
});

test('"Por página" 20 muestra 20 filas; el estado sobrevive a recargar; "Limpiar" lo borra todo', async ({ page }) => {
  await openAuditLog(page);
  const total = await auditTotal('');
  assert.ok(total > 20, `hacen falta más de 20 eventos (hay ${total})`);
  await page.getByLabel('Por página', { exact: true }).selectOption('20');
  await eventually(async () => assert.equal(await rows(page).count(), 20));
  await page.getByLabel('Acción', { exact: true }).selectOption('LOGIN');
  await page.getByLabel('Buscar', { exact: true }).fill('admin');
  await eventually(async () => assert.ok(new URL(page.url()).search.includes('admin')));

  await page.reload();
  await page.getByRole('heading', { name: 'Registro de Eventos' }).waitFor();
  await eventually(async () => {
    assert.equal(await page.getByLabel('Por página', { exact: true }).inputValue(), '20');
    assert.equal(await page.getByLabel('Acción', { exact: true }).inputValue(), 'LOGIN');
    assert.equal(await page.getByLabel('Buscar', { exact: true }).inputValue(), 'admin');
  });

  await page.getByRole('button', { name: 'Limpiar' }).click();
  await eventually(async () => {
    assert.equal(await page.getByLabel('Acción', { exact: true }).inputValue(), '');
    assert.equal(await page.getByLabel('Usuario', { exact: true }).inputValue(), '');
    assert.equal(await page.getByLabel('Buscar', { exact: true }).inputValue(), '');
    assert.match(await summary(page).innerText(), new RegExp(`de ${total} resultados$`));
  });
});

test('"Siguiente" pasa a la página 2', async ({ page }) => {
  await openAuditLog(page);
  const firstPage = await column(page, 3);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await eventually(async () => assert.match(await summary(page).innerText(), /^Mostrando 11 a 20 de \d+ resultados$/));
  assert.notDeepEqual(await column(page, 3), firstPage);
});

test('un proveedor abre /registro-eventos y ve solo sus propios eventos, sin el filtro Usuario', async ({ page, screenshot }) => {
  const { token, usuario } = await apiLogin(DEMO_CREDENTIALS.proveedor);
  const own = (await (await apiFetch('/auditoria?limit=10', { token })).json()) as Paged<AuditEvent>;
  assert.ok(own.meta.total > 0);

  await loginViaUi(page, DEMO_CREDENTIALS.proveedor);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Registro de Eventos' }).click();
  await waitForPath(page, '/registro-eventos');
  await page.getByText('Historial de tus acciones en el sistema').waitFor();
  await eventually(async () => {
    const usuarios = await column(page, 0);
    assert.ok(usuarios.length > 0 && usuarios.every((u) => u === usuario.usuario), usuarios.join(','));
    // Its own login just now is counted too.
    assert.match(await summary(page).innerText(), new RegExp(`de ${own.meta.total + 1} resultados$`));
  });
  assert.equal(await page.getByLabel('Usuario', { exact: true }).count(), 0);
  // The administrator's events exist, but a search for them finds nothing here.
  await page.getByLabel('Buscar', { exact: true }).fill('admin');
  await page.getByText('No se encontraron eventos con los filtros aplicados').waitFor();
  await screenshot('audit-log-proveedor');
});

test('"Exportar CSV" descarga todos los eventos de los filtros actuales', async ({ page }) => {
  const { token } = await apiLogin(DEMO_CREDENTIALS.cliente);
  assert.equal((await apiFetch('/auth/logout', { method: 'POST', token })).status, 200);
  await openAuditLog(page);
  await page.getByLabel('Acción', { exact: true }).selectOption('LOGOUT');
  await eventually(async () => assert.equal(new URL(page.url()).searchParams.get('accion'), 'LOGOUT'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  assert.match(download.suggestedFilename(), /^registro-eventos-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.startsWith('\uFEFF'), 'BOM');
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  assert.equal(lines[0], 'ID;Fecha;Hora;Usuario;Acción;Tabla;Registro;Detalles');
  const total = await auditTotal('accion=LOGOUT');
  assert.ok(total > 0);
  assert.equal(lines.length - 1, total);
  assert.ok(lines.slice(1).every((l) => l.split(';')[4] === 'LOGOUT'));
});
