'use strict';
/**
 * Which version of `shared` first had each export of its federated entries, and whether an app's declared ranges
 * cover what it imports (docs/decisions/independent-releases.md, "The ledger of exports"; issue #23 point 5).
 *
 * A remote built with kit 1.3.0 that still declares `"kit": "^1.1.0"` accepts a host's kit 1.2.0 at run time: every
 * name 1.2.0 lacks is `undefined`, silently. So:
 *  - shared/federation-exports.json (the ledger) lists every export of every core and kit entry with the version of
 *    its share that first had it; `ledgerProblems` fails when the tree exports a name the ledger does not list;
 *  - `rangeProblems` reads an app's own sources (the TypeScript parser, not regexes) and fails when it imports a name
 *    whose first version is above the lowest version its `federation.requires` range admits.
 * `federationExportsRefusal` runs both; create-config.cjs calls it before every build, deploy-remote.mjs before a release.
 * scripts/federation-exports.mjs derives the ledger from git history (`firstVersions`) and re-checks it.
 */
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

/** The ledger's file, in the `shared` package. */
const LEDGER_FILE = 'federation-exports.json';
const SHARES = ['core', 'kit'];
const SOURCE = /\.(?:[cm]?ts|tsx)$/;
const NOT_BUNDLED = /\.test\.[cm]?tsx?$|\.d\.[cm]?ts$/;

/** Loaded on first use: the dev server and the build need it only for this check. */
const typescript = () => require('typescript');

/** `.` → `shared`, `ui` → `shared/ui`. */
const requestOf = (entry) => (entry === '.' ? 'shared' : `shared/${entry}`);

/** `federation` of shared/package.json, checked: { core: { version, singleton, entries }, kit: {…} }. */
function federationShares(sharedPkg) {
  const shares = sharedPkg.federation;
  if (!shares || !shares.core || !shares.kit) throw new Error('shared/package.json: falta "federation.core" / "federation.kit"');
  return shares;
}

/** request (`shared/ui`) → { share, entry } for every federated entry of `shared`. */
function federatedRequests(sharedPkg) {
  const shares = federationShares(sharedPkg);
  const requests = new Map();
  for (const share of SHARES) for (const entry of shares[share].entries) requests.set(requestOf(entry), { share, entry });
  return requests;
}

