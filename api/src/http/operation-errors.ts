/**
 * The error statuses each operation can answer, and the `error` codes under each (issue 27;
 * docs/decisions/openapi-contract.md, "Errors per operation"). Keyed like OPERATIONS in openapi.ts
 * (`METHOD /path`, without /api/v1). routeDefaults documents exactly these on the route, each with the one
 * `Error` schema, and api/test/contract.test.ts calls every operation as every role and fails for a status or
 * a code not listed here. Read from the route's code and guards:
 * - 401 for a route with a session; 403 where a role lacks the capability (API_PERMISSIONS) or a row rule refuses;
 * - 400 for a route with params, query or body; a JSON body also gets 413 and 415;
 * - 404 for a route that names a record; 409, 410, 412, 422, 429 where the route's code throws them;
 * - every operation: 500 `error_interno` (a server fault) and 503 `base_de_datos_no_disponible` (added by routeDefaults).
 */
type ErrorStatus = '400' | '401' | '403' | '404' | '409' | '410' | '412' | '413' | '415' | '422' | '429' | '500' | '503';
export type ErrorCodes = Readonly<Partial<Record<ErrorStatus, readonly string[]>>>;

/** The codes of every part, per status, without repeats. */
function errors(...parts: ErrorCodes[]): ErrorCodes {
  const out: Partial<Record<ErrorStatus, string[]>> = {};
  for (const part of parts) {
    for (const [status, codes] of Object.entries(part) as [ErrorStatus, readonly string[]][]) {
      out[status] = [...new Set([...(out[status] ?? []), ...codes])];
    }
  }
  return out;
}

/** Any operation: a fault of the server, or the database not answering. */
const SERVER_ERRORS: ErrorCodes = { '500': ['error_interno'], '503': ['base_de_datos_no_disponible'] };

const SESSION: ErrorCodes = { '401': ['no_autenticado', 'sesion_invalida'] };
/** requirePermission of a capability some role lacks, or a row rule (not your report, not your message). */
const DENIED: ErrorCodes = { '403': ['sin_permiso'] };
/** A malformed path parameter. */
const PARAMS: ErrorCodes = { '400': ['datos_invalidos'] };
/** A query string: schema errors, and the text rule (docs/decisions/text-input.md) on its strings. */
const QUERY: ErrorCodes = { '400': ['datos_invalidos', 'validacion'] };
/** A JSON body: malformed JSON, schema and field errors, over the body limit, another content type. */
const BODY: ErrorCodes = {
  '400': ['datos_invalidos', 'json_invalido', 'validacion'],
  '413': ['contenido_muy_grande'],
  '415': ['tipo_no_soportado'],
};
const MISSING: ErrorCodes = { '404': ['no_encontrado'] };
/** http/one-export.ts: one CSV/ZIP/PDF export at a time per user, with Retry-After. */
const ONE_EXPORT: ErrorCodes = { '429': ['exportacion_en_curso'] };
/** Password rules (auth/password-policy.ts). */
const PASSWORD_RULES: ErrorCodes = {
  '400': ['password_requerida', 'password_solo_espacios', 'password_muy_corta', 'password_igual_usuario', 'password_comun'],
};
/** The password hashing queue is full (auth/password.ts), with Retry-After. */
const HASHING: ErrorCodes = { '503': ['servidor_ocupado'] };
/** Sign-in limits (auth/login-limits.ts): too many attempts (Retry-After), or the account locked. */
const LOGIN_LIMITS: ErrorCodes = { '429': ['demasiados_intentos', 'cuenta_bloqueada'] };
/** routes/archivos/record.ts editableInforme: out of scope 404, not Pendiente 409, not the author 403. */
const EDITABLE_REPORT: ErrorCodes = errors(MISSING, DENIED, { '409': ['informe_no_editable'] });
const PHOTO_FILE: ErrorCodes = {
  '400': ['validacion', 'sha256_no_coincide'],
  '409': ['maximo_imagenes'],
  '413': ['archivo_muy_grande'],
  '415': ['tipo_no_permitido', 'formato_heic'],
};
/** The tus routes (routes/subidas/routes.ts): the header, tus' own refusals in the API's shape. */
const TUS: ErrorCodes = { '400': ['solicitud_invalida'], '412': ['version_tus'] };
/** A signed image link (auth/signed-url.ts): forged or for another file 403, expired 410. */
const SIGNED_LINK: ErrorCodes = { '403': ['enlace_invalido'], '410': ['enlace_expirado'] };
/** A report the client acts on (routes/informes/aceptacion.ts). */
const CLIENT_WORD: ErrorCodes = { '409': ['informe_ya_aceptado', 'informe_no_completado'] };
/** Checks of a report's body (routes/informes/rules.ts). */
const REPORT_RULES: ErrorCodes = {
  '400': [
    'servicio_inexistente',
    'servicio_inactivo',
    'cliente_inexistente',
    'proveedor_inexistente',
    'provincia_inexistente',
    'localidad_inexistente',
    'localidad_fuera_de_provincia',
    'asignacion_inexistente',
  ],
  '403': ['sin_permiso'],
};

