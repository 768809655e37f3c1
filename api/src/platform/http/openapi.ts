import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { uploadMaxBytes } from '../config';
import { ErrorSchema } from '../schemas/common';
import { operationErrors, type ErrorCodes } from './operation-errors';

/**
 * The API's machine-readable description (issue 13): OpenAPI 3.1 generated from the TypeBox schemas every route
 * declares, at GET /api/v1/openapi.json, and a reference page at /api/docs. Neither holds a secret: they are
 * served to anyone, in development and in production.
 *
 * Every /api route answers errors with one shape (`{ error, message }`, platform/http/error-handler.ts), named `Error`.
 * routeDefaults adds to each route the error statuses that operation can answer (OPERATION_ERRORS,
 * platform/http/operation-errors.ts), each referencing that schema with its codes (and tags the route by its resource), so
 * the description and the response serialisation both know them. A status a route does not declare is still
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

/**
 * Each operation's stable name and Spanish summary (issue 27), keyed by `METHOD /path` as the document shows it
 * (without /api/v1). routeDefaults adds them to the route's schema; api/test/openapi.test.ts fails for a route
 * missing here, so a new route must be named (the one place for both: a route's own `summary` would be overwritten). `publico` marks a route that answers without a session token
 * (the document then says `security: []`).
 */
