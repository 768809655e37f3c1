import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestApp, type TestApp } from './helpers/test-app';

/** The API's published description (issue 13): valid OpenAPI 3.1, complete, and readable at /api/docs. */
type Operation = { responses?: Record<string, { content?: Record<string, unknown> }>; tags?: string[] };

describe('OpenAPI description', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
  before(async () => {
    t = await startTestApp();
    const res = await fetch(`${t.baseUrl}/api/v1/openapi.json`);
    assert.equal(res.status, 200);
    doc = (await res.json()) as typeof doc;
  });
  after(async () => t?.close());

  test('GET /api/v1/openapi.json is a valid OpenAPI 3.1 document, without authentication', async () => {
    assert.equal(doc.openapi, '3.1.0');
    const result = await new Validator().validate(doc);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
  });

  test('every API route is described, with a success schema and the one error shape; nothing else is', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    assert.ok(operations.length >= 30, `${operations.length} operations`);
    const problems: string[] = [];
    for (const { path, method, op } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      if (!path.startsWith('/api/v1/')) problems.push(`${name}: not an API route`);
      const responses = op.responses ?? {};
      const success = Object.entries(responses).filter(([status]) => status.startsWith('2'));
      if (!success.some(([status, r]) => status === '204' || r.content)) problems.push(`${name}: no success response schema`);
      for (const status of ['400', '401', '404', '500']) if (!responses[status]?.content) problems.push(`${name}: no ${status} schema`);
      if (!op.tags?.length) problems.push(`${name}: no tag`);
    }
    assert.deepEqual(problems, []);
    for (const expected of ['/api/v1/auth/login', '/api/v1/informes', '/api/v1/informes/{id}/estado', '/api/v1/servicios/export']) {
      assert.ok(doc.paths[expected], `${expected} described`);
    }
    const errorSchema = JSON.stringify(doc.paths['/api/v1/informes'].get.responses!['404'].content);
    assert.match(errorSchema, /"error"/);
    assert.match(errorSchema, /"message"/);
  });

  test('/api/docs is a reference page for people', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs`, { redirect: 'follow' });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await res.text(), /swagger-ui/i);
  });
});
