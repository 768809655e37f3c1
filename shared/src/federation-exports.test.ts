/** @jest-environment node */
// shared/federation-exports.json and the check every build and release runs with it (scripts/webpack/federation-exports.cjs;
// docs/decisions/independent-releases.md, "The ledger of exports"; issue #23 point 5): an app that imports a name newer
// than the lowest version of its declared range would get undefined under a host with that version.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Share = 'core' | 'kit';
type SharedPkg = { federation: Record<Share, { version: string; entries: string[] }>; exports: Record<string, string> };
type Exports = Record<Share, Record<string, Record<string, { type: boolean; kit?: string }>>>;
type Ledger = Partial<Record<Share, Record<string, Record<string, string>>>>;
type Use = { line: number; request: string; name: string; how: string };
type AppPkg = { name: string; federation: { requires: Partial<Record<Share, string>> } };
type Release = { version: string; exports: Record<string, string[]> };
interface FederationExportsModule {
  diskTree(sharedDir: string): unknown;
  sharedExports(tree: unknown, sharedPkg: SharedPkg): Exports;
  readLedger(sharedDir: string): Ledger;
  federatedRequests(sharedPkg: SharedPkg): Map<string, { share: Share; entry: string }>;
  importsOfFile(file: string, text: string, requests: Map<string, { share: Share; entry: string }>): Use[];
  ledgerProblems(current: Exports, ledger: Ledger, sharedPkg: SharedPkg): string[];
  rangeProblems(options: { appDir: string; appPkg: AppPkg; sharedPkg: SharedPkg; current: Exports; ledger: Ledger }): string[];
  firstVersions(releases: Release[], current: Record<string, string[]>, version: string): Record<string, Record<string, string>>;
  federationExportsRefusal(options: { appDir: string; appPkg: AppPkg; sharedDir: string; sharedPkg: SharedPkg }): string | undefined;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script outside this TypeScript project
const lib = require('../../scripts/webpack/federation-exports.cjs') as FederationExportsModule;

const ROOT = path.resolve(__dirname, '../..');
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** This tree's shared: its package.json, its exports and its ledger (read once). */
let thisTree: { sharedPkg: SharedPkg; exports: Exports; ledger: Ledger } | undefined;
function tree() {
  if (!thisTree) {
    const sharedPkg = readJson<SharedPkg>(path.join(ROOT, 'shared', 'package.json'));
    const exports = lib.sharedExports(lib.diskTree(path.join(ROOT, 'shared')), sharedPkg);
    thisTree = { sharedPkg, exports, ledger: lib.readLedger(path.join(ROOT, 'shared')) };
  }
  return thisTree;
}

/** Writes `files` (path → text) under `dir`. */
function writeTree(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/** A small `shared` with the real one's shapes: a core root that re-exports a kit entry, types, a kit 1.3.0 name. */
const FIXTURE_SHARED_PKG: SharedPkg = {
  federation: {
    core: { version: '1.0.0', entries: ['.', 'api'] },
    kit: { version: '1.3.0', entries: ['ui', 'contracts'] },
  },
  exports: { '.': './src/index.ts', './api': './src/api/index.ts', './ui': './src/ui/index.ts', './contracts': './src/contracts/index.ts' },
};
const FIXTURE_SHARED = {
  'package.json': JSON.stringify(FIXTURE_SHARED_PKG),
  'src/index.ts': "export * from 'shared/api';\nexport * from 'shared/contracts';\n",
  'src/api/index.ts': 'export const api = {};\nexport type ApiOptions = { base: string };\n',
  'src/ui/index.ts':
    "export { Button, type ButtonProps } from './button';\nexport { NovedadBanner } from './novedad-banner';\nexport type { Tone } from './tone';\n",
  'src/ui/button.tsx': 'export function Button() {\n  return null;\n}\nexport interface ButtonProps {\n  label: string;\n}\n',
  'src/ui/novedad-banner.tsx': '/** Kit 1.3.0. */\nexport const NovedadBanner = () => null;\n',
  'src/ui/tone.ts': "export type Tone = 'ok' | 'error';\n",
  'src/contracts/index.ts': "export * from './roles';\n/** Kit 1.3.0. */\nexport const CATALOGO_EDICION = '(kit 1.3.0)';\n",
  'src/contracts/roles.ts': "export const ROLE = { ADMIN: 'ADMIN' } as const;\nexport type Role = keyof typeof ROLE;\n",
};
const FIXTURE_LEDGER: Ledger = {
  core: { '.': { ApiOptions: '1.0.0', api: '1.0.0' }, api: { ApiOptions: '1.0.0', api: '1.0.0' } },
  kit: {
    ui: { Button: '1.0.0', ButtonProps: '1.0.0', NovedadBanner: '1.3.0', Tone: '1.3.0' },
    contracts: { CATALOGO_EDICION: '1.3.0', ROLE: '1.0.0', Role: '1.0.0' },
  },
};

let tmp: string;
let current: Exports;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-exports-'));
  writeTree(path.join(tmp, 'shared'), FIXTURE_SHARED);
  current = lib.sharedExports(lib.diskTree(path.join(tmp, 'shared')), FIXTURE_SHARED_PKG);
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the exports of shared, read with the TypeScript compiler', () => {
  it('lists each entry’s names, which are types only, and which names a core entry passes on from the kit', () => {
    expect(current.kit.ui).toEqual({
      Button: { type: false },
      ButtonProps: { type: true },
      NovedadBanner: { type: false },
      Tone: { type: true },
    });
    expect(current.kit.contracts).toEqual({ ROLE: { type: false }, Role: { type: true }, CATALOGO_EDICION: { type: false } });
    expect(current.core['.']).toEqual({
      api: { type: false },
      ApiOptions: { type: true },
      ROLE: { type: false, kit: 'contracts' },
      Role: { type: true, kit: 'contracts' },
      CATALOGO_EDICION: { type: false, kit: 'contracts' },
    });
  });
});

