#!/usr/bin/env node
// npm run lint: ESLint (zero warnings), Prettier's check and knip. Exits 1 when any of them fails.
// Like every npm script of the repo it installs what it needs first (pnpm, the workspace's dependencies).
import { ensureInstalled, ensurePnpm } from './lib/pnpm.mjs';
import { runLint } from './lib/test-runners.mjs';

await ensurePnpm();
await ensureInstalled();
const result = await runLint();
process.stdout.write(`\nlint: ${result.passed} passed, ${result.failed} failed${result.note ? `  (${result.note})` : ''}\n`);
process.exit(result.failed > 0 ? 1 : 0);