const PUBLIC_GET = (...parts: ErrorCodes[]) => errors(...parts);
const signedIn = (...parts: ErrorCodes[]) => errors(SESSION, ...parts);

const OPERATION_ERRORS: Readonly<Record<string, ErrorCodes>> = {
  'GET /health': PUBLIC_GET(),
  'POST /auth/login': errors(BODY, { '401': ['credenciales_incorrectas'] }, LOGIN_LIMITS, HASHING),
  'POST /auth/logout': signedIn(),
  'PATCH /auth/change-password': signedIn(
    BODY,
    PASSWORD_RULES,
    { '400': ['current_password_required', 'current_password_incorrect', 'password_igual'] },
    LOGIN_LIMITS,
    HASHING,
  ),
  'POST /auth/olvide-contrasena': errors(BODY, { '429': ['demasiados_intentos'] }),
  'POST /auth/restablecer-contrasena': errors(BODY, PASSWORD_RULES, { '400': ['enlace_invalido'] }, HASHING),
  'GET /usuarios/me': signedIn(),
  'GET /dashboard/resumen': signedIn(),
  'GET /auditoria': signedIn(QUERY, { '400': ['rango_fechas_invalido'] }),
  'GET /auditoria/opciones': signedIn(),
  'GET /auditoria/export': signedIn(QUERY, { '400': ['rango_fechas_invalido'] }, ONE_EXPORT),
  'GET /servicios': signedIn(QUERY),
  'POST /servicios': signedIn(DENIED, BODY),
  'GET /servicios/export': signedIn(QUERY, ONE_EXPORT),
  'GET /servicios/meta/categorias': signedIn(),
  'GET /servicios/meta/estadisticas': signedIn(),
  'PUT /servicios/{id}': signedIn(DENIED, PARAMS, BODY, MISSING),
  'DELETE /servicios/{id}': signedIn(DENIED, PARAMS, MISSING, { '409': ['servicio_en_uso'] }),
  'GET /jefes-equipo': signedIn(DENIED, QUERY),
  'POST /jefes-equipo': signedIn(DENIED, BODY, { '400': ['proveedor_inexistente'] }),
  'GET /jefes-equipo/{id}': signedIn(DENIED, PARAMS, MISSING),
  'PUT /jefes-equipo/{id}': signedIn(DENIED, PARAMS, BODY, MISSING, { '400': ['proveedor_inexistente'] }),
  'DELETE /jefes-equipo/{id}': signedIn(DENIED, PARAMS, MISSING),
  'GET /proveedores': signedIn(DENIED, QUERY),
  'POST /proveedores': signedIn(DENIED, BODY, { '400': ['provincia_inexistente'] }),
  'PATCH /proveedores/{id}': signedIn(DENIED, PARAMS, BODY, MISSING, { '400': ['provincia_inexistente'] }),
  'DELETE /proveedores/{id}': signedIn(DENIED, PARAMS, MISSING, { '409': ['proveedor_en_uso'] }),
  'GET /clientes': signedIn(DENIED, QUERY),
  'POST /clientes': signedIn(DENIED, BODY, { '400': ['provincia_inexistente'], '409': ['razon_social_existente'] }),
  'PATCH /clientes/{id}': signedIn(DENIED, PARAMS, BODY, MISSING, { '400': ['provincia_inexistente'], '409': ['razon_social_existente'] }),
  'DELETE /clientes/{id}': signedIn(DENIED, PARAMS, MISSING, { '409': ['cliente_en_uso'] }),
  'GET /catalogos/provincias': signedIn(),
  'GET /catalogos/localidades/{provinceId}': signedIn(PARAMS, MISSING),
  'GET /provincias': signedIn(),
  'GET /admin/usuarios': signedIn(DENIED, QUERY),
  'POST /admin/usuarios': signedIn(
    DENIED,
    BODY,
    PASSWORD_RULES,
    { '400': ['proveedor_inexistente', 'cliente_inexistente'], '409': ['usuario_o_correo_existente'] },
    HASHING,
  ),
  'GET /admin/usuarios/stats': signedIn(DENIED),
  'GET /admin/usuarios/export': signedIn(DENIED, QUERY, ONE_EXPORT),
  'PATCH /admin/usuarios/{id}': signedIn(DENIED, PARAMS, BODY, MISSING, {
    '400': ['proveedor_inexistente', 'cliente_inexistente'],
    '409': ['usuario_o_correo_existente', 'propio_usuario', 'ultimo_administrador'],
  }),
  'DELETE /admin/usuarios/{id}': signedIn(DENIED, PARAMS, MISSING, { '409': ['propio_usuario', 'ultimo_administrador'] }),
  'PATCH /admin/usuarios/{id}/toggle-status': signedIn(DENIED, PARAMS, BODY, MISSING, { '409': ['propio_usuario', 'ultimo_administrador'] }),
  'POST /admin/usuarios/{id}/desbloquear': signedIn(DENIED, PARAMS, MISSING),
  'POST /admin/usuarios/{id}/reset-password': signedIn(DENIED, PARAMS, BODY, MISSING, PASSWORD_RULES, HASHING),
  'GET /asignaciones': signedIn(DENIED, QUERY),
  'POST /asignaciones': signedIn(DENIED, BODY, { '400': ['proveedor_inexistente', 'cliente_inexistente'], '409': ['asignacion_ya_existe'] }),
  'DELETE /asignaciones/{id}': signedIn(DENIED, PARAMS, MISSING),
  'GET /informes': signedIn(QUERY),
  'POST /informes': signedIn(BODY, REPORT_RULES, MISSING, {
    '400': ['clave_idempotencia_invalida'],
    '422': ['clave_idempotencia_reutilizada'],
  }),
  'GET /informes/export': signedIn(QUERY, ONE_EXPORT),
  'GET /informes/opciones': signedIn(),
  'GET /informes/{id}': signedIn(PARAMS, MISSING),
  'PATCH /informes/{id}': signedIn(PARAMS, BODY, MISSING, REPORT_RULES, { '409': ['informe_no_editable'] }),
  'DELETE /informes/{id}': signedIn(DENIED, PARAMS, MISSING, { '409': ['informe_no_eliminable'] }),
  'PATCH /informes/{id}/estado': signedIn(DENIED, PARAMS, BODY, MISSING, {
    '400': ['comentario_requerido'],
    '409': ['transicion_no_permitida'],
  }),
  'GET /informes/{id}/archivos': signedIn(PARAMS, MISSING),
  'GET /informes/{id}/archivos.zip': signedIn(PARAMS, MISSING, ONE_EXPORT),
  'POST /informes/{id}/aceptacion': signedIn(DENIED, PARAMS, MISSING, CLIENT_WORD),
  'POST /informes/{id}/problema': signedIn(DENIED, PARAMS, BODY, MISSING, CLIENT_WORD, { '400': ['comentario_requerido'] }),
  'GET /informes/prueba': signedIn(QUERY, MISSING, ONE_EXPORT, { '400': ['demasiados_informes'] }),
  'GET /informes/{id}/prueba': signedIn(PARAMS, MISSING, ONE_EXPORT),
  'POST /upload/{reportId}': signedIn(PARAMS, EDITABLE_REPORT, PHOTO_FILE, { '400': ['solicitud_invalida'] }),
  'POST /subidas': signedIn(TUS, EDITABLE_REPORT, PHOTO_FILE, {
    '400': ['longitud_invalida', 'metadatos_invalidos'],
    // routes/subidas/quota.ts: the report's free places, the user's unfinished uploads (Retry-After).
    '409': ['informe_con_subidas_pendientes'],
    '429': ['demasiadas_subidas_pendientes'],
  }),
  'PATCH /subidas/{id}': signedIn(TUS, EDITABLE_REPORT, PHOTO_FILE, {
    '400': ['subida_interrumpida'],
    '409': ['desplazamiento_incorrecto'],
    '410': ['subida_expirada'],
  }),
  'DELETE /subidas/{id}': signedIn(TUS, MISSING),
  'GET /archivos/{id}': PUBLIC_GET(QUERY, SIGNED_LINK, MISSING),
  'DELETE /archivos/{id}': signedIn(PARAMS, EDITABLE_REPORT),
  'GET /archivos/{id}/miniatura': PUBLIC_GET(QUERY, SIGNED_LINK, MISSING),
  'POST /archivos/{id}/alertas/{alertaId}/revision': signedIn(DENIED, PARAMS, BODY, MISSING, { '409': ['alerta_ya_revisada'] }),
  'GET /verificar/{sha256}': PUBLIC_GET({ '400': ['validacion'], '429': ['demasiados_intentos'] }),
  'GET /conversaciones': signedIn(QUERY),
  'GET /conversaciones/contactos': signedIn(),
  'POST /conversaciones/directas': signedIn(BODY, MISSING),
  'GET /conversaciones/{id}': signedIn(PARAMS, MISSING),
  'GET /conversaciones/{id}/mensajes': signedIn(PARAMS, QUERY, MISSING),
  'POST /conversaciones/{id}/mensajes': signedIn(PARAMS, BODY, MISSING, { '400': ['archivo_invalido'], '409': ['conversacion_solo_lectura'] }),
  'POST /conversaciones/{id}/leido': signedIn(PARAMS, BODY, MISSING),
  'GET /mensajes/no-leidos': signedIn(),
  'DELETE /mensajes/{id}': signedIn(DENIED, PARAMS, MISSING, { '409': ['mensaje_ya_eliminado', 'fuera_de_plazo'] }),
  'GET /informes/{id}/conversacion': signedIn(PARAMS, MISSING),
  'GET /eventos': signedIn({ '400': ['datos_invalidos'] }),
};

/** Every error status an operation documents: its own and the server's. */
export function operationErrors(key: string): ErrorCodes | undefined {
  const own = OPERATION_ERRORS[key];
  return own && errors(own, SERVER_ERRORS);
}
