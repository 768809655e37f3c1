// Signing in: through the login screen, as a person does, or straight to a screen with a session from the API.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { SESSION_STORAGE_KEY as SESSION_KEY, type Session } from '../../shared/src/session/session-storage.ts';
import { apiLogin, type Credentials } from './api.ts';
import { waitForPath } from './expect.ts';

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

/**
 * Open `at` already signed in, for a test whose subject is another screen: the session comes from POST /auth/login
 * and is stored where the form stores it (sessionStorage; localStorage with `remember`). The form's page and the
 * dashboard it lands on are not loaded: ~0.7 s of the machine's CPU less per sign-in (docs/decisions/test-time.md).
 * The form itself is what `loginViaUi` goes through, in the files that test signing in and where it lands.
 */
export async function signIn(page: Page, creds: Credentials, { remember = false, at = '/' } = {}): Promise<void> {
  const { token, usuario, expiresAt } = await apiLogin(creds);
  const session: Session = { token, user: usuario, expiresAt };
  // Storage belongs to the origin: a small document of the product's own first (the runtime config), then the screen.
  await page.goto('/config.json');
  await page.evaluate(([key, value, local]) => (local ? localStorage : sessionStorage).setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(session),
    remember,
  ] as const);
  await page.goto(at);
  await page.waitForFunction(() => !document.querySelector('[data-prerender]'));
}

/**
 * Sign in as `creds` and open `path`: without a `query`, through the form and the sidebar's `link` (what a person
 * does); with one (even ''), straight at `path` + `query` (`signIn`). Resolves once the address is there.
 */
export async function openScreen(
  page: Page,
  creds: Credentials,
  { path, link, query }: { path: string; link: string | RegExp; query?: string },
): Promise<void> {
  if (query !== undefined) return signIn(page, creds, { at: `${path}${query}` });
  await loginViaUi(page, creds);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: link, exact: typeof link === 'string' })
    .click();
  await waitForPath(page, path);
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
