'use strict';
/**
 * The build's part of the installable, offline app (docs/decisions/offline-app.md):
 *
 * - `WebAppManifestPlugin` (host): `manifest.webmanifest` (name, colours from the theme tokens, start at
 *   /nuevo-informe) and the icons drawn once from host/static/icons/*.svg (scripts/make-icons.mjs);
 * - `OfflineFilesPlugin` (each remote): `offline.json`, the files of its release a browser needs, read by the host's
 *   service worker to cache a remote ahead (remote-reports' map included) without knowing how it was built;
 * - `ServiceWorkerSourcePlugin` (host): the service worker's TypeScript bundled into one script, which Workbox's
 *   InjectManifest then completes with the list of files to precache (create-config.cjs).
 */
const fs = require('node:fs');
const path = require('node:path');

/** The icons the manifest names (committed PNGs, drawn by scripts/make-icons.mjs). */
const ICONS = [
  { file: 'icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'maskable-512.png', sizes: '512x512', purpose: 'maskable' },
];

/** The web app manifest, from the light theme's tokens (the dark ones go to the HTML's theme-color metas). */
function webAppManifest(theme) {
  return {
    id: '/',
    name: 'Informes de Campañas',
    short_name: 'Informes',
    description: 'Informes de campo de las campañas publicitarias: fotos geolocalizadas, mapa y catálogos.',
    lang: 'es',
    dir: 'ltr',
    start_url: '/nuevo-informe',
    scope: '/',
    display: 'standalone',
    background_color: theme.light.colors.bg,
    theme_color: theme.light.colors.surface,
    icons: ICONS.map(({ file, sizes, purpose }) => ({ src: `/icons/${file}`, sizes, type: 'image/png', purpose })),
  };
}

class WebAppManifestPlugin {
  /** @param {{ iconsDir: string, theme: { light: any, dark: any } }} options */
  constructor({ iconsDir, theme }) {
    this.iconsDir = iconsDir;
    this.theme = theme;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WebAppManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('manifest.webmanifest', new RawSource(`${JSON.stringify(webAppManifest(this.theme), null, 2)}\n`));
          for (const { file } of ICONS) {
            const from = path.join(this.iconsDir, file);
            compilation.fileDependencies.add(from);
            compilation.emitAsset(`icons/${file}`, new RawSource(fs.readFileSync(from)));
          }
        },
      );
    });
  }
}

/** The `<head>` lines of the host's page: the manifest and the browser's bar in each theme. */
function webAppHead(theme) {
  return [
    '<link rel="manifest" href="/manifest.webmanifest" />',
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${theme.light.colors.surface}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${theme.dark.colors.surface}" />`,
    '<link rel="apple-touch-icon" href="/icons/icon-192.png" />',
  ].join('\n    ');
}

/** Never a file of the release a browser loads: the standalone page, build stats, what the API reads itself. */
const NOT_FOR_BROWSERS = new Set(['index.html', 'main.js', 'mf-manifest-stats.json', 'offline.json']);
/** Files that name the release, listed whatever the chunk graph says (the federation's manifest is written later). */
const RELEASE_FILES = ['remoteEntry.js', 'mf-manifest.json', 'screens.json'];
const PRECOMPRESSED = /\.(?:br|gz)$/;

class OfflineFilesPlugin {
  /** @param {{ remote: string, container: string }} options  container: the federation entry's name (remote_reports) */
  constructor({ remote, container }) {
    this.remote = remote;
    this.container = container;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('OfflineFilesPlugin', (compilation) => {
      // After the real content hashes (their final names), before the .br/.gz copies (precompress-plugin.cjs).
      compilation.hooks.processAssets.tap({ name: 'OfflineFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const files = new Set(RELEASE_FILES);
        for (const file of this.containerFiles(compilation)) files.add(file);
        const list = [...files].filter((f) => !NOT_FOR_BROWSERS.has(f) && !PRECOMPRESSED.test(f) && !f.startsWith('prerender/')).sort();
        const body = { remote: this.remote, files: list };
        compilation.emitAsset('offline.json', new sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
      });
    });
  }

  /** Every file (and asset: worker, stylesheet, map data) of the chunks reachable from the federation container. */
  containerFiles(compilation) {
    const entry = compilation.entrypoints.get(this.container);
    if (!entry) throw new Error(`[pwa-plugin] no hay un punto de entrada "${this.container}"`);
    const files = new Set();
    const seen = new Set();
    const visit = (group) => {
      if (seen.has(group)) return;
      seen.add(group);
      for (const chunk of group.chunks) {
        for (const file of chunk.files) files.add(file);
        for (const file of chunk.auxiliaryFiles) files.add(file);
      }
      for (const child of group.childrenIterable) visit(child);
    };
    visit(entry);
    return files;
  }
}

/**
 * Bundles the service worker's source (`entry`, TypeScript with the Workbox modules) into `outfile` with esbuild before
 * each compilation: one classic script for the worker's global scope, minified, `process.env.NODE_ENV` production
 * (Workbox's logging left out). `self.__WB_MANIFEST` stays as it is, for InjectManifest to fill.
 */
class ServiceWorkerSourcePlugin {
  /** @param {{ entry: string, outfile: string }} options */
  constructor({ entry, outfile }) {
    this.entry = entry;
    this.outfile = outfile;
  }

  apply(compiler) {
    const build = async () => {
      const esbuild = require('esbuild');
      const result = await esbuild.build({
        entryPoints: [this.entry],
        outfile: this.outfile,
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        metafile: true,
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      });
      this.inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(file));
    };
    compiler.hooks.beforeRun.tapPromise('ServiceWorkerSourcePlugin', build);
    compiler.hooks.watchRun.tapPromise('ServiceWorkerSourcePlugin', build);
    compiler.hooks.thisCompilation.tap('ServiceWorkerSourcePlugin', (compilation) => {
      for (const file of this.inputs ?? []) if (!file.includes(`${path.sep}node_modules${path.sep}`)) compilation.fileDependencies.add(file);
    });
  }
}

module.exports = { OfflineFilesPlugin, ServiceWorkerSourcePlugin, WebAppManifestPlugin, webAppHead, webAppManifest };
