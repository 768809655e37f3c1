import ky, { type KyInstance, type Options } from 'ky';
import { ApiError, CONNECTION_ERROR_MESSAGE, apiErrorFromResponse, isAbortError } from './api-error';
import { currentBridge } from './session-bridge';

export const API_PREFIX = '/api/v1';

/**
 * Per-request flags, passed as ky `context`:
 * - `anonymous`: do not send the bearer token (login);
 * - `ignoreUnauthorized`: a 401 does not end the session (logout of an already dead session).
 */
export interface ApiContext extends Record<string, unknown> {
  anonymous?: boolean;
  ignoreUnauthorized?: boolean;
}

export interface CreateApiClientOptions {
  prefixUrl?: string;
  /** Defaults to the global fetch, looked up on every call. */
  fetch?: typeof fetch;
}

export function createApiClient({ prefixUrl = API_PREFIX, fetch: customFetch }: CreateApiClientOptions = {}): KyInstance {
  const transport: typeof fetch = async (input, init) => {
    try {
      return await (customFetch ?? globalThis.fetch)(input, init);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError(0, 'network_error', CONNECTION_ERROR_MESSAGE);
    }
  };

  const options: Options = {
    prefixUrl,
    // Spec §7: no default timeout; react-query decides about retries.
    timeout: false,
    retry: 0,
    fetch: transport,
    hooks: {
      beforeRequest: [
        (request, { context }) => {
          if ((context as ApiContext).anonymous) return;
          const token = currentBridge().getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      beforeError: [
        async (error) => {
          const { response, request, options: requestOptions } = error;
          const apiError = await apiErrorFromResponse(response);
          const context = requestOptions.context as ApiContext;
          if (response.status === 401 && request.headers.has('Authorization') && !context.ignoreUnauthorized) {
            currentBridge().onUnauthorized();
          }
          // ky rethrows whatever the hook returns: callers always see an ApiError.
          return apiError as unknown as typeof error;
        },
      ],
    },
  };
  return ky.create(options);
}

/** THE API client of the product (host and remotes): `api.get('auditoria', { searchParams }).json<T>()`. */
export const api = createApiClient();
