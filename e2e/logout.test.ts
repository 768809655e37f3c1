// Logout: toast, back to /login, storage cleared and the old token rejected by the API.
import assert from 'node:assert/strict';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { apiFetch } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { toast, waitForPath } from './helpers/expect.ts';
import { loginViaUi, sessionStorageKind, sessionToken } from './helpers/session.ts';

const { test } = useBrowser(import.meta.url);

test('"Cerrar Sesión" avisa, vuelve a /login y el token anterior deja de valer', async ({ page }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin, { remember: true });
  const token = await sessionToken(page);
  assert.equal((await apiFetch('/usuarios/me', { token })).status, 200);

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await toast(page, 'Sesión cerrada').waitFor();
  await waitForPath(page, '/login');
  assert.equal(await sessionStorageKind(page), null);

  const me = await apiFetch('/usuarios/me', { token });
  assert.equal(me.status, 401);

  // Back/forward or a bookmark does not bring the session back.
  await page.goto('/');
  await waitForPath(page, '/login');
});
