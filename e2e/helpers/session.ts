// Signing in through the login screen, as a person does.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Credentials } from './api.ts';

const SESSION_KEY = 'informes-session';

/**
 * Type `creds` into the live login form. The page's HTML brings an inert prerendered copy of the form
 * (docs/decisions/prerendered-login.md); wait until the app has replaced it, then type. Focusing a field marks the
 * form as touched, so the demo prefill of /config.json never lands over what we type (login-form.tsx); the values
 * are checked after typing all the same.
 */
export async function fillLogin(page: Page, creds: Credentials): Promise<void> {
  const usuario = page.getByLabel('Usuario o Correo Electrónico');
  const password = page.getByLabel('Contraseña', { exact: true });
  await page.waitForFunction(() => !document.querySelector('[data-prerender]'));
  await usuario.waitFor();
  await usuario.fill(creds.usuario);
  await password.fill(creds.password);
  assert.equal(await usuario.inputValue(), creds.usuario);
  assert.equal(await password.inputValue(), creds.password);
}

/** Open /login, sign in with `creds` (ticking "Recordarme" when `remember`), and wait for the dashboard. */
export async function loginViaUi(page: Page, creds: Credentials, { remember = false } = {}): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, creds);
  const box = page.getByLabel('Recordarme');
  if ((await box.isChecked()) !== remember) await box.setChecked(remember);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.getByRole('heading', { name: new RegExp(`Bienvenido, ${creds.usuario}`) }).waitFor();
}

/** Where the session lives: 'local', 'session' or null. */
export async function sessionStorageKind(page: Page): Promise<'local' | 'session' | null> {
  return page.evaluate((key) => {
    if (localStorage.getItem(key)) return 'local' as const;
    if (sessionStorage.getItem(key)) return 'session' as const;
    return null;
  }, SESSION_KEY);
}

/** The token of the signed-in page, from whichever storage holds the session. */
export async function sessionToken(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key), SESSION_KEY);
  assert.ok(raw, `no hay ${SESSION_KEY} en el almacenamiento`);
  const token = (JSON.parse(raw) as { token?: string }).token;
  assert.ok(token, 'la sesión no tiene token');
  return token;
}
