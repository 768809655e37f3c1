/**
 * The API's error type. Throw it anywhere in a route/hook; the one error handler
 * (platform/http/error-handler.ts) answers `{ error: code, message }` with its status.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly headers: Record<string, string> = {},
    /** The body field the error is about (sent as `campo`, so a form can show it under that field). */
    public readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MSG = {
  noAutenticado: 'No autenticado',
  sesionInvalida: 'Sesión expirada. Inicia sesión de nuevo.',
  sinPermiso: 'No tienes permiso para realizar esta acción',
  noEncontrado: 'Recurso no encontrado',
  rutaNoEncontrada: 'Ruta no encontrada',
  jsonInvalido: 'El cuerpo de la petición no es un JSON válido',
  errorInterno: 'Error interno del servidor',
  bdNoDisponible: 'La base de datos no está disponible',
} as const;

/** 400; `field` names the body field it is about (sent as `campo`). */
export const badRequest = (code: string, message: string, field?: string) => new HttpError(400, code, message, {}, field);
export const notAuthenticated = () => new HttpError(401, 'no_autenticado', MSG.noAutenticado);
export const invalidSession = () => new HttpError(401, 'sesion_invalida', MSG.sesionInvalida);
export const forbidden = () => new HttpError(403, 'sin_permiso', MSG.sinPermiso);
export const notFound = (message: string = MSG.noEncontrado) => new HttpError(404, 'no_encontrado', message);
export const conflict = (code: string, message: string, field?: string) => new HttpError(409, code, message, {}, field);
export const serviceUnavailable = () => new HttpError(503, 'base_de_datos_no_disponible', MSG.bdNoDisponible);

/** 429 with "Intenta de nuevo en N minutos." (N ≥ 1, rounded up) and a Retry-After header. */
export function tooManyAttempts(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(429, 'demasiados_intentos', `Demasiados intentos. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}
