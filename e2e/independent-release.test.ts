// Independent releases (issue 11; docs/decisions/independent-releases.md), proven in Chromium:
//  A. the host of this tree + a remote-catalog released alone (scripts/deploy-remote.mjs) from a tree where the
//     shared kit gained a component and a contracts constant and a minor version (this tree's kit + 0.1, both in
//     shared/federation-exports.json) and the remote gained a screen and uses the constant in its /servicios title,
//     served from a second origin: the remote declares the new kit, so it loads its own copy and its screens render
//     with the new component and the right title; the new screen is in the sidebar of the roles its table allows
//     and says "No tienes permiso" to the others, and one sign-in serves everything;
//  B. the other way round: the newer host with the remote-catalog of this tree.
// Before A, without a browser: the same remote with its kit range left as it was (it would get the host's older kit
// and undefined, issue #23 point 5), and the kit without its ledger lines: the build and deploy-remote refuse.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { ROOT } from '../scripts/lib/paths.mjs';
import { ensurePnpm } from '../scripts/lib/pnpm.mjs';
import { startProduct } from '../scripts/lib/product-server.mjs';
import { ARTIFACTS_DIR, launchBrowser } from './helpers/browser.ts';
import { countRequests, eventually, toast, waitForPath } from './helpers/expect.ts';
import { loginViaUi } from './helpers/session.ts';
import { startStaticServer, type StaticServer } from './helpers/static-server.ts';

const NEW_SCREEN = { path: '/novedades-catalogo', label: 'Novedades del Catálogo' };

// The versions this tree builds, and the "next" ones another team's tree would carry.
const FEDERATION = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).federation;
const CORE: string = FEDERATION.core.version;
const KIT: string = FEDERATION.kit.version;
const nextMinor = (v: string) => `${v.split('.')[0]}.${Number(v.split('.')[1]) + 1}.0`;
const nextMajor = (v: string) => `${Number(v.split('.')[0]) + 1}.0.0`;
const NEXT_KIT = nextMinor(KIT);
const NEXT_CORE = nextMajor(CORE);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BANNER = `Kit ${NEXT_KIT}: aviso de novedades del catálogo`;
/** A contracts constant of kit NEXT_KIT in the remote's /servicios title: the "Gestor de Servicios undefined". */
const EDICION = `(kit ${NEXT_KIT})`;
const SERVICIOS_TITLE = `Gestor de Servicios ${EDICION}`;
/** The kit range remote-catalog declares in this tree: what a team forgets to raise. */
const CATALOG_KIT_RANGE: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'remote-catalog', 'package.json'), 'utf8')).federation.requires.kit;

function exec(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Replaces `from` (which must be there) by `to` in a file of the tree. */
function patch(dir: string, file: string, from: string | RegExp, to: string): void {
  const p = path.join(dir, file);
  const text = fs.readFileSync(p, 'utf8');
  assert.ok(typeof from === 'string' ? text.includes(from) : from.test(text), `${file}: no encuentro ${from}`);
  fs.writeFileSync(p, text.replace(from, to));
}

function editJson(dir: string, file: string, edit: (json: Record<string, any>) => void): void {
  const p = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(p, 'utf8'));
  edit(json);
  fs.writeFileSync(p, `${JSON.stringify(json, null, 2)}\n`);
}

