import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * Paths and references stay inside the repository (issue 13): no absolute path of a machine, and no pointer to
 * documents that are not in it (the product spec and the architecture notes are in docs/).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FORBIDDEN: Array<[RegExp, string]> = [
  [/(^|[\s'"`(=:])\/(work|home|Users|root|tmp)\/[A-Za-z0-9._-]+\//, 'absolute path of a machine'],
  [/[A-Z]:\\\\(Users|work)\\\\/, 'absolute Windows path'],
  [/\.\.\/shared\/(spec|DESIGN|data|fixtures)/, 'document outside the repository (../shared)'],
  [/\bDESIGN(\.md| §)/, 'DESIGN.md is not in the repository: cite docs/architecture.md'],
  [/(^|[^/.\w])spec §\d/, '"spec §N" without its file: cite docs/product-spec.md §N'],
];
/** Files where such text is data or quotes, not a reference. */
const EXEMPT = new Set(['pnpm-lock.yaml', 'docs/product-spec.md', 'api/test/repo-paths.test.ts']);

test('no absolute machine paths and no references to documents outside the repository', () => {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !EXEMPT.has(f) && /\.(ts|tsx|mjs|cjs|js|json|md|sql|sh|yaml|yml)$|^\.ci\//.test(f));
  const found: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    text.split('\n').forEach((line, i) => {
      for (const [pattern, why] of FORBIDDEN) if (pattern.test(line)) found.push(`${file}:${i + 1}: ${why}: ${line.trim().slice(0, 120)}`);
    });
  }
  assert.deepEqual(found, []);
});
