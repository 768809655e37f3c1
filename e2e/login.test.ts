// Login screen: prefilled sample credentials, success, failure, forgot-password mode, status panel, "Recordarme".
// Own product under npm test: its status panel must show /health's active campaigns, which other files' new reports
// change.
import assert from 'node:assert/strict';
import { DEMO_CREDENTIALS, OLVIDE_CONTRASENA_MENSAJE } from '../shared/src/contracts/index.ts';
import { bogotaIsoDate, formatLongDate } from '../shared/src/format/date.ts';
import { apiHealth } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { countRequests, eventually, toast, waitForPath } from './helpers/expect.ts';
import { visibleCopy } from './helpers/prerendered.ts';
import { integersIn, textAround } from './helpers/text.ts';
import { fillLogin, loginViaUi, sessionStorageKind } from './helpers/session.ts';
import { networkSettled } from './helpers/network.ts';

const { test } = useBrowser(import.meta.url);

test('el formulario viene relleno con las credenciales de ejemplo y entra al dashboard', async ({ page, screenshot }) => {
  await page.goto('/login');
  const usuario = page.getByLabel('Usuario o Correo Electrónico');
  const password = page.getByLabel('Contraseña', { exact: true });
  await eventually(async () => assert.equal(await usuario.inputValue(), DEMO_CREDENTIALS.admin.usuario));
  assert.equal(await password.inputValue(), DEMO_CREDENTIALS.admin.password);
  await screenshot('login');

  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await toast(page, '¡Bienvenido al sistema!').waitFor();
  await waitForPath(page, '/');
  await page.getByRole('heading', { name: /Bienvenido, admin/ }).waitFor();
  await screenshot('dashboard');
});

test('una contraseña incorrecta muestra "Login fallido" y "Credenciales incorrectas" y no entra', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, { usuario: DEMO_CREDENTIALS.cliente.usuario, password: 'no-es-la-clave' });
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await toast(page, 'Login fallido').waitFor();
  await toast(page, 'Credenciales incorrectas').waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  assert.equal(await sessionStorageKind(page), null);
});

test('"¿Olvidaste tu contraseña?" pide solo el correo y lo envía al servidor, que responde igual para toda cuenta; "Cancelar" vuelve', async ({
  page,
  screenshot,
}) => {
  await page.goto('/login');
  const forgot = page.getByRole('button', { name: '¿Olvidaste tu contraseña?' });
  const correo = page.getByLabel('Correo Electrónico', { exact: true });

  await forgot.click();
  await correo.waitFor();
  assert.equal(await page.getByLabel('Contraseña', { exact: true }).count(), 0, 'el modo recuperación tiene un solo campo');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
  assert.equal(await correo.count(), 0);

  await forgot.click();
  const calls = countRequests(page, /^\/api\/(?!v1\/health$)/);
  // Required field: an empty submit shows no confirmation and asks nothing.
  await page.getByRole('button', { name: 'Enviar Enlace' }).click();
  await page.waitForTimeout(300);
  assert.equal(await toast(page, OLVIDE_CONTRASENA_MENSAJE).count(), 0);
  assert.deepEqual(calls.urls, []);

  // The request goes to the server (docs/decisions/mensajes.md), which answers the same for any account.
  await correo.fill('admin@example.com');
  await page.getByRole('button', { name: 'Enviar Enlace' }).click();
  await toast(page, OLVIDE_CONTRASENA_MENSAJE).waitFor();
  await screenshot('forgot-password');
  assert.deepEqual(
    calls.urls.map((u) => new URL(u).pathname),
    ['/api/v1/auth/olvide-contrasena'],
  );
});

test('el panel de estado muestra "En línea", las campañas activas de /health y la fecha de hoy', async ({ page }) => {
  const health = await apiHealth();
  await page.goto('/login');
  await page.getByText('En línea', { exact: true }).waitFor();
  const label = page.getByText('Campañas activas');
  await label.waitFor();
  // The count sits next to its label: read the smallest block that holds both.
  await eventually(async () => {
    const text = await textAround(label);
    assert.deepEqual(integersIn(text), [health.campanasActivas], `texto del panel: ${text}`);
  });
  // Today is the Bogotá day, also between 19:00 and 24:00 when UTC is already on the next one.
  const before = [bogotaIsoDate(), formatLongDate()];
  const time = page.locator('time');
  const shown = [await time.getAttribute('datetime'), await time.innerText()];
  const after = [bogotaIsoDate(), formatLongDate()];
  assert.ok(
    [JSON.stringify(before), JSON.stringify(after)].includes(JSON.stringify(shown)),
    `fecha del panel: ${shown.join(' / ')}, esperada ${before.join(' / ')}`,
  );
});

