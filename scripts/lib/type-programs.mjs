// The repo's TypeScript programs (docs/decisions/test-time.md, "One program for the front ends"): `npm test`'s type
// check runs `tsc --noEmit -p` on each (scripts/lib/test-runners.mjs), and ESLint's type-aware rules read their types
// from the same ones (eslint.config.mjs). The five front-end packages are one program, so shared is checked once.
export const TYPE_PROGRAMS = ['tsconfig.front-ends.json', 'host/src/sw/tsconfig.json', 'api/tsconfig.json', 'e2e/tsconfig.json'];
