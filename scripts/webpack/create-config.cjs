'use strict';
/**
 * The one webpack + Module Federation config factory of the four front ends (host and three remotes).
 * Each app's webpack.config.js is a few lines:
 *
 *   module.exports = createConfig({ appDir: __dirname, kind: 'remote', name: 'remote_admin', port: 3003 });
 *
 * Pitfalls handled here (docs/decisions/independent-releases.md for the sharing of `shared`): webpack pinned to 5.111.1, `[name].js` entries and
 * `[name].[contenthash:8].js` chunks, explicit requiredVersion for every shared singleton (the workspace
 * package `shared` has `workspace:*`, which is not a valid range), `dts: false`, standalone remote page
 * without remoteEntry, swcMinify.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const semver = require('semver');
const { THEME_INIT_SCRIPT } = require('./theme-init-script.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { PreloadPlugin } = require('./preload-plugin.cjs');
const { PrerenderPlugin, evaluate, evaluateModule, withoutStyledMarkers } = require('./prerender-plugin.cjs');
const { federationExportsRefusal, federationShares } = require('./federation-exports.cjs');
const { OfflineFilesPlugin, ServiceWorkerSourcePlugin, WebAppManifestPlugin, webAppHead } = require('./pwa-plugin.cjs');

const API_ORIGIN = process.env.API_ORIGIN || 'http://127.0.0.1:8080';

/** Dev servers of the remotes: the host dev server points its /config.json at them. */
const DEV_REMOTES = {
  'remote-reports': { port: 3001, name: 'remote_reports' },
  'remote-catalog': { port: 3002, name: 'remote_catalog' },
  'remote-admin': { port: 3003, name: 'remote_admin' },
};

/** Singletons shared by every app. Trailing slash entries share subpaths (react-dom/client, jotai/utils, shared/api...). */
const SINGLETON_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@tanstack/react-query',
  'jotai',
  'jotai/',
  'styled-components',
  'react-toastify',
];

const SHARED_DIR = path.resolve(__dirname, '../../shared');
const SHARED_SRC = path.join(SHARED_DIR, 'src');
const ROUTER_SUBSET = path.join(__dirname, 'react-router-dom-subset.mjs');

/** A splitChunks test: the module's file is under `dir` and its path does not match `except`. */
const under = (dir, except) => (module) => {
  const file = module.nameForCondition?.() ?? '';
  return file.startsWith(dir) && !(except && except.test(file));
};
const NODE_MODULES = path.resolve(__dirname, '../../node_modules') + path.sep;

/**
 * Async chunks loaded on demand only, never by the login: a library only they import stays in them instead of going
 * into `libs`, which every page loads (`enforce` would otherwise pull it in, lazy import or not). `tus`: tus-js-client
 * and its dependencies, when a photo is sent (shared/src/outbox/photo-upload.ts); `pwa`: workbox-window, a few
 * seconds after load (host/src/index.ts).
 */
const ON_DEMAND_CHUNKS = new Set(['tus', 'pwa']);
/** A splitChunks test: every chunk that holds the module (before splitting) is one of ON_DEMAND_CHUNKS. */
const onDemandOnly = (module, chunkGraph) => {
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return chunks.length > 0 && chunks.every((chunk) => ON_DEMAND_CHUNKS.has(chunk.name));
};

/**
 * Chunk groups of the host (docs/decisions/static-serving.md, "Fewer, larger chunks"): the libraries every screen
 * needs in one file, the `shared` package but its UI kit and its outbox in another. React Query and the UI kit stay
 * apart: /login uses neither. The outbox (`shared/outbox`, a core entry) gets its own chunk: the signed-in app loads it
 * (the sidebar's count, the sending), the login never does (docs/decisions/offline-app.md, "What the login loads").
 */
