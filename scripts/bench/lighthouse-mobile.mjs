#!/usr/bin/env node
// Lighthouse's mobile audit (simulated slow 4G, 4× slower CPU: its default settings) of the main screens, as a
// field team's phone sees them (issue 15): an empty HTTP cache, no service worker and no offline data before every
// run, signed in as an administrator through the real login form where the screen needs it, median of BENCH_RUNS (3) runs per screen. Prints the
// table and the budget verdict: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms; accessibility is shown too.
// BENCH_SCREENS=/login,/… picks screens (a path may carry a query: /sitios?vista=mapa); `/campanas/:campana` stands
// for the campaign with the most sites the administrator sees (asked of the API after signing in, never a hard-coded
// id); BENCH_LHR_DIR=<dir> keeps each run's full Lighthouse report there.
// BENCH_USER=proveedor|cliente signs in as that demo user instead of the administrator (a provider's /por-reportar).
// Issue 36's screens alone: BENCH_SCREENS=/sitios,/sitios?vista=mapa,/campanas/:campana node scripts/bench/lighthouse-mobile.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, withChromeUiOff } from '../lib/chromium.mjs';
import { apiLogin, median, withTarget } from './lib/target.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const SCREENS = (process.env.BENCH_SCREENS || '/login,/,/informes,/nuevo-informe,/servicios,/sitios,/sitios?vista=mapa,/campanas/:campana').split(
  ',',
);
const CAMPANA = ':campana';
/** The demo user the screens are seen as (demo passwords are the user's name + "123"). */
const USER = process.env.BENCH_USER || 'admin';
const PASSWORD = `${USER}123`;

/** The campaign `:campana` stands for: of those the user sees, the one with the most sites (then reports). */
async function campanaId(baseUrl) {
  const token = await apiLogin(baseUrl, USER, PASSWORD);
  const res = await fetch(`${baseUrl}/api/v1/campanas?limit=100`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /campanas: HTTP ${res.status}`);
  const [best] = (await res.json()).data.sort((a, b) => b.sitios - a.sitios || b.informes - a.informes);
  if (!best) throw new Error('no hay campañas: ¿se sembraron los datos demo (SEED_DEMO)?');
  return best.id;
}
const BUDGET = { performance: 95, lcpMs: 2000, tbtMs: 150 };

async function signIn(browser, baseUrl) {
  const context = browser.contexts()[0];
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuario o Correo Electrónico').fill(USER);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  // "Recordarme": the session lives in localStorage, which the tab Lighthouse opens shares.
  await page.getByLabel('Recordarme').check();
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  // Left open, the signed-in page would go on working behind the runs (registering its service worker, caching ahead
  // for offline use: docs/decisions/offline-app.md) and take CPU from them.
  await page.goto('about:blank');
  return page;
}

async function audit(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Keep the signed-in session (localStorage); the HTTP cache is cleared before each run instead.
    disableStorageReset: true,
  });
  if (process.env.BENCH_LHR_DIR) {
    // The whole report of each run, to see where the time goes (bootup-time, long tasks, request chains).
    const u = new URL(url);
    const name = `${(u.pathname + u.search).replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
  }
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    runtimeError: lhr.runtimeError?.code,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    kib: num('total-byte-weight') / 1024,
    finalPath: ((u) => u.pathname + u.search)(new URL(lhr.finalDisplayedUrl)),
    // Lighthouse's own measure of this machine's CPU at that moment: its simulated 4× phone multiplies the tasks it
    // observed here, so a slower hour of the same machine gives a longer TBT for the same page.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

await withTarget(async (baseUrl) => {
  // chrome-launcher's own flags with Chromium's toolbar UI renderers off (one --disable-features switch).
  const chromeFlags = ['--headless', ...withChromeUiOff(chromeLauncher.Launcher.defaultFlags()), ...CHROMIUM_ARGS];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, ignoreDefaultFlags: true, chromeFlags });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const rows = [];
    // /login first, signed out (a signed-in user is sent on to the dashboard); then sign in for the rest.
    const ordered = [...SCREENS].sort((a, b) => Number(b === '/login') - Number(a === '/login'));
    const campana = ordered.some((s) => s.includes(CAMPANA)) ? await campanaId(baseUrl) : null;
    let signedIn = false;
    for (const named of ordered) {
      const screen = named.replace(CAMPANA, String(campana));
      if (screen !== '/login' && !signedIn) {
        await signIn(browser, baseUrl);
        signedIn = true;
      }
      const runs = [];
      let failed = 0;
      while (runs.length < RUNS) {
        await cdp.send('Network.clearBrowserCache');
        // A first visit: no service worker, none of its caches, no data kept offline (the session in localStorage stays).
        await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes: 'service_workers,cache_storage,indexeddb' });
        const r = await audit(chrome.port, `${baseUrl}${screen}`);
        if (r.finalPath !== screen) throw new Error(`${screen} acabó en ${r.finalPath}`);
        // A run Lighthouse itself could not measure (e.g. NO_NAVSTART: "run Lighthouse again") has no scores; it is
        // run again instead of counting as a 0 in the median.
        if (r.runtimeError) {
          if (++failed > RUNS) throw new Error(`${screen}: Lighthouse falló ${failed} veces (${r.runtimeError})`);
          console.warn(`  ${screen}: Lighthouse no pudo medir (${r.runtimeError}); se repite la corrida`);
          continue;
        }
        runs.push(r);
      }
      // A run without a largest contentful paint (NaN) is left out of that metric's median.
      const m = (key) => median(runs.map((r) => r[key]).filter((v) => Number.isFinite(v)));
      rows.push({
        screen,
        performance: m('performance'),
        lcpMs: m('lcpMs'),
        tbtMs: m('tbtMs'),
        kib: m('kib'),
        accessibility: m('accessibility'),
        benchmarkIndex: m('benchmarkIndex'),
      });
    }
    console.log(`Lighthouse ${'13.5'} móvil (4G lenta simulada, CPU 4×), caché vacía, mediana de ${RUNS}:`);
    console.log('  pantalla             rendimiento    LCP      TBT     bytes   accesibilidad  veredicto  índice CPU');
    let over = 0;
    for (const r of rows) {
      const ok = r.performance >= BUDGET.performance && r.lcpMs <= BUDGET.lcpMs && r.tbtMs <= BUDGET.tbtMs;
      if (!ok) over++;
      console.log(
        `  ${r.screen.padEnd(19)} ${String(r.performance).padStart(8)}   ${(r.lcpMs / 1000).toFixed(1).padStart(5)} s ${String(Math.round(r.tbtMs)).padStart(5)} ms ` +
          `${r.kib.toFixed(0).padStart(5)} KiB ${String(r.accessibility).padStart(10)}      ${(ok ? 'OK' : 'OVER').padEnd(4)}  ${String(Math.round(r.benchmarkIndex)).padStart(10)}`,
      );
    }
    console.log('  índice CPU: el benchmarkIndex de Lighthouse, la velocidad de esta máquina en esas corridas (más alto, más rápida).');
    console.log(
      `  presupuesto: rendimiento ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms: ${over ? `${over} pantalla(s) OVER` : 'OK'}`,
    );
  } finally {
    await browser.close().catch(() => {});
    await chrome.kill();
  }
});