/** The files of a `shared` tree on disk, for `sharedExports`. */
function diskTree(sharedDir) {
  return {
    root: sharedDir,
    readFile: (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined),
    fileExists: (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
    directoryExists: (dir) => fs.existsSync(dir) && fs.statSync(dir).isDirectory(),
  };
}

/**
 * Exports of every core and kit entry of a `shared` tree, read through `tree` (`diskTree`, or a commit's files):
 * `{ core: { '.': { Name: { type, kit? } } }, kit: { ui: { Name: { type } } } }`.
 * `type`: a type only, erased from the bundle. `kit`: in a core entry, a kit entry's export passed on (the root
 * `shared` re-exports `shared/contracts`): at run time it comes from the host's kit, whatever the importer declares.
 * Only `shared`'s own files are read: other packages stay unresolved, which is enough to list names.
 */
function sharedExports(tree, sharedPkg) {
  const ts = typescript();
  const shares = federationShares(sharedPkg);
  const fileOf = (entry) => {
    const target = sharedPkg.exports && sharedPkg.exports[entry === '.' ? '.' : `./${entry}`];
    if (!target) throw new Error(`shared/package.json: "exports" no tiene la entrada federada "${requestOf(entry)}"`);
    return path.join(tree.root, target);
  };
  const paths = {};
  for (const [key, target] of Object.entries(sharedPkg.exports || {})) paths[key === '.' ? 'shared' : `shared/${key.slice(2)}`] = [target];
  const options = {
    noLib: true,
    types: [],
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.Preserve,
    baseUrl: tree.root,
    paths,
  };
  const host = {
    getSourceFile: (file, version) => {
      const text = tree.readFile(file);
      return text === undefined ? undefined : ts.createSourceFile(file, text, version, true);
    },
    getDefaultLibFileName: () => 'lib.d.ts',
    writeFile: () => undefined,
    getCurrentDirectory: () => tree.root,
    getCanonicalFileName: (file) => file,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: tree.fileExists,
    readFile: tree.readFile,
    directoryExists: tree.directoryExists,
    getDirectories: () => [],
    resolveModuleNameLiterals: (literals, containingFile, _redirect, compilerOptions) =>
      literals.map(({ text }) =>
        text.startsWith('.') || /^shared(?:\/|$)/.test(text)
          ? ts.resolveModuleName(text, containingFile, compilerOptions, host)
          : { resolvedModule: undefined },
      ),
  };
  const entries = SHARES.flatMap((share) => shares[share].entries.map((entry) => ({ share, entry, file: fileOf(entry) })));
  const program = ts.createProgram({ rootNames: entries.map((e) => e.file), options, host });
  const checker = program.getTypeChecker();
  const result = { core: {}, kit: {} };
  const kitTargets = new Map(); // resolved symbol → the kit entry that exports it
  // Kit entries first, so that a core entry's re-export of a kit name is recognised.
  for (const { share, entry, file } of entries.sort((a, b) => (a.share === b.share ? 0 : a.share === 'kit' ? -1 : 1))) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`No se puede leer ${path.relative(path.dirname(tree.root), file)} (${requestOf(entry)})`);
    const names = {};
    const moduleSymbol = checker.getSymbolAtLocation(source);
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const typeOnlyAlias = (symbol.declarations || []).some((d) => ts.isTypeOnlyImportOrExportDeclaration(d));
      const info = { type: typeOnlyAlias || !(target.flags & ts.SymbolFlags.Value) };
      if (share === 'kit') {
        if (!kitTargets.has(target)) kitTargets.set(target, entry);
      } else if (kitTargets.has(target)) {
        info.kit = kitTargets.get(target);
      }
      names[symbol.name] = info;
    }
    result[share][entry] = names;
  }
  return result;
}

/** The names of `exports[share][entry]` the ledger must list: a core entry's kit names are listed under the kit. */
function ownNames(exportsOfEntry) {
  return Object.keys(exportsOfEntry).filter((name) => !exportsOfEntry[name].kit);
}

/** `1.2.0` → `1.3.0`. */
const nextMinor = (version) => semver.inc(version, 'minor');

/** `"a", "b" y "c"`. */
function quoted(names) {
  const q = names.map((n) => `"${n}"`);
  return q.length < 2 ? q.join('') : `${q.slice(0, -1).join(', ')} y ${q[q.length - 1]}`;
}

/**
 * What is wrong with `ledger` for the tree whose exports are `current` (`sharedExports`): names it does not list
 * (added without a ledger line), names it lists that no entry exports any more, versions that are not versions.
 * A version above the share's current one is allowed: the name is there but comes out with that version, so no
 * app can require it before the share is raised (see `firstVersions`). → Spanish messages, [] when it is right.
 */
