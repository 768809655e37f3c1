// ESLint (flat config): typescript-eslint's type-aware recommended rules, react-hooks, and import rules that
// encode the architecture (docs/architecture.md): no import cycles; a remote never imports another remote or the
// host; front-end packages never import `api`; `api` never imports React code (it may use shared/contracts).
import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { TYPE_PROGRAMS } from './scripts/lib/type-programs.mjs';

const REMOTES = ['remote-admin', 'remote-catalog', 'remote-reports'];
const FRONT_ENDS = ['host', ...REMOTES];
/** The API's domain modules (docs/decisions/api-modules.md): each folder of api/src/modules. */
const API_MODULES = fs
  .readdirSync(new URL('./api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const ENTRIES = API_MODULES.map((m) => `./${m}/index.ts`);

/** Bare specifiers a front-end package must not use: the API and the other front ends. */
const frontEndForbidden = (self) => [
  { regex: '^api(/.*)?$', message: 'Un front end no importa la API: usa shared/contracts y shared/api.' },
  ...REMOTES.filter((p) => p !== self).map((p) =>
    self === 'host'
      ? // The host reads each remote's table of screens (its fallback until screens.json arrives), nothing else.
        {
          regex: `^${p}(?!/screens$)(/.*)?$`,
          message: 'El host carga los remotos por federación; de un remoto solo importa su tabla de pantallas (screens).',
        }
      : { regex: `^${p}(/.*)?$`, message: 'Un remoto no importa otro remoto: lo común va en shared.' },
  ),
  ...(self === 'host' ? [] : [{ regex: '^host(/.*)?$', message: 'Un remoto no importa el host.' }]),
];

/** What `api` must not import: React and the browser side of shared (only shared/contracts and shared/format). */
const REACT_CODE =
  '^(react|react-dom|react-router-dom|styled-components|jotai|@tanstack/react-query|react-toastify|maplibre-gl)(/.*)?$|^shared(/(ui|session|theme|standalone|api|test)(/.*)?)?$';

export default tseslint.config(
  {
    // shared/src/contracts/generated: written by `pnpm openapi:types` (type-checked by tsc, not linted).
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'api/.test-build/**',
      'e2e/.test-build/**',
      'api/.test-build-programs/**',
      'api/data/**',
      '.e2e-artifacts/**',
      '**/coverage/**',
      'shared/src/contracts/generated/**',
    ],
  },
  js.configs.recommended,
  importX.recommended,
  importX.typescript,
  {
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // TypeScript already checks that every import resolves and names something that exists.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // styled-components exports `styled` both as default and named: `import styled from` is its documented form.
      'import-x/no-named-as-default': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...REMOTES.map((remote) => ({
              target: `./${remote}`,
              from: ['./host', './api', ...REMOTES.filter((r) => r !== remote).map((r) => `./${r}`)],
              message: 'Un remoto solo importa shared (y sus propios archivos).',
            })),
            { target: './host', from: './api', message: 'El host no importa la API: usa shared/contracts y shared/api.' },
            ...REMOTES.map((r) => ({
              target: './host',
              from: `./${r}`,
              except: ['./src/screens.ts'],
              message: 'El host carga los remotos por federación; de un remoto solo importa su tabla de pantallas (src/screens.ts).',
            })),
            { target: './shared', from: ['./api', './host', ...REMOTES.map((r) => `./${r}`)], message: 'shared no depende de ningún paquete.' },
            // The API's modules (docs/decisions/api-modules.md): the platform imports no module; a module imports another
            // only through its entry (modules/<módulo>/index.ts), and so do the app's composition files.
            {
              target: './api/src/platform',
              from: './api/src/modules',
              message: 'La plataforma (api/src/platform) no importa ningún módulo: el módulo se registra en ella (ApiModule).',
            },
            ...API_MODULES.map((m) => ({
              target: `./api/src/modules/${m}`,
              from: './api/src/modules',
              except: [`./${m}`, ...ENTRIES],
              message: `Un módulo importa otro solo por su entrada: '../<módulo>' (api/src/modules/<módulo>/index.ts), no sus archivos.`,
            })),
            {
              target: ['./api/src/app.ts', './api/src/server.ts', './api/src/seed.ts'],
              from: './api/src/modules',
              except: ['./index.ts', ...ENTRIES],
              message: 'La composición de la app importa los módulos solo por su entrada (api/src/modules/<módulo>/index.ts).',
            },
            {
              target: './api',
              from: [
                './host',
                ...REMOTES.map((r) => `./${r}`),
                './shared/src/ui',
                './shared/src/session',
                './shared/src/standalone',
                './shared/src/theme',
                './shared/src/test',
                './shared/src/api',
              ],
              message: 'La API solo importa shared/contracts y shared/format.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      // The programs tsc checks (scripts/lib/type-programs.mjs): one for the five front ends, not one per package.
      parserOptions: { project: TYPE_PROGRAMS, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Fastify plugins, hooks and handlers are async by contract (they resolve a value or nothing; the callback form
      // is the other one): an async function without `await` is the idiomatic form there, not a mistake.
      '@typescript-eslint/require-await': 'off',
      // React event props (onClick, onSubmit) may be async: React ignores the promise and the handlers report their
      // own errors (useApiMutation, form.submit). Promises passed where any other callback expects void still fail.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // react-router loaders and actions throw a Response to answer with a status: that is its documented API.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // node:test's test()/describe() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite', 'before', 'after', 'beforeEach', 'afterEach'] },
          ],
        },
      ],
    },
  },
  {
    // Tests read HTTP response bodies and JSON files as `any` and assert them field by field: the assertion is
    // the type check there, so the no-unsafe-* family (and `any` itself) is allowed in test code only.
    files: ['api/test/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(object.method).toHaveBeenCalled() passes the spy by reference without calling it.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules. The React Compiler diagnostics of react-hooks 7 (refs, set-state-in-effect, globals…)
    // stay off: the app is not compiled by React Compiler and uses the "latest callback in a ref" pattern on purpose.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...FRONT_ENDS.map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx,js}`],
    rules: { 'no-restricted-imports': ['error', { patterns: frontEndForbidden(pkg) }] },
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(api|host|remote-[a-z]+)(/.*)?$', message: 'shared no depende de ningún paquete.' }] },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: REACT_CODE, message: 'La API no importa código de React: solo shared/contracts y shared/format.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Benchmarks pass functions to the browser (page.evaluate): they run there, with the browser's globals.
    files: ['scripts/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
