import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { bogotaDay } from './helpers/informes';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * A remote's screen opened directly comes with its first frame in the HTML: the host's frame with the screen's copy
 * from the remote's current release (docs/decisions/prerendered-login.md, "A remote's screens").
 */

const INDEX_HTML = '<!doctype html><html><head><title>Informes de Campañas</title></head><body><div id="root"></div></body></html>';
const ROUTE_PRELOADS = { '/': ['app.5e6f7a8b.js', 'dashboard.9a8b7c6d.js'], '*': ['app.5e6f7a8b.js', 'remotes.0a1b2c3d.js'] };
const OTHER_PAGE = INDEX_HTML.replace(
  '</head>',
  `${ROUTE_PRELOADS['*'].map((f) => `<link rel="preload" as="script" media="not all" href="/${f}">`).join('')}</head>`,
);
/** The host's frame (host/src/prerender/frame.tsx): one copy per theme, each with the slot of the screen. */
const FRAME =
  '<style>.frame{}</style>' +
  '<div data-prerender="light" data-prerender-user="%%USUARIO%%"><header>%%USUARIO%%</header><main>%%PANTALLA%%</main></div>' +
  '<div data-prerender="dark" data-prerender-user="%%USUARIO%%"><header>%%USUARIO%%</header><main>%%PANTALLA%%</main></div>';

/** A remote's prerendered screens (shared/src/prerender/screens.tsx), as its build writes them. */
function screensFile(heading: string) {
  return JSON.stringify({
    screens: [
      {
        path: '/registro-eventos',
        css: '.audit{color:red}',
        // `$&` and `$'` stay as they are (a price, a pattern): nothing in a copy is a replacement pattern.
        light: `<div data-prerender-screen="/registro-eventos"><div data-prerender-roles="0"><h1>${heading}</h1><p>$& $' %%FECHA_ISO%%</p></div></div>`,
        dark: `<div data-prerender-screen="/registro-eventos"><div data-prerender-roles="0"><h1>${heading} (oscuro)</h1></div></div>`,
      },
      // A screen with a parameter: its loading state, the same for every value.
      { path: '/informes/:id', css: '', light: '<p>detalle</p>', dark: '<p>detalle (oscuro)</p>' },
      // Not screens a remote may prerender: ignored.
      { path: '/jefes/*', css: '', light: '<p>comodín</p>', dark: '<p>comodín</p>' },
      { path: '/clientes', css: '</style><script>alert(1)</script>', light: '<p>x</p>', dark: '<p>x</p>' },
    ],
  });
}

function makeBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'informes-prerendered-'));
  const host = path.join(root, 'host', 'dist');
  mkdirSync(path.join(host, 'prerender'), { recursive: true });
  writeFileSync(path.join(host, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(host, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  writeFileSync(path.join(host, 'prerender', 'frame.html'), FRAME);
  const admin = path.join(root, 'remote-admin', 'dist');
  mkdirSync(path.join(admin, 'prerender'), { recursive: true });
  writeFileSync(path.join(admin, 'remoteEntry.js'), 'var remote_admin;');
  writeFileSync(path.join(admin, 'prerender', 'screens.json'), screensFile('Registro de Eventos'));
  return root;
}

const html = async (t: TestApp, url: string) => {
  const res = await fetch(`${t.baseUrl}${url}`, { headers: { accept: 'text/html' } });
  assert.equal(res.status, 200, url);
  assert.equal(res.headers.get('cache-control'), 'no-cache', url);
  return res.text();
};

describe("a remote's screen opened directly", () => {
  let staticRoot: string;
  let t: TestApp;
  before(async () => {
    staticRoot = makeBuild();
    t = await startTestApp({ STATIC_ROOT: staticRoot });
  });
  after(async () => {
    await t?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  test("comes as the host's frame with the screen's copy of each theme in that theme's slot, dated today", async () => {
    const before = bogotaDay();
    const page = await html(t, '/registro-eventos');
    const after = bogotaDay();
    const expected = (iso: string) =>
      OTHER_PAGE.replace(
        '<div id="root"></div>',
        () =>
          '<div id="root"><style>.frame{}.audit{color:red}</style>' +
          '<div data-prerender="light" data-prerender-user="%%USUARIO%%"><header>%%USUARIO%%</header><main>' +
          `<div data-prerender-screen="/registro-eventos"><div data-prerender-roles="0"><h1>Registro de Eventos</h1><p>$& $' ${iso}</p></div></div>` +
          '</main></div>' +
          '<div data-prerender="dark" data-prerender-user="%%USUARIO%%"><header>%%USUARIO%%</header><main>' +
          '<div data-prerender-screen="/registro-eventos"><div data-prerender-roles="0"><h1>Registro de Eventos (oscuro)</h1></div></div>' +
          '</main></div></div>',
      );
    assert.ok([expected(before), expected(after)].includes(page), page);
  });

  test("a screen with a parameter ('/informes/:id') comes with its copy for any value of it, and only for one segment", async () => {
    for (const url of ['/informes/7', '/informes/123456']) {
      const page = await html(t, url);
      assert.match(page, /<main><p>detalle<\/p><\/main>.*<main><p>detalle \(oscuro\)<\/p><\/main>/, url);
    }
    for (const url of ['/informes/7/fotos', '/informes/', '/informes/7?tab=mapa']) assert.equal(await html(t, url), OTHER_PAGE, url);
  });

  test('with a query string, for a path no remote prerenders, or for a rejected copy: the plain page', async () => {
    assert.equal(await html(t, '/registro-eventos?page=2'), OTHER_PAGE);
    assert.equal(await html(t, '/servicios'), OTHER_PAGE);
    assert.equal(await html(t, '/jefes/*'), OTHER_PAGE);
    assert.equal(await html(t, '/jefes/3'), OTHER_PAGE);
    assert.equal(await html(t, '/clientes'), OTHER_PAGE);
  });

  test('a new release of the remote is picked up at once; a broken file means no copy', async () => {
    const file = path.join(staticRoot, 'remote-admin', 'dist', 'prerender', 'screens.json');
    writeFileSync(file, screensFile('Registro de Eventos v2'));
    assert.match(await html(t, '/registro-eventos'), /<h1>Registro de Eventos v2<\/h1>/);
    writeFileSync(file, '{"screens": [');
    assert.equal(await html(t, '/registro-eventos'), OTHER_PAGE);
    rmSync(file);
    assert.equal(await html(t, '/registro-eventos'), OTHER_PAGE);
    writeFileSync(file, screensFile('Registro de Eventos'));
  });

  test('the copies are no URL', async () => {
    for (const url of ['/remotes/remote-admin/prerender/screens.json', '/prerender/frame.html']) {
      assert.equal((await fetch(`${t.baseUrl}${url}`, { headers: { accept: '*/*' } })).status, 404, url);
    }
  });
});

describe('a remote configured to load from another URL', () => {
  test("gets no copy from this server's folder (it may run another release)", async () => {
    const staticRoot = makeBuild();
    const t = await startTestApp({ STATIC_ROOT: staticRoot, REMOTE_ADMIN_URL: 'https://cdn.example.com/remote-admin/mf-manifest.json' });
    try {
      assert.equal(await html(t, '/registro-eventos'), OTHER_PAGE);
    } finally {
      await t.close();
      rmSync(staticRoot, { recursive: true, force: true });
    }
  });
});
