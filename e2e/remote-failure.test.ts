// A remote that cannot be loaded: an error panel with "Reintentar" inside the layout; the rest keeps working.
// Uses a second product instance whose /config.json points remote-admin at an unreachable URL.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { useBrowser } from './helpers/browser.ts';
import { waitForPath } from './helpers/expect.ts';
import { fillLogin } from './helpers/session.ts';
import { startExtraServer } from './helpers/server.ts';

let broken: Awaited<ReturnType<typeof startExtraServer>> | undefined;
before(async () => {
  broken = await startExtraServer({ REMOTE_ADMIN_URL: 'http://127.0.0.1:1/broken/mf-manifest.json' });
});
after(async () => {
  await broken?.stop();
});

const { test } = useBrowser(import.meta.url);

test(
  '/registro-eventos muestra "No se pudo cargar el módulo" y "Reintentar"; menú, dashboard y otros remotos siguen',
  async ({ page, screenshot }) => {
    assert.ok(broken);
    const config = (await (await fetch(`${broken.url}/config.json`)).json()) as { remotes: Record<string, string> };
    assert.equal(config.remotes['remote-admin'], 'http://127.0.0.1:1/broken/mf-manifest.json');

    await page.goto(`${broken.url}/login`);
    await fillLogin(page, DEMO_CREDENTIALS.admin);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: /Bienvenido, admin/ }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('link', { name: 'Registro de Eventos' }).click();
    await waitForPath(page, '/registro-eventos');
    const panel = page.getByRole('alert').filter({ hasText: 'No se pudo cargar el módulo' });
    await panel.waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Reintentar' }).waitFor();
    assert.ok(await nav.isVisible(), 'el menú sigue en pantalla');
    await screenshot('remote-failure');

    // Retrying a still-broken remote shows the panel again rather than a blank page.
    await panel.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('alert').filter({ hasText: 'No se pudo cargar el módulo' }).waitFor({ timeout: 20_000 });

    // Another remote still loads, and the host's own dashboard still works.
    await nav.getByRole('link', { name: 'Servicios' }).click();
    await waitForPath(page, '/servicios');
    await page
      .getByRole('heading', { name: /Servicios/ })
      .first()
      .waitFor({ timeout: 20_000 });
    assert.equal(await page.getByText('No se pudo cargar el módulo').count(), 0);

    await page.goto(`${broken.url}/`);
    await page.getByRole('heading', { name: /Bienvenido, admin/ }).waitFor();
  },
  { timeout: 180_000 },
);