/** What a team does in its own tree: a new kit component (kit NEXT_KIT), a new screen in the remote's table. */
function makeNewerTree(dir: string): void {
  editJson(dir, 'shared/package.json', (p) => {
    p.version = NEXT_KIT;
    p.federation.kit.version = NEXT_KIT;
  });
  fs.writeFileSync(
    path.join(dir, 'shared/src/ui/novedad-banner.tsx'),
    `import type { ReactNode } from 'react';
import styled from 'styled-components';
const Box = styled.p\`margin: 0 0 1rem; padding: 0.75rem 1rem; border-radius: 0.5rem; background: #ecfdf5; color: #065f46;\`;
/** Added in kit ${NEXT_KIT}. */
export function NovedadBanner({ children }: { children: ReactNode }) {
  return <Box role="note" data-kit="${NEXT_KIT}">{children}</Box>;
}
`,
  );
  fs.appendFileSync(path.join(dir, 'shared/src/ui/index.ts'), "export { NovedadBanner } from './novedad-banner';\n");
  fs.appendFileSync(
    path.join(dir, 'shared/src/contracts/index.ts'),
    `/** Added in kit ${NEXT_KIT}. */\nexport const CATALOGO_EDICION = '${EDICION}';\n`,
  );
  // What a kit release adds to the ledger: its new names, with its version.
  editJson(dir, 'shared/federation-exports.json', (ledger) => {
    ledger.kit.ui.NovedadBanner = NEXT_KIT;
    ledger.kit.contracts.CATALOGO_EDICION = NEXT_KIT;
  });
  patch(dir, 'shared/src/ui/icon.tsx', "  home: '", "  novedades: 'M12 2l3 7h7l-5.5 4.5L18.5 21 12 16.5 5.5 21l2-7.5L2 9h7z',\n  home: '");
  editJson(dir, 'remote-catalog/package.json', (p) => {
    p.federation.requires.kit = `^${NEXT_KIT}`;
  });
  fs.mkdirSync(path.join(dir, 'remote-catalog/src/features/novedades'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'remote-catalog/src/features/novedades/novedades-page.tsx'),
    `import { NovedadBanner, PageHeader } from 'shared/ui';
export function NovedadesPage() {
  return (
    <>
      <PageHeader title="${NEW_SCREEN.label}" />
      <NovedadBanner>${BANNER}</NovedadBanner>
    </>
  );
}
`,
  );
  patch(
    dir,
    'remote-catalog/src/routes.tsx',
    "import { routesOf } from 'shared/contracts';",
    "import { routesOf } from 'shared/contracts';\nimport { NovedadBanner } from 'shared/ui';\nimport { NovedadesPage } from './features/novedades/novedades-page';",
  );
  patch(
    dir,
    'remote-catalog/src/routes.tsx',
    "'/servicios': <ServiciosPage />,",
    `'/servicios': <><NovedadBanner>${BANNER}</NovedadBanner><ServiciosPage /></>,\n  '${NEW_SCREEN.path}': <NovedadesPage />,`,
  );
  patch(
    dir,
    'remote-catalog/src/features/servicios/components/servicios-page.tsx',
    "import { canUse, type Servicio } from 'shared/contracts';",
    "import { CATALOGO_EDICION, canUse, type Servicio } from 'shared/contracts';",
  );
  patch(
    dir,
    'remote-catalog/src/features/servicios/components/servicios-page.tsx',
    'title="Gestor de Servicios"',
    'title={`Gestor de Servicios ${CATALOGO_EDICION}`}',
  );
  // The new screen: one entry in the remote's table of screens (its route, the host's guard, menu and title follow).
  patch(
    dir,
    'remote-catalog/src/screens.ts',
    'export const SCREENS = defineScreens([',
    `export const SCREENS = defineScreens([\n  { path: '${NEW_SCREEN.path}', title: '${NEW_SCREEN.label}', access: [ROLE.ADMIN], menu: { label: '${NEW_SCREEN.label}', icon: 'novedades', order: 95, group: 'catalogos' } },`,
  );
}

