#!/usr/bin/env node
// npm run typecheck: tsc --noEmit for every project, as npm test runs it, after installing what it needs.
import { ensureInstalled, ensurePnpm } from './lib/pnpm.mjs';
import { runTypecheck } from './lib/test-runners.mjs';

await ensurePnpm();
await ensureInstalled();
const result = await runTypecheck();
process.stdout.write(`\ntypecheck: ${result.passed} passed, ${result.failed} failed${result.note ? `  (${result.note})` : ''}\n`);
process.exit(result.failed > 0 ? 1 : 0);
