// Change password: every client-side message of docs/product-spec.md §5, the server's "wrong current password", success
// with redirect after ~1.5 s, and the new password working. Uses `proveedor` and restores its password.
// Own product under npm test: it changes `proveedor`'s password, which ends that user's sessions in every other file.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { apiChangePassword, apiFetch, apiLogin } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { toast, waitForPath } from './helpers/expect.ts';
import { loginViaUi } from './helpers/session.ts';

const USER = DEMO_CREDENTIALS.proveedor;
const NEW_PASSWORD = 'nueva-clave-e2e';

// Registered before useBrowser's own `after`, which may stop the server.
after(async () => {
  // Leave `proveedor` as the seed made it, whatever happened above.
  const res = await apiFetch('/auth/login', { method: 'POST', body: JSON.stringify({ usuario: USER.usuario, password: NEW_PASSWORD }) });
  if (res.ok) {
    const { token } = (await res.json()) as { token: string };
    await apiChangePassword(token, NEW_PASSWORD, USER.password);
  }
});

const { test } = useBrowser(import.meta.url);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Cambiar Contraseña' });

async function openForm(page: Page) {
  await loginViaUi(page, USER);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Cambiar mi Contraseña' }).click();
  await waitForPath(page, '/change-password');
  await page.getByRole('heading', { name: 'Cambiar Contraseña' }).waitFor();
}

async function visible(page: Page, text: string): Promise<boolean> {
  return page.getByText(text, { exact: true }).isVisible();
}

test('los mensajes de validación aparecen y se borran al editar el campo', async ({ page, screenshot }) => {
  await openForm(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/change-password')) calls.push(r.url());
  });

  await submit(page).click();
  await page.getByText('La contraseña actual es requerida', { exact: true }).waitFor();
  assert.ok(await visible(page, 'La nueva contraseña es requerida'));
  assert.ok(await visible(page, 'Debes confirmar la nueva contraseña'));
  await screenshot('change-password-errors');

  await field(page, 'Contraseña actual').fill(USER.password);
  await page.getByText('La contraseña actual es requerida', { exact: true }).waitFor({ state: 'hidden' });
  assert.ok(await visible(page, 'La nueva contraseña es requerida'), 'solo se borra el error del campo editado');

  await field(page, 'Nueva contraseña').fill('abc');
  await field(page, 'Confirmar nueva contraseña').fill('abc');
  await submit(page).click();
  await page.getByText('La nueva contraseña debe tener al menos 6 caracteres', { exact: true }).waitFor();

  await field(page, 'Nueva contraseña').fill('abcdef');
  await field(page, 'Confirmar nueva contraseña').fill('abcdeg');
  await submit(page).click();
  await page.getByText('Las contraseñas no coinciden', { exact: true }).waitFor();

  await field(page, 'Nueva contraseña').fill(USER.password);
  await field(page, 'Confirmar nueva contraseña').fill(USER.password);
  await submit(page).click();
  await page.getByText('La nueva contraseña debe ser diferente a la actual', { exact: true }).waitFor();

  assert.deepEqual(calls, [], 'los errores de validación no llaman a la API');
});

test('una contraseña actual incorrecta muestra "La contraseña actual es incorrecta"', async ({ page }) => {
  await openForm(page);
  await field(page, 'Contraseña actual').fill('no-es-la-actual');
  await field(page, 'Nueva contraseña').fill(NEW_PASSWORD);
  await field(page, 'Confirmar nueva contraseña').fill(NEW_PASSWORD);
  await submit(page).click();
  await page.getByText('La contraseña actual es incorrecta', { exact: true }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/change-password');
});

test('"Avisos por correo", junto a la contraseña: sin SMTP_URL dice que los avisos llegan solo a Mensajes', async ({ page }) => {
  await openForm(page);
  const avisos = page.getByRole('region', { name: 'Avisos por correo' });
  await avisos.getByText('Este servidor no envía correos: los avisos llegan solo a Mensajes.').waitFor();
  assert.equal(await avisos.getByRole('checkbox').count(), 0);
});

test('"Cancelar" vuelve a la página anterior', async ({ page }) => {
  await openForm(page);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await waitForPath(page, '/');
});

test('el cambio correcto avisa, vuelve a / tras ~1,5 s y la nueva contraseña sirve para entrar', async ({ page }) => {
  await openForm(page);
  await field(page, 'Contraseña actual').fill(USER.password);
  await field(page, 'Nueva contraseña').fill(NEW_PASSWORD);
  await field(page, 'Confirmar nueva contraseña').fill(NEW_PASSWORD);
  const clicked = Date.now();
  await submit(page).click();
  await toast(page, 'Contraseña cambiada exitosamente').waitFor();
  assert.equal(new URL(page.url()).pathname, '/change-password', 'todavía no redirige al mostrar el aviso');
  await waitForPath(page, '/');
  const waited = Date.now() - clicked;
  assert.ok(waited >= 1_300 && waited < 6_000, `redirigió a los ${waited} ms`);

  const old = await apiFetch('/auth/login', { method: 'POST', body: JSON.stringify(USER) });
  assert.equal(old.status, 401, 'la contraseña anterior ya no sirve');
  const fresh = await apiLogin({ usuario: USER.usuario, password: NEW_PASSWORD });
  assert.equal(fresh.usuario.usuario, USER.usuario);

  // And through the login screen, in a clean tab.
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem('informes-session');
  });
  await loginViaUi(page, { usuario: USER.usuario, password: NEW_PASSWORD });
});
