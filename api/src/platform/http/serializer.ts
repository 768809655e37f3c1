import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';

type Schema = Parameters<typeof fastJsonStringify>[0];

/**
 * Fastify's own response serializer, given only the named schemas (platform/schemas/named.ts) a response schema refers to.
 * The default hands fast-json-stringify every schema of the app for every response schema of every route, and each
 * build copies them all: with ~75 named schemas and ~11 responses per route, that made the app start seconds slower.
 * The output is the same: a reference is resolved the same way, to the same schema.
 */
export function installSerializer(app: FastifyInstance): void {
  // Many responses are the same schema (the error statuses most operations share): one compiled function each,
  // compiled when a response of that schema is first sent, not at start-up (like the validators, platform/http/validator.ts).
  const compiled = new Map<string, (data: unknown) => string>();
  const compile = (schema: unknown) => {
    const key = JSON.stringify(schema);
    let serialize = compiled.get(key);
    if (!serialize) {
      serialize = fastJsonStringify(schema as Schema, { schema: referencedSchemas(schema, app.getSchemas()) });
      compiled.set(key, serialize);
    }
    return serialize;
  };
  app.setSerializerCompiler(({ schema }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= compile(schema))(data);
  });
}

/** The shared schemas `schema` refers to, directly or through one another, by `$id`. */
function referencedSchemas(schema: unknown, shared: Record<string, unknown>): Record<string, Schema> {
  const found: Record<string, Schema> = {};
  const queue: unknown[] = [schema];
  while (queue.length > 0) {
    const node = queue.pop();
    if (Array.isArray(node)) {
      queue.push(...(node as unknown[]));
    } else if (node && typeof node === 'object') {
      const ref = (node as { $ref?: unknown }).$ref;
      const id = typeof ref === 'string' ? ref.split('#')[0] : '';
      if (id && shared[id] && !found[id]) {
        found[id] = shared[id] as Schema;
        queue.push(shared[id]);
      }
      queue.push(...(Object.values(node) as unknown[]));
    }
  }
  return found;
}
