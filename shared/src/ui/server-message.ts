import { errorMessage, isApiError } from '../api';

/**
 * Text for a failed call: the server's own message (`message`/`error` of the JSON body), "Error de conexión"
 * for a network failure, and `fallback` when the server sent no text (e.g. a bare 502 from a proxy).
 *
 * @example
 * serverMessage(query.error, 'Error cargando eventos')
 */
export function serverMessage(error: unknown, fallback: string): string {
  // The client names bodiless HTTP errors `http_<status>`: their message is only the transport text.
  if (isApiError(error) && error.code.startsWith('http_')) return fallback;
  return errorMessage(error, fallback);
}
