#!/usr/bin/env node
// gzip JS of /nuevo-informe (signed in, fresh cache): everything the page loads, then what opening "Ver en mapa"
// adds (MapLibre, react-map-gl and the offline map's data come only then), and exifr once a photo is picked.
// Run: node scripts/bench/nuevo-informe-bundle.mjs
import zlib from 'node:zlib';
import { fromRoot } from '../lib/paths.mjs';
import { kb, launchChromium, withTarget } from './lib/target.mjs';
import { networkQuiet } from './lib/bundle.mjs';

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

await withTarget(async (baseUrl) => {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded = new Map();
    const pending = [];
    const settle = async () => {
      await networkQuiet(page);
      await Promise.all(pending.splice(0));
    };
    context.on('response', (res) => pending.push(record(res)));
    const record = async (res) => {
      const url = new URL(res.url());
      if (!/\.(m?js|json)$/.test(url.pathname) || url.pathname.includes('/api/')) return;
      try {
        loaded.set(url.pathname, gz(await res.body()));
      } catch {
        /* aborted */
      }
    };
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto(`${baseUrl}/nuevo-informe`);
    await networkQuiet(page);
    await page.getByRole('button', { name: 'Ver en mapa' }).waitFor();
    await settle();
    const sum = (filter) => [...loaded].filter(([p]) => filter(p)).reduce((n, [, b]) => n + b, 0);
    const js = (p) => /\.m?js$/.test(p);
    const page0 = sum(js);
    const before = new Set(loaded.keys());
    await page.getByLabel(/Arrastre las imágenes aquí/).setInputFiles(fromRoot('e2e', 'fixtures', 'images', 'gps-bogota.jpg'));
    await page.getByText('GPS automático').first().waitFor();
    await settle();
    const exif = sum((p) => js(p) && !before.has(p));
    const beforeMap = new Set(loaded.keys());
    await page.getByRole('button', { name: 'Ver en mapa' }).click();
    await page.getByTestId('mapa').waitFor();
    await page.waitForTimeout(1000); // the worker fetches the offline map's data
    await settle();
    const mapJs = sum((p) => js(p) && !beforeMap.has(p));
    const mapData = sum((p) => p.endsWith('.json') && p.includes('/mapa/') && !beforeMap.has(p));
    console.log('/nuevo-informe, gzip -9 (signed in, fresh cache):');
    console.log(`  all JS of the page (host, remote, shared):     ${kb(page0)}`);
    console.log(`  + exifr, on the first picked photo:            ${kb(exif)}`);
    console.log(`  + map (MapLibre, react-map-gl, worker):        ${kb(mapJs)}  (+ offline map data ${kb(mapData)})`);
    console.log(`  with the map open:                             ${kb(page0 + exif + mapJs)}`);
  } finally {
    await browser.close();
  }
});
