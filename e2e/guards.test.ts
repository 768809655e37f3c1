// Route guards and the role-dependent sidebar, checked against the tables of screens (host/src/screens.ts, each remote's screens.json).
import assert from 'node:assert/strict';
import { DEMO_CREDENTIALS, ROLE, type Role } from '../shared/src/contracts/index.ts';
import { useBrowser } from './helpers/browser.ts';
import { eventually, waitForPath } from './helpers/expect.ts';
import { loginViaUi } from './helpers/session.ts';
import type { Page } from 'playwright-core';
import { visibleMenuItems } from './helpers/screens.ts';

const { test } = useBrowser(import.meta.url);

async function sidebarLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.waitFor();
  const texts = await nav.getByRole('link').allInnerTexts();
  // The link text is the label plus an optional count badge.
  return texts.map((t) =>
    t
      .replace(/\s+/g, ' ')
      .replace(/\s*\d+$/, '')
      .trim(),
  );
}

test('sin sesión, una ruta protegida lleva a /login', async ({ page }) => {
  await page.goto('/informes');
  await waitForPath(page, '/login');
  await page.goto('/ruta-que-no-existe');
  await waitForPath(page, '/login');
});

test('un cliente no entra en /clientes, /administradores, /asignaciones ni /proveedores', async ({ page }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.cliente);
  for (const path of ['/clientes', '/administradores', '/asignaciones', '/proveedores']) {
    await page.goto(path);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: /Bienvenido, cliente/ }).waitFor();
  }
  // Routes open to every signed-in user stay where they are.
  await page.goto('/servicios');
  await page.waitForTimeout(500);
  assert.equal(new URL(page.url()).pathname, '/servicios');
});

test('un proveedor abre /proveedores pero no /clientes', async ({ page }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.proveedor);
  await page.goto('/proveedores');
  await page.waitForTimeout(500);
  assert.equal(new URL(page.url()).pathname, '/proveedores');
  await page.goto('/clientes');
  await waitForPath(page, '/');
});

const ROLES: Array<[keyof typeof DEMO_CREDENTIALS, Role]> = [
  ['admin', ROLE.ADMIN],
  ['proveedor', ROLE.PROVEEDOR],
  ['cliente', ROLE.CLIENTE],
];
for (const [who, tipo] of ROLES) {
  test(`el menú de ${who} muestra exactamente sus opciones de la tabla de pantallas, en orden`, async ({ page, screenshot }) => {
    await loginViaUi(page, DEMO_CREDENTIALS[who]);
    // "Pendientes de envío" is listed only while this device has reports waiting to be sent: none here.
    const expected = visibleMenuItems(tipo)
      .filter((item) => !item.onlyWhenCounted)
      .map((item) => item.label);
    await eventually(async () => assert.deepEqual(await sidebarLabels(page), expected));
    await page.getByRole('button', { name: 'Cerrar Sesión' }).waitFor();
    await screenshot(`menu-${who}`);
  });
}

test('con sesión, una ruta desconocida lleva a /', async ({ page }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  await page.goto('/esto/no/existe');
  await waitForPath(page, '/');
  await page.getByRole('heading', { name: /Bienvenido, admin/ }).waitFor();
});