const HOST_CHUNK_GROUPS = {
  // React DOM (and its scheduler) apart from the other libraries: every page loads both files, but each is compiled in
  // a task of its own. As one ~470 KB file its compilation was one of the longest tasks after a prerendered page's
  // first paint on a phone (docs/decisions/main-thread.md, "Start-up after the offline app").
  'react-dom': {
    name: 'react-dom',
    chunks: 'async',
    test: (module) => /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/.test(module.nameForCondition?.() ?? ''),
    enforce: true,
    priority: 20,
  },
  // Not in it: React Query and its persister (signed-in pages only), the offline data's IndexedDB store
  // (docs/decisions/offline-app.md), and what only an on-demand chunk imports (tus, workbox-window).
  libs: {
    name: 'libs',
    chunks: 'async',
    test: (module, { chunkGraph }) => under(NODE_MODULES, /[\\/](?:@tanstack|idb-keyval)[\\/]/)(module) && !onDemandOnly(module, chunkGraph),
    enforce: true,
    priority: 10,
  },
  outbox: {
    name: 'outbox',
    chunks: 'async',
    test: under(path.join(SHARED_SRC, 'outbox') + path.sep),
    enforce: true,
    priority: 6,
  },
  'shared-core': {
    name: 'shared-core',
    chunks: 'async',
    test: under(SHARED_SRC + path.sep, /[\\/]shared[\\/]src[\\/]ui[\\/]/),
    enforce: true,
    priority: 5,
  },
};

/** Sub-entries of the `shared` package (see shared/package.json exports). */
const SHARED_ENTRIES = ['api', 'session', 'theme', 'format', 'contracts', 'ui', 'standalone', 'outbox', 'map'];

/**
 * Kit entries that bring large libraries of their own: an app shares (provides, and so builds) one only when it
 * declares those libraries, i.e. when it shows it. `shared/map` is MapLibre and react-map-gl (≈ 250 KB gzip in its
 * lazy chunk): the host and remote-admin never build or serve it, and the host's service worker does not precache it.
 */
const ENTRY_LIBRARIES = { map: ['maplibre-gl', 'react-map-gl'] };

/** Whether `appPkg` declares every library of `entry` (always true for an entry that brings none). */
function usesEntry(appPkg, entry) {
  const deps = { ...appPkg.devDependencies, ...appPkg.dependencies };
  return (ENTRY_LIBRARIES[entry] || []).every((lib) => Boolean(deps[lib]));
}

/**
 * The offline map's GeoJSON (docs/decisions/offline-map.md), built at build time from the `*.map-data.json` recipes of
 * shared/src/map/data by map-data-loader.cjs, for every app that shows a map.
 */
const MAP_DATA_RULE = {
  test: /\.map-data\.json$/,
  type: 'asset/resource',
  use: [{ loader: path.join(__dirname, 'map-data-loader.cjs') }],
  generator: { filename: 'mapa/[name].[contenthash:8].json' },
};

/**
 * `../api` written inside shared/src/<x>/ would bundle a private copy of `shared/api` next to the federation
 * singleton (a second session bridge, a second atom...). Rewrite such relative imports of another sub-entry's
 * index to the package request `shared/<entry>`, which the federation runtime resolves to the one shared instance.
 */
function sharedSelfReferencePlugin(webpack) {
  const pattern = new RegExp(`^\\.\\./(${SHARED_ENTRIES.join('|')})(?:/index(?:\\.tsx?)?)?$`);
  return new webpack.NormalModuleReplacementPlugin(pattern, (resolveData) => {
    const context = resolveData.context || '';
    if (path.dirname(context) !== SHARED_SRC) return;
    const entry = pattern.exec(resolveData.request)[1];
    if (path.basename(context) === entry) return;
    resolveData.request = `shared/${entry}`;
  });
}

/** Directory that holds `react-router` next to the app's `react-router-dom` (pnpm layout), for the subset module. */
function reactRouterModulesDir(appRequire) {
  const domPkg = fs.realpathSync(appRequire.resolve('react-router-dom/package.json'));
  const routerPkg = fs.realpathSync(createRequire(domPkg).resolve('react-router/package.json'));
  return path.dirname(path.dirname(routerPkg));
}

