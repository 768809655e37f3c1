// Root jest config: unit + component tests of host, remotes and shared (jsdom). The API and the browser tests use node:test.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/scripts/jest/jsdom-environment.cjs',
  testMatch: ['<rootDir>/{host,remote-*,shared}/src/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  // ESM-only packages (ky, jotai, …) must be transformed; under pnpm every path starts with node_modules/.pnpm.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|jotai|ky)'],
  moduleNameMapper: {
    '^shared$': '<rootDir>/shared/src/index.ts',
    '^shared/(.*)$': '<rootDir>/shared/src/$1',
    '\\.(css|less|scss)$': '<rootDir>/scripts/jest/style-mock.cjs',
    '\\.(png|jpe?g|gif|svg|webp|woff2?)$': '<rootDir>/scripts/jest/file-mock.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-tests.cjs'],
  // Beside the other runners on two cores (scripts/test.mjs) a component test can take far longer than jest's 5 s.
  testTimeout: 60_000,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json'],
};
