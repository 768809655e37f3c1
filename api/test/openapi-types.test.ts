import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { GENERATED_TYPES_FILE, openApiTypes, REGENERATE_COMMAND } from '../scripts/openapi-types';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The front end's API types are generated from the served OpenAPI document and committed
 * (docs/decisions/openapi-contract.md): a change of an API schema without regenerating them fails here.
 */
describe('shared/src/contracts/generated/openapi.ts', () => {
  let t: TestApp;
  let doc: object;
  before(async () => {
    t = await startTestApp();
    doc = (await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json()) as object;
  });
  after(async () => t?.close());

  test('is what openapi-typescript makes of the document the API serves', async () => {
    const expected = await openApiTypes(doc);
    const committed = readFileSync(GENERATED_TYPES_FILE, 'utf8');
    if (committed === expected) return;
    const a = committed.split('\n');
    const b = expected.split('\n');
    const line = a.findIndex((text, i) => text !== b[i]);
    const at = line === -1 ? a.length : line;
    assert.fail(
      `${path.relative(process.cwd(), GENERATED_TYPES_FILE)} is out of date with the API's schemas: run \`${REGENERATE_COMMAND}\` and commit it.\n` +
        `First difference at line ${at + 1}:\n  committed: ${a[at] ?? '(end of file)'}\n  expected:  ${b[at] ?? '(end of file)'}`,
    );
  });

  test('every JSON body, sent or answered, is a named schema of components.schemas (or a list of one)', () => {
    type Media = Record<string, { schema?: { $ref?: string; type?: string; items?: { $ref?: string } } }>;
    type Operation = { requestBody?: { content?: Media }; responses?: Record<string, { content?: Media }> };
    const { paths, components } = doc as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
    const names = Object.keys(components.schemas);
    assert.ok(!names.some((name) => /^def-\d+$/.test(name)), `no anonymous def-N: ${names.join(', ')}`);
    const problems: string[] = [];
    for (const [p, operations] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const bodies = [
          ['body', op.requestBody?.content],
          ...Object.entries(op.responses ?? {})
            .filter(([status]) => status.startsWith('2'))
            .map(([status, r]) => [status, r.content] as const),
        ] as const;
        for (const [which, content] of bodies) {
          const schema = content?.['application/json']?.schema;
          if (!schema) continue;
          const ref = schema.$ref ?? (schema.type === 'array' ? schema.items?.$ref : undefined);
          const name = ref?.replace('#/components/schemas/', '');
          if (!name || !names.includes(name)) problems.push(`${method.toUpperCase()} ${p} ${which}: ${JSON.stringify(schema).slice(0, 80)}`);
        }
      }
    }
    assert.deepEqual(problems, [], 'declare the shape with named() (api/src/platform/schemas/named.ts)');
    for (const name of ['Servicio', 'ServiciosPage', 'InformeDetalle', 'InformesPage', 'SessionUser', 'LoginResponse', 'ArchivoInforme', 'Mensaje']) {
      assert.ok(names.includes(name), `components.schemas.${name}`);
    }
  });
});
