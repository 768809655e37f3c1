#!/usr/bin/env node
// Releases one remote on its own (docs/decisions/independent-releases.md): checks what it requires of
// `shared` against what the running host provides, builds it, and writes a folder ready for any static
// host (with CORS) plus the REMOTE_<NAME>_URL to set.
//
//   node scripts/deploy-remote.mjs remote-catalog --out ./release/remote-catalog \
//        [--host https://informes.example.com | --host path/to/host/dist] [--public-url https://cdn.example.com/remote-catalog]
//
// --host: where the host runs (its /mf-manifest.json is read) or a built host/dist; default: this tree's host/dist.
// Refuses (exit 2) when the host's shared core does not satisfy the remote's core range: core is a singleton
// and the host's copy is the one that runs. When the host's kit does not satisfy the remote's kit range it
// says so: the remote will load its own kit (a larger first load), which is allowed.
// Refuses (exit 2) too, before reading the host, when the remote imports a name of shared that the lowest version of
// its declared range lacks (shared/federation-exports.json): any host with that version would give it undefined.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fromRoot, ROOT } from './lib/paths.mjs';
import { ensureInstalled, ensurePnpm, pnpm } from './lib/pnpm.mjs';
import { say } from './lib/process.mjs';

const REMOTES = ['remote-reports', 'remote-catalog', 'remote-admin'];
/** Files of a remote's build that are not part of a release (standalone page, build stats, dotfiles). */
const NOT_RELEASED = new Set(['index.html', 'main.js', 'mf-manifest-stats.json']);

function fail(message, code = 1) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(code);
}

function args(argv) {
  const [remote, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(rest[i]);
    if (!m) fail(`Argumento desconocido: ${rest[i]}`);
    options[m[1]] = m[2] ?? rest[++i];
  }
  return { remote, options };
}

/** shared versions a host provides, from its mf-manifest.json: { core, kit }. */
async function hostProvides(hostOption) {
  let manifest;
  const where = hostOption ?? fromRoot('host', 'dist');
  if (/^https?:\/\//.test(where)) {
    const url = new URL('mf-manifest.json', where.endsWith('/') || where.endsWith('.json') ? where : `${where}/`);
    const res = await fetch(url);
    if (!res.ok) fail(`No se pudo leer ${url} (HTTP ${res.status}).`);
    manifest = await res.json();
  } else {
    const file = where.endsWith('.json') ? where : path.join(where, 'mf-manifest.json');
    if (!fs.existsSync(file)) fail(`No existe ${file}: compila el host (npm run build) o indica --host <url del producto>.`);
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  const version = (name) => manifest.shared?.find((s) => s.name === name)?.version;
  return { core: version('shared/api'), kit: version('shared/ui') ?? version('shared/contracts') };
}

const { remote, options } = args(process.argv.slice(2));
if (!REMOTES.includes(remote))
  fail(`Uso: node scripts/deploy-remote.mjs <${REMOTES.join('|')}> --out <carpeta> [--host <url|host/dist>] [--public-url <url>]`);
if (!options.out) fail('Falta --out <carpeta>: dónde dejar la publicación.');

await ensurePnpm();
await ensureInstalled();
const require = createRequire(import.meta.url);
const semver = require('semver');
const { federationExportsRefusal } = require('./webpack/federation-exports.cjs');
const remotePkg = JSON.parse(fs.readFileSync(fromRoot(remote, 'package.json'), 'utf8'));
const sharedPkg = JSON.parse(fs.readFileSync(fromRoot('shared', 'package.json'), 'utf8'));
const requires = remotePkg.federation?.requires ?? {};

// The build checks it too; here it stops the release before anything is built or written.
const refused = federationExportsRefusal({ appDir: fromRoot(remote), appPkg: remotePkg, sharedDir: fromRoot('shared'), sharedPkg });
if (refused) fail(`No se publica ${remote}:\n${refused}`, 2);
const host = await hostProvides(options.host);

say(
  `${remote} requiere shared core ${requires.core} y kit ${requires.kit}; este árbol compila core ${sharedPkg.federation.core.version} y kit ${sharedPkg.federation.kit.version}.`,
);
say(`El host ofrece shared core ${host.core ?? '(desconocido)'} y kit ${host.kit ?? '(desconocido)'}.`);
if (!host.core || !semver.satisfies(host.core, requires.core)) {
  fail(
    `No se publica ${remote}: el host ofrece shared core ${host.core ?? '(ninguno)'} y ${remote} requiere ${requires.core}. ` +
      'El núcleo compartido (sesión, cliente de la API, tema) es uno solo y lo pone el host: publica antes el host, ' +
      `o declara en ${remote}/package.json un rango de core que el host cumpla.`,
    2,
  );
}
if (!host.kit || !semver.satisfies(host.kit, requires.kit)) {
  say(
    `Aviso: el host ofrece shared kit ${host.kit ?? '(ninguno)'} y ${remote} requiere ${requires.kit}: ${remote} cargará su propia ` +
      `copia del kit ${sharedPkg.federation.kit.version} (más bytes en su primera carga). Cuando se publique el host con ese kit, la compartirán.`,
  );
}

say(`Compilando ${remote}…`);
if ((await pnpm(['--filter', remote, 'build'], { prefix: remote })) !== 0) fail(`La compilación de ${remote} falló.`);

const dist = fromRoot(remote, 'dist');
const out = path.resolve(ROOT, options.out);
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
let files = 0;
for (const name of fs.readdirSync(dist)) {
  // `<file>.br` / `<file>.gz` (compressed at build time) go with their file, and stay out with it.
  if (name.startsWith('.') || NOT_RELEASED.has(name.replace(/\.(?:br|gz)$/, ''))) continue;
  fs.cpSync(path.join(dist, name), path.join(out, name), { recursive: true });
  files++;
}
const publicUrl = (options['public-url'] ?? `https://<servidor-estatico>/${remote}`).replace(/\/+$/, '');
const variable = `${remote.replace(/-/g, '_').toUpperCase()}_URL`;
process.stdout.write(
  `\n${files} archivos en ${out}\n` +
    'Sírvelos con CORS (Access-Control-Allow-Origin: el origen del producto); mf-manifest.json, remoteEntry.js,\n' +
    'screens.json y offline.json con Cache-Control: no-cache; los demás (nombres con hash) con caché larga e inmutable.\n' +
    `Luego arranca el producto con:\n\n  ${variable}=${publicUrl}/mf-manifest.json\n\n`,
);
