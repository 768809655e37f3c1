import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkText, textProblemMessage, type TextKind } from 'shared/contracts';
import { badRequest } from './errors';

/**
 * The one text rule (shared/contracts/text-rules.ts; docs/decisions/text-input.md), applied to every string of
 * every JSON body and query string of every route, before the schema and the routes' own hooks:
 *
 * - each string is checked as the kind its schema names with the `x-text` annotation ('multiline', 'identifier',
 *   'password'; any other string, and one the schema does not describe, is single-line 'line' text);
 * - refused text answers 400 `{ error: 'validacion', message: 'El campo "x" …', campo: 'x' }`;
 * - accepted text is replaced by its normal form (NFC, trimmed, "\n" line breaks); text that shows nothing
 *   becomes '', so it then reads exactly like '' always has: normalizeInput (platform/http/input.ts) makes it null, a
 *   required field answers its own "requerido" message, an empty query parameter is no filter.
 *
 * Mark a field in its TypeBox schema with one of the constants below, e.g. `OptionalText(500, MULTILINE)`.
 */
const TEXT_KIND = 'x-text';

/** Several lines (a <textarea>): keeps "\n" and "\t". */
export const MULTILINE = { [TEXT_KIND]: 'multiline' } as const satisfies Record<string, TextKind>;
/** A name people sign in with or are told apart by (usuario, correo): no invisible character anywhere. */
export const IDENTIFIER = { [TEXT_KIND]: 'identifier' } as const satisfies Record<string, TextKind>;
/** A password: only control characters and lone surrogates are refused; never rewritten. */
export const PASSWORD = { [TEXT_KIND]: 'password' } as const satisfies Record<string, TextKind>;

interface SchemaNode {
  [TEXT_KIND]?: TextKind;
  $ref?: string;
  type?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/** A named schema by its `$id` (platform/schemas/named.ts): a body schema is often `{ $ref: 'ServicioCreate' }`. */
type Lookup = (id: string) => SchemaNode | undefined;

/** The schema and its alternatives (Nullable(...) is an anyOf, Type.Composite an allOf), references followed. */
function* variants(schema: SchemaNode | undefined, lookup: Lookup): Generator<SchemaNode> {
  if (!schema || typeof schema !== 'object') return;
  if (typeof schema.$ref === 'string') {
    yield* variants(lookup(schema.$ref), lookup);
    return;
  }
  yield schema;
  for (const list of [schema.anyOf, schema.oneOf, schema.allOf]) {
    if (Array.isArray(list)) for (const member of list) yield* variants(member, lookup);
  }
}

function find<T>(schema: SchemaNode | undefined, lookup: Lookup, pick: (node: SchemaNode) => T | undefined): T | undefined {
  for (const node of variants(schema, lookup)) {
    const found = pick(node);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Whether a value under `schema` is text: the schema allows a string, or does not say (a property it does not
 * describe). A number, boolean or id sent as a string is left exactly as sent, for its schema to refuse ("?page= 1"
 * is not a page: platform/http/validator.ts).
 */
function isText(schema: SchemaNode | undefined, lookup: Lookup): boolean {
  let typed = false;
  for (const node of variants(schema, lookup)) {
    if (node.type === undefined) continue;
    typed = true;
    if (node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'))) return true;
  }
  return !typed;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks every string inside `value` (an object or array) in place; `path` names the field for the message. */
function applyRule(value: Record<string, unknown> | unknown[], schema: SchemaNode | undefined, lookup: Lookup, path: string): void {
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, item] of entries) {
    const field = Array.isArray(value) ? path : path ? `${path}.${String(key)}` : String(key);
    const itemSchema = Array.isArray(value)
      ? find(schema, lookup, (n) => n.items)
      : find(schema, lookup, (n) => (n.properties && Object.hasOwn(n.properties, key) ? n.properties[key as string] : undefined));
    if (typeof item === 'string' && isText(itemSchema, lookup)) {
      const result = checkText(item, find(itemSchema, lookup, (n) => n[TEXT_KIND]) ?? 'line');
      if (!result.ok) throw badRequest('validacion', textProblemMessage(result.problem, field), field);
      (value as Record<string | number, unknown>)[key] = result.value;
    } else if (isObject(item) || Array.isArray(item)) {
      applyRule(item, itemSchema, lookup, field);
    }
  }
}

async function textRule(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema as { body?: SchemaNode; querystring?: SchemaNode; query?: SchemaNode } | undefined;
  if (!schema) return;
  const lookup: Lookup = (id) => request.server.getSchema(id) as SchemaNode | undefined;
  const body: unknown = request.body;
  if (schema.body && (isObject(body) || Array.isArray(body))) applyRule(body, schema.body, lookup, '');
  const querySchema = schema.querystring ?? schema.query;
  const query: unknown = request.query;
  if (querySchema && isObject(query)) applyRule(query, querySchema, lookup, '');
}

/** Installs the rule for every route (before the routes' own preValidation hooks: it is registered first). */
export function installTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', textRule);
}
