#!/usr/bin/env node
// Cold load of /login until the form is usable (inputs filled, submit enabled), median of 5 fresh contexts;
// then, after login, client-side navigation from the dashboard to each remote's first screen.
// Budgets (docs/architecture.md): login ≤ 1.5 s, remote screen ≤ 500 ms.
import { REMOTE_SCREENS, launchChromium, median, verdict, withTarget } from './lib/target.mjs';
import { networkQuiet } from './lib/bundle.mjs';

const RUNS = 5;

/** In the page: ms since navigation start at the first frame where the login form is usable. */
function formUsableAt() {
  const inputs = [...document.querySelectorAll('input')];
  const user = inputs.find((i) => i.type === 'text' || i.type === 'email');
  const pass = inputs.find((i) => i.type === 'password');
  const submit = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Iniciar Sesión'));
  const ready = user && pass && submit && !submit.disabled && user.value !== '' && pass.value !== '' && !user.disabled;
  return ready ? performance.now() : false;
}

async function coldLoginLoad(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(formUsableAt, null, { polling: 'raf', timeout: 30_000 });
  const ms = await handle.jsonValue();
  await context.close();
  return ms;
}

/**
 * From the sidebar click: ms until the remote screen shows (URL + main heading) and until its data is in
 * (no aria-busy / progressbar left in <main>).
 */
async function remoteNavigation(browser, baseUrl, screen) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await networkQuiet(page);
  const link = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: screen.link }).first();
  await link.evaluate((el) => {
    el.addEventListener(
      'click',
      () => {
        window.__navStart = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await link.click();
  const handle = await page.waitForFunction(
    (path) => {
      if (location.pathname !== path) return false;
      const main = document.querySelector('main');
      if (!main?.querySelector('h1, h2')) return false;
      window.__shownAt ??= performance.now() - window.__navStart;
      if (main.querySelector('[aria-busy="true"], [role="progressbar"]')) return false;
      return { shown: window.__shownAt, loaded: performance.now() - window.__navStart };
    },
    screen.path,
    { polling: 'raf', timeout: 30_000 },
  );
  const times = await handle.jsonValue();
  await context.close();
  return times;
}

await withTarget(async (baseUrl) => {
  const browser = await launchChromium();
  try {
    await coldLoginLoad(browser, baseUrl); // warm the server's file cache; not counted
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoginLoad(browser, baseUrl));
    const m = median(runs);
    console.log(`/login hasta formulario usable (carga en frío, contexto nuevo): ${runs.map((r) => r.toFixed(0)).join(', ')} ms`);
    console.log(`  mediana ${m.toFixed(0)} ms  (presupuesto ≤ 1500 ms: ${verdict(m, 1500)})`);

    console.log('\nNavegación a la primera pantalla de cada remoto tras el login (sin caché del remoto):');
    for (const screen of REMOTE_SCREENS) {
      try {
        const { shown, loaded } = await remoteNavigation(browser, baseUrl, screen);
        console.log(
          `  ${screen.remote.padEnd(15)} ${screen.path.padEnd(18)} visible ${shown.toFixed(0).padStart(5)} ms (presupuesto ≤ 500 ms: ${verdict(shown, 500)}), con datos ${loaded.toFixed(0).padStart(5)} ms`,
        );
      } catch (err) {
        console.log(`  ${'error'.padStart(9)}  ${screen.remote} ${screen.path}: ${err.message.split('\n')[0]}`);
      }
    }
  } finally {
    await browser.close();
  }
});
