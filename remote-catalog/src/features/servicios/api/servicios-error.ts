import { isApiError } from 'shared/api';
import { serverMessage } from 'shared/ui';

/** Spec §6: the services screen's text when there is no token. */
export const SESSION_EXPIRED_TEXT = 'Sesión expirada. Inicia sesión de nuevo.';

/**
 * The services screen's banner text (docs/product-spec.md §8): "message (HTTP status)", e.g. "Base de datos no disponible (HTTP 503)".
 * Network failures have no status: just "Error de conexión".
 */
export function serviciosErrorText(error: unknown, fallback: string): string {
  const message = serverMessage(error, fallback);
  return isApiError(error) && error.status > 0 ? `${message} (HTTP ${error.status})` : message;
}