function packageNameOf(key) {
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

function buildShared(appPkg, sharedPkg, appRequire) {
  const deps = { ...appPkg.devDependencies, ...appPkg.dependencies };
  const shared = {};
  for (const key of SINGLETON_PACKAGES) {
    const pkgName = packageNameOf(key);
    const requiredVersion = deps[pkgName];
    if (!requiredVersion) {
      throw new Error(`[create-config] ${appPkg.name}: "${pkgName}" must be a dependency to be shared`);
    }
    shared[key] = { singleton: true, requiredVersion, strictVersion: false };
  }
  // react-router-dom is shared as its browser API only (the full package adds ~28 KB gzip of server code).
  const routerVersion = appRequire('react-router-dom/package.json').version;
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: ROUTER_SUBSET,
    shareKey: 'react-router-dom',
    version: routerVersion,
  };
  // The workspace library, as two federated packages with their own semver (docs/decisions/independent-releases.md):
  // its core (session, api client, theme state) is one instance for everyone; its kit (UI components,
  // formatting, contracts) is stateless, so a remote may bring the version it was built with.
  for (const [share, { version, singleton, entries }] of Object.entries(federationShares(sharedPkg))) {
    const requiredVersion = requiredRange(appPkg, share, version);
    for (const entry of entries) {
      if (!usesEntry(appPkg, entry)) continue;
      shared[entry === '.' ? 'shared' : `shared/${entry}`] = { singleton, requiredVersion, version, strictVersion: false };
    }
  }
  return shared;
}

/**
 * The range `appPkg` declares for a share of `shared` ("federation": { "requires": { "kit": "^1.1.0" } }).
 * The build fails when the version this tree builds does not satisfy it: a remote must never be released
 * against a `shared` its own declaration says it cannot use.
 */
function requiredRange(appPkg, share, version) {
  const range = appPkg.federation && appPkg.federation.requires && appPkg.federation.requires[share];
  if (!range || !semver.validRange(range)) {
    throw new Error(`[create-config] ${appPkg.name}: package.json debe declarar "federation": { "requires": { "${share}": "^x.y.z" } }`);
  }
  if (!semver.satisfies(version, range)) {
    throw new Error(
      `[create-config] ${appPkg.name} requiere shared ${share} ${range}, pero este árbol compila shared ${share} ${version}. ` +
        `Ajusta "federation.requires.${share}" de ${appPkg.name}/package.json o la versión de shared/package.json.`,
    );
  }
  return range;
}

/**
 * Writes screens.json (the screens a remote publishes, from src/screens.ts; shared/contracts/screens.ts) next to
 * mf-manifest.json. The module (the remote's table of screens) is evaluated in Node with tsx.
 * With `prerender`, also the first frame of those screens (PRERENDERED_SCREENS_FILE, shared/src/prerender/screens.tsx),
 * rendered from src/routes.tsx: what the API puts into the host's frame (docs/decisions/prerendered-login.md).
 */
class ScreensManifestPlugin {
  constructor({ appDir, remote, kitVersion, prerender }) {
    Object.assign(this, { appDir, remote, kitVersion, prerender });
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const file = path.join(this.appDir, 'src', 'screens.ts');
    compiler.hooks.thisCompilation.tap('ScreensManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap(
        { name: 'ScreensManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const screens = evaluate(file);
          const body = { remote: this.remote, kitVersion: this.kitVersion, screens };
          compilation.emitAsset('screens.json', new RawSource(`${JSON.stringify(body, null, 2)}\n`));
          if (!this.prerender) return;
          const { prerenderScreens } = evaluateModule(path.join(SHARED_SRC, 'prerender', 'index.ts'));
          const { PRERENDERED_SCREENS_FILE } = evaluateModule(path.join(SHARED_SRC, 'contracts', 'index.ts'));
          const routes = evaluate(path.join(this.appDir, 'src', 'routes.tsx'));
          compilation.emitAsset(PRERENDERED_SCREENS_FILE, new RawSource(withoutStyledMarkers(prerenderScreens(routes, screens))));
        },
      );
    });
  }
}

/** asset → `module` or `module#export`, relative to appDir → asset → { file, name } (prerender-plugin.cjs). */
function resolvePages(appDir, pages) {
  return Object.fromEntries(
    Object.entries(pages).map(([asset, spec]) => {
      const [file, name = 'default'] = spec.split('#');
      return [asset, { file: path.join(appDir, file), name }];
    }),
  );
}