function ledgerProblems(current, ledger, sharedPkg) {
  const shares = federationShares(sharedPkg);
  const problems = [];
  for (const share of SHARES) {
    const { version, entries } = shares[share];
    const missing = [];
    const stale = [];
    const invalid = [];
    for (const entry of entries) {
      const listed = (ledger[share] && ledger[share][entry]) || {};
      const own = ownNames(current[share][entry] || {});
      const names = own.filter((name) => !(name in listed));
      if (names.length) missing.push(`${requestOf(entry)}: ${quoted(names)}`);
      const gone = Object.keys(listed).filter((name) => !own.includes(name));
      if (gone.length) stale.push(`${requestOf(entry)}: ${quoted(gone)}`);
      for (const [name, v] of Object.entries(listed)) if (!semver.valid(v)) invalid.push(`"${name}": "${v}" (${requestOf(entry)})`);
    }
    for (const entry of Object.keys(ledger[share] || {})) {
      if (!entries.includes(entry)) stale.push(`"${entry}", que ya no es una entrada del ${share}`);
    }
    if (missing.length) {
      problems.push(
        `shared exporta del ${share} lo que shared/${LEDGER_FILE} no registra — ${missing.join('; ')}. ` +
          `Añadir exportaciones es un cambio minor: sube "federation.${share}.version" en shared/package.json ` +
          `(hoy ${version}; a ${nextMinor(version)}) si este cambio aún no la subió, y añade cada nombre en shared/${LEDGER_FILE} → ` +
          `"${share}" → su entrada con la versión actual del ${share} (la ya subida). ` +
          '`node scripts/federation-exports.mjs` lo comprueba contra el historial de git.',
      );
    }
    if (stale.length) {
      problems.push(
        `shared/${LEDGER_FILE} registra en "${share}" lo que shared ya no exporta — ${stale.join('; ')}. Quita esas líneas; ` +
          `quitar una exportación rompe a quien la usa: es un cambio major de "federation.${share}.version".`,
      );
    }
    if (invalid.length) problems.push(`shared/${LEDGER_FILE}: no son versiones — ${invalid.join('; ')}.`);
  }
  return problems;
}

/** The app's own source files (tests and declarations are not bundled). */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((d) => {
      const full = path.join(dir, d.name);
      if (d.isDirectory()) return d.name === 'node_modules' || d.name === 'dist' ? [] : sourceFiles(full);
      return SOURCE.test(d.name) && !NOT_BUNDLED.test(d.name) ? [full] : [];
    });
}

/** Is `node` (an identifier) a name in a declaration or a member, rather than a reference to a variable? */
function isNotAReference(ts, node) {
  const p = node.parent;
  if (!p) return true;
  if (ts.isPropertyAccessExpression(p) || ts.isQualifiedName(p)) return p.name === node || p.right === node;
  if (ts.isBindingElement(p)) return p.propertyName === node;
  if (ts.isImportSpecifier(p) || ts.isExportSpecifier(p) || ts.isNamespaceImport(p) || ts.isImportClause(p)) return true;
  const named =
    ts.isPropertyAssignment(p) ||
    ts.isPropertySignature(p) ||
    ts.isPropertyDeclaration(p) ||
    ts.isMethodDeclaration(p) ||
    ts.isMethodSignature(p) ||
    ts.isGetAccessorDeclaration(p) ||
    ts.isSetAccessorDeclaration(p) ||
    ts.isEnumMember(p) ||
    ts.isJsxAttribute(p) ||
    ts.isLabeledStatement(p);
  return named && p.name === node;
}

/**
 * Every name a source file takes from a federated entry of `shared` (`requests`: request → { share, entry }):
 * named and default imports, re-exports, and what an `import * as ns` namespace is read for (`ns.Button`,
 * `ns['Button']`). Type-only imports are left out: they are erased. A use that may reach any name (`export *`, a
 * namespace passed on as a whole, `import()`) is `name: '*'`. → [{ line, request, name, how }]
 */
