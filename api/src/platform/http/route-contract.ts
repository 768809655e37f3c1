/**
 * What a route promises, declared on the route's own schema (issue 35; docs/decisions/openapi-contract.md, "A route
 * carries its contract"): its stable name (operationId), Spanish summary, tag, whether it needs a session, and the
 * error statuses it can answer with the `error` codes under each. openapi.ts only assembles them into the document
 * (routeDefaults), and refuses to start an app with a route under /api/v1 that declares none.
 *
 *   app.post('/', { onRequest: write, schema: { ...contract('servicios', 'createService', 'Crear un servicio',
 *     signedIn(DENIED, BODY)), body: ServicioCreateSchema, response: { 201: ServicioSchema } } }, handler)
 *
 * The error parts below are the ones every module shares; a module declares its own (a report's rules, a photo's
 * checks) beside its routes. Read them from the route's code and guards:
 * - 401 for a route with a session; 403 where a role lacks the capability (API_PERMISSIONS) or a row rule refuses;
 * - 400 for a route with params, query or body; a JSON body also gets 413 and 415;
 * - 404 for a route that names a record; 409, 410, 412, 422, 429 where the route's code throws them;
 * - every operation: 500 `error_interno` (a server fault) and 503 `base_de_datos_no_disponible` (added by routeDefaults).
 */
type ErrorStatus = '400' | '401' | '403' | '404' | '409' | '410' | '412' | '413' | '415' | '422' | '429' | '500' | '503';
export type ErrorCodes = Readonly<Partial<Record<ErrorStatus, readonly string[]>>>;

/** The codes of every part, per status, without repeats. */
export function errors(...parts: ErrorCodes[]): ErrorCodes {
  const out: Partial<Record<ErrorStatus, string[]>> = {};
  for (const part of parts) {
    for (const [status, codes] of Object.entries(part) as [ErrorStatus, readonly string[]][]) {
      out[status] = [...new Set([...(out[status] ?? []), ...codes])];
    }
  }
  return out;
}

/** Any operation: a fault of the server, or the database not answering. */
export const SERVER_ERRORS: ErrorCodes = { '500': ['error_interno'], '503': ['base_de_datos_no_disponible'] };

const SESSION: ErrorCodes = { '401': ['no_autenticado', 'sesion_invalida'] };
/** requirePermission of a capability some role lacks, or a row rule (not your report, not your message). */
export const DENIED: ErrorCodes = { '403': ['sin_permiso'] };
/** A malformed path parameter. */
export const PARAMS: ErrorCodes = { '400': ['datos_invalidos'] };
/** A query string: schema errors, and the text rule (docs/decisions/text-input.md) on its strings. */
export const QUERY: ErrorCodes = { '400': ['datos_invalidos', 'validacion'] };
/** A JSON body: malformed JSON, schema and field errors, over the body limit, another content type. */
export const BODY: ErrorCodes = {
  '400': ['datos_invalidos', 'json_invalido', 'validacion'],
  '413': ['contenido_muy_grande'],
  '415': ['tipo_no_soportado'],
};
export const MISSING: ErrorCodes = { '404': ['no_encontrado'] };
/** platform/http/one-export.ts: one CSV/ZIP/PDF export at a time per user, with Retry-After. */
export const ONE_EXPORT: ErrorCodes = { '429': ['exportacion_en_curso'] };
/** Password rules (platform/auth/password-policy.ts). */
export const PASSWORD_RULES: ErrorCodes = {
  '400': ['password_requerida', 'password_solo_espacios', 'password_muy_corta', 'password_igual_usuario', 'password_comun'],
};
/** The password hashing queue is full (platform/auth/password.ts), with Retry-After. */
export const HASHING: ErrorCodes = { '503': ['servidor_ocupado'] };
/** Sign-in limits (platform/auth/login-limits.ts): too many attempts (Retry-After), or the account locked. */
export const LOGIN_LIMITS: ErrorCodes = { '429': ['demasiados_intentos', 'cuenta_bloqueada'] };
/** A signed link (platform/auth/signed-url.ts): forged or for another file 403, expired 410. */
export const SIGNED_LINK: ErrorCodes = { '403': ['enlace_invalido'], '410': ['enlace_expirado'] };

/** Who may call the operation, and what it may refuse with. */
export interface OperationAccess {
  session: boolean;
  codes: ErrorCodes;
}
/** An operation that needs a session (401 added). */
export const signedIn = (...parts: ErrorCodes[]): OperationAccess => ({ session: true, codes: errors(SESSION, ...parts) });
/** An operation anyone may call: the document says `security: []`. */
export const withoutSession = (...parts: ErrorCodes[]): OperationAccess => ({ session: false, codes: errors(...parts) });

/** The part of a route's schema that is its contract (spread into `schema`). */
export interface RouteContract {
  operationId: string;
  summary: string;
  tags: string[];
  security?: [];
  errors: ErrorCodes;
}

/**
 * A route's contract: `tag` groups it in the document (its URL's first segment), `operationId` is its stable English
 * name (a published name: never renamed), `summary` says what it does in Spanish.
 */
export function contract(tag: string, operationId: string, summary: string, access: OperationAccess): RouteContract {
  return { operationId, summary, tags: [tag], ...(access.session ? {} : { security: [] }), errors: access.codes };
}

declare module 'fastify' {
  interface FastifySchema {
    /** The error statuses and codes the route may answer (routeDefaults turns them into documented responses). */
    errors?: ErrorCodes;
    /**
     * What the document shows of a body the route reads itself (a multipart upload): never validated by Fastify.
     * `consumes` is its media type.
     */
    documentedBody?: object;
    /** Query parameters a client must send although validation lets them out (a signed link's exp and sig). */
    documentedRequiredQuery?: readonly string[];
  }
}
