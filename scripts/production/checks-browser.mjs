// The production check's browser checks: Debian's Chromium through nginx over HTTPS, trusting the test authority
// as a user's browser trusts a real one (no certificate check switched off). Each is { name, run(ctx) }.
/* global document, window, location -- the page's, in page.evaluate and waitForFunction */
import assert from 'node:assert/strict';
import { httpsClient } from './client.mjs';
import { nuevoInforme } from './informes.mjs';

/** Signs in through the login screen (as e2e/helpers/session.ts does) and waits for the dashboard. */
async function signIn(page, { usuario, password }) {
  await page.goto('/login');
  await page.waitForFunction(() => !document.querySelector('[data-prerender]'));
  await page.getByLabel('Usuario o Correo Electrónico').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.getByRole('heading', { name: new RegExp(`Bienvenido, ${usuario}`) }).waitFor();
}

export const BROWSER_CHECKS = [
  {
    name: 'Chromium por HTTPS: inicia sesión; el service worker se instala, se activa y controla la página',
    async run(ctx) {
      const context = await ctx.browser.newContext({ baseURL: ctx.baseUrl });
      try {
        const page = await context.newPage();
        await signIn(page, ctx.admin);
        assert.equal(await page.evaluate(() => window.isSecureContext && location.protocol), 'https:');
        // Registered a few seconds after load, when the page is idle (host/src/index.ts).
        const sw = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const worker = registration.active;
          if (worker.state !== 'activated')
            await new Promise((r) => worker.addEventListener('statechange', () => worker.state === 'activated' && r()));
          return { state: worker.state, script: worker.scriptURL, scope: registration.scope };
        });
        assert.equal(sw.state, 'activated');
        assert.equal(sw.script, `${ctx.baseUrl}/sw.js`);
        assert.equal(sw.scope, `${ctx.baseUrl}/`);
        await page.reload();
        await page.getByRole('heading', { name: new RegExp(`Bienvenido, ${ctx.admin.usuario}`) }).waitFor();
        assert.equal(
          await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL),
          `${ctx.baseUrl}/sw.js`,
          'the reloaded page is controlled',
        );
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'Chromium: un mensaje escrito en un navegador (HTTP/2) aparece en el de otra persona (HTTP/1.1) en menos de 1 s',
    async run(ctx) {
      const api = httpsClient(ctx.ca, ctx.baseUrl);
      const informe = await nuevoInforme(
        api,
        await api.login(ctx.admin.usuario, ctx.admin.password, '127.0.4.7'),
        `Navegadores ${Date.now().toString(36)}`,
      );
      // The reader's browser speaks HTTP/1.1, the author's HTTP/2.
      const contexts = [await ctx.browser.newContext({ baseURL: ctx.baseUrl }), await ctx.browserHttp1.newContext({ baseURL: ctx.baseUrl })];
      try {
        const [autor, lector] = await Promise.all(contexts.map((c) => c.newPage()));
        const conversacion = (page) => page.getByRole('main').getByRole('region', { name: 'Conversación' });
        for (const [page, who] of [
          [autor, ctx.admin],
          [lector, ctx.segundo],
        ]) {
          await signIn(page, who);
          // The page opens its live stream once loaded and idle (host/src/features/mensajes/live-events.ts).
          const streaming = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/eventos' && r.status() === 200, { timeout: 15_000 });
          await page.goto(`/informes/${informe}`);
          await conversacion(page).getByLabel('Escribe un mensaje').waitFor();
          await streaming;
          const protocol = await page.evaluate(() => performance.getEntriesByType('navigation')[0].nextHopProtocol);
          assert.equal(protocol, page === lector ? 'http/1.1' : 'h2');
        }
        const texto = `¿La valla está completa? ${Date.now().toString(36)}`;
        await conversacion(autor).getByLabel('Escribe un mensaje').fill(texto);
        const answered = autor.waitForResponse((r) => r.request().method() === 'POST' && /\/mensajes$/.test(new URL(r.url()).pathname));
        const clicked = performance.now();
        await conversacion(autor).getByRole('button', { name: 'Enviar' }).click();
        let answeredAt = 0;
        void answered.then(() => (answeredAt = performance.now()));
        await conversacion(lector).getByText(texto).waitFor({ timeout: 5000 });
        const shown = performance.now();
        assert.equal((await answered).status(), 201);
        const ms = Math.round(shown - clicked);
        ctx.measured.push(
          `clic en Enviar → mensaje visible en el otro navegador: ${ms} ms (respuesta del POST a los ${Math.round(answeredAt - clicked)} ms)`,
        );
        assert.ok(ms < 1000, `${ms} ms`);
      } finally {
        for (const c of contexts) await c.close();
      }
    },
  },
];
