import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SERVICE_WORKER_CSP, inlineScriptHashes, styleOrigins } from '../src/platform/http/security-headers';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Browser security headers (issue 12; docs/decisions/security-headers.md). */
const THEME_SCRIPT = '(function(){document.documentElement.classList.toggle("dark",false);})();';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A built front end in miniature: host index.html with an inline script, one remote. */
function staticRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'informes-static-'));
  mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'host', 'dist', 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script defer src="/main.js"></script></head><body></body></html>`,
  );
  writeFileSync(path.join(root, 'host', 'dist', 'main.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'host', 'dist', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(path.join(root, 'remote-catalog', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'remote-catalog', 'dist', 'remoteEntry.js'), 'var x = 1;');
  return root;
}

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let root: string;
  let tiles: http.Server;
  let tileOrigin: string;
  before(async () => {
    // A map style server whose tiles live on another origin.
    tiles = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          version: 8,
          sources: { base: { type: 'raster', tiles: [`http://localhost:${(tiles.address() as { port: number }).port}/{z}/{x}/{y}.png`] } },
          layers: [],
        }),
      );
    });
    await new Promise<void>((r) => tiles.listen(0, '127.0.0.1', () => r()));
    const port = (tiles.address() as { port: number }).port;
    tileOrigin = `http://localhost:${port}`;
    root = staticRoot();
    t = await startTestApp({
      STATIC_ROOT: root,
      REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/mf-manifest.json',
      MAP_STYLE_URL: `http://127.0.0.1:${port}/style.json`,
    });
  });
  after(async () => {
    await t?.close();
    tiles?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('the page: a CSP of this origin, the remote origins and the map origins; the inline script by hash, no unsafe-inline scripts; no framing', async () => {
    const res = await fetch(`${t.baseUrl}/`);
    assert.equal(res.status, 200);
    const csp = directives(res.headers.get('content-security-policy'));
    const hash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    assert.deepEqual(csp.get('default-src'), ["'self'"]);
    assert.ok(csp.get('script-src')?.includes(hash), `script-src ${csp.get('script-src')?.join(' ')}`);
    assert.ok(csp.get('script-src')?.includes('https://cdn.example.com'));
    assert.ok(!csp.get('script-src')?.includes("'unsafe-inline'") && !csp.get('script-src')?.includes("'unsafe-eval'"));
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.ok(csp.get('connect-src')?.includes('https://cdn.example.com'));
    // The map style's origin at once; its tiles' origin once the style has been read.
    assert.ok(csp.get('connect-src')?.some((o) => o.startsWith('http://127.0.0.1:')));
    let later = csp;
    for (let i = 0; i < 50 && !later.get('img-src')?.includes(tileOrigin); i++) {
      await sleep(100);
      later = directives((await fetch(`${t.baseUrl}/`)).headers.get('content-security-policy'));
    }
    assert.ok(later.get('img-src')?.includes(tileOrigin), `img-src ${later.get('img-src')?.join(' ')}`);
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('referrer-policy'), 'same-origin');
    assert.equal(res.headers.get('strict-transport-security'), null, 'no HSTS over plain HTTP');
  });

  test('authenticated API responses are never stored; static files keep their own caching; remotes may be loaded cross-origin', async () => {
    const api = client(t.baseUrl);
    const token = await api.loginAdmin();
    for (const url of ['/api/v1/usuarios/me', '/api/v1/dashboard/resumen', '/api/v1/servicios?page=1&limit=5']) {
      const res = await api.get(url, { token });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'no-store', url);
    }
    assert.equal((await api.get('/api/v1/usuarios/me')).headers.get('cache-control'), 'no-store', 'a 401 too');
    const entry = await fetch(`${t.baseUrl}/remotes/remote-catalog/remoteEntry.js`);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    assert.equal(entry.headers.get('cross-origin-resource-policy'), 'cross-origin');
    assert.equal(entry.headers.get('x-content-type-options'), 'nosniff');
  });

  test('the service worker: registered from the page (worker-src self), its script with a policy of its own that reaches any remote origin', async () => {
    const page = directives((await fetch(`${t.baseUrl}/`)).headers.get('content-security-policy'));
    assert.deepEqual(page.get('worker-src'), ["'self'"], 'the page may register /sw.js (and MapLibre its worker)');
    assert.deepEqual(page.get('manifest-src'), ["'self'"]);
    const sw = await fetch(`${t.baseUrl}/sw.js`);
    assert.equal(sw.status, 200);
    assert.equal(sw.headers.get('content-security-policy'), SERVICE_WORKER_CSP);
    const csp = directives(SERVICE_WORKER_CSP);
    assert.deepEqual(csp.get('default-src'), ["'none'"]);
    assert.deepEqual(csp.get('script-src'), ["'self'"], 'no inline code, no eval');
    // An installed worker keeps this policy until its script changes: a remote moved to another origin must still be reachable.
    assert.deepEqual(csp.get('connect-src'), ["'self'", 'https:', 'http:']);
    assert.equal(sw.headers.get('service-worker-allowed'), null, 'its scope is / because it is served from /');
    assert.equal(sw.headers.get('cache-control'), 'no-cache');
  });

  test('no HSTS when an untrusted peer claims HTTPS (X-Forwarded-Proto is not believed without TRUST_PROXY)', async () => {
    const res = await t.app.inject({ url: '/api/v1/health', headers: { 'x-forwarded-proto': 'https' } });
    // Without TRUST_PROXY the forwarded protocol is not believed.
    assert.equal(res.headers['strict-transport-security'], undefined);
  });
});

describe('CSP helpers', () => {
  test('inline scripts are hashed exactly; external ones are not', () => {
    const html = `<script>${THEME_SCRIPT}</script><script src="/a.js"></script><script type="module">x()</script>`;
    assert.deepEqual(inlineScriptHashes(html), [
      `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`,
      `'sha256-${createHash('sha256').update('x()').digest('base64')}'`,
    ]);
  });
  test('a style names its origins through sources, glyphs and sprite', () => {
    const style = {
      sources: {
        a: { url: 'https://tiles.example.org/tiles.json' },
        b: { tiles: ['https://{s}.raster.example.net/{z}/{x}/{y}.png'] },
        c: { type: 'geojson' },
      },
      glyphs: 'https://fonts.example.com/{fontstack}/{range}.pbf',
      sprite: '/sprites/basic',
    };
    assert.deepEqual(styleOrigins(style, 'https://maps.example.com/style.json').sort(), [
      'https://*.raster.example.net',
      'https://fonts.example.com',
      'https://maps.example.com',
      'https://tiles.example.org',
    ]);
  });
});
