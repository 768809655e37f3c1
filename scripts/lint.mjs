#!/usr/bin/env node
// npm run lint: ESLint (zero warnings), Prettier's check and knip. Exits 1 when any of them fails.
import { runLint } from './lib/test-runners.mjs';

const result = await runLint();
process.stdout.write(`\nlint: ${result.passed} passed, ${result.failed} failed${result.note ? `  (${result.note})` : ''}\n`);
process.exit(result.failed > 0 ? 1 : 0);