test('sin "Recordarme" la sesión vive en sessionStorage y una pestaña nueva pide login', async ({ page, context }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin, { remember: false });
  assert.equal(await sessionStorageKind(page), 'session');
  const other = await context.newPage();
  await other.goto('/informes');
  await waitForPath(other, '/login');
});

test('con "Recordarme" la sesión vive en localStorage y sobrevive a una pestaña nueva', async ({ page, context }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin, { remember: true });
  assert.equal(await sessionStorageKind(page), 'local');
  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('heading', { name: /Bienvenido, admin/ }).waitFor();
  assert.equal(new URL(other.url()).pathname, '/');
});

/** The visible <time> of the page: its date, its box and which copy it is. */
const visibleDate = (page: import('playwright-core').Page) => visibleCopy(page, 'time');

for (const scheme of ['light', 'dark'] as const) {
  test(`/login se pinta desde el HTML en tema ${scheme === 'dark' ? 'oscuro' : 'claro'}: la fecha de hoy sin esperar al JavaScript, y la app la reemplaza en el mismo sitio`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    // Without the app's scripts (only the inline theme script runs): what the HTML alone paints.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    const before = [bogotaIsoDate(), formatLongDate()];
    await page.goto('/login');
    const html = await visibleDate(page);
    const after = [bogotaIsoDate(), formatLongDate()];
    assert.equal(html.copy, scheme, 'the copy of the current theme is the one shown');
    assert.equal(html.dark, scheme === 'dark');
    assert.ok(
      [JSON.stringify(before), JSON.stringify(after)].includes(JSON.stringify([html.datetime, html.text])),
      `fecha: ${html.datetime} / ${html.text}`,
    );
    await page.getByRole('heading', { name: 'Accede a tu cuenta' }).waitFor({ state: 'hidden' }); // inert: not offered to assistive tech yet
    // With the app: it takes over, one form remains, the date has not moved.
    await page.unroute(/\.js(\?.*)?$/);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Accede a tu cuenta' }).waitFor();
    await eventually(async () => assert.equal((await visibleDate(page)).copy, 'react'));
    const app = await visibleDate(page);
    assert.equal(await page.locator('form').count(), 1);
    assert.equal(app.dark, scheme === 'dark');
    assert.deepEqual(app.box, html.box, 'the date is painted where the HTML painted it');
    assert.equal(app.text, html.text);
  });
}

/**
 * Loaded on purpose after the page started: the service worker's registration, after the page's `load`
 * (docs/decisions/offline-app.md); the dashboard's compliance section of the session's role, once the summary has come
 * (docs/decisions/prerendered-login.md) — the HTML does not know the role, and a provider loads neither.
 */
const AFTER_LOAD = /^\/(pwa|dashboard-controles|dashboard-campanas)\.[0-9a-f]{8}\.js$/;

test('/login anuncia en el HTML (preload) cada script que carga: ninguno se descubre tarde', async ({ page }) => {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && !AFTER_LOAD.test(pathname)) loaded.add(pathname);
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
  await networkSettled(page);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => new URL(l.href).pathname),
  );
  // The entry is preloaded too: it is started after the prerendered page's first paint (preload-plugin.cjs).
  assert.ok(preloaded.includes('/main.js'));
  // A preload is itself a script request, so equality means: nothing loaded that the HTML did not announce.
  assert.deepEqual([...loaded].sort(), [...new Set(preloaded)].sort());
});

for (const [screen, heading] of [
  ['/', /^Bienvenido/],
  ['/servicios', 'Gestor de Servicios'],
] as const) {
  test(`${screen} con sesión anuncia en el HTML cada script del host que carga, y no los de /login`, async ({ page }) => {
    await loginViaUi(page, DEMO_CREDENTIALS.admin);
    const loaded = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The remote's own files come from its release (mf-manifest.json), not from the host's HTML.
      if (request.resourceType() === 'script' && !url.pathname.startsWith('/remotes/') && !AFTER_LOAD.test(url.pathname)) loaded.add(url.pathname);
    });
    await page.goto(screen);
    await page.getByRole('main').getByRole('heading', { level: 1, name: heading }).waitFor();
    await networkSettled(page);
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => new URL(l.href).pathname),
    );
    const missing = [...loaded].filter((p) => !preloaded.includes(p));
    assert.deepEqual(missing, [], 'scripts found only after the page started');
    assert.ok(!preloaded.some((p) => p.startsWith('/login.')), 'the login page is not announced here');
  });
}
