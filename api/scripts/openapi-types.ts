import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';

/**
 * The front end's API types come from the OpenAPI document (issue 27, docs/decisions/openapi-contract.md):
 * `pnpm openapi:types` builds the app on a throwaway embedded database, reads the document it serves at
 * GET /api/v1/openapi.json and writes it as TypeScript to shared/src/contracts/generated/openapi.ts, the file
 * shared/src/contracts/*-types.ts alias. The file is committed (a contract change shows in review; a fresh clone
 * type-checks); api/test/openapi-types.test.ts fails when it no longer matches the document.
 */
export const GENERATED_TYPES_FILE = fileURLToPath(new URL('../../shared/src/contracts/generated/openapi.ts', import.meta.url));
export const REGENERATE_COMMAND = 'pnpm openapi:types';

const HEADER = [
  '/**',
  " * Generated from the API's OpenAPI document (GET /api/v1/openapi.json) by openapi-typescript. Do not edit:",
  ` * change the TypeBox schemas in api/src and run \`${REGENERATE_COMMAND}\` (api/scripts/openapi-types.ts).`,
  ' */',
  '',
].join('\n');

/** The TypeScript for a document, exactly as the committed file holds it. */
export async function openApiTypes(document: object): Promise<string> {
  // defaultNonNullable off: a body field with a default may still be left out by the client.
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { defaultNonNullable: false, silent: true });
  return HEADER + astToString(ast);
}

/** The document the app serves, from an app built on a temporary database (nothing listens). */
export async function servedDocument(): Promise<object> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'informes-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'openapi-types-only-0123456789abcdefghijkl',
      STATIC_ROOT: path.join(dataDir, 'no-static'),
    });
    const app = await buildApp(config);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      if (res.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json answered ${res.statusCode}`);
      return res.json<object>();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await openApiTypes(await servedDocument());
  const before = (() => {
    try {
      return readFileSync(GENERATED_TYPES_FILE, 'utf8');
    } catch {
      return '';
    }
  })();
  writeFileSync(GENERATED_TYPES_FILE, text);
  console.log(
    `${path.relative(process.cwd(), GENERATED_TYPES_FILE)}: ${before === text ? 'unchanged' : 'written'} (${text.split('\n').length} lines)`,
  );
}
