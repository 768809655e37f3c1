import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** ajv-formats ships CommonJS with `exports.default`; under ESM the default import is the module object. */
export const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const common: Options = {
  removeAdditional: true, // unknown properties are dropped, never stored
  useDefaults: true,
  allErrors: false,
  strict: false, // TypeBox adds its own keywords ([Kind], etc.)
  verbose: true, // errors carry parentSchema: lets messages list allowed values (validation-message.ts)
};

/** Canonical decimal integers only: "1.0", "+1", "1e0", "01" or " 1" are not ids (issue 12). */
const CANONICAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;

interface ObjectSchema {
  properties?: Record<string, { type?: unknown; enum?: unknown }>;
}

/**
 * Properties of a query/params schema typed integer (ids, page…): their text must be a canonical integer
 * before coercion. Those with an enum (limit: 10, 20, 50, 100) keep the enum's message.
 */
function integerProperties(schema: unknown): string[] {
  const props = (schema as ObjectSchema | undefined)?.properties ?? {};
  return Object.entries(props)
    .filter(([, p]) => p?.type === 'integer' && p.enum === undefined)
    .map(([k]) => k);
}

/**
 * Two validators: JSON bodies are typed, so they are NOT coerced ({"page":"2"} or {"usuario":5} → 400);
 * query strings and path params are text by nature and are coerced ("2" → 2).
 */
export function installValidators(app: FastifyInstance): void {
  const bodyAjv = addFormats(new Ajv({ ...common, coerceTypes: false }));
  const textAjv = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  // The named schemas (platform/schemas/named.ts) a route's `$ref` points to: added once, as the routes are compiled.
  const known = new Set<string>();
  const addSharedSchemas = () => {
    for (const [id, shared] of Object.entries(app.getSchemas())) {
      if (known.has(id)) continue;
      known.add(id);
      bodyAjv.addSchema(shared as object);
      textAjv.addSchema(shared as object);
    }
  };
  // Compiled on a route's first request, not at start-up: a process that serves a few routes (a test file, a
  // short-lived instance) does not pay ajv for all ~80 operations (docs/decisions/openapi-contract.md).
  app.setValidatorCompiler(({ schema, httpPart }) => lazily(() => compile(schema, httpPart)));

  function compile(schema: object, httpPart: string | undefined): Validate {
    addSharedSchemas();
    if (httpPart === 'body') return bodyAjv.compile(schema);
    const compiled = textAjv.compile(schema);
    const integers = integerProperties(schema);
    if (integers.length === 0) return compiled;
    const validate: Validate = (data) => {
      for (const key of integers) {
        const value = (data as Record<string, unknown> | undefined)?.[key];
        if (typeof value === 'string' && !CANONICAL_INTEGER.test(value)) {
          validate.errors = [
            {
              keyword: 'type',
              instancePath: `/${key}`,
              schemaPath: `#/properties/${key}/type`,
              params: { type: 'integer' },
              message: 'must be integer',
            },
          ];
          return false;
        }
      }
      const ok = compiled(data);
      validate.errors = compiled.errors;
      return ok;
    };
    validate.errors = null;
    return validate;
  }
}

/** What Fastify calls to validate a part of a request: true or false, with ajv's `errors` when false. */
interface Validate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** A validator that compiles itself on its first call. */
function lazily(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const ok = compiled(data);
    validate.errors = compiled.errors;
    return ok;
  };
  validate.errors = null;
  return validate;
}
