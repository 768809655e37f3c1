import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorResponse } from '../schemas/common';

/**
 * The API's machine-readable description (issue 13): OpenAPI 3.1 generated from the TypeBox schemas every route
 * declares, at GET /api/v1/openapi.json, and a reference page at /api/docs. Neither holds a secret: they are
 * served to anyone, in development and in production.
 *
 * Every /api route answers errors with one shape (`{ error, message }`, http/error-handler.ts); instead of
 * repeating it on each route, routeDefaults adds it to every route's responses (and tags the route by its
 * resource), so the description and the response serialisation both know it. A route's own 2xx schema is its
 * business: api/test/openapi.test.ts fails for a route without one.
 */
const ERROR_STATUSES = ['400', '401', '403', '404', '409', '413', '415', '429', '500', '503'] as const;

export function routeDefaults(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${prefix}/`)) return;
    const schema = (route.schema ??= {});
    const response = ((schema as { response?: Record<string, unknown> }).response ??= {});
    for (const status of ERROR_STATUSES) response[status] ??= ErrorResponse;
    const tag = route.url.slice(prefix.length + 1).split('/')[0];
    (schema as { tags?: string[] }).tags ??= [tag];
  });
}

export async function registerOpenApi(app: FastifyInstance, prefix: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Informes de Campañas — API',
        version: '1.0.0',
        description:
          'API REST del back office de informes de campañas. Todas las rutas (salvo /health, /auth/login, ' +
          '/verificar/{sha256} y esta descripción) piden `Authorization: Bearer <token>` de POST /auth/login. Los errores tienen siempre la forma ' +
          '`{ error: "codigo", message: "Texto en español" }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Only the API is described (not the front ends' files or /config.json).
    // A resource's list route is registered as '/' under its prefix: described without the trailing slash.
    transform: ({ schema, url }) => ({
      schema: url.startsWith(`${prefix}/`) ? schema : { ...schema, hide: true },
      url: url.length > 1 ? url.replace(/\/$/, '') : url,
    }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}
