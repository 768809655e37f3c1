#!/usr/bin/env node
// Gzip size (zlib level 9) of the JavaScript a cold visit to /login loads, of each remote's remoteEntry.js,
// and of what each remote's first screen adds after login. Budgets: docs/architecture.md.
import { collectScripts, firstScreen, gz, sizes } from './lib/bundle.mjs';
import { REMOTE_SCREENS, kb, launchChromium, verdict, withTarget } from './lib/target.mjs';

const LOGIN_BUDGET = 220 * 1024;
const REMOTE_ENTRY_BUDGET = 25 * 1024;
const FIRST_SCREEN_BUDGET = 120 * 1024;

async function loginBundle(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  collectScripts(page, scripts);
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
  const loaded = await sizes(scripts);
  await context.close();
  return loaded;
}

async function remoteEntries(baseUrl) {
  const out = [];
  const config = await (await fetch(`${baseUrl}/config.json`)).json();
  for (const [name, manifestUrl] of Object.entries(config.remotes)) {
    const entryUrl = new URL(manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js'), baseUrl).href;
    const res = await fetch(entryUrl);
    out.push({ name, url: entryUrl, gzip: res.ok ? gz(Buffer.from(await res.arrayBuffer())) : NaN });
  }
  return out;
}

await withTarget(async (baseUrl) => {
  const browser = await launchChromium();
  try {
    const login = await loginBundle(browser, baseUrl);
    const total = [...login.values()].reduce((a, b) => a + b, 0);
    console.log(`JS cargado por /login (gzip -9): ${login.size} archivos`);
    for (const [url, size] of [...login].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${kb(size).padStart(10)}  ${new URL(url).pathname}`);
    }
    console.log(`  ${kb(total).padStart(10)}  TOTAL  (presupuesto ≤ 220 KB: ${verdict(total, LOGIN_BUDGET)})`);

    console.log('\nremoteEntry.js por remoto (gzip -9):');
    for (const r of await remoteEntries(baseUrl)) {
      console.log(`  ${kb(r.gzip).padStart(10)}  ${r.name}  (presupuesto ≤ 25 KB: ${verdict(r.gzip, REMOTE_ENTRY_BUDGET)})`);
    }

    console.log('\nPrimera pantalla de cada remoto, JS añadido tras el dashboard (gzip -9):');
    for (const screen of REMOTE_SCREENS) {
      try {
        const { added, total } = await firstScreen(browser, baseUrl, screen);
        console.log(
          `  ${kb(added).padStart(10)}  ${screen.remote} ${screen.path}  (presupuesto ≤ 120 KB: ${verdict(added, FIRST_SCREEN_BUDGET)}; ` +
            `${kb(total)} en total desde /login)`,
        );
      } catch (err) {
        console.log(`  ${'error'.padStart(10)}  ${screen.remote} ${screen.path}: ${err.message.split('\n')[0]}`);
      }
    }
  } finally {
    await browser.close();
  }
});
