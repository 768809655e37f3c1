// The API's and the browser's test files bundled to JavaScript once, before they run: one esbuild call (~2 s) instead
// of tsx compiling and resolving the same TypeScript modules through its loader thread in every test file's process
// (~400 modules and 3 s of CPU for an API file, most of a small file's cost). Packages stay external (loaded by Node as
// usual, from the package's node_modules); the workspace's own code (api/src, api/test, e2e, scripts/lib, shared) is
// bundled, shared code split into common chunks so each module exists once per process. `import.meta.url` and
// `import.meta.dirname` keep pointing at the source file, so paths relative to it (migrations, fixtures, the PGlite
// child's script, the repository root) are the same as under tsx.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_PROGRAMS } from './api-programs.mjs';
import { fromRoot } from './paths.mjs';

/**
 * Where each suite's bundles go, beside its sources so that their bare imports resolve from the same node_modules
 * (git-ignored): api/.test-build for api/test, e2e/.test-build for e2e.
 */
const buildDirOf = (testDir) => fromRoot(testDir.split('/')[0], '.test-build');

/** Bare imports stay imports, but for the workspace package `shared`, whose sources are TypeScript. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === 'shared' || args.path.startsWith('shared/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each module's `import.meta.url` / `.dirname` as its source file's, not the bundle's. */
const sourceLocation = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.(tsx?|mjs)$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      return {
        contents: text
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
        loader: args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.mjs') ? 'js' : 'ts',
      };
    });
  },
};

/** esbuild's options for a bundle of the workspace's TypeScript: packages external, shared code in common chunks. */
const BUILD_OPTIONS = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  // CommonJS `require` (test/helpers/s3rver.ts) inside an ES module bundle.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [packagesExternal, sourceLocation],
  logLevel: 'error',
};

/**
 * Bundles `files` (paths relative to the repository, all directly in `testDir`: 'api/test' or 'e2e') into the suite's
 * .test-build; returns a map from each file to its bundle. Run them with `node --enable-source-maps --test <bundle>`:
 * stack traces name the TypeScript.
 */
export async function bundleTests(testDir, files) {
  // Imported here, not at the top: npm test loads this file before it has installed the packages (fresh clone).
  const { build } = await import('esbuild');
  const outdir = buildDirOf(testDir);
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({ ...BUILD_OPTIONS, entryPoints: files.map((f) => fromRoot(f)), outdir, outbase: fromRoot(testDir) });
  return new Map(files.map((f) => [f, path.join(outdir, path.relative(fromRoot(testDir), fromRoot(f)).replace(/\.ts$/, '.mjs'))]));
}

/**
 * Bundles the API's programs (API_PROGRAMS, scripts/lib/api-programs.mjs) like the test files, into
 * api/.test-build-programs/<name>.mjs (beside the API, whose node_modules their bare imports need), and returns that
 * directory. Under `npm test` API_PROGRAMS_DIR names it: the helpers that start a server or the backup command
 * (`programArgs`) and the API when it starts its embedded database's child (api/src/platform/db/embedded.ts) run the
 * bundle — the same sources without loading ~400 modules through tsx, ~2 s of CPU a start. `npm start`, `npm run
 * backup` and the production check still run the TypeScript through tsx.
 */
export async function bundlePrograms() {
  const { build } = await import('esbuild');
  const outdir = fromRoot('api', '.test-build-programs');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    ...BUILD_OPTIONS,
    entryPoints: Object.entries(API_PROGRAMS).map(([name, source]) => ({ in: fromRoot('api', 'src', source), out: name })),
    outdir,
  });
  return outdir;
}