type OperationMeta = readonly [operationId: string, summary: string, publico?: 'publico'];
const OPERATIONS: Readonly<Record<string, OperationMeta>> = {
  'GET /health': ['getHealth', 'Estado del servicio', 'publico'],
  'POST /auth/login': ['login', 'Iniciar sesión', 'publico'],
  'POST /auth/logout': ['logout', 'Cerrar sesión'],
  'PATCH /auth/change-password': ['changePassword', 'Cambiar la contraseña propia'],
  'POST /auth/olvide-contrasena': ['forgotPassword', 'Pedir un enlace para restablecer la contraseña', 'publico'],
  'POST /auth/restablecer-contrasena': ['resetPassword', 'Restablecer la contraseña con el enlace recibido', 'publico'],
  'GET /usuarios/me': ['getCurrentUser', 'Usuario de la sesión'],
  'GET /dashboard/resumen': ['getDashboardSummary', 'Resumen del panel'],
  'GET /auditoria': ['listAuditEntries', 'Listar el registro de auditoría'],
  'GET /auditoria/opciones': ['getAuditFilterOptions', 'Opciones de filtro de la auditoría'],
  'GET /auditoria/export': ['exportAuditEntries', 'Exportar la auditoría'],
  'GET /servicios': ['listServices', 'Listar servicios'],
  'POST /servicios': ['createService', 'Crear un servicio'],
  'GET /servicios/export': ['exportServices', 'Exportar servicios'],
  'GET /servicios/meta/categorias': ['listServiceCategories', 'Categorías de servicios'],
  'GET /servicios/meta/estadisticas': ['getServiceStats', 'Estadísticas de servicios'],
  'PUT /servicios/{id}': ['updateService', 'Modificar un servicio'],
  'DELETE /servicios/{id}': ['deleteService', 'Eliminar un servicio'],
  'GET /jefes-equipo': ['listTeamLeaders', 'Listar jefes de equipo'],
  'POST /jefes-equipo': ['createTeamLeader', 'Crear un jefe de equipo'],
  'GET /jefes-equipo/{id}': ['getTeamLeader', 'Ver un jefe de equipo'],
  'PUT /jefes-equipo/{id}': ['updateTeamLeader', 'Modificar un jefe de equipo'],
  'DELETE /jefes-equipo/{id}': ['deleteTeamLeader', 'Eliminar un jefe de equipo'],
  'GET /proveedores': ['listProviders', 'Listar proveedores'],
  'POST /proveedores': ['createProvider', 'Crear un proveedor'],
  'PATCH /proveedores/{id}': ['updateProvider', 'Modificar un proveedor'],
  'DELETE /proveedores/{id}': ['deleteProvider', 'Eliminar un proveedor'],
  'GET /clientes': ['listClients', 'Listar clientes'],
  'POST /clientes': ['createClient', 'Crear un cliente'],
  'PATCH /clientes/{id}': ['updateClient', 'Modificar un cliente'],
  'DELETE /clientes/{id}': ['deleteClient', 'Eliminar un cliente'],
  'GET /catalogos/provincias': ['listCatalogProvinces', 'Catálogo de provincias'],
  'GET /catalogos/localidades/{provinceId}': ['listLocalities', 'Localidades de una provincia'],
  'GET /provincias': ['listProvinces', 'Listar provincias'],
  'GET /admin/usuarios': ['listUsers', 'Listar usuarios'],
  'POST /admin/usuarios': ['createUser', 'Crear un usuario'],
  'GET /admin/usuarios/stats': ['getUserStats', 'Estadísticas de usuarios'],
  'GET /admin/usuarios/export': ['exportUsers', 'Exportar usuarios'],
  'PATCH /admin/usuarios/{id}': ['updateUser', 'Modificar un usuario'],
  'DELETE /admin/usuarios/{id}': ['deleteUser', 'Eliminar un usuario'],
  'PATCH /admin/usuarios/{id}/toggle-status': ['setUserActive', 'Activar o desactivar un usuario'],
  'POST /admin/usuarios/{id}/desbloquear': ['unlockUser', 'Desbloquear un usuario'],
  'POST /admin/usuarios/{id}/reset-password': ['resetUserPassword', 'Restablecer la contraseña de un usuario'],
  'GET /asignaciones': ['listAssignments', 'Listar asignaciones'],
  'POST /asignaciones': ['createAssignment', 'Crear una asignación'],
  'DELETE /asignaciones/{id}': ['deleteAssignment', 'Eliminar una asignación'],
  'GET /informes': ['listReports', 'Listar informes'],
  'POST /informes': ['createReport', 'Crear un informe'],
  'GET /informes/export': ['exportReports', 'Exportar informes'],
  'GET /informes/opciones': ['getReportFilterOptions', 'Opciones de filtro de los informes'],
  'GET /informes/{id}': ['getReport', 'Ver un informe'],
  'PATCH /informes/{id}': ['updateReport', 'Modificar un informe'],
  'DELETE /informes/{id}': ['deleteReport', 'Eliminar un informe'],
  'PATCH /informes/{id}/estado': ['setReportStatus', 'Cambiar el estado de un informe'],
  'GET /informes/{id}/archivos': ['listReportFiles', 'Listar los archivos de un informe'],
  'GET /informes/{id}/archivos.zip': ['downloadReportFilesZip', 'Descargar los archivos de un informe en ZIP'],
  'POST /informes/{id}/aceptacion': ['acceptReport', 'Aceptar un informe'],
  'POST /informes/{id}/problema': ['reportProblem', 'Señalar un problema en un informe'],
  'GET /informes/prueba': ['exportReportsProof', 'Prueba (PDF) de varios informes'],
  'GET /informes/{id}/prueba': ['getReportProof', 'Prueba (PDF) de un informe'],
  'POST /upload/{reportId}': ['uploadReportFile', 'Subir un archivo a un informe'],
  'POST /subidas': ['createUpload', 'Iniciar una subida reanudable'],
  'PATCH /subidas/{id}': ['continueUpload', 'Enviar una parte de una subida reanudable'],
  'DELETE /subidas/{id}': ['cancelUpload', 'Cancelar una subida reanudable'],
  'GET /archivos/{id}': ['getFile', 'Descargar un archivo (enlace firmado)', 'publico'],
  'DELETE /archivos/{id}': ['deleteFile', 'Eliminar un archivo'],
  'GET /archivos/{id}/miniatura': ['getFileThumbnail', 'Miniatura de un archivo (enlace firmado)', 'publico'],
  'POST /archivos/{id}/alertas/{alertaId}/revision': ['reviewFileAlert', 'Revisar una alerta de un archivo'],
  'GET /verificar/{sha256}': ['verifyFile', 'Verificar un archivo por su huella', 'publico'],
  'GET /conversaciones': ['listConversations', 'Listar conversaciones'],
  'GET /conversaciones/contactos': ['listContacts', 'Contactos para conversar'],
  'POST /conversaciones/directas': ['openDirectConversation', 'Abrir una conversación directa'],
  'GET /conversaciones/{id}': ['getConversation', 'Ver una conversación'],
  'GET /conversaciones/{id}/mensajes': ['listMessages', 'Listar los mensajes de una conversación'],
  'POST /conversaciones/{id}/mensajes': ['sendMessage', 'Enviar un mensaje'],
  'POST /conversaciones/{id}/leido': ['markConversationRead', 'Marcar una conversación como leída'],
  'GET /mensajes/no-leidos': ['countUnreadMessages', 'Mensajes no leídos'],
  'DELETE /mensajes/{id}': ['deleteMessage', 'Eliminar un mensaje'],
  'GET /informes/{id}/conversacion': ['getReportConversation', 'Conversación de un informe'],
  'GET /eventos': ['streamEvents', 'Eventos en vivo (SSE)'],
};

