/** Message shown when the server cannot be reached (docs/product-spec.md §8). */
export const CONNECTION_ERROR_MESSAGE = 'Error de conexión';

/**
 * Every failed call of the API client rejects with an ApiError:
 * - HTTP errors: status, `code` = body `error` (snake_case), `message` = body `message` || body `error` || transport text,
 *   and `field` = body `campo` when the server names the field;
 * - network failures: status 0, code `network_error`, message "Error de conexión".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The request field the error is about (body `campo`), e.g. 'correo' for a 409 usuario_o_correo_existente. */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError' && 'status' in value && 'code' in value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Builds the ApiError of an HTTP error response from its JSON body (`{ error, message }`), if any. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    const text = await response.clone().text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const fields = (body && typeof body === 'object' ? body : {}) as { error?: unknown; message?: unknown; campo?: unknown };
  const transport = `${response.status} ${response.statusText}`.trim();
  const code = nonEmptyString(fields.error) ?? `http_${response.status}`;
  const message = nonEmptyString(fields.message) ?? nonEmptyString(fields.error) ?? transport;
  return new ApiError(response.status, code, message, nonEmptyString(fields.campo));
}

/** Any thrown value → ApiError (network TypeErrors become status 0 "Error de conexión"). */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof TypeError) return new ApiError(0, 'network_error', CONNECTION_ERROR_MESSAGE);
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(0, 'unknown_error', message || 'Error desconocido');
}

/** The text to show for a failure: the ApiError/Error message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isAbortError(error: unknown): boolean {
  return (
    (typeof DOMException !== 'undefined' && error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}