/** This tree's files (committed or not, ignored ones left out) copied to a new folder, installed offline. */
async function copyTree(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'informes-newer-tree-'));
  const { output } = await exec('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], ROOT);
  for (const file of output.split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  const pnpm = await ensurePnpm();
  const install = await exec(pnpm.cmd, [...pnpm.args, 'install', '--offline', '--frozen-lockfile'], dir, pnpm.env);
  assert.equal(install.code, 0, install.output.slice(-2000));
  return dir;
}

const sidebarLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link').allInnerTexts()).map((t) => t.replace(/\s*\d+$/, '').trim());

describe('releases of a remote on its own, with a newer and an older shared kit', { timeout: 900_000 }, () => {
  let tree: string;
  let browser: Browser;
  const cleanup: Array<() => Promise<unknown>> = [];

  before(
    async () => {
      tree = await copyTree();
      makeNewerTree(tree);
      browser = await launchBrowser();
      fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    },
    { timeout: 600_000 },
  );
  after(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => undefined);
    await browser?.close();
    if (tree) fs.rmSync(tree, { recursive: true, force: true });
  });

  test('deploy-remote refuses a remote whose shared core range the host does not provide, and says why', { timeout: 120_000 }, async () => {
    const pkg = path.join(tree, 'remote-catalog/package.json');
    const original = fs.readFileSync(pkg, 'utf8');
    editJson(tree, 'remote-catalog/package.json', (p) => {
      p.federation.requires.core = `^${NEXT_CORE}`;
    });
    try {
      const r = await exec(
        process.execPath,
        ['scripts/deploy-remote.mjs', 'remote-catalog', '--out', 'release-refused', '--host', path.join(ROOT, 'host', 'dist')],
        tree,
      );
      assert.equal(r.code, 2, r.output);
      assert.match(r.output, new RegExp(`el host ofrece shared core ${escape(CORE)} y remote-catalog requiere \\^${escape(NEXT_CORE)}`));
      assert.ok(!fs.existsSync(path.join(tree, 'release-refused')));
    } finally {
      fs.writeFileSync(pkg, original);
    }
  });

  test(
    `the build and deploy-remote refuse a remote that uses kit ${NEXT_KIT} but still declares ${CATALOG_KIT_RANGE}`,
    { timeout: 120_000 },
    async () => {
      const pkg = path.join(tree, 'remote-catalog/package.json');
      const original = fs.readFileSync(pkg, 'utf8');
      editJson(tree, 'remote-catalog/package.json', (p) => {
        p.federation.requires.kit = CATALOG_KIT_RANGE;
      });
      const said = [
        `remote-catalog declara "federation.requires.kit": "${CATALOG_KIT_RANGE}"`,
        `remote-catalog/src/features/novedades/novedades-page.tsx:1 importa "NovedadBanner" de shared/ui, que llegó con el kit ${NEXT_KIT}`,
        `remote-catalog/src/features/servicios/components/servicios-page.tsx:2 importa "CATALOGO_EDICION" de shared/contracts, que llegó con el kit ${NEXT_KIT}`,
        `Declara en remote-catalog/package.json "federation": { "requires": { "kit": "^${NEXT_KIT}" } }.`,
      ];
      try {
        const deploy = await exec(
          process.execPath,
          ['scripts/deploy-remote.mjs', 'remote-catalog', '--out', 'release-forgotten', '--host', path.join(ROOT, 'host', 'dist')],
          tree,
        );
        assert.equal(deploy.code, 2, deploy.output);
        assert.match(deploy.output, /No se publica remote-catalog:/);
        for (const text of said) assert.ok(deploy.output.includes(text), `deploy-remote says: ${text}\n${deploy.output}`);
        assert.ok(!fs.existsSync(path.join(tree, 'release-forgotten')), 'no release written');

        const pnpm = await ensurePnpm();
        const build = await exec(pnpm.cmd, [...pnpm.args, '--filter', 'remote-catalog', 'build'], tree, pnpm.env);
        assert.notEqual(build.code, 0, build.output);
        for (const text of said) assert.ok(build.output.includes(text), `the build says: ${text}\n${build.output}`);
      } finally {
        fs.writeFileSync(pkg, original);
      }

      // The kit's new name without its ledger line: no app of that tree builds.
      const ledgerFile = path.join(tree, 'shared/federation-exports.json');
      const ledger = fs.readFileSync(ledgerFile, 'utf8');
      editJson(tree, 'shared/federation-exports.json', (l) => {
        delete l.kit.ui.NovedadBanner;
      });
      try {
        const pnpm = await ensurePnpm();
        const build = await exec(pnpm.cmd, [...pnpm.args, '--filter', 'remote-catalog', 'build'], tree, pnpm.env);
        assert.notEqual(build.code, 0, build.output);
        assert.ok(
          build.output.includes('shared exporta del kit lo que shared/federation-exports.json no registra — shared/ui: "NovedadBanner".'),
          build.output,
        );
        assert.ok(build.output.includes('Añadir exportaciones es un cambio minor'), build.output);
      } finally {
        fs.writeFileSync(ledgerFile, ledger);
      }
    },
  );

  test(
    `A: the host of this tree runs a remote released alone with kit ${NEXT_KIT} and a new screen, from another origin`,
    { timeout: 600_000 },
    async () => {
      const release = path.join(tree, 'release', 'remote-catalog');
      const r = await exec(
        process.execPath,
        [
          'scripts/deploy-remote.mjs',
          'remote-catalog',
          '--out',
          release,
          '--host',
          path.join(ROOT, 'host', 'dist'),
          '--public-url',
          'http://cdn.invalid/remote-catalog',
        ],
        tree,
      );
      assert.equal(r.code, 0, r.output.slice(-3000));
      assert.match(r.output, new RegExp(`cargará su propia copia del kit ${escape(NEXT_KIT)}`), 'it says the remote brings its own kit');
      assert.match(r.output, /REMOTE_CATALOG_URL=http:\/\/cdn\.invalid\/remote-catalog\/mf-manifest\.json/);
      assert.ok(!fs.existsSync(path.join(release, 'index.html')), 'no standalone page in a release');

      const cdn: StaticServer = await startStaticServer({ 'remote-catalog': release });
      cleanup.push(() => cdn.close());
      const product = await startProduct({ env: { REMOTE_CATALOG_URL: `${cdn.url}/remote-catalog/mf-manifest.json` }, prefix: 'compat-A' });
      cleanup.push(() => product.stop());

      const admin = await browser.newContext({ baseURL: product.url, locale: 'es-CO' });
      cleanup.push(() => admin.close());
      const page = await admin.newPage();
      page.setDefaultTimeout(15_000);
      const logins = countRequests(page, /\/api\/v1\/auth\/login$/);
      await loginViaUi(page, DEMO_CREDENTIALS.admin);
      await eventually(async () => assert.ok((await sidebarLinks(page)).includes(NEW_SCREEN.label), 'the new screen is in the sidebar'));
      const links = await sidebarLinks(page);
      assert.deepEqual(
        links.slice(links.indexOf('Servicios'), links.indexOf('Servicios') + 2),
        ['Servicios', NEW_SCREEN.label],
        'in the order its table gives',
      );
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: NEW_SCREEN.label }).click();
      await waitForPath(page, NEW_SCREEN.path);
      await page.getByRole('heading', { name: NEW_SCREEN.label }).waitFor();
      await page.getByRole('note').filter({ hasText: BANNER }).waitFor();
      // An existing screen of the same release: the new kit component and the data of the one session.
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Servicios' }).click();
      await page.getByRole('note').filter({ hasText: BANNER }).waitFor();
      // The new contracts constant in its title: the remote runs its own kit, not the host's older one.
      await page.getByRole('heading', { level: 1, name: SERVICIOS_TITLE, exact: true }).waitFor();
      // Real rows (not skeletons): the remote called the API with the host's session.
      await page.getByText(/^Mostrando 1 a 10 de \d+ resultados$/).waitFor();
      assert.ok(
        cdn.requests.includes('/remote-catalog/screens.json') && cdn.requests.includes('/remote-catalog/remoteEntry.js'),
        cdn.requests.join(' '),
      );
      assert.equal(logins.count, 1, 'signed in once');
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'independent-release--A-admin.png'), fullPage: true });

      const cliente = await browser.newContext({ baseURL: product.url, locale: 'es-CO' });
      cleanup.push(() => cliente.close());
      const other = await cliente.newPage();
      other.setDefaultTimeout(15_000);
      await loginViaUi(other, DEMO_CREDENTIALS.cliente);
      await other.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Servicios' }).waitFor();
      assert.ok(!(await sidebarLinks(other)).includes(NEW_SCREEN.label), 'not in the sidebar of a client');
      await other.goto(NEW_SCREEN.path);
      await waitForPath(other, '/');
      await toast(other, 'No tienes permiso para abrir esa página').waitFor();
    },
  );

  test(
    `B: a host built with kit ${NEXT_KIT} runs the remote-catalog of this tree (kit ${KIT}) from another origin`,
    { timeout: 600_000 },
    async () => {
      const pnpm = await ensurePnpm();
      const build = await exec(pnpm.cmd, [...pnpm.args, '--filter', 'host', 'build'], tree, pnpm.env);
      assert.equal(build.code, 0, build.output.slice(-3000));
      const cdn = await startStaticServer({
        'remote-catalog': path.join(ROOT, 'remote-catalog', 'dist'),
        'remote-reports': path.join(ROOT, 'remote-reports', 'dist'),
        'remote-admin': path.join(ROOT, 'remote-admin', 'dist'),
      });
      cleanup.push(() => cdn.close());
      const product = await startProduct({
        env: {
          STATIC_ROOT: tree,
          REMOTE_CATALOG_URL: `${cdn.url}/remote-catalog/mf-manifest.json`,
          REMOTE_REPORTS_URL: `${cdn.url}/remote-reports/mf-manifest.json`,
          REMOTE_ADMIN_URL: `${cdn.url}/remote-admin/mf-manifest.json`,
        },
        prefix: 'compat-B',
      });
      cleanup.push(() => product.stop());
      const context = await browser.newContext({ baseURL: product.url, locale: 'es-CO' });
      cleanup.push(() => context.close());
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const logins = countRequests(page, /\/api\/v1\/auth\/login$/);
      await loginViaUi(page, DEMO_CREDENTIALS.admin);
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Servicios' }).click();
      await waitForPath(page, '/servicios');
      await page.getByText(/^Mostrando 1 a 10 de \d+ resultados$/).waitFor();
      assert.equal(await page.getByRole('note').filter({ hasText: BANNER }).count(), 0, 'the older remote has no banner');
      // The older remote publishes no new screen: the newer host's table does not invent one.
      assert.ok(!(await sidebarLinks(page)).includes(NEW_SCREEN.label));
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Registro de Eventos' }).click();
      await page.getByRole('heading', { name: 'Registro de Eventos' }).waitFor();
      assert.equal(logins.count, 1, 'signed in once');
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'independent-release--B-admin.png'), fullPage: true });
    },
  );
});
