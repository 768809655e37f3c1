import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// ajv-formats ships CommonJS with `exports.default`; under ESM the default import is the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);

const common: Options = {
  removeAdditional: true, // unknown properties are dropped, never stored
  useDefaults: true,
  allErrors: false,
  strict: false, // TypeBox adds its own keywords ([Kind], etc.)
  verbose: true, // errors carry parentSchema: lets messages list allowed values (validation-message.ts)
};

/**
 * Two validators: JSON bodies are typed, so they are NOT coerced ({"page":"2"} or {"usuario":5} → 400);
 * query strings and path params are text by nature and are coerced ("2" → 2).
 */
export function installValidators(app: FastifyInstance): void {
  const bodyAjv = addFormats(new Ajv({ ...common, coerceTypes: false }));
  const textAjv = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));
}
