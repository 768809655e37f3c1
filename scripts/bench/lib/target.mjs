// What a benchmark measures: BENCH_BASE_URL (set by run-all.mjs) or a product it starts itself on a temp DATA_DIR.
import { chromium } from 'playwright-core';
import { playwrightLaunchOptions } from '../../lib/chromium.mjs';
import { startProduct } from '../../lib/product-server.mjs';

export async function withTarget(fn) {
  if (process.env.BENCH_BASE_URL) return fn(process.env.BENCH_BASE_URL.replace(/\/+$/, ''));
  const server = await startProduct({ prefix: 'bench-server' });
  try {
    return await fn(server.url);
  } finally {
    await server.stop();
  }
}

export function launchChromium() {
  return chromium.launch(playwrightLaunchOptions());
}

export async function apiLogin(baseUrl, usuario = 'admin', password = 'admin123') {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario, password }),
  });
  if (!res.ok) throw new Error(`login ${usuario}: HTTP ${res.status}`);
  return (await res.json()).token;
}

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** `OK` / `OVER` against a budget, for the printed tables. */
export const verdict = (value, budget) => (value <= budget ? 'OK' : 'OVER');

/** A remote's first screen per remote, reached through the sidebar link of the same label. */
export const REMOTE_SCREENS = [
  { remote: 'remote-reports', path: '/informes', link: 'Informes' },
  { remote: 'remote-catalog', path: '/servicios', link: 'Servicios' },
  { remote: 'remote-admin', path: '/registro-eventos', link: 'Registro de Eventos' },
];
