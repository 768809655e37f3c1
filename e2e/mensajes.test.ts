// Mensajes (issue 26; docs/decisions/mensajes.md): a client and a provider, each in their own browser, talk about a
// photo of a report; the unread counts move live in the sidebar and on the dashboard (the server's event stream, no
// reload); /mensajes by keyboard; axe-core light and dark, desktop and 375 px.
// Own product under npm test: its unread counts move with the notices and messages other files cause for the same
// users.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { apiFetch } from './helpers/api.ts';
import { axeViolations } from './helpers/axe.ts';
import { useBrowser } from './helpers/browser.ts';
import { main } from './helpers/catalog.ts';
import { eventually, waitForPath } from './helpers/expect.ts';
import { openInforme, useInformesApi } from './helpers/informes.ts';
import { loginViaUi, signIn } from './helpers/session.ts';
import { integersIn, textAround } from './helpers/text.ts';

const { test, newContext } = useBrowser(import.meta.url);
const api = useInformesApi();
const RUN = Date.now().toString(36);
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'images');

/** A report of the demo provider for the demo client (both users see it), with one photo. */
async function informeConFoto(campana: string): Promise<number> {
  const cliente = api.opciones('cliente').clientes[0];
  const par = api.opciones('proveedor').asignaciones.find((a) => a.cliente_id === cliente.id);
  assert.ok(par, 'the demo provider works for the demo client');
  const informe = await api.crear({ campana, cliente_id: par.cliente_id, proveedor_id: par.proveedor_id });
  const form = new FormData();
  form.append('archivo', new Blob([readFileSync(path.join(FIXTURES, 'gps-medellin.jpg'))], { type: 'image/jpeg' }), 'valla.jpg');
  const res = await apiFetch(`/upload/${informe.id}`, { method: 'POST', token: api.token('admin'), body: form });
  assert.equal(res.status, 201, await res.clone().text());
  return informe.id;
}

/** The number on the sidebar's "Mensajes" item (none shown counts as 0). */
async function sidebarCount(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^Mensajes/ });
  return integersIn(await link.innerText())[0] ?? 0;
}

async function cardValue(page: Page): Promise<number> {
  const text = await textAround(main(page).getByText('Mensajes', { exact: true }).first());
  return integersIn(text)[0];
}

async function sinViolaciones(page: Page, what: string) {
  for (let i = 0; i < 2; i++) {
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    assert.deepEqual(await axeViolations(page), [], `${what}, ${dark ? 'oscuro' : 'claro'}`);
    await page.getByRole('button', { name: 'Cambiar tema' }).dispatchEvent('click');
  }
}

test('un cliente y un proveedor hablan de una foto; los contadores se mueven en vivo, sin recargar', async ({ page, screenshot }) => {
  const id = await informeConFoto(`Mensajes ${RUN}`);

  // The provider waits on its dashboard, in its own browser.
  const context = await newContext();
  try {
    const proveedor = await context.newPage();
    await loginViaUi(proveedor, DEMO_CREDENTIALS.proveedor);
    await main(proveedor).getByText('Actividad Reciente', { exact: true }).waitFor();
    const antes = await eventually(async () => {
      const n = await sidebarCount(proveedor);
      assert.equal(await cardValue(proveedor), n);
      return n;
    });

    // The client writes about the photo on the report's page.
    await openInforme(page, id, 'cliente');
    const conversacion = main(page).getByRole('region', { name: 'Conversación' });
    await conversacion.getByText('Nadie ha escrito sobre este informe todavía.').waitFor();
    await conversacion.getByLabel('Escribe un mensaje').fill('¿Por qué la foto 1 no muestra la valla completa? https://example.com/contrato');
    await conversacion.getByLabel('Sobre la foto').selectOption({ label: 'Foto 1' });
    await conversacion.getByRole('button', { name: 'Enviar' }).click();
    const log = conversacion.getByRole('log', { name: `Mensajes del informe #${id}` });
    await log.getByText(/no muestra la valla completa/).waitFor();
    await log.getByRole('link', { name: 'https://example.com/contrato' }).waitFor();

    // Live: the provider's sidebar and card count it, with no reload.
    await eventually(
      async () => {
        assert.equal(await sidebarCount(proveedor), antes + 1);
        assert.equal(await cardValue(proveedor), antes + 1);
      },
      { timeout: 15_000 },
    );

    // The provider opens it from /mensajes, sees which photo, and answers.
    await proveedor
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: /^Mensajes/ })
      .click();
    await waitForPath(proveedor, '/mensajes');
    const item = main(proveedor)
      .getByRole('list', { name: 'Conversaciones' })
      .getByRole('link', { name: new RegExp(`Informe #${id}`) });
    await item.getByText('1 sin leer').waitFor();
    await item.click();
    const hilo = main(proveedor).getByRole('log', { name: /^Mensajes: / });
    await hilo.getByText(/no muestra la valla completa/).waitFor();
    await hilo.getByRole('button', { name: 'Sobre Foto 1' }).waitFor();
    await eventually(async () => assert.equal(await sidebarCount(proveedor), antes), { timeout: 15_000 });
    await main(proveedor).getByLabel('Escribe un mensaje').fill('Era otro ángulo: subo una nueva esta tarde.');
    await main(proveedor).getByRole('button', { name: 'Enviar' }).click();
    await hilo.getByText('Era otro ángulo: subo una nueva esta tarde.').waitFor();
    await sinViolaciones(proveedor, '/mensajes');
    await screenshot('mensajes-proveedor');

    // The client's open page receives the answer live.
    await log.getByText('Era otro ángulo: subo una nueva esta tarde.').waitFor({ timeout: 15_000 });
    // And the photo's viewer shows the message that points at it.
    await main(page)
      .getByRole('button', { name: /valla\.jpg/ })
      .first()
      .click();
    const viewer = page.getByRole('dialog');
    await viewer
      .getByRole('log', { name: 'Mensajes sobre valla.jpg' })
      .getByText(/no muestra la valla completa/)
      .waitFor();
  } finally {
    await context.close();
  }
});

test('/mensajes con el teclado: nueva conversación directa, escribir y enviar con Ctrl+Enter; 375 px', async ({ page, screenshot }) => {
  await signIn(page, DEMO_CREDENTIALS.admin, { at: '/mensajes' });
  await main(page).getByRole('heading', { name: 'Mensajes', level: 1 }).waitFor();
  const nueva = main(page).getByRole('button', { name: 'Nueva conversación' });
  await nueva.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nueva conversación' });
  const con = dialog.getByLabel('Con');
  // The first contact, chosen with the keyboard (typing the start of its name on the focused select).
  await con.locator('option').nth(1).waitFor({ state: 'attached' });
  const elegido = (await con.locator('option').nth(1).textContent()) ?? '';
  await con.focus();
  await page.keyboard.type(elegido.slice(0, 4));
  await eventually(async () => assert.notEqual(await con.inputValue(), '', `a contact is chosen: ${elegido}`));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await eventually(() => assert.match(new URL(page.url()).search, /^\?c=\d+$/));
  const texto = `Hola desde el teclado ${RUN}`;
  const caja = main(page).getByLabel('Escribe un mensaje');
  await caja.focus();
  await page.keyboard.type(texto);
  await page.keyboard.press('Control+Enter');
  await main(page).getByRole('log').getByText(texto).waitFor();
  await eventually(async () => assert.equal(await caja.inputValue(), ''));

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await main(page).getByRole('log').getByText(texto).waitFor();
  await sinViolaciones(page, '/mensajes 375 px');
  await screenshot('mensajes-375');
});
