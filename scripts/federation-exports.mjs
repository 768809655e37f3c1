#!/usr/bin/env node
// The ledger of shared's exports (shared/federation-exports.json) derived from git history, and checked against it
// (docs/decisions/independent-releases.md, "The ledger of exports").
//
//   node scripts/federation-exports.mjs           compares the ledger with what history says; exit 1 when they differ
//   node scripts/federation-exports.mjs --write   writes the ledger history gives
//
// A release of a share is the first commit of the main line (first parents from HEAD) whose shared/package.json
// carries a new `federation.<share>.version`; its exports are read at that commit with the TypeScript compiler
// (scripts/webpack/federation-exports.cjs, the same code as the build's check). A name's version is the oldest release
// from which every later release had it; a name no release had yet takes the working tree's version when it is
// above the last release, otherwise the next minor (the release that will bring it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, fromRoot } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const {
  LEDGER_FILE,
  SHARES,
  diskTree,
  federationShares,
  firstVersions,
  ownNames,
  readLedger,
  sharedExports,
} = require('./webpack/federation-exports.cjs');

function git(args, input) {
  const r = spawnSync('git', args, { cwd: ROOT, input, maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr?.toString().trim() || r.error?.message}`);
  return r.stdout;
}

/** The files of shared/ at `commit`, as a tree `sharedExports` reads (rooted at a path that exists nowhere). */
function commitTree(commit) {
  const root = path.join(path.sep, 'git', commit, 'shared');
  const listing = git(['ls-tree', '-r', '-z', '--full-tree', commit, 'shared/'])
    .toString()
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t');
      return { sha: meta.split(' ')[2], file };
    })
    .filter(({ file }) => file === 'shared/package.json' || (file.startsWith('shared/src/') && /\.(tsx?|json)$/.test(file)));
  const out = git(['cat-file', '--batch'], listing.map(({ sha }) => sha).join('\n') + '\n');
  const files = new Map();
  const dirs = new Set();
  let at = 0;
  for (const { file } of listing) {
    const headerEnd = out.indexOf(10, at);
    const size = Number(out.subarray(at, headerEnd).toString().split(' ')[2]);
    const abs = path.join(root, file.slice('shared/'.length));
    files.set(abs, out.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
    for (let dir = path.dirname(abs); dir.startsWith(root) && !dirs.has(dir); dir = path.dirname(dir)) dirs.add(dir);
    at = headerEnd + 1 + size + 1;
  }
  return { root, readFile: (f) => files.get(f), fileExists: (f) => files.has(f), directoryExists: (d) => dirs.has(d) };
}

const shortSha = (commit) => commit.slice(0, 7);

/** { core: [{ version, commit, exports: { entry: names[] } }], kit: […] }: each version's first commit on the main line. */
function releases() {
  const commits = git(['rev-list', '--first-parent', '--reverse', 'HEAD', '--', 'shared/package.json']).toString().split('\n').filter(Boolean);
  const found = { core: [], kit: [] };
  const seen = { core: new Set(), kit: new Set() };
  for (const commit of commits) {
    const pkg = JSON.parse(git(['show', `${commit}:shared/package.json`]).toString());
    if (!pkg.federation) continue;
    let exportsAt;
    for (const share of SHARES) {
      const version = pkg.federation[share] && pkg.federation[share].version;
      if (!version || seen[share].has(version)) continue;
      seen[share].add(version);
      exportsAt ??= sharedExports(commitTree(commit), pkg);
      const exports = Object.fromEntries(Object.entries(exportsAt[share]).map(([entry, names]) => [entry, ownNames(names)]));
      found[share].push({ version, commit, exports });
    }
  }
  return found;
}

const sharedDir = fromRoot('shared');
const sharedPkg = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
const shares = federationShares(sharedPkg);
const current = sharedExports(diskTree(sharedDir), sharedPkg);
const history = releases();
const derived = {
  $comment:
    'The version of its share (shared/package.json → federation) that first exported each name of each core and kit entry. ' +
    'Checked by every build (scripts/webpack/federation-exports.cjs); `node scripts/federation-exports.mjs` compares it with git history. ' +
    'docs/decisions/independent-releases.md, "The ledger of exports".',
};
for (const share of SHARES) {
  say(`${share}: ${history[share].map((r) => `${r.version} (${shortSha(r.commit)})`).join(', ')}; este árbol: ${shares[share].version}`);
  const now = Object.fromEntries(shares[share].entries.map((entry) => [entry, ownNames(current[share][entry])]));
  derived[share] = firstVersions(history[share], now, shares[share].version);
}

function say(line) {
  process.stdout.write(`${line}\n`);
}

const file = path.join(sharedDir, LEDGER_FILE);
if (process.argv.includes('--write')) {
  fs.writeFileSync(file, `${JSON.stringify(derived, null, 2)}\n`);
  say(`Escrito ${path.relative(ROOT, file)}.`);
  process.exit(0);
}

const ledger = readLedger(sharedDir);
const differences = [];
for (const share of SHARES) {
  const releaseOf = (version) => history[share].find((r) => r.version === version);
  for (const [entry, names] of Object.entries(derived[share])) {
    const listed = ledger[share]?.[entry] ?? {};
    for (const [name, version] of Object.entries(names)) {
      if (listed[name] === version) continue;
      const said = listed[name] ? `el registro dice ${listed[name]}` : 'el registro no la tiene';
      const wrong = releaseOf(listed[name]);
      const why = wrong && !wrong.exports[entry]?.includes(name) ? ` (el ${share} ${wrong.version} de ${shortSha(wrong.commit)} no la tenía)` : '';
      differences.push(`${share} → "${entry}" → "${name}": ${said}${why}; el historial, ${version}`);
    }
    for (const name of Object.keys(listed)) if (!(name in names)) differences.push(`${share} → "${entry}" → "${name}": ya no se exporta`);
  }
}
if (differences.length) {
  process.stderr.write(
    `\nshared/${LEDGER_FILE} no coincide con el historial de git:\n  ${differences.join('\n  ')}\n` +
      'Una exportación nueva va con una versión nueva de su paquete (minor): corrige esas líneas, o reescribe el registro con --write.\n\n',
  );
  process.exit(1);
}
say(`shared/${LEDGER_FILE} coincide con el historial de git.`);