/**
 * The query string as a client must send it, which is not always what validation checks (documentation only):
 * - a parameter with a default (page, limit…) is filled in by validation, so a client may leave it out: optional;
 * - a signed link's `exp` and `sig` are optional to validation only so that a link without them gets the
 *   signer's 403 `enlace_invalido` like any bad link (not a 400 naming the field); no link works without them.
 */
const SIGNED_LINK_QUERY: Readonly<Record<string, readonly string[]>> = {
  'GET /archivos/{id}': ['exp', 'sig'],
  'GET /archivos/{id}/miniatura': ['exp', 'sig'],
};

/**
 * POST /upload/{reportId} reads its multipart body itself (modules/fotos/archivos/upload.ts: one `archivo` part and up to
 * four small fields, any other field → 400), so its route has no body schema for validation; the document gets it here.
 */
const uploadBody = (maxBytes: number) => ({
  type: 'object',
  required: ['archivo'],
  properties: {
    archivo: {
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/octet-stream',
      maxLength: maxBytes,
      description: 'La foto: JPEG, PNG o WebP, hasta UPLOAD_MAX_MB (`maxLength`, en bytes; más → 413). Un solo archivo por petición.',
    },
    latitud: { type: 'number', minimum: -90, maximum: 90, description: 'Junto con longitud, o ninguna de las dos.' },
    longitud: { type: 'number', minimum: -180, maximum: 180, description: 'Junto con latitud, o ninguna de las dos.' },
    tiene_metadatos_gps: { type: 'string', enum: ['true', 'false'], description: '`true` necesita latitud y longitud.' },
    sha256: {
      type: 'string',
      pattern: '^[0-9a-fA-F]{64}$',
      maxLength: 64,
      description: 'SHA-256 del archivo en hexadecimal. Si ya está en el informe, responde 200 con esa foto sin leer el archivo.',
    },
  },
});
const docBody = (key: string, uploadMaxBytes: number): { consumes?: string[]; body?: object } =>
  key === 'POST /upload/{reportId}' ? { consumes: ['multipart/form-data'], body: uploadBody(uploadMaxBytes) } : {};

type QuerySchema = { properties?: Record<string, { default?: unknown }>; required?: string[] };

function documentedQuery(query: QuerySchema, alsoRequired: readonly string[] = []): QuerySchema {
  const properties = query.properties ?? {};
  const required = [...(query.required ?? []).filter((name) => properties[name]?.default === undefined), ...alsoRequired];
  const { required: _, ...rest } = query;
  return required.length ? { ...rest, required } : rest;
}

/** `/api/v1/informes/:id/` → `/informes/{id}`: the key OPERATIONS uses. */
const operationPath = (url: string, prefix: string): string =>
  url
    .slice(prefix.length)
    .replace(/\/$/, '')
    .replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function routeDefaults(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${prefix}/`)) return;
    const schema = (route.schema ??= {});
    const response = ((schema as { response?: Record<string, unknown> }).response ??= {});
    const tag = route.url.slice(prefix.length + 1).split('/')[0];
    (schema as { tags?: string[] }).tags ??= [tag];
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
    if (methods.length !== 1) return;
    const key = `${methods[0]} ${operationPath(route.url, prefix)}`;
    const meta = OPERATIONS[key];
    if (!meta) return; // api/test/openapi.test.ts names the route
    const [operationId, summary, publico] = meta;
    Object.assign(schema, { operationId, summary }, publico ? { security: [] } : {});
    const codes: ErrorCodes | undefined = operationErrors(key);
    if (!codes) throw new Error(`${key}: add its error statuses to OPERATION_ERRORS (api/src/platform/http/operation-errors.ts)`);
    for (const status of Object.keys(response).filter((s) => Number(s) >= 400)) {
      if (!(status in codes)) throw new Error(`${key} declares ${status}, which OPERATION_ERRORS does not list`);
    }
    for (const [status, list] of Object.entries(codes)) response[status] = errorResponse(status, list);
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
    transform: ({ schema, url, route }) => {
      if (!url.startsWith(`${prefix}/`)) return { schema: { ...schema, hide: true }, url };
      const method = ([] as string[]).concat(route.method).find((m) => m !== 'HEAD') ?? '';
      const key = `${method} ${operationPath(url, prefix)}`;
      const querystring = (schema as { querystring?: QuerySchema }).querystring;
      return {
        schema: {
          ...schema,
          ...docBody(key, uploadMaxBytes(app.config)),
          ...(querystring ? { querystring: documentedQuery(querystring, SIGNED_LINK_QUERY[key]) } : {}),
        },
        url: url.length > 1 ? url.replace(/\/$/, '') : url,
      };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}
