#!/usr/bin/env node
// npm run build: install if needed, then build the four front ends (only the stale ones; --force rebuilds all).
import { buildIfStale } from './lib/build.mjs';
import { ensureInstalled, ensurePnpm } from './lib/pnpm.mjs';

try {
  await ensurePnpm();
  await ensureInstalled();
  await buildIfStale({ force: process.argv.includes('--force') });
} catch (err) {
  process.stderr.write(`\n${err.message}\n`);
  process.exit(1);
}
