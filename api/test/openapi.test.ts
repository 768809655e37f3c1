import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestApp, type TestApp } from './helpers/test-app';

/** The API's published description (issue 13): valid OpenAPI 3.1, complete, and readable at /api/docs. */
type Operation = {
  responses?: Record<string, { content?: Record<string, unknown>; description?: string }>;
  tags?: string[];
  operationId?: string;
  summary?: string;
  security?: unknown[];
};
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('OpenAPI description', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { required?: string[] }> } };
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

  test('every API route is described, with a success schema and its own error statuses in the one error shape; nothing else is', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    assert.ok(operations.length >= 30, `${operations.length} operations`);
    const problems: string[] = [];
    for (const { path, method, op } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      if (!path.startsWith('/api/v1/')) problems.push(`${name}: not an API route`);
      const responses = op.responses ?? {};
      const success = Object.entries(responses).filter(([status]) => status.startsWith('2'));
      if (!success.some(([status, r]) => status === '204' || r.content)) problems.push(`${name}: no success response schema`);
      const errorStatuses = Object.keys(responses)
        .filter((status) => Number(status) >= 400)
        .sort();
      // Every operation may fail on the server's side; the rest are the route's own contract (route-contract.ts).
      for (const status of ['500', '503']) if (!errorStatuses.includes(status)) problems.push(`${name}: no ${status}`);
      for (const status of errorStatuses) {
        const schema = JSON.stringify(responses[status].content?.['application/json']);
        if (!schema?.includes('"#/components/schemas/Error"')) problems.push(`${name}: ${status} is not the Error schema`);
      }
      if (op.security?.length !== 0 && !responses['401']) problems.push(`${name}: a route with a session and no 401`);
      if (!op.tags?.length) problems.push(`${name}: no tag`);
    }
    assert.deepEqual(problems, []);
    for (const expected of ['/api/v1/auth/login', '/api/v1/informes', '/api/v1/informes/{id}/estado', '/api/v1/servicios/export']) {
      assert.ok(doc.paths[expected], `${expected} described`);
    }
    assert.deepEqual(doc.components.schemas.Error.required, ['error', 'message']);
    // A list answers no 404 and a route open to every role no 403; a report names its codes and a 429 its Retry-After.
    const list = doc.paths['/api/v1/informes'].get.responses!;
    assert.deepEqual(Object.keys(list).sort(), ['200', '400', '401', '500', '503']);
    const estado = doc.paths['/api/v1/informes/{id}/estado'].patch.responses!['409'] as { description: string };
    assert.match(estado.description, /`transicion_no_permitida`/);
    const login = doc.paths['/api/v1/auth/login'].post.responses!['429'] as { headers?: Record<string, unknown> };
    assert.ok(login.headers?.['Retry-After'], 'a 429 declares Retry-After');
  });

  test('every operation has a unique operationId and a summary; the public routes ask for no token', () => {
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${p}`, op })),
    );
    const unnamed = operations.filter(({ op }) => !op.operationId || !op.summary).map(({ name }) => name);
    assert.deepEqual(unnamed, [], 'add them to OPERATIONS in api/src/platform/http/openapi.ts');
    const ids = operations.map(({ op }) => op.operationId);
    assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
    const publicas = operations
      .filter(({ op }) => op.security?.length === 0)
      .map(({ name }) => name)
      .sort();
    assert.deepEqual(publicas, [
      'GET /api/v1/archivos/{id}',
      'GET /api/v1/archivos/{id}/miniatura',
      'GET /api/v1/health',
      'GET /api/v1/verificar/{sha256}',
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/olvide-contrasena',
      'POST /api/v1/auth/restablecer-contrasena',
    ]);
  });

  test('query parameters as the API reads them: defaults optional, a signed link needs exp and sig', () => {
    type Param = { name: string; in: string; required?: boolean; schema?: { default?: unknown; maximum?: number; enum?: unknown[] } };
    const query = (p: string, method = 'get') =>
      Object.fromEntries(
        ((doc.paths[p][method] as { parameters?: Param[] }).parameters ?? []).filter((x) => x.in === 'query').map((x) => [x.name, x]),
      );
    for (const p of ['/api/v1/informes', '/api/v1/auditoria', '/api/v1/jefes-equipo', '/api/v1/admin/usuarios', '/api/v1/asignaciones']) {
      const { page, limit } = query(p);
      assert.ok(page && !page.required && page.schema?.default === 1 && page.schema.maximum, `${p} page`);
      assert.ok(limit && !limit.required && limit.schema?.default !== undefined, `${p} limit`);
      assert.ok(limit.schema?.maximum !== undefined || limit.schema?.enum, `${p} limit has a ceiling`);
    }
    for (const p of ['/api/v1/archivos/{id}', '/api/v1/archivos/{id}/miniatura']) {
      const { exp, sig, descarga } = query(p);
      assert.equal(exp?.required, true, `${p} exp`);
      assert.equal(sig?.required, true, `${p} sig`);
      assert.ok(!descarga?.required, `${p} descarga`);
    }
  });

  test('POST /upload/{reportId} documents its multipart body', () => {
    const op = doc.paths['/api/v1/upload/{reportId}'].post as {
      requestBody?: { content?: Record<string, { schema?: { required?: string[]; properties?: object } }> };
    };
    const schema = op.requestBody?.content?.['multipart/form-data']?.schema;
    assert.deepEqual(schema?.required, ['archivo']);
    assert.deepEqual(Object.keys(schema?.properties ?? {}).sort(), ['archivo', 'latitud', 'longitud', 'sha256', 'tiene_metadatos_gps']);
  });

  test('Redocly CLI (recommended rules, redocly.yaml) finds no error in the document', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
      const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=summary'], {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).catch((err: { stdout?: string; stderr?: string; code?: number }) => err);
      assert.ok(!('code' in run) || !run.code, `redocly lint failed:\n${run.stdout}\n${run.stderr}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('Spectral with the OWASP ruleset (.spectral.yaml) finds no error in the document', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-spectral-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = path.join(ROOT, 'node_modules/@stoplight/spectral-cli/dist/index.js');
      const args = [cli, 'lint', file, '--ruleset', path.join(ROOT, '.spectral.yaml'), '--fail-severity=error', '--display-only-failures', '--quiet'];
      const run = await promisify(execFile)(process.execPath, args, { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }).catch(
        (err: { stdout?: string; stderr?: string; code?: number }) => err,
      );
      assert.ok(!('code' in run) || !run.code, `spectral lint failed:\n${run.stdout?.slice(0, 4000)}\n${run.stderr?.slice(0, 2000)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('/api/docs is a reference page for people', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs`, { redirect: 'follow' });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await res.text(), /swagger-ui/i);
  });
});
