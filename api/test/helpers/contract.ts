import { Ajv2020 } from 'ajv/dist/2020.js';
import { addFormats } from '../../src/platform/http/validator';

/** What the contract test reads of the published description (GET /api/v1/openapi.json). */
export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: unknown;
}

/** One operation of the document, as the contract tests read it. */
export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  /** `[]` on a public operation; absent where the document's default (a session) applies. */
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** One answer as the test received it. */
export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** `GET /informes/{id}` → the JSON pointer segment of that path in the document. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks answers against the document with ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect): the status must be
 * documented for the operation, the media type one it documents, and a JSON body valid against that schema —
 * error bodies included, whose `error` must be one of the codes documented for that status.
 */
export function contractChecker(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(doc, 'openapi');

  /** The problem with `answer` for `METHOD /api/v1/path`, or null when it keeps the contract. */
  return function problem(operation: string, answer: Answer): string | null {
    const [method, path] = operation.split(' ');
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) return `${operation} is not in the document`;
    const documented = op.responses[String(answer.status)];
    if (!documented) return `${operation} answered ${answer.status}, not documented (${Object.keys(op.responses).join(', ')})`;
    const media = answer.contentType.split(';')[0].trim().toLowerCase();
    if (!documented.content) return answer.text === '' ? null : `${operation} ${answer.status}: a body where none is documented`;
    if (!(media in documented.content)) {
      return `${operation} ${answer.status}: ${media || 'no content type'}, documented ${Object.keys(documented.content).join(', ')}`;
    }
    if (media !== 'application/json') return answer.text.length > 0 ? null : `${operation} ${answer.status}: empty ${media}`;
    const ref = `openapi#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${answer.status}/content/${pointer(media)}/schema`;
    const validate = ajv.getSchema(ref);
    if (!validate) return `${operation} ${answer.status}: no schema at ${ref}`;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return `${operation} ${answer.status}: not JSON: ${answer.text.slice(0, 100)}`;
    }
    if (validate(body)) return null;
    return `${operation} ${answer.status}: ${ajv.errorsText(validate.errors)} in ${answer.text.slice(0, 300)}`;
  };
}
