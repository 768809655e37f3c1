import { CONNECTION_ERROR_MESSAGE, isApiError } from 'shared/api';

const LOGIN_FAILED = 'Login fallido';
const WRONG_CREDENTIALS = 'Credenciales incorrectas';

/**
 * Toasts for a failed login, in order (docs/product-spec.md §8): "Login fallido" then "Credenciales incorrectas";
 * when the API refuses for another reason (429 too many attempts, 403 inactive user) its Spanish message
 * replaces the second text; a network failure shows only "Error de conexión".
 */
export function loginErrorMessages(error: unknown): string[] {
  if (!isApiError(error) || error.status === 0) return [CONNECTION_ERROR_MESSAGE];
  if ((error.status === 429 || error.status === 403) && error.message) return [LOGIN_FAILED, error.message];
  return [LOGIN_FAILED, WRONG_CREDENTIALS];
}
