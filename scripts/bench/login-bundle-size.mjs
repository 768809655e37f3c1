#!/usr/bin/env node
// Gzip size (zlib level 9) of the JavaScript a cold visit to /login loads, of each remote's remoteEntry.js,
// and of what each remote's first screen adds after login. Budgets: docs/architecture.md.
// The host's chunks that only a signed-in page or a later moment needs (the outbox, the persister, the worker's
// registration, tus) are listed apart, with when they load; /login loading one of them fails the run (exit 1).
import { collectScripts, firstScreen, gz, sizes } from './lib/bundle.mjs';
import { REMOTE_SCREENS, kb, launchChromium, verdict, withTarget } from './lib/target.mjs';

const LOGIN_BUDGET = 220 * 1024;
const REMOTE_ENTRY_BUDGET = 25 * 1024;
const FIRST_SCREEN_BUDGET = 120 * 1024;

/**
 * Host chunks (webpackChunkName / splitChunks names, host/src and scripts/webpack/create-config.cjs) the login must
 * not load, and when they do load (docs/decisions/offline-app.md, "What the login loads").
 */
const NOT_FOR_LOGIN = {
  app: 'tras iniciar sesión (persistencia offline, conectividad, layout)',
  outbox: 'tras iniciar sesión (shared/outbox: contador y envío)',
  pwa: '4 s después de load (registro del service worker)',
  tus: 'al enviar una foto (tus-js-client)',
};
/** The chunk name of a host file (`/outbox.49fa15fb.js` → `outbox`), or null for another file. */
const hostChunk = (url) => /^\/([\w-]+)\.[0-9a-f]{8}\.js$/.exec(new URL(url).pathname)?.[1] ?? null;

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

/**
 * Each chunk of NOT_FOR_LOGIN in the host's build (the files its service worker precaches, /sw.js) → { url, gzip }.
 * A name missing means its code went into another file, maybe one the login loads (a splitChunks group of
 * create-config.cjs that pulled it in).
 */
async function onDemandChunks(baseUrl) {
  const sw = await (await fetch(`${baseUrl}/sw.js`)).text();
  const files = new Map();
  for (const [, file] of sw.matchAll(/"url":"(\/[\w-]+\.[0-9a-f]{8}\.js)"/g)) {
    const name = hostChunk(`${baseUrl}${file}`);
    if (name in NOT_FOR_LOGIN) files.set(name, `${baseUrl}${file}`);
  }
  const out = new Map();
  for (const [name, url] of files) out.set(name, { url, gzip: gz(Buffer.from(await (await fetch(url)).arrayBuffer())) });
  return out;
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

    console.log('\nCargado después, no por /login (gzip -9):');
    const onDemand = await onDemandChunks(baseUrl);
    for (const [name, when] of Object.entries(NOT_FOR_LOGIN)) {
      const chunk = onDemand.get(name);
      if (!chunk) {
        console.log(`  ${'ERROR'.padStart(10)}  ${name}: no hay tal chunk en el build; su código está en otro archivo`);
        process.exitCode = 1;
      } else if (login.has(chunk.url)) {
        console.log(`  ${'ERROR'.padStart(10)}  ${new URL(chunk.url).pathname}: /login lo cargó; debe cargarse ${when}`);
        process.exitCode = 1;
      } else {
        console.log(`  ${kb(chunk.gzip).padStart(10)}  ${new URL(chunk.url).pathname}  ${when}`);
      }
    }

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