describe('what a source file takes from shared', () => {
  const requests = lib.federatedRequests(FIXTURE_SHARED_PKG);
  const uses = (text: string) =>
    lib.importsOfFile('page.tsx', text, requests).map((u) => `${u.line} ${u.request} ${u.name}${u.how === 'import' ? '' : ` [${u.how}]`}`);

  it('named, renamed and default imports; not type-only ones, nor packages that are not federated entries of shared', () => {
    const text = [
      "import { Button, NovedadBanner as Banner, type ButtonProps } from 'shared/ui';",
      "import type { Tone } from 'shared/ui';",
      "import Default from 'shared/contracts';",
      "import { renderRoutes } from 'shared/test/render-routes';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(uses(text)).toEqual(['1 shared/ui Button', '1 shared/ui NovedadBanner', '3 shared/contracts default']);
  });

  it('what a namespace import is read for; the whole entry when it is passed on as a value', () => {
    const text = [
      "import * as contracts from 'shared/contracts';",
      'export const title = `Gestor ${contracts.CATALOGO_EDICION}`;',
      "const role = contracts['ROLE'];",
      'type R = contracts.Role;',
      'const label = { contracts: role };',
      'export const everything = contracts;',
    ].join('\n');
    expect(uses(text)).toEqual([
      '2 shared/contracts CATALOGO_EDICION [import * as contracts]',
      '3 shared/contracts ROLE [import * as contracts]',
      '6 shared/contracts * [import * as contracts (usado entero)]',
    ]);
  });

  it('re-exports, export *, and import()', () => {
    const text = [
      "export { NovedadBanner, type Tone } from 'shared/ui';",
      "export type { ButtonProps } from 'shared/ui';",
      "export * from 'shared/contracts';",
      "export * as api from 'shared/api';",
      "export const load = () => import('shared/ui');",
    ].join('\n');
    expect(uses(text)).toEqual([
      '1 shared/ui NovedadBanner [export … from]',
      '3 shared/contracts * [export *]',
      '4 shared/api * [export * as api]',
      '5 shared/ui * [import()]',
    ]);
  });
});

describe('the ledger lists every export of shared', () => {
  it('passes when it lists them all', () => {
    expect(lib.ledgerProblems(current, FIXTURE_LEDGER, FIXTURE_SHARED_PKG)).toEqual([]);
  });

  it('a new export it does not list: add it with the current version, raised (minor) when names are added', () => {
    const ledger: Ledger = { ...FIXTURE_LEDGER, kit: { ...FIXTURE_LEDGER.kit, ui: { Button: '1.0.0', ButtonProps: '1.0.0', Tone: '1.3.0' } } };
    const [problem, ...more] = lib.ledgerProblems(current, ledger, FIXTURE_SHARED_PKG);
    expect(more).toEqual([]);
    expect(problem).toContain('shared exporta del kit lo que shared/federation-exports.json no registra — shared/ui: "NovedadBanner".');
    expect(problem).toContain(
      'Añadir exportaciones es un cambio minor: sube "federation.kit.version" en shared/package.json (hoy 1.3.0; a 1.4.0) si este cambio aún no la subió',
    );
    expect(problem).toContain('con la versión actual del kit (la ya subida)');
  });

  it('a name no entry exports any more, a version that is not one', () => {
    const ledger: Ledger = {
      ...FIXTURE_LEDGER,
      core: { ...FIXTURE_LEDGER.core, api: { ApiOptions: '1.0.0', api: 'uno', gone: '1.0.0' } },
    };
    expect(lib.ledgerProblems(current, ledger, FIXTURE_SHARED_PKG)).toEqual([
      expect.stringContaining('registra en "core" lo que shared ya no exporta — shared/api: "gone". Quita esas líneas; quitar una exportación rompe'),
      'shared/federation-exports.json: no son versiones — "api": "uno" (shared/api).',
    ]);
  });

  it('the kit names the root re-exports are listed under the kit only', () => {
    const ledger: Ledger = { ...FIXTURE_LEDGER, core: { ...FIXTURE_LEDGER.core, '.': { ...FIXTURE_LEDGER.core?.['.'], ROLE: '1.0.0' } } };
    expect(lib.ledgerProblems(current, ledger, FIXTURE_SHARED_PKG)).toEqual([expect.stringContaining('shared: "ROLE"')]);
  });

  it('this tree: shared/federation-exports.json lists every export of every core and kit entry', () => {
    const { sharedPkg, exports, ledger } = tree();
    expect(lib.ledgerProblems(exports, ledger, sharedPkg)).toEqual([]);
  });
});

describe('an app’s declared range covers what it imports', () => {
  const appDir = () => path.join(tmp, 'remote-x');
  const appPkg = (kit: string): AppPkg => ({ name: 'remote-x', federation: { requires: { core: '^1.0.0', kit } } });
  const problems = (kit: string) =>
    lib.rangeProblems({ appDir: appDir(), appPkg: appPkg(kit), sharedPkg: FIXTURE_SHARED_PKG, current, ledger: FIXTURE_LEDGER });

  beforeAll(() =>
    writeTree(appDir(), {
      'src/page.tsx': [
        "import { Button, Tone, type ButtonProps } from 'shared/ui';",
        "import * as contracts from 'shared/contracts';",
        'export const title = `Gestor de Servicios ${contracts.CATALOGO_EDICION}`;',
        'export const props: ButtonProps = { label: title };',
        "export const tone: Tone = 'ok';",
        'export const button = Button;',
      ].join('\n'),
      'src/banner.ts': "export { NovedadBanner } from 'shared/ui';\n",
      // Tests are not bundled.
      'src/page.test.tsx': "import { NovedadBanner } from 'shared/ui';\nexport const b = NovedadBanner;\n",
    }),
  );

  it('range forgotten: names the file, the export, the version that brought it and the range to declare', () => {
    expect(problems('^1.1.0')).toEqual([
      'remote-x declara "federation.requires.kit": "^1.1.0", que admite un kit 1.1.0, pero usa exportaciones posteriores: ' +
        'con un host de ese kit valdrían undefined en tiempo de ejecución.\n' +
        '  - remote-x/src/banner.ts:1 importa "NovedadBanner" de shared/ui (export … from), que llegó con el kit 1.3.0\n' +
        '  - remote-x/src/page.tsx:3 importa "CATALOGO_EDICION" de shared/contracts (import * as contracts), que llegó con el kit 1.3.0\n' +
        'Declara en remote-x/package.json "federation": { "requires": { "kit": "^1.3.0" } }.',
    ]);
  });

  it('range raised: nothing to say; types (erased) never raise it', () => {
    expect(problems('^1.3.0')).toEqual([]);
    expect(problems('>=1.3.0 <2')).toEqual([]);
  });

  it('a floor above what this tree builds says to raise the share too', () => {
    const pkg = { ...FIXTURE_SHARED_PKG, federation: { ...FIXTURE_SHARED_PKG.federation, kit: { version: '1.2.0', entries: ['ui', 'contracts'] } } };
    const [problem] = lib.rangeProblems({ appDir: appDir(), appPkg: appPkg('^1.2.0'), sharedPkg: pkg, current, ledger: FIXTURE_LEDGER });
    expect(problem).toContain('"kit": "^1.3.0" } }. El kit 1.3.0 aún no existe en este árbol (compila 1.2.0): sube también "federation.kit.version"');
  });

  it('a namespace passed on whole counts every name of its entry; a kit name through the core root is refused', () => {
    writeTree(appDir(), {
      'src/whole.ts': "import * as contracts from 'shared/contracts';\nexport const all = contracts;\n",
      'src/root.ts': "import { ROLE } from 'shared';\nexport const admin = ROLE.ADMIN;\n",
    });
    try {
      const [throughCore, kit] = problems('^1.1.0');
      expect(throughCore).toBe(
        'remote-x importa nombres del kit a través del núcleo: remote-x/src/root.ts:1 importa "ROLE" de shared: es del kit (shared/contracts). ' +
          'Así llegan con el kit del host, sea cual sea el rango que declare remote-x: impórtalos de su entrada del kit.',
      );
      expect(kit).toContain(
        '  - remote-x/src/whole.ts:2 importa "CATALOGO_EDICION" de shared/contracts (import * as contracts (usado entero)), que llegó con el kit 1.3.0',
      );
      expect(kit).not.toContain('"ROLE"');
    } finally {
      fs.rmSync(path.join(appDir(), 'src/whole.ts'));
      fs.rmSync(path.join(appDir(), 'src/root.ts'));
    }
  });

  it('what the build and deploy-remote run: both checks on the shared on disk and its ledger file, one message', () => {
    const sharedDir = path.join(tmp, 'shared');
    const refusal = (kit: string) =>
      lib.federationExportsRefusal({ appDir: appDir(), appPkg: appPkg(kit), sharedDir, sharedPkg: FIXTURE_SHARED_PKG });
    fs.writeFileSync(path.join(sharedDir, 'federation-exports.json'), JSON.stringify(FIXTURE_LEDGER));
    try {
      expect(refusal('^1.3.0')).toBeUndefined();
      expect(refusal('^1.1.0')).toMatch(
        /^remote-x declara "federation.requires.kit": "\^1.1.0"[^]*"kit": "\^1.3.0"[^]*\(docs\/decisions\/independent-releases.md, "The ledger of exports"\)$/,
      );
      fs.rmSync(path.join(sharedDir, 'federation-exports.json'));
      expect(refusal('^1.3.0')).toMatch(
        /^shared exporta del core lo que shared\/federation-exports.json no registra[^]*\n\nshared exporta del kit lo que/,
      );
    } finally {
      fs.rmSync(path.join(sharedDir, 'federation-exports.json'), { force: true });
    }
  });

  it.each(['host', 'remote-reports', 'remote-catalog', 'remote-admin'])('this tree: %s declares ranges that cover its imports', (app) => {
    const { sharedPkg, exports, ledger } = tree();
    const appPkg = readJson<AppPkg>(path.join(ROOT, app, 'package.json'));
    expect(lib.rangeProblems({ appDir: path.join(ROOT, app), appPkg, sharedPkg, current: exports, ledger })).toEqual([]);
  });
});

describe('a name’s first version, from the releases in history', () => {
  const releases: Release[] = [
    { version: '1.1.0', exports: { ui: ['Button', 'Old'] } },
    { version: '1.0.0', exports: { ui: ['Button', 'Old', 'Back'] } },
    { version: '1.2.0', exports: { ui: ['Button', 'Back', 'Later'] } },
  ];
  const now = { ui: ['Later', 'Button', 'Back', 'Fresh'] };

  it('the oldest release from which every later one had it (a name dropped and brought back counts from its return)', () => {
    expect(lib.firstVersions(releases, now, '1.2.0')).toEqual({ ui: { Back: '1.2.0', Button: '1.0.0', Fresh: '1.3.0', Later: '1.2.0' } });
  });

  it('a name no release had: the next minor, or the current version when the tree already raised it', () => {
    expect(lib.firstVersions(releases, now, '1.2.0').ui?.Fresh).toBe('1.3.0');
    expect(lib.firstVersions(releases, now, '1.4.0').ui?.Fresh).toBe('1.4.0');
    expect(lib.firstVersions([], { ui: ['Fresh'] }, '1.0.0')).toEqual({ ui: { Fresh: '1.0.0' } });
  });
});

const git = (args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const withHistory = git(['rev-parse', '--is-shallow-repository']).stdout.trim() === 'false';

describe('shared/federation-exports.json and git history', () => {
  // A copy without .git (a tarball, a shallow clone) has no history to compare with.
  (withHistory ? it : it.skip)('agree: node scripts/federation-exports.mjs', () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'federation-exports.mjs')], { cwd: ROOT, encoding: 'utf8' });
    expect(`${r.stdout}${r.stderr}`).toContain('shared/federation-exports.json coincide con el historial de git.');
    expect(r.status).toBe(0);
  });
});
