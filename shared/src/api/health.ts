import type { HealthResponse } from '../contracts';
import { API_PREFIX } from './client';
import { ApiError, CONNECTION_ERROR_MESSAGE } from './api-error';

/** GET /api/v1/health with a plain fetch (no auth, no ky): resolves when the server answers 2xx. */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthResponse> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/health`, { cache: 'no-store', signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', CONNECTION_ERROR_MESSAGE);
  }
  if (!response.ok) throw new ApiError(response.status, `http_${response.status}`, `${response.status} ${response.statusText}`.trim());
  return (await response.json()) as HealthResponse;
}
