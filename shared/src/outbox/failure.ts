import { isApiError } from 'shared/api';

/**
 * What a failed send means for a queued report (docs/decisions/field-capture.md):
 * - `network`: no connection, or the server could not be reached → wait for the connection, try again by itself;
 * - `session`: the session ended (401) → wait until its user signs in again;
 * - `retry`: the server is busy or failing (408, 429, 5xx) → try again later, with back-off;
 * - `refused`: the server said no for a reason a retry cannot fix (validation, permission, a deactivated
 *   provider…) → stays in the outbox with that reason, to edit or discard.
 */
export type SendFailure =
  { kind: 'network' } | { kind: 'session' } | { kind: 'retry'; message: string } | { kind: 'refused'; code: string; message: string };

export function failureOfStatus(status: number, code: string, message: string): SendFailure {
  if (status === 0) return { kind: 'network' };
  if (status === 401) return { kind: 'session' };
  if (status === 408 || status === 425 || status === 429 || status >= 500) return { kind: 'retry', message };
  return { kind: 'refused', code, message };
}

/** A failure of the API client (ApiError) or of anything else (a network TypeError, say). */
export function failureOf(error: unknown): SendFailure {
  if (isApiError(error)) return failureOfStatus(error.status, error.code, error.message);
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'retry', message: error instanceof Error ? error.message : String(error) };
}

/** Wait before the n-th automatic retry: 2 s, 4 s, 8 s… up to 5 min, ±20 % so many phones do not retry in step. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(300_000, 2000 * 2 ** Math.max(0, Math.min(attempt - 1, 12)));
  return Math.round(base * (0.8 + 0.4 * random()));
}