function importsOfFile(file, text, requests) {
  const ts = typescript();
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const uses = [];
  const namespaces = new Map(); // local name → request
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const add = (node, request, name, how) => uses.push({ line: lineOf(node), request, name, how });
  const federated = (specifier) => specifier && ts.isStringLiteralLike(specifier) && requests.has(specifier.text) && specifier.text;

  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const request = federated(node.moduleSpecifier);
      const clause = node.importClause;
      if (request && clause && !clause.isTypeOnly) {
        if (clause.name) add(node, request, 'default', 'import');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, request);
        else if (bindings) for (const el of bindings.elements) if (!el.isTypeOnly) add(el, request, (el.propertyName || el.name).text, 'import');
      }
    } else if (ts.isExportDeclaration(node)) {
      const request = federated(node.moduleSpecifier);
      if (request && !node.isTypeOnly) {
        const clause = node.exportClause;
        if (!clause) add(node, request, '*', 'export *');
        else if (ts.isNamespaceExport(clause)) add(node, request, '*', `export * as ${clause.name.text}`);
        else for (const el of clause.elements) if (!el.isTypeOnly) add(el, request, (el.propertyName || el.name).text, 'export … from');
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const request = federated(node.arguments[0]);
      if (request) add(node, request, '*', 'import()');
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && !node.isTypeOnly) {
      const request = federated(node.moduleReference.expression);
      if (request) add(node, request, '*', 'import = require()');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  if (namespaces.size) {
    const visitNamespace = (node) => {
      if (ts.isIdentifier(node) && namespaces.has(node.text) && !isNotAReference(ts, node)) {
        const request = namespaces.get(node.text);
        const p = node.parent;
        const how = `import * as ${node.text}`;
        if (ts.isPropertyAccessExpression(p) && p.expression === node) add(p, request, p.name.text, how);
        else if (ts.isElementAccessExpression(p) && p.expression === node && ts.isStringLiteralLike(p.argumentExpression)) {
          add(p, request, p.argumentExpression.text, how);
        } else if (ts.isQualifiedName(p) || ts.isTypeQueryNode(p)) {
          // `ns.Props` in a type, `typeof ns`: erased.
        } else add(node, request, '*', `${how} (usado entero)`);
      }
      ts.forEachChild(node, visitNamespace);
    };
    visitNamespace(source);
  }
  return uses;
}

/** `importsOfFile` for every source file under `<appDir>/src`, with its `file`. */
function importsOfApp(appDir, requests) {
  return sourceFiles(path.join(appDir, 'src')).flatMap((file) =>
    importsOfFile(file, fs.readFileSync(file, 'utf8'), requests).map((use) => ({ file, ...use })),
  );
}

/** The range `appPkg` declares for a share of `shared`, or undefined. */
const declaredRange = (appPkg, share) => appPkg.federation && appPkg.federation.requires && appPkg.federation.requires[share];

/**
 * Uses of `shared` in the app at `appDir` that its declared ranges do not cover: a name whose first version (the
 * ledger) is above the lowest version the app's `federation.requires` range admits would be `undefined` under a
 * host that provides that version, and Module Federation would hand it that version without a word. Also a kit
 * name imported through a core entry: that one comes with the host's kit, whatever the app declares.
 * → Spanish messages that name the file, the export, the version that brought it and the range to declare.
 */
function rangeProblems({ appDir, appPkg, sharedPkg, current, ledger }) {
  const shares = federationShares(sharedPkg);
  const requests = federatedRequests(sharedPkg);
  const treeRoot = path.dirname(appDir);
  const where = (use) => `${path.relative(treeRoot, use.file).split(path.sep).join('/')}:${use.line}`;
  const perShare = { core: [], kit: [] };
  const throughCore = [];
  for (const use of importsOfApp(appDir, requests)) {
    const { share, entry } = requests.get(use.request);
    const exported = current[share][entry] || {};
    let names;
    if (use.name === '*') names = ownNames(exported);
    else if (exported[use.name] && exported[use.name].kit) {
      throughCore.push(`${where(use)} importa "${use.name}" de ${use.request}: es del kit (${requestOf(exported[use.name].kit)})`);
      continue;
    } else names = [use.name];
    for (const name of names) {
      // A name shared does not export is TypeScript's error; a name the ledger lacks is ledgerProblems'.
      if (!exported[name] || exported[name].type) continue;
      const since = ledger[share] && ledger[share][entry] && ledger[share][entry][name];
      if (since && semver.valid(since)) perShare[share].push({ use, entry, name, since });
    }
  }
  const problems = [];
  if (throughCore.length) {
    problems.push(
      `${appPkg.name} importa nombres del kit a través del núcleo: ${throughCore.join('; ')}. Así llegan con el kit del host, ` +
        `sea cual sea el rango que declare ${appPkg.name}: impórtalos de su entrada del kit.`,
    );
  }
  for (const share of SHARES) {
    const range = declaredRange(appPkg, share);
    if (!range || !semver.validRange(range)) continue; // create-config's requiredRange says what to declare
    const floor = semver.minVersion(range).version;
    const above = perShare[share].filter((u) => semver.gt(u.since, floor));
    if (above.length === 0) continue;
    const needed = above.map((u) => u.since).sort(semver.rcompare)[0];
    const lines = above.map(
      (u) =>
        `  - ${where(u.use)} importa "${u.name}" de ${requestOf(u.entry)}${u.use.how === 'import' ? '' : ` (${u.use.how})`}, que llegó con el ${share} ${u.since}`,
    );
    const unreleased = semver.gt(needed, shares[share].version)
      ? ` El ${share} ${needed} aún no existe en este árbol (compila ${shares[share].version}): sube también "federation.${share}.version" en shared/package.json.`
      : '';
    problems.push(
      `${appPkg.name} declara "federation.requires.${share}": "${range}", que admite un ${share} ${floor}, pero usa exportaciones ` +
        `posteriores: con un host de ese ${share} valdrían undefined en tiempo de ejecución.\n${lines.join('\n')}\n` +
        `Declara en ${appPkg.name}/package.json "federation": { "requires": { "${share}": "^${needed}" } }.${unreleased}`,
    );
  }
  return problems;
}

/** shared/federation-exports.json of the `shared` package at `sharedDir` ({} when missing: every name is then missing). */
function readLedger(sharedDir) {
  const file = path.join(sharedDir, LEDGER_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/**
 * The build's and the release's check: the ledger lists what `shared` exports, and the app at `appDir` imports
 * nothing its declared ranges do not cover. → the message that refuses the build, or undefined when all is right.
 */
function federationExportsRefusal({ appDir, appPkg, sharedDir, sharedPkg }) {
  const current = sharedExports(diskTree(sharedDir), sharedPkg);
  const ledger = readLedger(sharedDir);
  const problems = [...ledgerProblems(current, ledger, sharedPkg), ...rangeProblems({ appDir, appPkg, sharedPkg, current, ledger })];
  if (problems.length === 0) return undefined;
  return `${problems.join('\n\n')}\n\n(docs/decisions/independent-releases.md, "The ledger of exports")`;
}

/**
 * The ledger a history gives (scripts/federation-exports.mjs). `releases`: for one share, every version it had in
 * history with the entries' exports at the commit that first carried it ({ version, exports: { entry: names[] } }).
 * `current`: the entries' exports now (entry → names[]); `version`: the share's version now.
 * A name's first version is the oldest one from which every later release had it. A name no release had yet comes
 * with the current version when the tree already raised it past the last release, otherwise with the next minor.
 * → { entry: { name: version } }, names sorted.
 */
function firstVersions(releases, current, version) {
  const sorted = [...releases].sort((a, b) => semver.compare(a.version, b.version));
  const last = sorted.length ? sorted[sorted.length - 1].version : undefined;
  const unreleased = last === undefined || semver.gt(version, last) ? version : nextMinor(last);
  const ledger = {};
  for (const [entry, names] of Object.entries(current)) {
    ledger[entry] = {};
    for (const name of [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
      let since = unreleased;
      for (let i = sorted.length - 1; i >= 0; i--) {
        const had = sorted[i].exports[entry];
        if (!had || !had.includes(name)) break;
        since = sorted[i].version;
      }
      ledger[entry][name] = since;
    }
  }
  return ledger;
}

module.exports = {
  LEDGER_FILE,
  SHARES,
  diskTree,
  federatedRequests,
  federationExportsRefusal,
  federationShares,
  firstVersions,
  importsOfFile,
  ledgerProblems,
  ownNames,
  rangeProblems,
  readLedger,
  sharedExports,
};
