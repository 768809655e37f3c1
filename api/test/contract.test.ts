import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { routeDefaults } from '../src/platform/http/openapi';
import { contract, signedIn } from '../src/platform/http/route-contract';
import { ErrorSchema } from '../src/platform/schemas/common';
import { contractChecker, type OpenApiDoc } from './helpers/contract';
import { client } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The contract as a whole (issue 27, issue 35; docs/decisions/openapi-contract.md, "The contract test"). Each module's
 * test file calls its operations as every role and checks the answers against the document (`contractSuite`,
 * helpers/contract-suite.ts); this file checks what no module can: that every operation of GET /api/v1/openapi.json
 * has exactly one such case, that every operation carries its contract, and that a status an operation does not
 * declare is still answered in the one error shape.
 */

const TEST_DIR = import.meta.dirname;

/**
 * The contract cases of api/test, read from the sources: in a test file whose top level calls `contractSuite(`, each
 * `op: '<operationId>'` is one case. A case names its operation with a string literal for this reason (a wrong input
 * names it with `of:`, and is not counted); an `op` built at run time is not seen, and its operation fails here as
 * having no case.
 */
function contractCases(): Array<{ file: string; op: string }> {
  const cases: Array<{ file: string; op: string }> = [];
  for (const file of readdirSync(TEST_DIR).filter((f) => f.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(TEST_DIR, file), 'utf8');
    if (!/^contractSuite\(/m.test(source)) continue;
    for (const [, op] of source.matchAll(/\bop: '([^']*)'/g)) cases.push({ file, op });
  }
  return cases;
}

describe('API contract: the whole document', () => {
  let t: TestApp;
  let doc: OpenApiDoc;
  let admin: string;

  before(async () => {
    t = await startTestApp();
    const api = client(t.baseUrl);
    [doc, admin] = await Promise.all([
      fetch(`${t.baseUrl}/api/v1/openapi.json`).then(async (res) => (await res.json()) as OpenApiDoc),
      api.loginAdmin(),
    ]);
  });
  after(async () => t?.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${p}`, op })));

  test('every operation of the document has exactly one contract case (contractSuite in its module’s test file)', () => {
    const cases = contractCases();
    assert.ok(cases.length > 0, `no contract cases found in ${TEST_DIR}`);
    const problems: string[] = [];
    const documented = new Set<string>();
    for (const { name, op } of operations()) {
      const id = op.operationId ?? name;
      documented.add(id);
      const found = cases.filter((c) => c.op === id).map((c) => c.file);
      if (found.length === 0) problems.push(`${id} (${name}): no contract case; add one to its module's contractSuite`);
      if (found.length > 1) problems.push(`${id} (${name}): ${found.length} contract cases (${found.join(', ')}); keep one`);
    }
    for (const { file, op } of cases)
      if (!documented.has(op)) problems.push(`${file}: case ${op}: no operation of the document has this operationId`);
    assert.deepEqual(problems, []);
  });

  test('every operation carries its contract: operationId, summary, a tag, 401 unless public, 500 and 503', () => {
    const problems: string[] = [];
    const ids = new Map<string, string>();
    for (const { name, op } of operations()) {
      if (!op.operationId) problems.push(`${name}: no operationId`);
      else if (ids.has(op.operationId)) problems.push(`${name}: operationId ${op.operationId} is also ${ids.get(op.operationId)}'s`);
      else ids.set(op.operationId, name);
      if (!op.summary) problems.push(`${name}: no summary`);
      if (!op.tags?.length) problems.push(`${name}: no tag`);
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      if (!isPublic && !op.responses['401']) problems.push(`${name}: needs a session and declares no 401`);
      for (const status of ['500', '503']) if (!op.responses[status]) problems.push(`${name}: no ${status}`);
    }
    assert.deepEqual(problems, []);
  });

  test('a route under /api/v1 without its contract stops the app from starting', async () => {
    const start = async (plugin: FastifyPluginAsync) => {
      const app = Fastify();
      app.addSchema(ErrorSchema);
      routeDefaults(app, '/api/v1');
      try {
        await app.register(plugin, { prefix: '/api/v1/prueba' });
        await app.ready();
      } finally {
        await app.close();
      }
    };
    await assert.rejects(
      start(async (app) => void app.get('/', async () => 'x')),
      /GET \/prueba: declare its contract/,
    );
    // A name and a summary are not enough: its errors too.
    await assert.rejects(
      start(async (app) => void app.get('/', { schema: { operationId: 'getPrueba', summary: 'Una prueba', tags: ['prueba'] } }, async () => 'x')),
      /GET \/prueba: declare its contract/,
    );
    await start(async (app) => void app.get('/', { schema: { ...contract('prueba', 'getPrueba', 'Una prueba', signedIn()) } }, async () => 'x'));
  });

  test('a status an operation does not declare still answers the one error shape', async () => {
    // POST /auth/logout takes no body: one in an unknown type is refused before the route, with a 415 it does not list.
    const res = await fetch(`${t.baseUrl}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/xml' },
      body: '<x/>',
    });
    const answer = { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
    assert.equal(answer.status, 415);
    assert.match(contractChecker(doc)('POST /api/v1/auth/logout', answer) ?? '', /not documented/);
    assert.deepEqual(JSON.parse(answer.text), { error: 'tipo_no_soportado', message: 'Tipo de contenido no soportado' });
  });
});
