import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorSchema } from '../schemas/common';
import { errors, SERVER_ERRORS } from './route-contract';

/**
 * The API's machine-readable description (issue 13): OpenAPI 3.1 generated from the TypeBox schemas every route
 * declares, at GET /api/v1/openapi.json, and a reference page at /api/docs. Neither holds a secret: they are
 * served to anyone, in development and in production.
 *
 * Every /api route answers errors with one shape (`{ error, message }`, platform/http/error-handler.ts), named `Error`.
 * Each route declares its own contract on its schema (route-contract.ts: operationId, summary, tag, errors); this file
 * only assembles: routeDefaults turns each route's declared errors into documented responses referencing that schema
 * with their codes, so the description and the response serialisation both know them. A status a route does not declare is still
 * answered in that shape: Fastify serialises it with JSON.stringify. A route's own 2xx schema is its business:
 * api/test/openapi.test.ts fails for a route without one.
 */

/** Why each error status happens, in the response's description. */
const STATUS_TEXT: Readonly<Record<string, string>> = {
  '400': 'Petición inválida',
  '401': 'No autenticado',
  '403': 'Sin permiso',
  '404': 'No encontrado o fuera del alcance del usuario',
  '409': 'Conflicto con el estado actual',
  '410': 'Ya no disponible',
  '412': 'Falta la cabecera del protocolo',
  '413': 'Demasiado grande',
  '415': 'Tipo de contenido no admitido',
  '422': 'Clave de idempotencia reutilizada con otros datos',
  '429': 'Demasiadas peticiones',
  '500': 'Error interno del servidor',
  '503': 'Servicio no disponible por ahora',
};

/**
 * The API sends no rate-limit headers on its answers; its limited routes refuse with 429 and Retry-After (platform/http/errors.ts
 * tooManyAttempts, one-export.ts), except `cuenta_bloqueada` (an administrator unlocks it). A busy password hasher
 * answers 503 `servidor_ocupado` with Retry-After too (platform/auth/password.ts).
 */
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`)',
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: 86_400,
  },
};
const withRetryAfter = (status: string, codes: readonly string[]) => status === '429' || codes.includes('servidor_ocupado');

/** One documented error status: the `Error` schema, the codes it may carry (an enum on `error`), in words too. */
function errorResponse(status: string, codes: readonly string[]) {
  return {
    description: `${STATUS_TEXT[status] ?? 'Error'}. Códigos: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
    ...(withRetryAfter(status, codes) ? { headers: RETRY_AFTER } : {}),
    allOf: [{ $ref: 'Error#' }, { type: 'object', properties: { error: { type: 'string', enum: [...codes] } } }],
  };
}

type QuerySchema = { properties?: Record<string, { default?: unknown }>; required?: string[] };

function documentedQuery(query: QuerySchema, alsoRequired: readonly string[] = []): QuerySchema {
  const properties = query.properties ?? {};
  const required = [...(query.required ?? []).filter((name) => properties[name]?.default === undefined), ...alsoRequired];
  const { required: _, ...rest } = query;
  return required.length ? { ...rest, required } : rest;
}

/** `/api/v1/informes/:id/` → `/informes/{id}`: how the document names a route (in messages). */
const operationPath = (url: string, prefix: string): string =>
  url
    .slice(prefix.length)
    .replace(/\/$/, '')
    .replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Turns each route's declared contract (route-contract.ts) into the document's: its error statuses (its own and the
 * server's) as responses referencing the one `Error` schema. An /api route that declares no contract stops the app
 * from starting: every operation is named, summarised and has its errors.
 */
export function routeDefaults(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${prefix}/`)) return;
    const schema = (route.schema ??= {});
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
    if (methods.length !== 1 || schema.hide) return;
    const key = `${methods[0]} ${operationPath(route.url, prefix)}`;
    const { errors: declared, ...rest } = schema;
    if (!schema.operationId || !schema.summary || !schema.tags || !declared) {
      throw new Error(`${key}: declare its contract on the route's schema (contract(...), api/src/platform/http/route-contract.ts)`);
    }
    const response = ((rest as { response?: Record<string, unknown> }).response ??= {});
    const codes = errors(declared, SERVER_ERRORS);
    for (const status of Object.keys(response).filter((s) => Number(s) >= 400)) {
      if (!(status in codes)) throw new Error(`${key} declares a ${status} response that its contract's errors do not list`);
    }
    for (const [status, list] of Object.entries(codes)) response[status] = errorResponse(status, list);
    route.schema = rest;
  });
}

export async function registerOpenApi(app: FastifyInstance, prefix: string): Promise<void> {
  app.addSchema(ErrorSchema);
  await app.register(fastifySwagger, {
    // Shared schemas (app.addSchema) are components named by their $id: `#/components/schemas/Error`.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Informes de Campañas — API',
        version: '1.0.0',
        description:
          'API REST del back office de informes de campañas. Todas las rutas piden `Authorization: Bearer <token>` ' +
          'de POST /auth/login, salvo las que declaran `security: []` (estado, inicio de sesión, contraseña olvidada, ' +
          'verificación por huella y los enlaces firmados de archivos, que llevan `exp` y `sig`). Los errores tienen siempre la forma ' +
          '`{ error: "codigo", message: "Texto en español" }`.',
        contact: { name: 'Equipo de Informes de Campañas' },
      },
      // The paths already carry /api/v1: the server is the origin that serves this document.
      // `x-internal: false`: the API is the back office's own, published to its integrators in every environment.
      servers: [
        {
          url: '/',
          description: 'El mismo origen que sirve esta descripción: cada despliegue (producción, staging o local) describe su propia API',
          ...{ 'x-internal': false }, // an extension the OpenAPI types do not know
        },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            // platform/auth/tokens.ts: HS256 only (jwtVerify pins the algorithm), an expiry on every token, and the session it names
            // must still be open (platform/auth/guard.ts).
            description:
              'JWT de POST /auth/login, firmado con HS256 y verificado según RFC8725 (algoritmo fijo, `alg: none` rechazado, ' +
              'caducidad obligatoria); además la sesión que nombra debe seguir abierta.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    // Only the API is described (not the front ends' files or /config.json).
    // A resource's list route is registered as '/' under its prefix: described without the trailing slash.
    transform: ({ schema, url }) => {
      if (!url.startsWith(`${prefix}/`)) return { schema: { ...schema, hide: true }, url };
      const { documentedBody, documentedRequiredQuery, ...rest } = schema as typeof schema & {
        documentedBody?: object;
        documentedRequiredQuery?: readonly string[];
      };
      const querystring = (rest as { querystring?: QuerySchema }).querystring;
      return {
        schema: {
          ...rest,
          ...(documentedBody ? { body: documentedBody } : {}),
          ...(querystring ? { querystring: documentedQuery(querystring, documentedRequiredQuery) } : {}),
        },
        url: url.length > 1 ? url.replace(/\/$/, '') : url,
      };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}