/** `head`: extra lines for <head> (the host's web app manifest and theme colours, pwa-plugin.cjs). */
function htmlTemplate(title, head = '') {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>${title}</title>
    <link rel="icon" href="data:," />${head ? `\n    ${head}` : ''}
    <script>${THEME_INIT_SCRIPT}</script>
    <style>html{background:#f3f5f9;color:#0f172a}html.dark{background:#0b1120;color:#e2e8f0;color-scheme:dark}body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

/** Light and dark tokens of the theme (shared/src/theme/tokens.ts), for the manifest and the theme-color metas. */
function themeTokens() {
  const { lightTheme, darkTheme } = evaluateModule(path.join(SHARED_SRC, 'theme', 'tokens.ts'));
  return { light: lightTheme, dark: darkTheme };
}

/**
 * Workbox's InjectManifest writes `sw.js`: the service worker with the list of the host's own files to precache.
 * Left out of that list: the .br/.gz copies (the same files, served by Accept-Encoding), the prerendered pages and
 * route preloads (the API reads them into the pages it sends), the federation's manifests and stats (the host's are
 * never loaded by a browser).
 *
 * The source (TypeScript) is bundled by esbuild before each compilation (ServiceWorkerSourcePlugin), not by
 * InjectManifest's child compilation: that one inherits the Module Federation plugin's hooks, which split the worker
 * into federation chunks that do not even parse.
 */
function serviceWorkerPlugins(appRequire, swSrc) {
  const { InjectManifest } = appRequire('workbox-webpack-plugin');
  const bundled = path.join(path.dirname(swSrc), '..', '..', 'node_modules', '.cache', 'service-worker', 'sw.js');
  return [
    new ServiceWorkerSourcePlugin({ entry: swSrc, outfile: bundled }),
    new InjectManifest({
      swSrc: bundled,
      swDest: 'sw.js',
      compileSrc: false,
      include: [/\.(?:js|html|webmanifest|png)$/],
      exclude: [/\.(?:br|gz)$/, /^prerender\//, /^route-preloads\.json$/, /^mf-manifest(?:-stats)?\.json$/],
      // Hashed names are their own revision.
      dontCacheBustURLsMatching: /[.-][0-9a-f]{8}\.js$/,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  ];
}

/** Host dev server: /config.json from the API (demo credentials, map style) but with the remotes' dev servers. */
function devConfigMiddleware() {
  return async (req, res) => {
    let base = { demoCredentials: null, mapStyleUrl: null };
    try {
      const response = await fetch(`${API_ORIGIN}/config.json`);
      if (response.ok) base = await response.json();
    } catch {
      // API not running: the login form just is not prefilled.
    }
    const remotes = {};
    for (const [remote, { port }] of Object.entries(DEV_REMOTES)) {
      const envKey = `${remote.replace(/-/g, '_').toUpperCase()}_URL`;
      remotes[remote] = process.env[envKey] || `http://127.0.0.1:${port}/mf-manifest.json`;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ ...base, remotes }));
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir      absolute path of the app (its package.json is read)
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name        federation name (host, remote_reports, remote_catalog, remote_admin)
 * @param {number} options.port        dev server port
 * @param {string} [options.title]     <title> of the HTML page
 * @param {Record<string,string>} [options.exposes]  remotes: defaults to { './routes': './src/routes.tsx' }
 * @param {Record<string,string>} [options.prerender]  host: prerendered pages, asset name → `module` or `module#export` (prerender-plugin.cjs)
 * @param {string[]} [options.preload]  host: named chunk groups announced with <link rel="preload"> (preload-plugin.cjs)
 * @param {string} [options.serviceWorker]  host: the service worker's source, built into `sw.js` with the list of the
 *   host's own files by Workbox (docs/decisions/offline-app.md); production builds only
 */
function createConfig(options) {
  const { appDir, kind, name, port } = options;
  const title = options.title || 'Informes de Campañas';
  const isHost = kind === 'host';
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const webpack = appRequire('webpack');
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const TerserPlugin = appRequire('terser-webpack-plugin');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const appPkg = appRequire('./package.json');
  const sharedPkg = require(path.join(SHARED_DIR, 'package.json'));

  return (env, argv) => {
    // Before anything is compiled: shared/federation-exports.json lists every export of shared, and the ranges this
    // app declares cover every name it imports, or a host with the lowest version of a range would give it undefined
    // (docs/decisions/independent-releases.md, "The ledger of exports"). The dev server checks it when it starts.
    const refused = federationExportsRefusal({ appDir, appPkg, sharedDir: SHARED_DIR, sharedPkg });
    if (refused) {
      const refusal = new Error(`[create-config] ${refused}`);
      refusal.stack = refusal.message; // a refusal to build, not a crash: no stack trace under it
      throw refusal;
    }
    const mode = (argv && argv.mode) || process.env.NODE_ENV || 'production';
    const isProd = mode === 'production';
    const exposes = isHost ? undefined : options.exposes || { './routes': './src/routes.tsx' };
    // The installable app: the host's page names its manifest; the service worker exists only in production builds.
    const pwa = isHost && options.serviceWorker;
    const theme = pwa ? themeTokens() : null;

    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: appDir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: isHost ? '/' : 'auto',
        clean: true,
        uniqueName: name,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          // The router subset module imports `react-router` / `react-router/dom` from where pnpm put them.
          { test: ROUTER_SUBSET, resolve: { modules: [reactRouterModulesDir(appRequire), 'node_modules'] } },
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: appRequire.resolve('swc-loader'),
              options: {
                jsc: {
                  target: 'es2020',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: !isProd, useBuiltins: true },
                  },
                },
              },
            },
          },
          ...(usesEntry(appPkg, 'map') ? [MAP_DATA_RULE] : []),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // Remotes are registered at runtime from /config.json (host/src/features/remotes).
          remotes: {},
          shared: buildShared(appPkg, sharedPkg, appRequire),
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // Browser-only runtime (drops the Node script loader). Remotes load no remotes themselves, so their
          // runtime also drops remote loading and the manifest snapshot code (remoteEntry.js budget: 25 KB gzip).
          experiments: {
            optimization: isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
          },
        }),
        sharedSelfReferencePlugin(webpack),
        ...(isHost
          ? []
          : [
              new ScreensManifestPlugin({
                appDir,
                remote: appPkg.name,
                kitVersion: federationShares(sharedPkg).kit.version,
                prerender: isProd,
              }),
              // offline.json: what the host's service worker caches ahead of this remote (docs/decisions/offline-app.md).
              new OfflineFilesPlugin({ remote: appPkg.name, container: name }),
            ]),
        ...(theme ? [new WebAppManifestPlugin({ iconsDir: path.join(appDir, 'static', 'icons'), theme })] : []),
        new HtmlWebpackPlugin({
          templateContent: htmlTemplate(title, theme ? webAppHead(theme) : ''),
          // Only the app entry: the standalone page of a remote must not inject remoteEntry.js.
          chunks: ['main'],
          publicPath: '/',
          scriptLoading: 'defer',
          minify: isProd ? { collapseWhitespace: true, removeComments: true, minifyCSS: true, minifyJS: false } : false,
        }),
        // The host's first screen: its bootstrap and the login route are announced in the HTML.
        ...(isHost && isProd ? [new PreloadPlugin({ chunkGroups: options.preload || [], routes: options.routePreloads, HtmlWebpackPlugin })] : []),
        ...(isProd && options.prerender ? [new PrerenderPlugin({ pages: resolvePages(appDir, options.prerender) })] : []),
        ...(isProd && pwa ? serviceWorkerPlugins(appRequire, path.join(appDir, options.serviceWorker)) : []),
        ...(isProd ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        // The host's first screens load a few larger files instead of ~25 small ones: on a slow mobile link each
        // request costs a round trip (docs/decisions/static-serving.md, "Fewer, larger chunks").
        ...(isHost ? { splitChunks: { cacheGroups: HOST_CHUNK_GROUPS } } : {}),
        minimize: isProd,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            extractComments: false,
            terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
          }),
        ],
      },
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
      stats: isProd ? 'errors-warnings' : 'minimal',
      devServer: {
        host: '127.0.0.1',
        port,
        // Remotes: live reload, not HMR (their hot-update runtime cannot patch modules running inside the host page).
        hot: isHost,
        liveReload: true,
        historyApiFallback: true,
        allowedHosts: 'all',
        client: { overlay: { errors: true, warnings: false } },
        headers: isHost
          ? {}
          : {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Allow-Methods': 'GET, OPTIONS',
              'Access-Control-Allow-Headers': '*',
            },
        // The host answers /config.json itself (setupMiddlewares, first); the remotes' standalone pages take the API's.
        proxy: [{ context: ['/api', '/config.json'], target: API_ORIGIN, changeOrigin: false }],
        setupMiddlewares: (middlewares) => {
          if (isHost) middlewares.unshift({ name: 'dev-config-json', path: '/config.json', middleware: devConfigMiddleware() });
          return middlewares;
        },
      },
    };
    return config;
  };
}

module.exports = { createConfig, DEV_REMOTES, SINGLETON_PACKAGES, buildShared, federationShares, htmlTemplate };
