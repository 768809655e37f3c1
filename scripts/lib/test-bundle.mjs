// The API's test files bundled to JavaScript once, before they run: one esbuild call (~2 s) instead of tsx compiling
// and resolving the same ~400 TypeScript modules through its loader thread in every test file's process (3 s of CPU
// per file, most of a small file's cost). Packages stay external (loaded by Node as usual, from api/node_modules); the
// workspace's own TypeScript (api/src, api/test, shared) is bundled, shared code split into common chunks so each
// module exists once per process. `import.meta.url` and `import.meta.dirname` keep pointing at the source file, so
// paths relative to it (migrations, fixtures, the PGlite child's script) are the same as under tsx.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromRoot } from './paths.mjs';

/** Where the bundles go: inside api/ so that their bare imports resolve from api/node_modules (git-ignored). */
export const TEST_BUILD_DIR = fromRoot('api', '.test-build');

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
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      return {
        contents: text
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * Bundles `files` (paths relative to the repository, under api/test) into TEST_BUILD_DIR; returns a map from each
 * file to its bundle. Run them with `node --enable-source-maps --test <bundle>`: stack traces name the TypeScript.
 */
export async function bundleApiTests(files) {
  // Imported here, not at the top: npm test loads this file before it has installed the packages (fresh clone).
  const { build } = await import('esbuild');
  fs.rmSync(TEST_BUILD_DIR, { recursive: true, force: true });
  await build({
    entryPoints: files.map((f) => fromRoot(f)),
    outdir: TEST_BUILD_DIR,
    outbase: fromRoot('api', 'test'),
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
  });
  return new Map(files.map((f) => [f, path.join(TEST_BUILD_DIR, path.relative(fromRoot('api', 'test'), fromRoot(f)).replace(/\.ts$/, '.mjs'))]));
}
